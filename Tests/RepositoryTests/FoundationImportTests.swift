import Foundation
import KitTestSupport
import Testing

/// The shipped code imports FoundationEssentials, never the full Foundation (which brings
/// FoundationInternationalization and 44 MB of ICU data into the static binary): on Linux
/// `import Foundation` may appear only as the fallback of `#if canImport(FoundationEssentials)`.
@Suite("Foundation imports")
struct FoundationImportTests {
    static let sources = ConformanceHarness.packageRoot.appendingPathComponent("Sources")

    /// Every Swift file under Sources/, relative to it.
    static func swiftFiles() -> [String] {
        let walker = FileManager.default.enumerator(atPath: sources.path)
        var files: [String] = []
        while let name = walker?.nextObject() as? String {
            if name.hasSuffix(".swift") { files.append(name) }
        }
        return files.sorted()
    }

    @Test("no source file imports the full Foundation unconditionally")
    func essentialsOnly() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.hasPrefix("import Foundation") && line != "import FoundationEssentials" {
                let guarded = index >= 3 && lines[index - 1] == "#else" && lines[index - 3] == "#if canImport(FoundationEssentials)"
                #expect(
                    guarded,
                    "\(file):\(index + 1) imports the full Foundation; use FoundationEssentials (see docs/MAINTAINERS.md, 'The single binary: how it is built')"
                )
            }
        }
    }
}
