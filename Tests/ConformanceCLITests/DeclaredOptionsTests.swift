import Foundation
import KitTestSupport
import Testing

@testable import ConformanceCLI

/// Every option a command reads (`value("--x")`, `list`, `seconds`, `port`, `flags.contains`) is
/// one its declaration in `Commands` has: read from the commands' own sources, so an option read
/// but never declared (refused by the parser, missing from the help) fails here.
@Suite("Command line: options read are declared")
struct DeclaredOptionsTests {
    /// Types that read a command's parsed options without parsing them, and the command they serve.
    static let helpers: [String: String] = ["RunCommand": "run"]  // RunCommand+Exploration.swift reads run's --explore

    /// A type's source: from its `struct`/`enum`/`extension` line to the next top-level one.
    struct Section {
        var file: String
        var type: String
        var text: String
    }

    static func sections() throws -> [Section] {
        let folder = ConformanceHarness.packageRoot.appendingPathComponent("Sources/ConformanceCLI")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift")
        }.sorted()
        var sections: [Section] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var current: Section?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let match = line.firstMatch(
                    of: /^(?:public |private |fileprivate )?(?:struct|enum|extension|final class|class) ([A-Za-z]+)/)
                {
                    if let current { sections.append(current) }
                    current = Section(file: file, type: String(match.1), text: "")
                }
                current?.text += line + "\n"
            }
            if let current { sections.append(current) }
        }
        return sections
    }

    /// The option names a section reads from parsed arguments.
    static func reads(_ text: String) -> Set<String> {
        Set(text.matches(of: /(?:\.value|\.list|\.seconds|\.port|flags\.contains)\("(--[a-z-]+)"\)/).map { String($0.1) })
    }

    @Test("every option a command reads is declared for that command")
    func readsAreDeclared() throws {
        let sections = try Self.sections()
        var checked = 0
        for section in sections {
            let read = Self.reads(section.text)
            guard !read.isEmpty else { continue }
            let parsedWith = section.text.matches(of: /Commands\.([a-zA-Z]+)\.parse/).map { String($0.1) }
            let commandName = parsedWith.first.flatMap { Self.declarationName($0) } ?? Self.helpers[section.type]
            let name = try #require(
                commandName,
                "\(section.file): \(section.type) reads \(read.sorted()) but parses no command's declaration; name its command in DeclaredOptionsTests.helpers"
            )
            let declaration = try #require(Commands.named(name))
            let declared = Set(declaration.options.map(\.name))
            #expect(
                read.isSubset(of: declared),
                "\(section.file): \(section.type) reads \(read.subtracting(declared).sorted()), which `\(name)` does not declare")
            checked += 1
        }
        #expect(checked >= 8, "the scan found the commands' reads in \(checked) types")
    }

    @Test("the scan sees an undeclared read")
    func scanFindsReads() {
        let text = #"let x = arguments.value("--nope"); if arguments.flags.contains("--verbose") {}; try arguments.seconds("--timeout")"#
        #expect(Self.reads(text) == ["--nope", "--verbose", "--timeout"])
        #expect(!Self.reads(text).isSubset(of: Set(Commands.run.options.map(\.name))))
    }

    /// `Commands.appCheck` → `app-check`: the declaration's own name.
    static func declarationName(_ property: String) -> String? {
        let table: [String: CommandDeclaration] = [
            "run": Commands.run, "serve": Commands.serve, "checks": Commands.checks, "explain": Commands.explain,
            "initialize": Commands.initialize, "validate": Commands.validate, "appCheck": Commands.appCheck,
            "verify": Commands.verify, "diff": Commands.diff, "probe": Commands.probe, "help": Commands.help,
        ]
        return table[property]?.name
    }
}
