import Foundation
import KitTestSupport
import Testing

/// The build tool behind Plugins/EmbedSpecs (Sources/specs-embed): it rewrites its output only when
/// the text changes, so that a build whose flags changed (`swift build`, then `swift test`) does not
/// compile the embedded constants and every module above them again.
@Suite("specs-embed, the tool that compiles specs/ into the kit")
struct SpecsEmbedToolTests {
    /// The tool as this build made it for the plugin (`specs-embed-tool`), or as a product
    /// (`specs-embed`, built only when asked for): the newer of the two there is.
    static let tool: URL = {
        let built = ["specs-embed-tool", "specs-embed"].map { ConformanceHarness.productsDirectory.appendingPathComponent($0) }
        func date(_ url: URL) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
        }
        return built.max { date($0) < date($1) } ?? built[0]
    }()

    func embed(_ output: URL, _ spec: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = [output.path, "contract.json", spec.path]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The file's inode and modification date: what a build compares to decide it changed.
    func identity(_ url: URL) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(attributes[.systemFileNumber] ?? 0) \(date)"
    }

    @Test(
        "an output already holding the same text is left untouched; a changed spec rewrites it",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: tool.path),
            "specs-embed-tool is built beside the tests, for the EmbedSpecs plugin"))
    func unchangedOutputUntouched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specs-embed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("contract.json")
        let output = directory.appendingPathComponent("EmbeddedSpecFiles.swift")
        try Data(#"{"version": "1"}"#.utf8).write(to: spec)

        #expect(try embed(output, spec) == 0)
        let first = try identity(output)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains(#"("contract.json", "{\"version\": \"1\"}")"#), "\(text)")
        // A later date than the first write would carry, had the file been written again.
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try embed(output, spec) == 0)
        #expect(try identity(output) == first, "the same text was written again: the build would recompile the constants")

        try Data(#"{"version": "2"}"#.utf8).write(to: spec)
        #expect(try embed(output, spec) == 0)
        #expect(try identity(output) != first)
        #expect(try String(contentsOf: output, encoding: .utf8).contains(#"\"2\"}")"#))
    }
}
