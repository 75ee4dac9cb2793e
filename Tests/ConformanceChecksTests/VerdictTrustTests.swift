import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import BackendLaunch
@testable import ConformanceModel
@testable import ConformanceReports
@testable import ConformanceRun
@testable import ConformanceTesting
@testable import ExampleBackend
@testable import StandInHumanPlugin

/// Verdicts a certification can rest on: each test shows a back-end the kit once misjudged, and
/// the verdict it gets now.
@Suite("Verdicts a certification can rest on", .serialized)
struct VerdictTrustTests {
    static func verdict(_ id: String, in result: RunResult) throws -> Verdict {
        try #require(result.verdicts.first { $0.checkID == id })
    }

    @Test("a create retried after Human Plugin held the first fails HP-FAULT-NO-RETRY-DUPLICATES, the held creates cited")
    func retryOnHang() throws {
        let result = try ConformanceHarness.run(faults: [.retryOnHang])
        let verdict = try Self.verdict("HP-FAULT-NO-RETRY-DUPLICATES", in: result)
        #expect(verdict.status == .fail)
        #expect(verdict.seen.contains("create-fault/no-answer: one start sent 2 creates"), "\(verdict.seen)")
        let held = result.journal.filter { $0.step == "create" && $0.scenario == "create-fault/no-answer" }
        #expect(held.count == 2)
        #expect(held.allSatisfy { $0.response == nil && $0.fate != .answered }, "\(held.map(\.fate))")
        #expect(held.allSatisfy { verdict.evidence.contains($0.id) })
    }

    @Test("the correct back-end's held create is journaled in its scenario, in the order of arrival")
    func heldCreateOfCorrectBackend() throws {
        let result = try ConformanceHarness.run()
        let held = result.journal.filter { $0.scenario == "create-fault/no-answer" && $0.channel == .backendToHumanPlugin }
        #expect(held.count == 1)
        let start = try #require(result.journal.first { $0.scenario == "create-fault/no-answer" && $0.step == "start" })
        #expect(held.first.map { $0.id > start.id && $0.startedAt >= start.startedAt } == true)
        #expect(result.journal.map(\.id) == Array(1...result.journal.count))
    }

    @Test("the failed state answered with an error passes HP-OUTCOME-FOLLOWS-STATE, configured as 'error' or not")
    func failedAsError() throws {
        for configured in [false, true] {
            let result = try ConformanceHarness.run(styles: [.failedAsError]) { configuration in
                if configured { configuration.outcomes["failed"] = "error" }
            }
            let verdict = try Self.verdict("HP-OUTCOME-FOLLOWS-STATE", in: result)
            #expect(verdict.status == .pass, "\(verdict.seen)")
            #expect(result.isConformant)
        }
    }

    @Test("an error answer is still wrong for a state whose configured outcome is not an error")
    func errorForExpiredStillFails() throws {
        let result = try ConformanceHarness.run(styles: [.failedAsError]) { configuration in
            // The back-end answers 'failed' with an error; say the configuration expected that for expired too.
            configuration.outcomes["expired"] = "error"
        }
        let verdict = try Self.verdict("HP-OUTCOME-FOLLOWS-STATE", in: result)
        #expect(verdict.status == .fail)
        #expect(verdict.seen.contains("final state 'expired' should be reported as an error"), "\(verdict.seen)")
    }

    @Test("outcome 'error' is refused for a success or for pending")
    func errorOutcomeValidated() throws {
        for state in ["finished-ok", "created"] {
            var configuration = ConformanceHarness.exampleConfiguration()
            configuration.outcomes[state] = "error"
            #expect(throws: KitError.self) { try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs) }
            do {
                try ConfigurationValidator.validate(configuration, against: ConformanceHarness.specs)
            } catch {
                #expect("\(error)".contains("outcomes.\(state)"), "\(error)")
            }
        }
        var failed = ConformanceHarness.exampleConfiguration()
        failed.outcomes["failed"] = "error"
        #expect(throws: Never.self) { try ConfigurationValidator.validate(failed, against: ConformanceHarness.specs) }
    }

    @Test("a back-end reading the state outside process passes HP-READ-FAIL-CLOSED and gets the warning of its own")
    func tolerantRead() throws {
        let result = try ConformanceHarness.run(styles: [.tolerantRead])
        #expect(try Self.verdict("HP-READ-FAIL-CLOSED", in: result).status == .pass)
        let warning = try Self.verdict("HP-READ-STATE-OUTSIDE-PROCESS", in: result)
        #expect(warning.status == .warn && warning.severity == .warning)
        #expect(warning.seen.contains("read-unexpected/200-without-process"), "\(warning.seen)")
        #expect(!warning.evidence.isEmpty)
        #expect(result.isConformant)
    }

    @Test("success for JSON that names no state still fails HP-READ-FAIL-CLOSED")
    func noStateStillFails() throws {
        let result = try ConformanceHarness.run(faults: [.successOnUnexpectedRead], styles: [.tolerantRead])
        let verdict = try Self.verdict("HP-READ-FAIL-CLOSED", in: result)
        #expect(verdict.status == .fail)
        for scenario in ["200-without-state", "200-not-json", "unknown-state-name", "unknown-state-result-pair"] {
            #expect(verdict.seen.contains("read-unexpected/\(scenario)"), "\(scenario): \(verdict.seen)")
        }
        #expect(!verdict.seen.contains("200-without-process"))
    }

    @Test("a fail-open back-end fails HP-READ-FAIL-CLOSED in the 200-without-process scenario too: its top level names no success")
    func failOpenWithoutProcess() throws {
        let result = try ConformanceHarness.run(faults: [.successOnUnexpectedRead])
        let verdict = try Self.verdict("HP-READ-FAIL-CLOSED", in: result)
        #expect(verdict.status == .fail)
        #expect(verdict.seen.contains("read-unexpected/200-without-process"), "\(verdict.seen)")
        #expect(try Self.verdict("HP-READ-STATE-OUTSIDE-PROCESS", in: result).status == .pass)
    }

    @Test("document numbers carry a leading zero or the longest length, alternating; a number kept as an integer fails fidelity")
    func documentNumbers() throws {
        let result = try ConformanceHarness.run(faults: [.documentNumberAsInteger])
        let verdict = try Self.verdict("HP-CREATE-CREDENTIAL-FIDELITY", in: result)
        #expect(verdict.status == .fail, "\(verdict.seen)")
        let longest = ConformanceHarness.specs.contract.documentTypes.longestNumberLength
        let contract = ConformanceHarness.specs.contract
        let numbers = contract.finalStates.states.map {
            DocumentNumbers.number(
                for: .happy(finalState: $0.name), index: 1, journey: "happy/\($0.name)#1",
                contract: contract, identifiers: StableIdentifiers(seed: 1))
        }
        #expect(numbers.allSatisfy { $0.allSatisfy(\.isNumber) })
        #expect(
            numbers.enumerated().allSatisfy { index, number in
                index % 2 == 0 ? (number.hasPrefix("0") && number.count == 11) : (!number.hasPrefix("0") && number.count == longest)
            }, "\(numbers)")
    }

    @Test("a run that leaves every failure-severity check out is partial, never conformant; it passes only with --partial")
    func nothingJudged() throws {
        let groups: Set<String> = ["create", "callback", "start", "browser", "read", "outcome", "security", "faults", "concurrency"]
        let specs = ConformanceHarness.specs
        for partial in [false, true] {
            var options = RunOptions(seed: 1, skip: groups)
            options.partial = partial
            let configuration = ConformanceHarness.exampleConfiguration()
            let runner = ConformanceRunner(specs: specs, configuration: configuration, options: options)
            let result = try runner.run { url, token throws(KitError) -> any BackendSession in
                try ExampleBackendSession(humanPluginURL: url, token: token, configuration: configuration)
            }.0
            #expect(result.judgedNothing)
            #expect(!result.isConformant)
            #expect(result.passes == partial)
            #expect(result.partial && result.partialAccepted == partial)
            #expect(VerdictText.runStatus(result).slug == "partial")
            #expect(result.verdicts.allSatisfy { $0.skipReason == .configuration })
        }
    }

    @Test("only a judged check holds: one never reached or left out by configuration is skipped, never passed")
    func holdsOnlyWhenApplicable() {
        func verdict(_ status: VerdictStatus, _ reason: SkipReason?) -> Verdict {
            Verdict(
                checkID: "HP-X", group: "g", title: "t", severity: .failure, source: "s", status: status, expected: "e", seen: "s",
                evidence: [], skipReason: reason)
        }
        #expect(!verdict(.skip, .notReached).holds)
        #expect(verdict(.skip, .notReached).wasNotReached)
        #expect(!verdict(.skip, nil).holds)
        #expect(!verdict(.skip, .configuration).holds)
        #expect(verdict(.skip, .configuration).testResult == .skipped("HP-X not applicable: s"))
        #expect(verdict(.skip, .notReached).testResult == .skipped("HP-X not reached: s"))
        #expect(verdict(.warn, nil).testResult == .warning(verdict(.warn, nil).explanation))
        #expect(verdict(.pass, nil).testResult == .passed)
        #expect(verdict(.pass, nil).holds && verdict(.warn, nil).holds)
        #expect(!verdict(.fail, nil).holds && !verdict(.error, nil).holds)
    }

    @Test("a back-end failing early leaves later checks not reached: they do not hold")
    func notReachedDoesNotHold() throws {
        // Posting elsewhere: no process exists, so no journey reaches 'capture ended'.
        let result = try ConformanceHarness.run(faults: [.wrongCreatePath])
        let skipped = result.verdicts.filter { $0.status == .skip }
        #expect(!skipped.isEmpty)
        #expect(
            skipped.allSatisfy { $0.skipReason == .notReached && !$0.holds }, "\(skipped.map { "\($0.checkID) \($0.skipReason as Any)" })")
    }
}
