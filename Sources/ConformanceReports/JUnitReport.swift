import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which JUnit dialect `junit.xml` follows.
public enum JUnitFlavor: String, Sendable, CaseIterable {
    /// Jenkins' de-facto schema (`junit-10.xsd`), what CI readers follow: a warning is written as
    /// `<system-out>` inside its own testcase, and `<testsuites>` carries the run's totals and wall time.
    case jenkins
    /// The strict windyroad schema: no `<system-out>` inside a testcase (warnings go to the suite's
    /// `<system-out>`) and no attributes on `<testsuites>`.
    case strict
}

/// Renders a `RunResult` as JUnit XML. Both flavors validate against Jenkins' `junit-10.xsd`;
/// the strict one also against windyroad's `JUnit.xsd`.
///
/// Shape: one `<testsuite>` per verdict group (`name` the group, `package` `HumanPluginConformance`,
/// so Jenkins names it `HumanPluginConformance.<group>`; `id` 0, 1, ...; UTC `timestamp` without
/// zone; `hostname`; counts; `time`), a `kit` suite first when the kit could not run or the run was
/// cut short, one `<testcase>` per verdict (`classname` `HumanPluginConformance.<group> (hp-conformance)`,
/// `name` `ID: title`). The run's properties are written once, in the first suite (strict: the other
/// suites have an empty `<properties/>`, which that schema requires).
///
/// Status mapping:
/// - `fail` → `<failure type="ID" message="expected: ...; seen: ...">`, its text bounded (`FailureText`:
///   the headline once, the facts, the first exchanges, `report.html#check-ID`);
/// - `error` → `<error type="ID" message="not judged: reason">`, the text beginning with that line;
/// - `skip` → `<skipped message="reason">reason</skipped>` (the reason in the text too: GitLab and
///   Jenkins read the text);
/// - `warn` → a passing testcase (a warning does not make the back-end non-conformant) with a short
///   `WARNING ...` text (first findings, evidence by exchange number): in the testcase's
///   `<system-out>` (jenkins) or the suite's (strict);
/// - kit errors → the `kit` suite's error testcase, and `<system-err>` of that suite.
///
/// Times come from `CheckTimes`: a testcase's is its share of the scenarios it reads (and of the
/// time no scenario took), a suite's the sum of its testcases', the suites' sum the run's.
///
/// `classname`: consumers that annotate a file take its last `.`-separated segment as a file name
/// (mikepenz/action-junit-report globs `**/<segment>.*`), so the segment is `<group> (hp-conformance)`,
/// a name no partner's source file has: `outcome.go` or `security.py` never get a check's annotation.
public enum JUnitReport {
    /// The id of the testcase that says the kit could not run, or the run was cut short.
    public static let kitCheckID = "HP-KIT-RUN"

    /// The XML document as a string.
    public static func render(_ result: RunResult, flavor: JUnitFlavor = .jenkins) -> String {
        let exchanges = Dictionary(result.journal.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let times = CheckTimes(result)
        let timestamp = TimestampText.local(result.metadata.startedAt)
        let hostname = nonBlank(result.metadata.hostname, or: "localhost")
        let kit = kitVerdict(result)
        var groups = result.groups
        if let kit { groups.insert((name: kit.group, verdicts: [kit]), at: 0) }

        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"
        if flavor == .jenkins {
            let all = groups.flatMap(\.verdicts)
            xml += attribute("name", "hp-conformance")
            xml += attribute("tests", String(all.count))
            xml += attribute("failures", String(all.filter { $0.status == .fail }.count))
            xml += attribute("errors", String(all.filter { $0.status == .error }.count))
            xml += attribute("time", CheckTimes.seconds(times.run))
        }
        xml += ">\n"
        for (index, group) in groups.enumerated() {
            let name = nonBlank(group.name, or: "ungrouped")
            let count = { (status: VerdictStatus) in group.verdicts.filter { $0.status == status }.count }
            xml += "  <testsuite"
            xml += attribute("name", name)
            xml += attribute("package", "HumanPluginConformance")
            xml += attribute("id", String(index))
            xml += attribute("hostname", hostname)
            xml += attribute("timestamp", timestamp)
            xml += attribute("tests", String(group.verdicts.count))
            xml += attribute("failures", String(count(.fail)))
            xml += attribute("errors", String(count(.error)))
            xml += attribute("skipped", String(count(.skip)))
            xml += attribute("time", CheckTimes.seconds(times.groups[group.name] ?? 0))
            xml += ">\n"
            if index == 0 {
                xml += "    <properties>\n"
                for (key, value) in properties(result.metadata) + properties(result.provenance) {
                    xml += "      <property\(attribute("name", key))\(attribute("value", value))/>\n"
                }
                xml += "    </properties>\n"
            } else if flavor == .strict {
                xml += "    <properties/>\n"
            }

            var suiteWarnings: [String] = []
            for verdict in group.verdicts {
                xml += "    <testcase\(attribute("classname", className(name)))\(attribute("name", "\(verdict.checkID): \(verdict.title)"))"
                xml += attribute("time", CheckTimes.seconds(times.checks[verdict.checkID] ?? 0))
                switch verdict.status {
                case .pass:
                    xml += "/>\n"
                case .warn where flavor == .strict:
                    xml += "/>\n"
                    suiteWarnings.append(VerdictText.shortWarning(verdict))
                case .warn:
                    xml += ">\n      <system-out>\(XMLText.escapeText(VerdictText.shortWarning(verdict)))</system-out>\n    </testcase>\n"
                case .skip:
                    let reason = String(VerdictText.headline(verdict).dropFirst("skipped: ".count))
                    xml += ">\n      <skipped\(attribute("message", reason))>\(XMLText.escapeText(reason))</skipped>\n    </testcase>\n"
                case .fail, .error:
                    let element = verdict.status == .fail ? "failure" : "error"
                    xml += ">\n      <\(element)\(attribute("type", verdict.checkID))\(attribute("message", FailureText.message(verdict)))>"
                    xml += XMLText.escapeText(FailureText.text(verdict, exchanges))
                    xml += "</\(element)>\n    </testcase>\n"
                }
            }
            if flavor == .strict || !suiteWarnings.isEmpty {
                xml += "    <system-out>\(XMLText.escapeText(suiteWarnings.joined(separator: "\n\n")))</system-out>\n"
            }
            let errors = kit != nil && index == 0 ? result.kitErrors.joined(separator: "\n") : ""
            if flavor == .strict || !errors.isEmpty {
                xml += "    <system-err>\(XMLText.escapeText(errors))</system-err>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// The document as UTF-8 bytes.
    public static func data(_ result: RunResult, flavor: JUnitFlavor = .jenkins) -> [UInt8] { Array(render(result, flavor: flavor).utf8) }

    /// The verdict standing for the run itself when the kit has errors: the kit could not run (no
    /// verdicts), or the run is incomplete (cut short by a deadline or a signal). Nil otherwise.
    public static func kitVerdict(_ result: RunResult) -> Verdict? {
        guard !result.kitErrors.isEmpty else { return nil }
        let couldNotRun = result.verdicts.isEmpty
        let reason = result.kitErrors.joined(separator: "; ")
        return Verdict(
            checkID: kitCheckID, group: "kit",
            title: couldNotRun ? "the kit could not run" : "the run is incomplete",
            severity: .failure, source: "hp-conformance",
            status: .error, expected: "the kit plays every scenario and judges every check",
            seen: (couldNotRun ? "not judged: the kit could not run: " : "not judged: the run is incomplete (not conformant): ") + reason,
            evidence: [])
    }

    /// The run's `<properties>`, in this order.
    package static func properties(_ m: RunMetadata) -> [(String, String)] {
        [
            ("kit.version", m.kitVersion),
            ("contract.version", m.contractVersion),
            ("contract.sha256", m.contractSHA256),
            ("config.sha256", m.configSHA256),
            ("backend.baseURL", m.backendBaseURL),
            ("humanplugin.baseURL", m.humanPluginBaseURL),
            ("run.startedAt", TimestampText.iso(m.startedAt)),
            ("run.finishedAt", TimestampText.iso(m.finishedAt)),
            ("run.seed", String(m.seed)),
        ] + (m.processIDNonce.map { [("run.processIDNonce", $0)] } ?? [])
    }

    /// What the provenance adds to the run's `<properties>`: how the back-end was brought, the
    /// command's options, and the example run's note.
    package static func properties(_ provenance: Provenance?) -> [(String, String)] {
        guard let provenance else { return [] }
        var properties = [("run.backendMode", provenance.backendMode)]
        if let options = provenance.options { properties.append(("run.options", options.joined(separator: " "))) }
        if let note = provenance.note { properties.append(("run.evidence", note)) }
        return properties
    }

    /// A testcase's `classname`: `HumanPluginConformance.<group> (hp-conformance)`. Jenkins shows it
    /// as package `HumanPluginConformance`, class `<group> (hp-conformance)`; the last segment, which
    /// consumers resolve to a file, holds a space and parentheses, so it names no source file.
    static func className(_ group: String) -> String {
        "HumanPluginConformance.\(group) (hp-conformance)"
    }

    private static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(XMLText.escapeAttribute(value))\""
    }

    private static func nonBlank(_ value: String, or fallback: String) -> String {
        value.unicodeScalars.contains { !" \t\r\n".unicodeScalars.contains($0) } ? value : fallback
    }
}
