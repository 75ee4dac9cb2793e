import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceChecks

/// Every back-end check of the catalogue has unit tests on hand-built evidence: each suite lists
/// the ids it covers (`CheckUnitTests.covered`), and this test reads those lists; and every check
/// of the registry has a test that shows it held and one that shows it broken, read from the
/// suites' own `@Test` functions.
@Suite("Back-end checks: unit test coverage")
struct AllBackendCheckTests {
    static let suites: [any CheckUnitTests.Type] = [
        CreateCheckTests.self, CallbackCheckTests.self, StartCheckTests.self, ReadCheckTests.self, OutcomeCheckTests.self,
        SecurityCheckTests.self, FaultCheckTests.self, ConcurrencyCheckTests.self, SecretSearchChecksTests.self,
    ]

    @Test("every check of the catalogue outside the app group is covered by a unit test suite, and no suite names an unknown id")
    func everyBackendCheckCovered() {
        let backend = ConformanceHarness.specs.catalogue.checks.filter { $0.group != "app" }.map(\.id)
        let covered = Self.suites.flatMap { $0.covered }
        let missing = backend.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "checks without unit tests: \(missing)")
        let unknown = covered.filter { !backend.contains($0) }
        #expect(unknown.isEmpty, "ids not in the catalogue's back-end checks: \(unknown)")
        #expect(covered.count == Set(covered).count, "an id is listed by two suites")
        #expect(backend.count >= 30)
    }

    /// One `@Test` function of a per-check suite, as written: the check types it judges and
    /// whether it expects a held or a broken judgement (`expectHeld`/`expectBroken`, or a status compared).
    struct TestUnit {
        var checks: Set<String>
        var held: Bool
        var broken: Bool
    }

    /// The `@Test` functions of `source`, from each `@Test(` to the next.
    static func units(of source: String) -> [TestUnit] {
        source.components(separatedBy: "@Test(").dropFirst().map { text in
            var checks: Set<String> = []
            var rest = Substring(text)
            while let end = rest.range(of: "Check()") {
                let name = rest[..<end.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                checks.insert(String(name.reversed()) + "Check")
                rest = rest[end.upperBound...]
            }
            return TestUnit(
                checks: checks, held: text.contains("expectHeld(") || text.contains("== .held"),
                broken: text.contains("expectBroken(") || text.contains("== .broken"))
        }
    }

    /// The check unit test files (Tests/ConformanceChecksTests/*.swift).
    static func checkTestSources() throws -> [String] {
        let folder = ConformanceHarness.packageRoot.appendingPathComponent("Tests/ConformanceChecksTests")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    @Test("every back-end check of the registry has a unit test that shows it held and one that shows it broken")
    func heldAndBrokenForEveryCheck() throws {
        let units = try Self.checkTestSources().flatMap(Self.units(of:))
        let appIDs = Set(AppChecks.all.map(\.id))
        let backend = CheckRegistry.all.filter { !appIDs.contains($0.id) }
        #expect(backend.count == ConformanceHarness.specs.catalogue.checks.filter { $0.group != "app" }.count)
        for check in backend {
            let name = String(describing: type(of: check))
            #expect(units.contains { $0.checks.contains(name) && $0.held }, "\(check.id) (\(name)): no unit test shows it held")
            #expect(units.contains { $0.checks.contains(name) && $0.broken }, "\(check.id) (\(name)): no unit test shows it broken")
        }
    }

    @Test("the reading of @Test functions sees the check judged and what is expected of it, and nothing else")
    func unitReading() {
        let source = """
            @Test("held") func a() { expectHeld(judge(CreateFlowCheck(), .happyCapture())) }
            @Test("broken", arguments: [ReadAuthCheck() as any Check, CreateJSONCheck()]) func b(check: any Check) {
                #expect(check.judge(evidence).status == .broken)
            }
            @Test("neither") func c() { #expect(ReadAuthCheck().id == "HP-READ-AUTH") }
            """
        let units = Self.units(of: source)
        #expect(units.count == 3)
        #expect(units[0].checks == ["CreateFlowCheck"] && units[0].held && !units[0].broken)
        #expect(units[1].checks == ["ReadAuthCheck", "CreateJSONCheck"] && !units[1].held && units[1].broken)
        #expect(units[2].checks == ["ReadAuthCheck"] && !units[2].held && !units[2].broken)
    }

    @Test("through the catalogue, a broken warning check is a warning and a broken failure check a failure")
    func severityGivesStatus() {
        var builder = EvidenceBuilder { $0.app.urlScheme = "myapp" }
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture { $0["flow"] = .string("web") } }
        let verdicts = Judge.verdicts(
            catalogue: ConformanceHarness.specs.catalogue, evidence: builder.evidence,
            selected: ["HP-CALLBACK-REVERSE-DNS", "HP-CREATE-FLOW", "HP-CREATE-CLIENT-ID"])
        let status = Dictionary(uniqueKeysWithValues: verdicts.map { ($0.checkID, $0.status) })
        #expect(status["HP-CALLBACK-REVERSE-DNS"] == .warn)
        #expect(status["HP-CREATE-FLOW"] == .fail)
        #expect(status["HP-CREATE-CLIENT-ID"] == .pass)
        #expect(status["HP-CREATE-JSON"] == .skip)
    }
}
