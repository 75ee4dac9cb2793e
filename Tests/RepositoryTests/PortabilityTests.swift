import Foundation
import KitTestSupport
import Testing

/// The kit is built and tested on Linux (Glibc) only, yet partners run `app-check` on Macs and
/// the binary could be built against Musl. These checks read the sources and fail on what would
/// break those builds: a module imported without its `canImport` guard, a C-library module used
/// without the other two, or a platform's own names outside a branch for that platform.
@Suite("Portability")
struct PortabilityTests {
    /// Names that exist in one C library's Swift overlay only, with the guards under which they may appear.
    static let platformNames: [(name: String, allowedUnder: [String])] = [
        ("Glibc.", ["canImport(Glibc)"]),
        ("Musl.", ["canImport(Musl)"]),
        ("Darwin.", ["canImport(Darwin)"]),
        ("SOCK_STREAM.rawValue", ["canImport(Glibc)"]),
        ("SOCK_CLOEXEC", ["!canImport(Darwin)", "#else of canImport(Darwin)"]),
        ("MSG_NOSIGNAL", ["!canImport(Darwin)", "#else of canImport(Darwin)"]),
        ("__rlimit_resource_t", ["canImport(Glibc)"]),
        ("SO_NOSIGPIPE", ["canImport(Darwin)"]),
        ("epoll_", ["canImport(Glibc)", "os(Linux)"]),
    ]

    /// Each line of a Swift file with the conditions in force there: for `#if X` the text `X`,
    /// for its `#elseif Y` the text `Y`, for its `#else` the text `#else of X`.
    static func conditions(of lines: [String]) -> [[String]] {
        var stack: [[String]] = []  // the branches seen so far of each open #if
        var result: [[String]] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                stack.append([String(trimmed.dropFirst(4))])
            } else if trimmed.hasPrefix("#elseif "), !stack.isEmpty {
                stack[stack.count - 1].append(String(trimmed.dropFirst(8)))
            } else if trimmed == "#else", !stack.isEmpty {
                stack[stack.count - 1].append("#else of " + stack[stack.count - 1][0])
            } else if trimmed == "#endif", !stack.isEmpty {
                stack.removeLast()
            }
            result.append(stack.compactMap(\.last))
        }
        return result
    }

    /// Every Swift file the package and the partner package build, relative to the package root:
    /// Sources/ and Tests/ (the fixture projects under a `Fixtures` folder and the real projects of
    /// the app-check `Corpus` are data, and a hidden folder such as the partner package's `.build`
    /// holds generated files).
    static func swiftFiles() -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Tests"] {
            let walker = FileManager.default.enumerator(atPath: ConformanceHarness.packageRoot.appendingPathComponent(folder).path)
            while let name = walker?.nextObject() as? String {
                let parts = name.split(separator: "/")
                if parts.last?.hasPrefix(".") == true || parts.last == "Fixtures" || parts.last == "Corpus" {
                    walker?.skipDescendants()
                } else if name.hasSuffix(".swift"), !parts.contains("Fixtures"), !parts.contains(where: { $0.hasPrefix(".") }) {
                    files.append("\(folder)/\(name)")
                }
            }
        }
        return files.sorted()
    }

    static func read(_ file: String) throws -> [String] {
        let text = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("the scan reads the tests as well as the sources")
    func scansTests() {
        let files = Self.swiftFiles()
        #expect(files.contains("Tests/AppSourceTests/AppProjectReadingTests.swift"))
        #expect(files.contains("Tests/EndToEndTests/AdapterFixtureTests.swift"))
        #expect(files.contains("Sources/ConformanceBasics/Concurrency/PlainMutex.swift"))
        #expect(!files.contains { $0.contains("/Fixtures/") || $0.contains("/.build/") })
    }

    @Test("every FoundationEssentials import is guarded by canImport (Apple's SDKs have no such module)")
    func essentialsGuarded() throws {
        for file in Self.swiftFiles() {
            let lines = try Self.read(file)
            let conditions = Self.conditions(of: lines)
            for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "import FoundationEssentials" {
                #expect(
                    conditions[index].last == "canImport(FoundationEssentials)",
                    "\(file):\(index + 1) imports FoundationEssentials unguarded")
            }
        }
    }

    @Test("a file that imports Glibc imports Musl too, each under its own canImport")
    func cLibraryImports() throws {
        for file in Self.swiftFiles() {
            let lines = try Self.read(file)
            let conditions = Self.conditions(of: lines)
            var imported: [String: Bool] = [:]
            for (index, line) in lines.enumerated() {
                for module in ["Glibc", "Musl", "Darwin"] where line.trimmingCharacters(in: .whitespaces) == "import \(module)" {
                    #expect(
                        conditions[index].last == "canImport(\(module))",
                        "\(file):\(index + 1) imports \(module) outside #if canImport(\(module))")
                    imported[module] = true
                }
            }
            if imported["Glibc"] == true { #expect(imported["Musl"] == true, "\(file) imports Glibc but not Musl") }
        }
    }

    @Test("a C library's own names appear only in a branch for that C library")
    func platformNamesGuarded() throws {
        var seen = 0
        // This file names them all in its table.
        for file in Self.swiftFiles() where file != "Tests/RepositoryTests/PortabilityTests.swift" {
            let lines = try Self.read(file)
            let conditions = Self.conditions(of: lines)
            for (index, line) in lines.enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for (name, allowed) in Self.platformNames where code.contains(name) {
                    seen += 1
                    #expect(
                        conditions[index].contains(where: allowed.contains),
                        "\(file):\(index + 1) uses \(name) outside \(allowed.joined(separator: " or ")) (in force: \(conditions[index]))")
                }
            }
        }
        #expect(seen > 0, "the scan found none of the platform names at all: it reads nothing")
    }

    @Test("the region tracker sees #elseif and #else branches")
    func tracker() {
        let lines = ["#if canImport(Glibc)", "a", "#elseif canImport(Musl)", "b", "#else", "c", "#if DEBUG", "d", "#endif", "#endif", "e"]
        let conditions = Self.conditions(of: lines)
        #expect(conditions[1] == ["canImport(Glibc)"])
        #expect(conditions[3] == ["canImport(Musl)"])
        #expect(conditions[5] == ["#else of canImport(Glibc)"])
        #expect(conditions[7] == ["#else of canImport(Glibc)", "DEBUG"])
        #expect(conditions[10] == [])
    }

    @Test(
        "Package.swift, the partner package's and the partner snippet (docs/SWIFT-TESTS.md) declare the macOS that Synchronization's Mutex and Atomic need"
    )
    func platformsDeclared() throws {
        for manifest in ["Package.swift", "Tests/PartnerPackage/Package.swift"] {
            let text = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent(manifest), encoding: .utf8)
            #expect(text.contains("platforms: [.macOS(.v15)]"), "\(manifest) declares no platforms: [.macOS(.v15)]")
        }
        let guide = try String(contentsOf: ConformanceHarness.packageRoot.appendingPathComponent("docs/SWIFT-TESTS.md"), encoding: .utf8)
        let snippet = try #require(
            guide.components(separatedBy: "```swift\n// Package.swift\n").dropFirst().first?.components(separatedBy: "```").first,
            "docs/SWIFT-TESTS.md has no partner Package.swift snippet")
        #expect(
            snippet.contains("platforms: [.macOS(.v15)]"), "the partner Package.swift snippet of docs/SWIFT-TESTS.md declares no platforms")
    }
}
