import Foundation

/// Renders a `RunResult` as JUnit XML valid against both pinned schemas (`windyroad-JUnit.xsd`,
/// the strict one, and Jenkins' `junit-10.xsd`).
///
/// Shape: `<testsuites>` without attributes; one `<testsuite>` per verdict group (`id` 0, 1, ...,
/// `package` `HumanPluginConformance.<group>`, UTC `timestamp` without zone, `hostname`, counts,
/// `time`), each holding `<properties>` (run metadata), one `<testcase>` per verdict
/// (`classname` = group, `name` = `ID: title`), then `<system-out>` and `<system-err>`.
///
/// Status mapping:
/// - `fail` → `<failure type="ID" message="expected: ...; seen: ...">` with the evidence exchanges;
/// - `error` → `<error type="ID" message="...">` with the evidence exchanges;
/// - `skip` → `<skipped message="reason"/>` (both schemas allow it; counted in `skipped`);
/// - `warn` → a passing testcase, because a warning does not make the back-end non-conformant.
///   The strict schema allows only `skipped`/`error`/`failure` inside `<testcase>` (no
///   `system-out` there), so each warning is written as a `WARNING ID: title ...` paragraph in
///   the suite's `<system-out>`.
/// - kit errors go to `<system-err>` of the first suite (a `kit` suite with no tests when the run
///   has no verdicts).
///
/// A testcase's `time` is the sum of its evidence exchanges' durations; a suite's is the sum of
/// its testcases'. Every string passes through `XMLText`.
public enum JUnitReport {
    /// The XML document as a string.
    public static func render(_ result: RunResult) -> String {
        let exchanges = Dictionary(result.journal.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var groups = result.groups
        if groups.isEmpty && !result.kitErrors.isEmpty { groups = [(name: "kit", verdicts: [])] }
        let timestamp = ExchangeText.localTimestamp(result.metadata.startedAt)
        let hostname = nonBlank(result.metadata.hostname, or: "localhost")

        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (index, group) in groups.enumerated() {
            let name = nonBlank(group.name, or: "ungrouped")
            let times = group.verdicts.map { verdict in
                verdict.evidence.compactMap { exchanges[$0]?.durationMilliseconds }.reduce(0, +) / 1000
            }
            let count = { (status: VerdictStatus) in group.verdicts.filter { $0.status == status }.count }
            xml += "  <testsuite"
            xml += attribute("name", name)
            xml += attribute("package", "HumanPluginConformance.\(name)")
            xml += attribute("id", String(index))
            xml += attribute("hostname", hostname)
            xml += attribute("timestamp", timestamp)
            xml += attribute("tests", String(group.verdicts.count))
            xml += attribute("failures", String(count(.fail)))
            xml += attribute("errors", String(count(.error)))
            xml += attribute("skipped", String(count(.skip)))
            xml += attribute("time", ExchangeText.seconds(times.reduce(0, +)))
            xml += ">\n    <properties>\n"
            for (key, value) in properties(result.metadata) {
                xml += "      <property\(attribute("name", key))\(attribute("value", value))/>\n"
            }
            xml += "    </properties>\n"

            var warnings: [String] = []
            for (verdict, time) in zip(group.verdicts, times) {
                xml += "    <testcase\(attribute("classname", name))\(attribute("name", "\(verdict.checkID): \(verdict.title)"))\(attribute("time", ExchangeText.seconds(time)))"
                let message = "expected: \(verdict.expected); seen: \(verdict.seen)"
                switch verdict.status {
                case .pass:
                    xml += "/>\n"
                case .warn:
                    xml += "/>\n"
                    warnings.append("WARNING \(verdict.checkID): \(verdict.title)\n\(details(verdict, exchanges))")
                case .skip:
                    xml += ">\n      <skipped\(attribute("message", verdict.seen))/>\n    </testcase>\n"
                case .fail, .error:
                    let element = verdict.status == .fail ? "failure" : "error"
                    xml += ">\n      <\(element)\(attribute("type", verdict.checkID))\(attribute("message", message))>"
                    xml += XMLText.escapeText(details(verdict, exchanges))
                    xml += "</\(element)>\n    </testcase>\n"
                }
            }
            xml += "    <system-out>\(XMLText.escapeText(warnings.joined(separator: "\n\n")))</system-out>\n"
            let errors = index == 0 ? result.kitErrors.joined(separator: "\n") : ""
            xml += "    <system-err>\(XMLText.escapeText(errors))</system-err>\n"
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// The document as UTF-8 bytes.
    public static func data(_ result: RunResult) -> [UInt8] { Array(render(result).utf8) }

    /// The `<properties>` of every suite, in this order.
    static func properties(_ m: RunMetadata) -> [(String, String)] {
        [
            ("kit.version", m.kitVersion),
            ("contract.version", m.contractVersion),
            ("contract.sha256", m.contractSHA256),
            ("config.sha256", m.configSHA256),
            ("backend.baseURL", m.backendBaseURL),
            ("humanplugin.baseURL", m.humanPluginBaseURL),
            ("run.startedAt", ExchangeText.isoTimestamp(m.startedAt)),
            ("run.finishedAt", ExchangeText.isoTimestamp(m.finishedAt)),
            ("run.seed", String(m.seed)),
        ]
    }

    /// Source, severity, expected, seen and every evidence exchange, as plain text.
    static func details(_ verdict: Verdict, _ exchanges: [Int: Exchange]) -> String {
        var text = """
        check: \(verdict.checkID) (\(verdict.severity.rawValue))
        source: \(verdict.source)
        expected: \(verdict.expected)
        seen: \(verdict.seen)
        """
        for id in verdict.evidence {
            text += "\n\n" + (exchanges[id].map(ExchangeText.describe) ?? "#\(id) (not in the journal)")
        }
        text += LocationEvidence.text(verdict)
        return text
    }

    private static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(XMLText.escapeAttribute(value))\""
    }

    private static func nonBlank(_ value: String, or fallback: String) -> String {
        value.unicodeScalars.contains { !" \t\r\n".unicodeScalars.contains($0) } ? value : fallback
    }
}
