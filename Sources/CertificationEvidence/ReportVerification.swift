import ConformanceBasics
import ConformanceChecks
import ConformanceModel
import ConformanceReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `hp-conformance verify DIR`: whether a report directory is what the kit wrote and whether its
/// verdicts follow from its exchanges. Checks `SHA256SUMS` (and the kit's marker and the
/// attestation's subjects), that every file names the same run, that the kit and contract are this
/// kit's, that `junit.xml` agrees with `report.json`, that the journal is whole, and judges every
/// check again on the recorded evidence through the run's own `Judge`.
public struct ReportVerification: Sendable {
    /// What verifying found.
    public enum Verdict: Sendable, Equatable {
        /// Everything holds and the run can back a certification: the line to print, and notes
        /// (checks the report cannot decide again, and why).
        case verified(String, notes: [String])
        /// Everything holds, but the run cannot back a certification (not conformant, partial,
        /// not run, the example back-end, a contract other than the embedded one): the line, why
        /// not, and notes.
        case verifiedNotCertifiable(String, reasons: [String], notes: [String])
        /// One line per mismatch, naming the file and what differs; notes as above.
        case mismatches([String], notes: [String])
        /// The directory is not a report of this kit: why, in one line.
        case notAReport(String)

        /// The verified line, whether or not the run is certifiable (nil when not verified).
        public var verifiedLine: String? {
            switch self {
            case .verified(let line, _), .verifiedNotCertifiable(let line, _, _): line
            case .mismatches, .notAReport: nil
            }
        }

        /// 0 verified and certifiable, 1 mismatches (altered), 2 not a report, 3 verified but not certifiable.
        public var exitCode: Int32 {
            switch self {
            case .verified: 0
            case .mismatches: 1
            case .notAReport: 2
            case .verifiedNotCertifiable: 3
            }
        }
    }

    /// The contract and catalogue this kit judges with.
    public var specs: Specs

    public init(specs: Specs) { self.specs = specs }

    /// Largest file read (a default run's `report.json` is about 0.5 MB).
    static let largestFile = 256 << 20

    /// A signature to check with the directory: the envelope over its attestation, and the
    /// reviewer's key as a check of one signature over one message (nil: it could not be checked).
    public struct SignatureCheck: Sendable {
        public var envelope: SignedAttestation
        public var envelopeName: String
        public var keyName: String
        public var verifies: @Sendable ([UInt8], [UInt8]) -> Bool?

        public init(
            envelope: SignedAttestation, envelopeName: String, keyName: String, verifies: @escaping @Sendable ([UInt8], [UInt8]) -> Bool?
        ) {
            self.envelope = envelope
            self.envelopeName = envelopeName
            self.keyName = keyName
            self.verifies = verifies
        }
    }

    /// Verifies `directory`; with `signature`, also that its attestation is the one signed with the key.
    public func verify(_ directory: URL, signature: SignatureCheck? = nil) -> Verdict {
        let path = directory.path
        guard FileSystem.isDirectory(path) else { return .notAReport("\(path) is not a directory") }
        guard let json = file("report.json", in: directory) else {
            return .notAReport("\(path) is not a report of this kit: no readable report.json")
        }
        let report: ReadReport
        do {
            report = try ReportReader.read(json, file: "\(path)/report.json")
        } catch {
            return .notAReport(error.description)
        }
        var problems: [String] = []
        var notes: [String] = []
        // One budget of hashed bytes for the whole directory, each file hashed once.
        let digests = FileDigests(largestFile: Self.largestFile)
        problems += checkSums(directory, digests: digests)
        problems += checkAttestation(directory, report: report, digests: digests)
        problems += checkSameRun(directory, report: report)
        let versionProblems = checkVersions(report)
        problems += versionProblems
        problems += checkSummary(report)
        problems += checkSelection(report)
        problems += checkJUnit(directory, report: report)
        problems += checkPages(directory, report: report)
        problems += checkRenderings(directory, report: report)
        problems += checkBackendLog(directory, report: report)
        problems += checkJournal(report)
        // The evidence as the re-judge reads it (the recorded configuration parsed), once for the checks that need it.
        let rejudged = try? Rejudge.evidence(of: report, specs: specs)
        problems += checkScenarios(report, rejudged)
        problems += checkRecordedSteps(report)
        problems += checkStepsCalledFor(report, rejudged)
        problems += checkProcessIDs(report)
        if let signature {
            problems += signature.envelope.problems(
                attestation: file(Attestation.fileName, in: directory), envelopeName: signature.envelopeName,
                keyName: signature.keyName, verifies: signature.verifies)
        }

        var follow = 0
        if report.status == "not-run" && report.verdicts.isEmpty {
            notes.append("the kit could not run: \(report.kitErrors.joined(separator: "; "))")
        } else if report.evidence == nil, !report.verdicts.isEmpty, report.verdicts.allSatisfy({ $0.group == AppChecks.group }) {
            // An app-check report: its checks read the partner's app project, which no report carries.
            notes += report.verdicts.map {
                "\($0.checkID): not judged again: the app checks read the partner's app project, which no report carries"
            }
        } else if versionProblems.isEmpty {
            do {
                for (id, outcome) in try Rejudge.compare(report, specs: specs) {
                    switch outcome {
                    case .follows: follow += 1
                    case .notRederivable(let why): notes.append("\(id): not judged again: \(why)")
                    case .mismatch(let what): problems.append("\(id): \(what)")
                    }
                }
            } catch {
                problems.append(error.description)
            }
        }
        if !problems.isEmpty { return .mismatches(problems, notes: notes) }
        var line =
            "verified: \(follow) verdict\(follow == 1 ? "" : "s") follow from \(report.journal.count) exchange\(report.journal.count == 1 ? "" : "s")"
        if !notes.isEmpty && report.status != "not-run" { line += "; \(notes.count) could not be judged again (below)" }
        if report.status == "not-run" { line += " (a report of a run that could not run)" }
        let run = runDescription(report)
        line += "; " + run.text
        if let signature { line += "; its attestation is signed with \(signature.keyName)" }
        let unlisted = unlistedEntries(directory)
        if !unlisted.isEmpty {
            line += "; also in the directory, not part of the report and not checked: \(unlisted.joined(separator: ", "))"
        }
        // A conformant run may still carry warnings (a document number in the back-end's log):
        // certifiable, but named for the reviewer to read rather than left in the totals.
        let warned = report.verdicts.filter { $0.status == .warn }.map(\.checkID)
        if run.notCertifiable.isEmpty, !warned.isEmpty {
            line += "; \(warned.count) warning\(warned.count == 1 ? "" : "s") for the reviewer to read: \(warned.joined(separator: ", "))"
        }
        let unjudged = Self.unjudgedBySetup(report)
        if !unjudged.isEmpty {
            line +=
                "; not judged by this run's setup, for the reviewer to weigh: "
                + unjudged.map { "\($0.checkID) (\(TerminalText.oneLine($0.seen)))" }.joined(separator: "; ")
        }
        return run.notCertifiable.isEmpty
            ? .verified(line, notes: notes) : .verifiedNotCertifiable(line, reasons: run.notCertifiable, notes: notes)
    }

    /// The run as the verified line names it (status, mode, checks skipped, the contract's origin),
    /// and why it cannot back a certification, if it cannot.
    func runDescription(_ report: ReadReport) -> (text: String, notCertifiable: [String]) {
        let mode = report.provenance?.backendMode ?? "unknown"
        let skipped = report.verdicts.filter { $0.status == .skip }.count
        let embedded = (try? Specs.embedded())?.sha256
        let origin = report.metadata.contractSHA256 == embedded ? "the embedded one" : "not the embedded one"
        let text =
            "status \(report.status), mode \(mode), \(skipped) check\(skipped == 1 ? "" : "s") skipped, "
            + "contract \(report.metadata.contractVersion) (\(origin))"
        var reasons: [String] = []
        if report.status != "conformant" { reasons.append("the run is \(report.status), not conformant") }
        if mode == "example" { reasons.append(Provenance.exampleNote) }
        if mode == "launch", let command = report.provenance?.backend, Self.launchesExampleBackend(command) {
            reasons.append("the back-end launched is the kit's own example back-end (\(command)): not a partner's evidence")
        }
        if report.provenance?.options?.contains("--explore 0") == true {
            reasons.append(
                "the run left out the sample of the vendor's variations (--explore 0): its back-end met only the stand-in's own answers")
        }
        for verdict in Self.unjudgedBySetup(report) where verdict.severity == .failure {
            reasons.append("\(verdict.checkID), a rule a certification needs judged, was not judged by this run's setup")
        }
        if report.provenance == nil { reasons.append("no provenance: the report does not say which back-end was run, or where") }
        if report.metadata.contractSHA256 != embedded {
            reasons.append("the contract (sha256 \(report.metadata.contractSHA256)) is not the one this kit embeds")
        }
        return (text, reasons)
    }

    /// The back-end's rules the run's setup gave the kit no means to judge (HP-LOG-NO-SECRETS in attach
    /// mode without `backend.logFile`): skipped by configuration, neither left out on request (a
    /// partial run) nor an app rule (certified by `app-check`, which reads the app project).
    static func unjudgedBySetup(_ report: ReadReport) -> [ConformanceModel.Verdict] {
        report.verdicts.filter { $0.isNotApplicableByConfiguration && !$0.isLeftOutOnRequest && $0.group != AppChecks.group }
    }

    /// Whether a launch command (words joined with spaces, as the provenance records it) starts the
    /// kit's example back-end, directly or through a shell or `env`: a word naming the
    /// `example-backend` executable, or `swift run example-backend`.
    static func launchesExampleBackend(_ command: String) -> Bool {
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == ";" || $0 == "&" })
        return words.contains { $0.split(separator: "/").last == "example-backend" }
    }

    /// The directory's entries that no report file names (its own temporary folders and marker
    /// aside), sorted; a hidden name is shown as it is (it is never read).
    func unlistedEntries(_ directory: URL) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        let listed = Set(ReportWriter.reportFileNames + ReportWriter.extraFileNames).union([ReportDirectory.markerName])
        return names.filter { !listed.contains($0) && !ReportDirectory.isTemporaryFolder($0) }.sorted().map { TerminalText.oneLine($0) }
    }

    // MARK: - Files

    /// The path of the directory's own file `name`, or nil when `name` is not a plain entry name
    /// (`/`, `..`, hidden or control characters): a name read from a report file (a subject of the
    /// attestation, a line of SHA256SUMS) never makes verify open, hash or wait on a file outside it.
    private func entry(_ name: String, in directory: URL) -> String? {
        ReportWriter.isPlainName(name) ? directory.appendingPathComponent(name).path : nil
    }

    /// The bytes of the directory's own file `name`.
    private func file(_ name: String, in directory: URL) -> [UInt8]? {
        entry(name, in: directory).flatMap { ReportDirectory.readRegularFile($0, limit: Self.largestFile) }
    }

    /// `SHA256SUMS` against the files, the kit's files it leaves out, and the marker's record of it.
    func checkSums(_ directory: URL, digests: FileDigests = FileDigests(largestFile: largestFile)) -> [String] {
        guard let sums = file("SHA256SUMS", in: directory) else { return ["SHA256SUMS is missing"] }
        let entries = ReportDirectory.sumsEntries(String(decoding: sums, as: UTF8.self))
        var problems: [String] = []
        for name in entries.keys.sorted() {
            switch entry(name, in: directory).map(digests.digest) ?? .unreadable {
            case .unreadable:
                problems.append("\(name) is listed in SHA256SUMS but missing")
            case .overBudget:
                problems.append(
                    "\(name) is not checked: verify hashes at most \(digests.budgetText) of a report directory's files, "
                        + "and the files listed before it used that (a report holds far less)")
            case .digest(let hex) where !entries[name]!.contains(hex):
                problems.append("\(name) does not match its SHA-256 in SHA256SUMS (changed after the run)")
            case .digest:
                break
            }
        }
        // A name the kit never writes, listed as if it were part of the report (a "certificate", a "waiver").
        let writable = Set(ReportWriter.reportFileNames + ReportWriter.extraFileNames)
        for name in entries.keys.sorted() where !writable.contains(name) {
            problems.append("SHA256SUMS lists \(name), a file the kit never writes (added to the report after the run)")
        }
        let kitNames = ReportWriter.reportFileNames.filter { $0 != "SHA256SUMS" } + ReportDirectory.legacyExtraNames.sorted()
        for name in kitNames
        where entries[name] == nil && RegularFile.identity(directory.appendingPathComponent(name).path, followingLinks: false) != nil {
            problems.append("\(name) is not listed in SHA256SUMS")
        }
        if let marker = ReportDirectory.markerEntries(in: directory), let recorded = marker["SHA256SUMS"],
            !recorded.contains(SHA256.hex(of: sums))
        {
            problems.append("SHA256SUMS is not the one the kit wrote (\(ReportDirectory.markerName) records another)")
        }
        return problems
    }

    /// The attestation's subjects against the files, and its run.
    func checkAttestation(
        _ directory: URL, report: ReadReport, digests: FileDigests = FileDigests(largestFile: largestFile)
    ) -> [String] {
        guard let bytes = file(Attestation.fileName, in: directory) else { return ["\(Attestation.fileName) is missing"] }
        guard let subjects = Attestation.subjects(of: bytes) else {
            return ["\(Attestation.fileName) is not an in-toto Statement v1 of the kit's predicate type"]
        }
        var problems: [String] = []
        for name in ["junit.xml", "report.json", "report.html", "report.md"] where !subjects.contains(where: { $0.name == name }) {
            problems.append("\(Attestation.fileName) does not name \(name) as a subject")
        }
        problems += predicateProblems(bytes, report: report)
        for subject in subjects {
            guard let path = entry(subject.name, in: directory) else {
                problems.append(
                    "\(Attestation.fileName) names \(String(reflecting: subject.name)), which is not a file of the report directory "
                        + "(verify reads only the directory's own files)")
                continue
            }
            switch digests.digest(path) {
            case .unreadable:
                problems.append("\(Attestation.fileName) names \(subject.name), which is missing")
            case .overBudget:
                problems.append("\(subject.name) is not checked against \(Attestation.fileName): verify's \(digests.budgetText) was used")
            case .digest(let hex) where hex != subject.sha256:
                problems.append("\(subject.name) does not match its SHA-256 in \(Attestation.fileName)")
            case .digest:
                break
            }
        }
        if let run = Attestation.runID(of: bytes), run != report.runID {
            problems.append("\(Attestation.fileName) names run \(run), report.json \(report.runID)")
        }
        return problems
    }

    /// The attestation's predicate states the run report.json records: status, conformance,
    /// summary, each verdict's status, the contract and the kit.
    func predicateProblems(_ bytes: [UInt8], report: ReadReport) -> [String] {
        guard let predicate = JSONValue.parse(bytes)?["predicate"] else { return ["\(Attestation.fileName) has no predicate"] }
        let result = report.asResult
        var problems: [String] = []
        let say = { (what: String) in problems.append("\(Attestation.fileName): its predicate's \(what) is not report.json's") }
        if predicate["status"]?.stringValue != report.status { say("status") }
        if predicate["conformant"] != .bool(result.isConformant) { say("conformant") }
        if predicate["contract"]?["sha256"]?.stringValue != report.metadata.contractSHA256
            || predicate["contract"]?["version"]?.stringValue != report.metadata.contractVersion
        {
            say("contract")
        }
        if predicate["kit"]?["version"]?.stringValue != report.metadata.kitVersion { say("kit version") }
        if predicate["provenance"] != report.provenance.flatMap({ JSONValue(encoding: $0) }) { say("provenance") }
        var stated: [String: String] = [:]
        if case let .array(items)? = predicate["verdicts"] {
            for item in items {
                if let id = item["checkID"]?.stringValue, let status = item["status"]?.stringValue { stated[id] = status }
            }
        }
        let recorded = Dictionary(report.verdicts.map { ($0.checkID, $0.status.rawValue) }) { first, _ in first }
        if stated != recorded { say("verdicts") }
        for status in VerdictStatus.allCases where predicate["summary"]?[status.rawValue] != .number(Double(result.count(status))) {
            say("summary.\(status.rawValue)")
        }
        return problems
    }

    /// report.md and report.html, the pages a reviewer reads, show report.json's verdict, counts and statuses.
    func checkPages(_ directory: URL, report: ReadReport) -> [String] {
        let result = report.asResult
        var problems: [String] = []
        if let text = file("report.md", in: directory).map({ String(decoding: $0, as: UTF8.self) }) {
            problems += PageReading.markdownProblems(text, result: result)
        }
        if let text = file("report.html", in: directory).map({ String(decoding: $0, as: UTF8.self) }) {
            problems += PageReading.htmlProblems(text, result: result)
        }
        return problems
    }

    /// junit.xml, report.html, report.md and an app check's SARIF are, byte for byte, the pages the
    /// kit renders from report.json (`PageRendering`).
    func checkRenderings(_ directory: URL, report: ReadReport) -> [String] {
        PageRendering.pages(report, sarif: file(AppSARIF.fileName, in: directory)).compactMap { page in
            file(page.name, in: directory).flatMap { PageRendering.difference(name: page.name, page: $0, rendered: page.render()) }
        }
    }

    /// backend.log is the back-end's log the run judged (report.json's `evidence.backendLog`), byte
    /// for byte; a report of a run that could not run keeps the failed launch's output, which
    /// nothing judged.
    func checkBackendLog(_ directory: URL, report: ReadReport) -> [String] {
        guard let evidence = report.evidence else { return [] }
        let file = file("backend.log", in: directory)
        switch (file, evidence.backendLog) {
        case (let kept?, let judged?) where kept != Array(judged.utf8):
            return [
                "backend.log is not the back-end's log the run judged (report.json's evidence.backendLog, \(judged.utf8.count) bytes; the file \(kept.count))"
            ]
        case (_?, nil):
            return ["backend.log is there, but report.json records no back-end log: the run judged none"]
        case (nil, let judged?) where !judged.isEmpty:
            return ["backend.log is missing: report.json records the back-end's log the run judged (\(judged.utf8.count) bytes)"]
        default:
            return []
        }
    }

    /// junit.xml, report.html and report.md name the run report.json names (start time and seed).
    func checkSameRun(_ directory: URL, report: ReadReport) -> [String] {
        var problems: [String] = []
        let started = report.startedAtText
        let seed = String(report.metadata.seed)
        if let provenance = report.provenance, provenance.runID != report.runID {
            problems.append("report.json: provenance names run \(provenance.runID), its metadata \(report.runID)")
        }
        if let junit = file("junit.xml", in: directory).map({ String(decoding: $0, as: UTF8.self) }) {
            let properties = JUnitReading.properties(junit)
            if properties["run.startedAt"] != started || properties["run.seed"] != seed {
                problems.append(
                    "junit.xml names run \(properties["run.startedAt"] ?? "?")/\(properties["run.seed"] ?? "?"), report.json \(report.runID)"
                )
            }
        } else {
            problems.append("junit.xml is missing")
        }
        for name in ["report.html", "report.md"] {
            guard let text = file(name, in: directory).map({ String(decoding: $0, as: UTF8.self) }) else {
                problems.append("\(name) is missing")
                continue
            }
            if !text.contains(started) { problems.append("\(name) does not name the run report.json names (\(report.runID))") }
        }
        return problems
    }

    /// The report's kit and contract are this kit's.
    func checkVersions(_ report: ReadReport) -> [String] {
        var problems: [String] = []
        if report.metadata.kitVersion != KitVersion.current {
            problems.append(
                "report.json was written by hp-conformance \(report.metadata.kitVersion); this is \(KitVersion.current): verify it with \(report.metadata.kitVersion)"
            )
        }
        if report.metadata.contractVersion != specs.contract.contractVersion || report.metadata.contractSHA256 != specs.sha256 {
            problems.append(
                "report.json was judged against contract \(report.metadata.contractVersion) (sha256 \(report.metadata.contractSHA256)); this kit has \(specs.contract.contractVersion) (sha256 \(specs.sha256)): pass the same specs with --specs"
            )
        }
        return problems
    }

    /// The summary's counts are those of the verdicts.
    func checkSummary(_ report: ReadReport) -> [String] {
        var problems: [String] = []
        if let total = report.summary["total"], total != report.verdicts.count {
            problems.append("report.json: summary.total is \(total), but it records \(report.verdicts.count) verdicts")
        }
        for status in VerdictStatus.allCases {
            let count = report.verdicts.filter { $0.status == status }.count
            if let said = report.summary[status.rawValue], said != count {
                problems.append("report.json: summary.\(status.rawValue) is \(said), but \(count) verdicts are \(status.rawValue)")
            }
        }
        // The run's status follows from its verdicts and errors: partial exactly where checks were left out.
        let status = VerdictText.runStatus(report.asResult).slug
        if report.status != status {
            problems.append("report.json: status is '\(report.status)', but its verdicts and errors give '\(status)'")
        }
        return problems
    }

    /// The checks the run judged are those its recorded options select (`--only`, `--skip`): a
    /// failing check relabelled "left out" needs the recorded options edited too, which the
    /// attestation's predicate (it carries the provenance) and a signature over it then show.
    func checkSelection(_ report: ReadReport) -> [String] {
        guard let options = report.provenance?.options, let selected = report.evidence?.selected else { return [] }
        let expected = specs.catalogue.selection(recordedOptions: options)
        let recorded = Set(selected)
        guard recorded != expected else { return [] }
        let added = recorded.subtracting(expected).sorted(), dropped = expected.subtracting(recorded).sorted()
        var what: [String] = []
        if !dropped.isEmpty { what.append("\(dropped.joined(separator: ", ")) left out") }
        if !added.isEmpty { what.append("\(added.joined(separator: ", ")) judged") }
        let shown = options.isEmpty ? "none" : options.joined(separator: " ")
        return [
            "report.json: the checks judged are not those its recorded options (\(shown)) select: \(what.joined(separator: ", "))"
        ]
    }

    /// Each testcase of junit.xml shows its check's status in report.json, and none is missing.
    func checkJUnit(_ directory: URL, report: ReadReport) -> [String] {
        guard let junit = file("junit.xml", in: directory).map({ String(decoding: $0, as: UTF8.self) }) else { return [] }
        let cases = JUnitReading.testcases(junit)
        var problems: [String] = []
        var seen = Set<String>()
        for (id, shown) in cases where id != JUnitReport.kitCheckID {
            seen.insert(id)
            guard let verdict = report.verdicts.first(where: { $0.checkID == id }) else {
                problems.append("junit.xml: \(id) is not in report.json")
                continue
            }
            let expected = JUnitReading.shown(verdict.status)
            if shown != expected {
                problems.append("junit.xml: \(id) is shown \(shown), report.json records \(verdict.status.rawValue)")
            }
        }
        for verdict in report.verdicts where !seen.contains(verdict.checkID) {
            problems.append("junit.xml: \(verdict.checkID) is missing (report.json records \(verdict.status.rawValue))")
        }
        return problems + JUnitReading.countProblems(junit)
    }

    /// Every scenario the recorded configuration and options imply was played and recorded, and no
    /// other: a journal cut before a failing scenario (its exchanges numbered 1...M all the same)
    /// would otherwise be judged again as that scenario's checks skipped. A run cut short says so
    /// (`incomplete`) and is never certifiable; it is not held to the whole list.
    func checkScenarios(_ report: ReadReport, _ evidence: RunEvidence?) -> [String] {
        guard let recorded = report.evidence, recorded.incomplete == nil, let options = report.provenance?.options, let evidence
        else { return [] }
        let repetitions = Scenario.repetitions(recordedIn: options)
        if (recorded.repetitions ?? 1) != repetitions {
            return [
                "report.json: the evidence records \(recorded.repetitions ?? 1) repetition(s), the recorded options \(repetitions) (edited after the run)"
            ]
        }
        let selection = ScenarioSelection.recorded(in: options)
        let expected = Scenario.plays(
            selection.scenarios(contract: specs.contract, configuration: evidence.configuration), repetitions: repetitions
        )
        .map { ScenarioRecord.name($0.0, repetition: $0.1) }
        let present = recorded.scenarios.map(\.name)
        let missing = expected.filter { !present.contains($0) }
        let extra = present.filter { !expected.contains($0) }
        var problems: [String] = []
        if !missing.isEmpty {
            problems.append(
                "report.json: the recorded configuration and options (\(repetitions == 1 ? "one play" : "--repeat \(repetitions)")) imply scenario\(missing.count == 1 ? "" : "s") \(missing.prefix(8).joined(separator: ", "))\(missing.count > 8 ? ", …" : ""), which the report lacks (removed after the run)"
            )
        }
        if !extra.isEmpty {
            problems.append(
                "report.json: scenario\(extra.count == 1 ? "" : "s") \(extra.prefix(8).joined(separator: ", ")) \(extra.count == 1 ? "is" : "are") not among those the recorded configuration and options imply (added after the run)"
            )
        }
        if Set(present).count != present.count { problems.append("report.json: a scenario is recorded twice") }
        return problems
    }

    /// Every step a scenario's record names (a journey's start, browser visit, "capture ended" and
    /// result calls, by exchange id) is in the journal, that step of that scenario, and began in the
    /// journey's order: the app makes one call after another's answer, so a journey's steps begin
    /// one after the other. A step cut from the journal, the journal renumbered under the records,
    /// or exchanges whose dates were moved (spliced from another run, shifted into the window) are named.
    func checkRecordedSteps(_ report: ReadReport) -> [String] {
        guard let recorded = report.evidence else { return [] }
        let exchanges = Dictionary(report.journal.map { ($0.id, (scenario: $0.scenario, step: $0.step, startedAt: $0.startedAt)) }) {
            first, _ in first
        }
        var problems: [String] = []
        for record in recorded.scenarios {
            for journey in record.journeys {
                // 0: a call the kit did not make (the app's session had already failed).
                var previous: (id: Int, step: String, startedAt: Date)?
                for (id, step) in journey.stepExchanges where id > 0 {
                    if let exchange = exchanges[id], exchange.scenario == record.name {
                        // Dates are written to the millisecond: a step may begin in its predecessor's millisecond.
                        if let previous, exchange.startedAt < previous.startedAt.addingTimeInterval(-0.001) {
                            problems.append(
                                "report.json: scenario \(record.name): \(journey.context.name)'s '\(step)' #\(id) began \(TimestampText.iso(exchange.startedAt)), before its '\(previous.step)' #\(previous.id) (\(TimestampText.iso(previous.startedAt))), which the app made first (dates moved after the run)"
                            )
                        }
                        previous = (id, step, exchange.startedAt)
                    }
                    guard let exchange = exchanges[id] else {
                        problems.append(
                            "report.json: scenario \(record.name) records exchange #\(id) as the '\(step)' of \(journey.context.name), which the journal lacks (removed after the run)"
                        )
                        continue
                    }
                    // A step whose login failed records the login's exchange instead.
                    if exchange.scenario != record.name || (exchange.step != step && exchange.step != "login") {
                        problems.append(
                            "report.json: scenario \(record.name) records exchange #\(id) as the '\(step)' of \(journey.context.name), but the journal's #\(id) is a '\(exchange.step)' of scenario \(exchange.scenario) (renumbered after the run)"
                        )
                    }
                }
            }
        }
        return problems.count > 8 ? Array(problems.prefix(8)) + ["report.json: \(problems.count - 8) more steps like these"] : problems
    }

    /// Every step a scenario's own recorded answers called for is recorded, by the rules the
    /// scenario player follows (`JourneySteps`): the browser session after a start that answered
    /// with a link, "capture ended" once the session returned with the id, polling after an ended
    /// answer that left the outcome open, the ownership scenarios' misuse of the id. A step cut
    /// from the record after the run (and with it the failure it held) is named, never re-judged
    /// as a step the app did not take. A run cut short is not derived; a scenario marked cut
    /// short in a run that records no cut is named.
    func checkStepsCalledFor(_ report: ReadReport, _ evidence: RunEvidence?) -> [String] {
        guard let recorded = report.evidence, recorded.incomplete == nil, let evidence else { return [] }
        var problems: [String] = []
        let cut = recorded.scenarios.filter(\.cutByDeadline).map(\.name)
        if !cut.isEmpty {
            problems.append(
                "report.json: scenario\(cut.count == 1 ? "" : "s") \(cut.prefix(8).joined(separator: ", ")) recorded as cut short in a run that records no cut (edited after the run)"
            )
        }
        let steps = JourneySteps(configuration: evidence.configuration, contract: specs.contract)
        let issued = Set(recorded.processes.map(\.id))
        for record in recorded.scenarios {
            for missing in steps.missing(in: record, issuedIDs: issued) {
                problems.append(
                    "report.json: scenario \(record.name): \(missing.journey) records no '\(missing.step)' step, though \(missing.because) (removed after the run)"
                )
            }
        }
        problems += unnamedSteps(report, recorded.scenarios, runSeconds: evidence.configuration.timeouts.runSeconds)
        return problems.count > 8 ? Array(problems.prefix(8)) + ["report.json: \(problems.count - 8) more steps like these"] : problems
    }

    /// The app's exchanges of a recorded journey whose step its record does not name at all: the
    /// step was cut from the record and its exchange left in the journal (polling cut with the
    /// outcome it gave, an ended call cut with the callback that called for it, a whole journey
    /// emptied or dropped from its scenario's record). A login is named by no record; an adapter's
    /// several calls for one step share the step the record names; a journey the kit stopped
    /// waiting for at the run's deadline (`abandoned`) names nothing to compare, and is possible
    /// only in a run that lasted until its deadline.
    func unnamedSteps(_ report: ReadReport, _ scenarios: [ScenarioRecord], runSeconds: Double) -> [String] {
        var problems: [String] = []
        let reachedDeadline = report.metadata.finishedAt.timeIntervalSince(report.metadata.startedAt) >= runSeconds - 1
        // Scenario, then journey: the kinds of step its record names; and the journeys abandoned.
        var named: [String: [String: Set<String>]] = [:]
        var abandoned: [String: Set<String>] = [:]
        for record in scenarios {
            for journey in record.journeys {
                guard journey.abandoned != true else {
                    abandoned[record.name, default: []].insert(journey.context.name)
                    if !reachedDeadline {
                        problems.append(
                            "report.json: scenario \(record.name): \(journey.context.name) is recorded as abandoned at the run's deadline, in a run that ended before its deadline (\(SecondsText.plain(runSeconds)) s) (edited after the run)"
                        )
                    }
                    continue
                }
                named[record.name, default: [:]][journey.context.name] = Set(journey.stepExchanges.map(\.step))
            }
        }
        let recorded = Set(scenarios.map(\.name))
        for exchange in report.journal where exchange.channel != .backendToHumanPlugin && exchange.step != "login" {
            guard let journey = exchange.journey, recorded.contains(exchange.scenario),
                abandoned[exchange.scenario]?.contains(journey) != true
            else { continue }
            guard let steps = named[exchange.scenario]?[journey] else {
                // A journey the record does not hold at all: only its start proves the kit played it.
                if exchange.step == "start" {
                    problems.append(
                        "report.json: scenario \(exchange.scenario): the journal's #\(exchange.id) is the start of \(journey), which the scenario's record does not hold (removed from the record after the run)"
                    )
                }
                continue
            }
            guard !steps.contains(exchange.step) else { continue }
            problems.append(
                "report.json: scenario \(exchange.scenario): the journal's #\(exchange.id) is a '\(exchange.step)' of \(journey), whose record names no '\(exchange.step)' step (removed from the record after the run)"
            )
        }
        return problems
    }

    /// Every process id the report records is one the stand-in issues in its scenario from the run's
    /// seed and process nonce: for one of the scenario's journeys (or a create no journey's
    /// document names, which the stand-in keys as the scenario's anonymous one; the journey a
    /// process is attributed to afterwards can differ, as in crossed starts), the n-th create of
    /// it, in the stand-in's own form or one a varied answer takes. Processes and exchanges
    /// spliced in from another run carry another run's ids.
    func checkProcessIDs(_ report: ReadReport) -> [String] {
        guard let recorded = report.evidence, let nonceText = recorded.processNonce, let nonce = UInt64(nonceText, radix: 16) else {
            return []
        }
        let identifiers = StableIdentifiers(seed: report.metadata.seed, processNonce: nonce)
        let forms: [AnswerVariation.IDForm?] = [nil] + AnswerVariation.IDForm.allCases.map { $0 }
        var foreign: [String] = []
        for (scenario, processes) in Dictionary(grouping: recorded.processes, by: \.scenario).sorted(by: { $0.key < $1.key }) {
            let bases = Set(processes.compactMap(\.journey) + [scenario + "#anonymous"])
            var issued = Set<String>()
            for base in bases {
                for count in 0..<processes.count {
                    for form in forms { issued.insert(identifiers.processID("id|\(scenario)|\(base)|\(count)", form: form)) }
                }
            }
            foreign += processes.map(\.id).filter { !issued.contains($0) }
        }
        guard !foreign.isEmpty else { return [] }
        return [
            "report.json: process id\(foreign.count == 1 ? "" : "s") \(foreign.prefix(5).joined(separator: ", "))\(foreign.count > 5 ? ", …" : "") \(foreign.count == 1 ? "is" : "are") not what the run's seed \(report.metadata.seed) and process nonce \(nonceText) issue in \(foreign.count == 1 ? "its scenario" : "their scenarios") (spliced from another run, or edited)"
        ]
    }

    /// The journal is numbered 1...M without a gap, every exchange began inside the run's window
    /// (`metadata.startedAt` to `finishedAt`, which the run takes before its first exchange and after
    /// its last; a second either side for the dates' millisecond text), and every verdict cites
    /// exchanges it holds.
    func checkJournal(_ report: ReadReport) -> [String] {
        var problems: [String] = []
        let window = report.metadata.startedAt.addingTimeInterval(-1)...report.metadata.finishedAt.addingTimeInterval(1)
        let outside = report.journal.filter { !window.contains($0.startedAt) }.map(\.id)
        if !outside.isEmpty {
            problems.append(
                "report.json: exchange\(outside.count == 1 ? "" : "s") \(Rejudge.list(outside)) began outside the run (\(TimestampText.iso(report.metadata.startedAt)) to \(TimestampText.iso(report.metadata.finishedAt))): taken from another run"
            )
        }
        let ids = report.journal.map(\.id)
        var expected = 1
        var missing: [Int] = []
        for id in ids.sorted() where id >= 1 && id <= ids.count * 2 + 20 {  // a hostile id cannot overflow or flood
            if id > expected { missing += Array(expected..<min(id, expected + 20)) }
            expected = max(expected, id + 1)
        }
        if !missing.isEmpty {
            problems.append(
                "report.json: the journal lacks exchange\(missing.count == 1 ? "" : "s") \(Rejudge.list(missing)) (removed after the run)")
        }
        if Set(ids).count != ids.count { problems.append("report.json: the journal numbers an exchange twice") }
        let known = Set(ids)
        for verdict in report.verdicts {
            let absent = verdict.evidence.filter { !known.contains($0) }
            if !absent.isEmpty && missing.isEmpty {
                problems.append(
                    "\(verdict.checkID): cites exchange\(absent.count == 1 ? "" : "s") \(Rejudge.list(absent)), which the journal lacks")
            }
        }
        return problems
    }
}
