import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bounded text of a failing or not-judged check in `junit.xml`: what CI consumers turn into
/// an annotation (GitHub refuses one over 65,535 characters) or a test's detail page.
///
/// The message is the headline (`expected: ...; seen: ...`, or `not judged: ...`), its `seen`
/// cut between findings; the element's text is that headline once, then the check's facts, the
/// first few evidence exchanges as one line each with `and N more`, the first few file:line
/// places (`- at file:line: excerpt`), and where the full evidence is (`report.html#check-ID`).
/// Every line begins with a label of the kit's (`expected:`, `check`, `evidence:`, `#12`, `-`,
/// `full evidence:`), never with a stack-trace frame (`at ...(File:12)`), so no consumer reads a
/// partner's file out of it.
enum FailureText {
    /// How many characters of `seen` the headline keeps (whole findings, see `VerdictText.clipped`).
    static let seenLimit = 1200
    /// How many characters of `expected` the headline keeps.
    static let expectedLimit = 600
    /// How many evidence exchanges and file:line places are listed.
    static let itemsShown = 3
    /// How many characters one listed exchange or place keeps.
    static let lineLimit = 240

    /// The `message` attribute: the headline, bounded.
    package static func message(_ verdict: Verdict) -> String {
        switch verdict.status {
        case .error:
            return VerdictText.clipped(MarkdownReport.oneLine(VerdictText.notJudged(verdict)), limit: seenLimit + expectedLimit)
        default:
            let expected = MarkdownReport.oneLine(verdict.expected)
            let rule = expected.count > expectedLimit ? String(expected.prefix(expectedLimit)) + "…" : expected
            return "expected: \(rule); seen: " + VerdictText.clipped(MarkdownReport.oneLine(verdict.seen), limit: seenLimit)
        }
    }

    /// The element's text: the headline once, the facts, the first exchanges and places, the pointer.
    package static func text(_ verdict: Verdict, _ exchanges: [Int: Exchange]) -> String {
        var lines = [message(verdict)]
        lines.append(
            "check \(verdict.checkID) · \(verdict.status == .error ? "not judged" : verdict.status.rawValue) · severity \(verdict.severity.rawValue) · source: \(MarkdownReport.oneLine(verdict.source))"
        )
        let evidence = verdict.evidence.sorted()
        if !evidence.isEmpty {
            lines.append(
                "evidence: \(evidence.count == 1 ? "exchange" : "\(evidence.count) exchanges")\(evidence.count > itemsShown ? ", the first \(itemsShown)" : ""):"
            )
            for id in evidence.prefix(itemsShown) {
                lines.append("  " + bounded(exchanges[id].map(describe) ?? "#\(id) (not in the journal)"))
            }
            if evidence.count > itemsShown { lines.append("  and \(evidence.count - itemsShown) more") }
        }
        if !verdict.locations.isEmpty {
            lines.append("places:")
            for place in verdict.locations.prefix(itemsShown) {
                lines.append("  - at " + bounded(place.description + (place.excerpt.isEmpty ? "" : ": " + place.excerpt)))
            }
            if verdict.locations.count > itemsShown { lines.append("  and \(verdict.locations.count - itemsShown) more") }
        }
        lines.append("full evidence: report.html#check-\(verdict.checkID)")
        return lines.joined(separator: "\n")
    }

    /// `#12 POST /v1/processes → 201 (backend->humanplugin, scenario happy/expired, journey j1)`.
    package static func describe(_ exchange: Exchange) -> String {
        var place = "\(exchange.channel.rawValue), scenario \(exchange.scenario)"
        if let journey = exchange.journey { place += ", journey \(journey)" }
        var line = "#\(exchange.id) \(ExchangeText.summary(exchange)) (\(place))"
        if let error = exchange.error { line += ": \(error)" }
        return line
    }

    /// `text` on one line, at most `lineLimit` characters.
    private static func bounded(_ text: String) -> String {
        let line = MarkdownReport.oneLine(text)
        return line.count > lineLimit ? String(line.prefix(lineLimit - 1)) + "…" : line
    }
}
