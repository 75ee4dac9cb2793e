import Foundation
import KitTestSupport
import Testing

@testable import ConformanceTesting

/// The API reference of ConformanceTesting (scripts/docs.sh: DocC from the doc comments), built
/// here as CI builds it, and its rule that every public symbol of the library is documented.
@Suite("The API reference of ConformanceTesting (DocC)", .serialized)
struct APIReferenceTests {
    static let root = ConformanceHarness.packageRoot
    static let tools = ["bash", "python3", "docc", "swift-symbolgraph-extract", "swift", "timeout"]
    static func onPath(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static let canBuild = tools.allSatisfy { onPath($0) != nil }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try ToolRun.run(onPath("timeout")!, ["300"] + arguments, timeout: .seconds(330), in: root)
        return (run.status, run.stdout + run.stderr)
    }

    @Test(
        "scripts/docs.sh builds the reference: every public symbol documented, record(_:) on its page",
        .enabled(if: canBuild, "needs the toolchain's docc and swift-symbolgraph-extract, bash, python3 and timeout"))
    func builds() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("api-reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let built = try Self.run([Self.onPath("bash")!, "scripts/docs.sh", out.path])
        #expect(built.status == 0, "\(built.output)")
        #expect(built.output.contains("documented: all"), "\(built.output)")
        let page = out.appendingPathComponent("data/documentation/conformancetesting/conformanceoutcome/record(_:sourcelocation:).json")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.contains("Reports check"), "the page carries record(_:)'s doc comment")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("documentation/conformancetesting/index.html").path))
    }

    @Test("a public symbol without a doc comment is named and fails the build of the reference", .enabled(if: onPath("python3") != nil))
    func undocumentedSymbolFails() throws {
        let graph = FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString).symbols.json")
        defer { try? FileManager.default.removeItem(at: graph) }
        let symbol =
            #"{"kind": {"displayName": "Instance Property"}, "pathComponents": ["ConformanceTest", "options"], "accessLevel": "public", "location": {"uri": "file:///x.swift"}}"#
        let documented =
            #"{"kind": {"displayName": "Structure"}, "pathComponents": ["ConformanceTest"], "accessLevel": "public", "location": {"uri": "file:///x.swift"}, "docComment": {"lines": [{"text": "One run."}]}}"#
        try Data(#"{"symbols": [\#(documented), \#(symbol)]}"#.utf8).write(to: graph)
        let result = try Self.run([Self.onPath("python3")!, "scripts/docs/undocumented.py", graph.path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output == "undocumented: Instance Property ConformanceTest.options\n", "\(result.output)")
    }
}
