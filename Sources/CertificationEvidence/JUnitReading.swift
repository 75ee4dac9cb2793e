import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The little of `junit.xml` that `verify` reads: the run's properties and each testcase's status.
enum JUnitReading {
    /// `pass` (a warning shows as a pass), `skip`, `fail` or `error`.
    package static func shown(_ status: VerdictStatus) -> String {
        switch status {
        case .pass, .warn: "passing"
        case .skip: "skipped"
        case .fail: "failing"
        case .error: "not judged"
        }
    }

    package static func properties(_ xml: String) -> [String: String] {
        var properties: [String: String] = [:]
        for element in elements("property", in: xml) {
            if let name = attribute("name", in: element.tag), let value = attribute("value", in: element.tag), properties[name] == nil {
                properties[name] = value
            }
        }
        return properties
    }

    /// Each testcase's check id (its name up to `: `) and how it is shown.
    package static func testcases(_ xml: String) -> [(String, String)] {
        elements("testcase", in: xml).map { element in
            let name = attribute("name", in: element.tag) ?? ""
            let id = name.firstRange(of: ": ").map { String(name[..<$0.lowerBound]) } ?? name
            let body = element.body
            let shown =
                body.contains("<failure")
                ? "failing" : body.contains("<error") ? "not judged" : body.contains("<skipped") ? "skipped" : "passing"
            return (id, shown)
        }
    }

    /// Where the counts CI readers take from the attributes (`tests`, `failures`, `errors`,
    /// `skipped` of each `<testsuite>`, and of `<testsuites>` where it has them) differ from the
    /// testcases the file holds: a reader counts the attribute, whatever the testcases say.
    static func countProblems(_ xml: String) -> [String] {
        var problems: [String] = []
        var all: [String] = []
        for suite in elements("testsuite", in: xml) {
            let shown = testcases(String(suite.body)).map(\.1)
            all += shown
            let name = attribute("name", in: suite.tag) ?? "?"
            problems += counted(shown, in: suite.tag, element: "testsuite '\(name)'", skipped: true)
        }
        if let root = xml.firstRange(of: "<testsuites"), let close = xml[root.upperBound...].firstIndex(of: ">") {
            problems += counted(all, in: xml[root.lowerBound...close], element: "testsuites", skipped: false)
        }
        return problems
    }

    private static func counted(_ shown: [String], in tag: Substring, element: String, skipped: Bool) -> [String] {
        var expected: [(String, Int)] = [
            ("tests", shown.count), ("failures", shown.filter { $0 == "failing" }.count),
            ("errors", shown.filter { $0 == "not judged" }.count),
        ]
        if skipped { expected.append(("skipped", shown.filter { $0 == "skipped" }.count)) }
        return expected.compactMap { name, count in
            guard let said = attribute(name, in: tag), said != String(count) else { return nil }
            return "junit.xml: \(element) says \(name)=\"\(said)\", but it holds \(count)"
        }
    }

    /// Every `<name ...>` element: its start tag and what lies up to its end tag (empty when self-closed).
    private static func elements(_ name: String, in xml: String) -> [(tag: Substring, body: Substring)] {
        var found: [(Substring, Substring)] = []
        var rest = xml[...]
        while let open = rest.firstRange(of: "<\(name) ") {
            guard let close = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[open.lowerBound...close]
            var after = rest[rest.index(after: close)...]
            var body: Substring = ""
            if !tag.hasSuffix("/>"), let end = after.firstRange(of: "</\(name)>") {
                body = after[..<end.lowerBound]
                after = after[end.upperBound...]
            }
            found.append((tag, body))
            rest = after
        }
        return found
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return unescape(String(rest[..<end]))
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&apos;", with: "'")
            .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }
}
