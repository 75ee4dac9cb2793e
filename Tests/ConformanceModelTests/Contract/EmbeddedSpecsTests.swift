import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// The specs compiled into the kit (Plugins/EmbedSpecs) are byte for byte the files of `specs/`.
@Suite("Embedded specs")
struct EmbeddedSpecsTests {
    let specsDirectory = ConformanceHarness.packageRoot.appendingPathComponent("specs")

    /// Every `.json` and `.md` file under `specs/`, relative to it, sorted.
    func jsonFilesOnDisk() -> [String] {
        let walker = FileManager.default.enumerator(atPath: specsDirectory.path)
        var names: [String] = []
        while let name = walker?.nextObject() as? String {
            if name.hasSuffix(".json") || name.hasSuffix(".md") { names.append(name) }
        }
        return names.sorted()
    }

    @Test("every JSON and Markdown file of specs/ is embedded, with the same bytes")
    func sameBytes() throws {
        let names = jsonFilesOnDisk()
        #expect(names.contains(Specs.contractFile) && names.contains(Specs.checksFile) && names.contains(Specs.schemaFile))
        #expect(names.contains(Specs.exampleConfigurationFile))
        #expect(Specs.embeddedFileNames == names)
        for name in names {
            let onDisk = try [UInt8](Data(contentsOf: specsDirectory.appendingPathComponent(name)))
            #expect(try Specs.embeddedFile(name) == onDisk, "specs/\(name) differs from the embedded copy: rebuild")
        }
    }

    @Test("the embedded contract is the directory's: same version, checks and SHA-256")
    func sameAsDirectory() throws {
        let embedded = try Specs.embedded()
        let fromDisk = try Specs.load(from: specsDirectory)
        #expect(embedded.source == .embedded)
        #expect(embedded.directory == nil)
        #expect(fromDisk.source == .directory(specsDirectory))
        #expect(embedded.contract == fromDisk.contract)
        #expect(embedded.catalogue.checks.map(\.id) == fromDisk.catalogue.checks.map(\.id))
        #expect(embedded.sha256 == fromDisk.sha256)
        #expect(embedded.sha256.count == 64)
    }

    @Test("the example configuration comes from the embedded specs without a directory")
    func exampleConfiguration() throws {
        let embedded = try Specs.embedded().exampleConfiguration()
        let fromDisk = try Specs.load(from: specsDirectory).exampleConfiguration()
        #expect(embedded.documentType == fromDisk.documentType)
        #expect(embedded.humanPlugin.clientId == fromDisk.humanPlugin.clientId)
        #expect(embedded.sourcePath.contains("(embedded)"))
    }

    @Test("a file that is not embedded is one clear error")
    func unknownFile() {
        #expect(throws: KitError.self) { try Specs.embeddedFile("nope.json") }
    }
}
