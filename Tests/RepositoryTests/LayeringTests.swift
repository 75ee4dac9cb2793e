import Foundation
import KitTestSupport
import Testing

/// The kit's targets are its layers (Package.swift is the map): every `import` of a kit target in
/// `Sources/<Target>/` or `Tests/<Target>/` names a dependency `<Target>` lists, every list names only targets declared
/// before it, and docs/ARCHITECTURE.md shows the graph as the manifest declares it.
@Suite("Layering")
struct LayeringTests {
    static let root = ConformanceHarness.packageRoot

    /// One target of the manifest: its name and the targets it lists, in declaration order.
    struct Target: Equatable {
        var kind: String
        var name: String
        var dependencies: [String]
    }

    /// The targets of a manifest written in this package's style (`.target(name: "X", dependencies: [...])`).
    static func targets(inManifest text: String) -> [Target] {
        let kinds = ["target", "executableTarget", "testTarget", "plugin"]
        var found: [Target] = []
        var rest = Substring(text)
        while let start = kinds.compactMap({ kind in rest.firstRange(of: ".\(kind)(").map { (kind, $0) } }).min(by: {
            $0.1.lowerBound < $1.1.lowerBound
        }) {
            let (kind, range) = start
            rest = rest[range.upperBound...]
            // The entry runs to the parenthesis closing it.
            var depth = 1
            var end = rest.startIndex
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            let entry = rest[..<end]
            guard let name = Self.firstString(after: "name:", in: entry) else { continue }
            var dependencies: [String] = []
            if let list = entry.firstRange(of: "dependencies:"), let open = entry[list.upperBound...].firstIndex(of: "["),
                let close = entry[open...].firstIndex(of: "]")
            {
                dependencies = Self.strings(in: entry[open..<close])
            }
            found.append(Target(kind: kind, name: name, dependencies: dependencies))
            rest = rest[end...]
        }
        return found
    }

    static func strings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func firstString(after label: String, in text: Substring) -> String? {
        guard let at = text.firstRange(of: label) else { return nil }
        return strings(in: text[at.upperBound...]).first
    }

    /// The kit targets each line of `source` imports (`import X`, `@testable import X`, `@_exported import X`).
    static func imports(in source: String, of kitTargets: Set<String>) -> [(line: Int, target: String)] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let words = line.split(separator: " ").map(String.init)
            guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                words[..<at].allSatisfy({ $0.hasPrefix("@") })
            else { return nil }
            // `import struct Module.Name` names its module after the kind of declaration.
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let named = kinds.contains(words[at + 1]) && at + 2 < words.count ? words[at + 2] : words[at + 1]
            let module = String(named.split(separator: ".").first ?? "")
            return kitTargets.contains(module) ? (index + 1, module) : nil
        }
    }

    /// The umbrella product partners may import; nothing of the kit does.
    static let umbrella = "HumanPluginConformance"

    /// What breaks the layering: an import the importing target does not list, a listed dependency
    /// declared after the target that lists it (an arrow pointing up the manifest), a listed
    /// dependency no file of the target imports, or an import of the umbrella inside the kit.
    static func violations(targets: [Target], sources: [(target: String, file: String, text: String)]) -> [String] {
        var problems: [String] = []
        let position = Dictionary(targets.enumerated().map { ($1.name, $0) }) { first, _ in first }
        let byName = Dictionary(targets.map { ($0.name, $0) }) { first, _ in first }
        for (index, target) in targets.enumerated() {
            for dependency in target.dependencies where (position[dependency] ?? Int.max) >= index {
                problems.append("Package.swift: \(target.name) lists \(dependency), which is not declared before it")
            }
        }
        let kit = Set(targets.map(\.name))
        var imported: [String: Set<String>] = [:]
        for source in sources {
            let allowed = Set(byName[source.target]?.dependencies ?? [])
            for (line, module) in imports(in: source.text, of: kit) {
                imported[source.target, default: []].insert(module)
                if module == umbrella && source.target != umbrella {
                    problems.append("\(source.file):\(line): \(source.target) imports the umbrella \(umbrella); import the layers it uses")
                } else if module != source.target && !allowed.contains(module) {
                    problems.append("\(source.file):\(line): \(source.target) imports \(module), which Package.swift does not list for it")
                }
            }
        }
        // A listed dependency no file imports is an edge the map shows and the code does not have
        // (tools a plugin runs are not imported).
        let tools = Set(targets.filter { $0.kind == "executableTarget" }.map(\.name))
        let read = Set(sources.map(\.target))
        for target in targets where read.contains(target.name) {
            for dependency in target.dependencies where !tools.contains(dependency) && !(imported[target.name] ?? []).contains(dependency) {
                problems.append("Package.swift: \(target.name) lists \(dependency), which none of its files imports")
            }
        }
        return problems
    }

    /// The graph as docs/ARCHITECTURE.md shows it: each source target, its layer (one above the
    /// highest of its dependencies) and what it lists.
    static func graphText(_ targets: [Target]) -> String {
        let sources = targets.filter { $0.kind == "target" || $0.kind == "executableTarget" }
        var layer: [String: Int] = [:]
        for target in sources {
            layer[target.name] = (target.dependencies.compactMap { layer[$0] }.max() ?? -1) + 1
        }
        let width = (sources.map(\.name.count).max() ?? 0) + 2
        var lines = ["target".padding(toLength: width, withPad: " ", startingAt: 0) + "layer  imports"]
        for target in sources {
            let listed = target.dependencies.isEmpty ? "nothing of the kit" : target.dependencies.joined(separator: ", ")
            lines.append(
                target.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(layer[target.name] ?? 0).padding(toLength: 7, withPad: " ", startingAt: 0) + listed)
        }
        return lines.joined(separator: "\n")
    }

    static let beginMarker =
        "<!-- target graph: generated from Package.swift by LayeringTests; "
        + "HP_WRITE_TARGET_GRAPH=1 swift test --filter Layering rewrites it -->"
    static let endMarker = "<!-- end of target graph -->"

    static func manifestTargets() throws -> [Target] {
        try targets(inManifest: String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    static func sourceFiles(of targets: [Target]) throws -> [(target: String, file: String, text: String)] {
        var files: [(String, String, String)] = []
        let manager = FileManager.default
        for target in targets {
            // Plugins/X, Sources/X, or Tests/X (test targets and the test-support targets).
            let folder = ["Plugins", "Sources", "Tests"].first { folder in
                (target.kind == "plugin") == (folder == "Plugins") && (target.kind == "testTarget" ? folder == "Tests" : true)
                    && manager.fileExists(atPath: root.appendingPathComponent("\(folder)/\(target.name)").path)
            }
            guard let folder else { continue }
            let directory = root.appendingPathComponent(folder).appendingPathComponent(target.name)
            guard let walker = manager.enumerator(atPath: directory.path) else { continue }
            while let name = walker.nextObject() as? String {
                // Fixture projects and clients of other languages are not the target's sources.
                if name.split(separator: "/").contains(where: { ["Fixtures", "Corpus", "Clients"].contains($0) }) { continue }
                guard name.hasSuffix(".swift") else { continue }
                let path = directory.appendingPathComponent(name)
                files.append((target.name, "\(folder)/\(target.name)/\(name)", try String(contentsOf: path, encoding: .utf8)))
            }
        }
        return files
    }

    @Test("the manifest is read: every source target with its dependencies, the layers among them")
    func manifestRead() throws {
        let targets = try Self.manifestTargets()
        let names = targets.map(\.name)
        for layer in [
            "ConformanceModel", "StandInHumanPlugin", "AppDriving", "AppSource", "ConformanceChecks", "ConformanceReports",
            "CertificationEvidence", "ConformanceRun", "HumanPluginConformance",
        ] {
            #expect(names.contains(layer), "Package.swift has no target \(layer)")
        }
        let model = try #require(targets.first { $0.name == "ConformanceModel" })
        #expect(model.dependencies == ["ConformanceBasics", "HTTP1Codec"], "the model knows no sockets")
        // Every layer has its test target, as swift-nio has one per module.
        let tests = Set(targets.filter { $0.kind == "testTarget" }.map(\.name))
        for layer in targets
        where layer.kind == "target" && layer.name != Self.umbrella
            && FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/\(layer.name)").path)
        {
            #expect(tests.contains("\(layer.name)Tests"), "\(layer.name) has no test target \(layer.name)Tests")
        }
    }

    @Test(
        "every import of a kit target in Sources/, Plugins/ and Tests/ is one its target lists, every list points down the manifest and is used, and nothing imports the umbrella"
    )
    func importsFollowTheManifest() throws {
        let targets = try Self.manifestTargets()
        let sources = try Self.sourceFiles(of: targets)
        #expect(sources.count > 350, "only \(sources.count) source files were read")
        let problems = Self.violations(targets: targets, sources: sources)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("an upward import and an upward dependency are both caught")
    func upwardArrowsCaught() {
        let targets = [
            Target(kind: "target", name: "Model", dependencies: []),
            Target(kind: "target", name: "Checks", dependencies: ["Model"]),
            Target(kind: "target", name: "Run", dependencies: ["Model", "Checks", "Reports"]),
            Target(kind: "target", name: "Reports", dependencies: ["Model"]),
        ]
        let sources = [
            (target: "Checks", file: "Sources/Checks/A.swift", text: "import Foundation\nimport Model\n"),
            (target: "Model", file: "Sources/Model/B.swift", text: "#if canImport(Glibc)\nimport Glibc\n#endif\n@testable import Checks\n"),
            (target: "Reports", file: "Sources/Reports/C.swift", text: "import Model\n// import Run\nlet text = \"import Run\"\n"),
        ]
        let problems = Self.violations(targets: targets, sources: sources)
        #expect(
            problems == [
                "Package.swift: Run lists Reports, which is not declared before it",
                "Sources/Model/B.swift:4: Model imports Checks, which Package.swift does not list for it",
            ])
    }

    @Test("a listed dependency no file imports, and an import of the umbrella inside the kit, are both caught")
    func unusedEdgesAndUmbrellaCaught() {
        let targets = [
            Target(kind: "target", name: "Model", dependencies: []),
            Target(kind: "target", name: "Checks", dependencies: ["Model"]),
            Target(kind: "target", name: "HumanPluginConformance", dependencies: ["Model", "Checks"]),
            Target(kind: "target", name: "Example", dependencies: ["Model", "HumanPluginConformance"]),
            Target(kind: "testTarget", name: "ChecksTests", dependencies: ["Checks"]),
        ]
        let sources = [
            (target: "Checks", file: "Sources/Checks/A.swift", text: "import Foundation\n"),
            (
                target: "HumanPluginConformance", file: "Sources/HumanPluginConformance/L.swift",
                text: "@_exported import Model\n@_exported import Checks\n"
            ),
            (target: "Example", file: "Sources/Example/E.swift", text: "import struct Model.Thing\nimport HumanPluginConformance\n"),
            (target: "ChecksTests", file: "Tests/ChecksTests/T.swift", text: "@testable import Checks\n"),
        ]
        #expect(
            Self.violations(targets: targets, sources: sources) == [
                "Sources/Example/E.swift:2: Example imports the umbrella HumanPluginConformance; import the layers it uses",
                "Package.swift: Checks lists Model, which none of its files imports",
            ])
    }

    @Test("docs/ARCHITECTURE.md shows the target graph as Package.swift declares it")
    func maintainersGraph() throws {
        let url = Self.root.appendingPathComponent("docs/ARCHITECTURE.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = Self.graphText(try Self.manifestTargets())
        let begin = try #require(text.firstRange(of: Self.beginMarker), "docs/ARCHITECTURE.md has no generated target graph")
        let end = try #require(text[begin.upperBound...].firstRange(of: Self.endMarker))
        let shown = text[begin.upperBound..<end.lowerBound]
        let block = "\n```\n\(expected)\n```\n"
        if ProcessInfo.processInfo.environment["HP_WRITE_TARGET_GRAPH"] == "1", shown != block {
            try (text[..<begin.upperBound] + block + text[end.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            shown == block,
            "docs/ARCHITECTURE.md's target graph is out of date; HP_WRITE_TARGET_GRAPH=1 swift test --filter Layering rewrites it")
    }
}
