import AppSource
import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Judging the app project, alone (`hp-conformance app-check`) or inside a run (`app.project`).
/// Alone, only the `app` group is reported: the other groups need a run against the back-end and
/// are left out rather than listed as skipped. A run without an app project leaves the `app` group out.
public enum AppCheckRun {
    /// Verdicts of the `app` group of `catalogue` on `app`, in catalogue order; checks outside
    /// `selected` are reported as skipped.
    public static func verdicts(catalogue: CheckCatalogue, app: AppEvidence, selected: Set<String>? = nil) -> [Verdict] {
        catalogue.checks.filter { $0.group == AppChecks.group }.map { definition in
            if let selected, !selected.contains(definition.id) {
                return Judge.verdict(definition, .notConfigured(Verdict.leftOutOnRequest))
            }
            guard let check = AppChecks.all.first(where: { $0.id == definition.id }) else {
                return Judge.verdict(
                    definition, Judgement(status: .couldNotJudge, seen: "the kit has no judge for \(definition.id)", evidence: []))
            }
            return Judge.verdict(definition, Self.limited(check.judgeDeclared(app: app), unread: app.project.unread))
        }
    }

    /// A rule that held in the files read cannot be said to hold when files were left out (the
    /// project's read budget): it is undecided, with what was not read; a break found stays a break.
    static func limited(_ judgement: Judgement, unread: Int) -> Judgement {
        guard unread > 0, judgement.status == .held else { return judgement }
        var limited = judgement
        limited.status = .undecided
        limited.seen += " (in the files read; \(unread) file(s) past the project's read budget were not read or read in part)"
        return limited
    }

    /// The result of judging the app alone: the `app` group's verdicts, no journal, the project's
    /// unreadable files in the log.
    public static func result(
        specs: Specs, app: AppEvidence, selected: Set<String>? = nil, configBytes: [UInt8] = [],
        startedAt: Date, hostname: String
    ) -> RunResult {
        let verdicts = verdicts(catalogue: specs.catalogue, app: app, selected: selected)
        let metadata = RunMetadata(
            kitVersion: KitVersion.current, contractVersion: specs.contract.contractVersion,
            contractSHA256: SHA256.hex(of: specs.rawBytes), configSHA256: SHA256.hex(of: configBytes),
            backendBaseURL: "none (app-check: \(app.project.root))", humanPluginBaseURL: "none (app-check)",
            startedAt: startedAt, finishedAt: Date(), seed: 0, hostname: hostname)
        return RunResult(metadata: metadata, verdicts: verdicts, journal: [], log: logLines(app))
    }

    /// What a run or an app check logs about the app: what was read, what could not be, and which
    /// session the rules took for the capture and why.
    public static func logLines(_ app: AppEvidence) -> [String] {
        let capture = app.capture.logLine { app.creation($0).place }
        return logLines(app.project) + (capture.map { ["app project: " + $0] } ?? [])
    }

    /// What a run or an app check logs about the project: what was read and what could not be.
    public static func logLines(_ project: AppProject) -> [String] {
        [
            "app project \(project.root): \(project.sourcesRead), \(project.plists.count) Info.plist file(s), \(project.sessions.count) session(s)"
        ]
            + ["app project: \(project.fileRule)"] + project.problems.map { "app project: \($0)" }
            + (project.setAside.isEmpty
                ? []
                : [
                    "app project: \(project.setAside.count) session(s) outside the app's files, not judged: "
                        + project.setAside.prefix(10).map(\.description).joined(separator: ", ")
                        + (project.setAside.count > 10 ? ", …" : "")
                ])
    }

    /// The schemes of the `callbackUri` values the back-end sent in a run, with their exchanges.
    public static func callbackSchemes(in evidence: RunEvidence) -> [(scheme: String, exchange: Int)] {
        evidence.creates.compactMap { exchange in
            guard let uri = JSONValue.parse(exchange.request.body)?["callbackUri"]?.stringValue, let scheme = URLScheme.of(uri) else {
                return nil
            }
            return (scheme, exchange.id)
        }
    }

    /// `app.project` as a path: relative paths are relative to the configuration file's directory.
    public static func projectPath(_ project: String, configPath: String) -> String {
        if project.hasPrefix("/") { return project }
        let directory = configPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if directory.isEmpty { return configPath.hasPrefix("/") ? "/" + project : project }
        return directory + "/" + project
    }
}
