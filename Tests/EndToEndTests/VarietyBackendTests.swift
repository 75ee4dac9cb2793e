import Foundation
import KitTestSupport
import Testing

/// The sample of every variation (in every plain `run`), `run --explore` and `--replay` against
/// back-ends the kit did not write: a Python (http.client) and a Node (http with a keep-alive agent)
/// back-end, correct under every variation the stand-in plays, each with planted bugs a partner team
/// writes (Fixtures/variety: eleven in Python, nine in Node). Each bug passes the journeys played
/// with the stand-in's own answers; the plain run's sample finds it, with the check it breaks and a
/// shrunk case of one variation, whose replay fails that check again.
@Suite("Back-ends under the vendor's whole variety", .blockingWork)
struct VarietyBackendTests {
    /// A planted bug: the checks it may break (by the answer it misreads) and the variations that break it.
    struct PlantedBug: CustomTestStringConvertible, Sendable {
        var language: String
        var name: String
        var checks: Set<String>
        var breakingVariations: Set<String>
        /// Breaks on time: on a busy machine the plain run itself may already miss its deadline.
        var timeBound = false
        /// Broken by a scenario of the run itself (the read cut short closes the vendor's connection
        /// under the back-end): the checks the run fails, before any variation is played.
        var failsTheRun: Set<String> = []
        var testDescription: String { "\(language) \(name)" }
    }

    static let start: Set<String> = ["HP-START-ID-LINK", "HP-CREATE-METHOD-PATH"]
    static let outcome: Set<String> = ["HP-OUTCOME-FOLLOWS-STATE"]
    static let either = start.union(outcome)

    static let bugs: [PlantedBug] = [
        PlantedBug(
            language: "python", name: "regex-compact-json", checks: outcome, breakingVariations: ["spaces", "pretty", "unicode-escapes"]),
        PlantedBug(language: "python", name: "exact-content-type", checks: either, breakingVariations: ["charset", "media-type-case"]),
        PlantedBug(language: "python", name: "dict-headers", checks: either, breakingVariations: ["lowercase-names"]),
        // One shared connection: a read cut short closes it, and the next start's create fails on it.
        PlantedBug(
            language: "python", name: "single-connection", checks: either.union(["HP-READ-AFTER-END"]), breakingVariations: ["idle-close"],
            failsTheRun: ["HP-CREATE-ONCE"]),
        PlantedBug(language: "python", name: "link-regex", checks: start, breakingVariations: ["spaces", "pretty", "unicode-escapes"]),
        PlantedBug(language: "python", name: "strict-keys", checks: start, breakingVariations: ["extra-fields"]),
        PlantedBug(
            language: "python", name: "id-pattern", checks: start, breakingVariations: ["id=uuid", "id=short", "id=long", "id=unreserved"]),
        PlantedBug(
            language: "python", name: "content-length-required", checks: either, breakingVariations: ["chunked", "chunked-trailers"]),
        PlantedBug(language: "python", name: "short-timeout", checks: either, breakingVariations: ["latency"], timeBound: true),
        PlantedBug(language: "python", name: "gzip-unaware", checks: either, breakingVariations: ["gzip"]),
        PlantedBug(language: "python", name: "link-on-api-origin", checks: start, breakingVariations: ["other-origin"]),
        PlantedBug(language: "node", name: "substring-state", checks: outcome, breakingVariations: ["unicode-escapes"]),
        PlantedBug(language: "node", name: "exact-content-type", checks: either, breakingVariations: ["charset", "media-type-case"]),
        PlantedBug(language: "node", name: "raw-header-case", checks: either, breakingVariations: ["lowercase-names"]),
        PlantedBug(language: "node", name: "first-key-id", checks: start, breakingVariations: ["key-order"]),
        PlantedBug(language: "node", name: "link-without-fragment", checks: start, breakingVariations: ["link=fragment"]),
        PlantedBug(language: "node", name: "decoded-link", checks: start, breakingVariations: ["link=encoded-query", "link=encoded-path"]),
        PlantedBug(language: "node", name: "content-length-required", checks: either, breakingVariations: ["chunked", "chunked-trailers"]),
        PlantedBug(language: "node", name: "id-length", checks: start, breakingVariations: ["id=uuid", "id=long", "id=unreserved"]),
        PlantedBug(language: "node", name: "strict-keys", checks: start, breakingVariations: ["extra-fields"]),
    ]

    static func available(_ language: String) -> Bool { language == "python" ? Tools.hasPython : Tools.hasNode }

    /// The fixture's configuration with `bug` planted, written in `directory`.
    static func config(_ language: String, bug: String?, in directory: URL) throws -> String {
        var config = try ConfigFiles.load("variety/variety-\(language).json")
        ConfigFiles.edit(&config, "backend.launch.workingDirectory", EndToEnd.fixtures.appendingPathComponent("variety").path)
        ConfigFiles.edit(&config, "backend.launch.environment", bug.map { ["BUG": $0] } ?? [:])
        return try ConfigFiles.write(config, as: "\(language)-\(bug ?? "correct").json", in: directory)
    }

    /// The report's log lines.
    static func log(_ directory: URL) throws -> [String] {
        let data = try Data(contentsOf: directory.appendingPathComponent("report.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return root["log"] as? [String] ?? []
    }

    @Test("the correct back-ends pass the plain run and every varied run", arguments: ["python", "node"])
    func correctBackendsPass(language: String) throws {
        guard Self.available(language) else { try Test.cancel("needs \(language == "python" ? "python3" : "node") on PATH") }
        let directory = try EndToEnd.temporaryDirectory("variety")
        defer { EndToEnd.cleanUp(directory) }
        let config = try Self.config(language, bug: nil, in: directory)
        let reports = directory.appendingPathComponent("reports")
        let run = try Kit.run(["run", "--config", config, "--explore", "15", "--report-dir", reports.path], deadline: 400)
        let report = try RunReport.read(reports, run.description)
        #expect(run.status == 0, "\(run)")
        #expect(report.failing == [], "\(run)")
        let log = try Self.log(reports)
        #expect(log.contains("exploration: no variation broke a check the plain run passed"), "\(log)")
        #expect(!log.contains { $0.contains("the plain run already failed") })
    }

    @Test(
        "each planted bug passes the stand-in's own answers (one the run's cut-short read already breaks), and the plain run's sample of every variation finds it, shrunk to one variation that replays it",
        arguments: bugs)
    func plantedBugIsFound(bug: PlantedBug) throws {
        guard Self.available(bug.language) else { try Test.cancel("needs \(bug.language) on PATH") }
        let directory = try EndToEnd.temporaryDirectory("variety")
        defer { EndToEnd.cleanUp(directory) }
        let config = try Self.config(bug.language, bug: bug.name, in: directory)
        let reports = directory.appendingPathComponent("explored")
        // The plain run, as a certification plays it: no option.
        let run = try Kit.run(["run", "--config", config, "--report-dir", reports.path], deadline: 600)
        let report = try RunReport.read(reports, run.description)
        let log = try Self.log(reports)
        if !bug.failsTheRun.isEmpty {
            #expect(run.status == 1 && !report.failing.isEmpty && Set(report.failing).isSubset(of: bug.failsTheRun), "\(run)")
            #expect(!log.contains { $0.hasPrefix("exploration:") }, "a run that fails plays no sample: \(log)")
            return
        }
        if bug.timeBound, !log.contains(where: { $0.hasPrefix("exploration: seed 1,") }) {
            // The sample is played after a run that passed: here the run itself missed its bound.
            try Test.cancel("the plain run already missed its time bound (a busy machine): this run decides nothing about \(bug.name)")
        }
        #expect(log.contains { $0.hasPrefix("exploration: seed 1,") }, "\(log)")
        #expect(!log.contains { $0.contains("the plain run already failed") }, "the plain run must pass: \(log)")
        let found = try #require(log.first { $0.contains("fails under variation since varied run") }, "not found: \(run)")
        let check = String(found.dropFirst("exploration: ".count).prefix { $0 != " " })
        #expect(bug.checks.contains(check), "\(found)")
        if bug.timeBound, log.contains(where: { $0.contains("the failure did not come again") }) {
            // On a busy machine a timing bug shows or not from run to run: the kit says the shrunk
            // case did not fail again, and its shrinking could keep nothing for sure.
            try Test.cancel(
                "\(bug.name) was found, but its shrunk case did not fail again (the kit says so): a busy machine decides nothing about shrinking a timing bug"
            )
        }
        let replayLine = try #require(log.first { $0.hasPrefix("exploration: replay it with --replay '") })
        let shrunk = String(replayLine.dropFirst("exploration: replay it with --replay '".count).dropLast())
        let items = shrunk.split(separator: ",").map { String($0.split(separator: ":", maxSplits: 1).last ?? "") }
        if bug.timeBound, items.count != 1 || !items.contains(where: { $0.hasPrefix("latency=") }) {
            // The machine's own slowness tripped the timeout while shrinking, so removing the
            // latency did not always stop the failure: the shrunk case is not the bug's.
            try Test.cancel(
                "\(bug.name) was found, but shrinking kept \(shrunk): a busy machine decides nothing about shrinking a timing bug")
        }
        #expect(items.count == 1, "shrunk to one variation: \(shrunk)")
        #expect(
            items.allSatisfy { item in bug.breakingVariations.contains { item == $0 || item.hasPrefix($0 + "=") } },
            "\(shrunk) is not one of \(bug.breakingVariations.sorted())")
        // The report is the full run of the shrunk case: it fails the check, and its journal names the variation.
        #expect(run.status == 1, "\(run)")
        #expect(report.failing.contains(check), "\(report.failing)")
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("\"variations\""))
        // Replayed on its own, the case fails the same check.
        let replayed = directory.appendingPathComponent("replayed")
        let replay = try Kit.run(["run", "--config", config, "--replay", shrunk, "--report-dir", replayed.path], deadline: 120)
        #expect(replay.status == 1, "\(replay)")
        let replayFailing = try RunReport.read(replayed, replay.description).failing
        if bug.timeBound {
            // A timing bug fails whichever scenarios the machine's own slowness pushes past the
            // back-end's timeout (on a busy machine, other checks than the first run's): it fails.
            #expect(!replayFailing.isEmpty, "\(replay)")
        } else {
            #expect(replayFailing.contains(check), "\(replay)")
        }
    }
}
