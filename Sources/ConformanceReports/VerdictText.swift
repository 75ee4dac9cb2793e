import ConformanceChecks
import ConformanceModel

/// Short plain-text renderings of a verdict that every report and the console share (not escaped).
public enum VerdictText {
    /// How many characters of what was seen a short text keeps.
    static let seenLimit = 320
    /// How many exchange numbers a short text lists.
    static let evidenceShown = 8

    /// The run's verdict in words and as a slug: conformant, not conformant, incomplete (cut short:
    /// never conformant), or not run (the kit could not run).
    public static func runStatus(_ result: RunResult) -> (words: String, slug: String) {
        if !result.kitErrors.isEmpty {
            return result.verdicts.isEmpty ? ("NOT RUN", "not-run") : ("INCOMPLETE (not conformant)", "incomplete")
        }
        if result.partial && result.nothingFailed { return ("PARTIAL (checks left out; none judged failed)", "partial") }
        if result.judgedNothing && !result.partial { return ("NOT CONFORMANT (nothing judged)", "not-conformant") }
        return result.isConformant ? ("CONFORMANT", "conformant") : ("NOT CONFORMANT", "not-conformant")
    }

    /// Why a partial run does or does not pass, for the console and the log (nil for a run that
    /// left no check out).
    public static func partialNote(_ result: RunResult) -> String? {
        guard result.partial else { return nil }
        let leftOut = result.verdicts.filter(\.isLeftOutOnRequest).count
        return "\(leftOut) checks left out by --only/--skip: the run is PARTIAL, never conformant"
            + (result.partialAccepted ? " (--partial lets it pass)" : ", and does not pass (--partial lets it pass)")
    }

    /// The kit's own delay, for the console when it mattered: some time verdict was not judged for
    /// it, or it was large (`KitDelay.isNotable`); nil otherwise.
    public static func kitDelayNote(_ result: RunResult) -> String? {
        guard let delay = result.evidence?.kitDelay else { return nil }
        let unjudged = result.verdicts.filter(\.restsOnKitDelay).map(\.checkID)
        guard !unjudged.isEmpty || delay.isNotable else { return nil }
        let how =
            "the kit itself ran late by \(KitDelay.shown(delay.totalSeconds)) s in all (the largest delay \(KitDelay.shown(delay.largestSeconds)) s)"
        guard !unjudged.isEmpty else { return how + "; no time verdict lay within it of its bound" }
        return how
            + ": \(unjudged.joined(separator: ", ")) not judged, their answers within that delay of their bounds; rerun on a quieter machine or raise the timeouts"
    }

    /// When no create reached Human Plugin because the back-end failed every start call first, the
    /// cause in one line, said before the checks that follow from it (nil otherwise): the first
    /// failed start with its status and the first line of its answer, and where the back-end's
    /// own output is when the kit launched it.
    public static func firstCause(_ result: RunResult) -> String? {
        let starts = result.journal.filter { $0.channel == .appToBackend && $0.step == "start" }
        guard !starts.isEmpty, !result.journal.contains(where: { $0.channel == .backendToHumanPlugin && $0.step == "create" }),
            starts.allSatisfy({ ($0.response?.status ?? 600) >= 400 }), let first = starts.first
        else { return nil }
        let answer: String
        if let response = first.response {
            let shown = TerminalText.firstLine(response.bodyText)
            answer = "answered \(response.status)" + (shown.isEmpty ? " with an empty body" : ": \(shown)")
        } else {
            answer = "got no answer" + (first.error.map { " (\($0))" } ?? "")
        }
        let log = result.evidence?.backendLog != nil ? "; the back-end's own output is in backend.log" : ""
        return
            "no create reached Human Plugin: the back-end failed all \(starts.count) start calls first (#\(first.id) \(first.request.method) \(first.request.target) \(answer))\(log)"
    }

    /// The run's counts in one line (`30 passed, 1 warning, 0 failed, 0 skipped, 0 not judged`),
    /// as the console and `report.md` print them.
    public static func counts(_ result: RunResult) -> String {
        let warnings = result.count(.warn)
        return "\(result.count(.pass)) passed, \(warnings) \(warnings == 1 ? "warning" : "warnings"), \(result.count(.fail)) failed, "
            + "\(result.count(.skip)) skipped, \(result.count(.error)) not judged"
    }

    /// `not judged: <reason>` for an error: the kit could not judge, which says nothing about the back-end.
    public static func notJudged(_ verdict: Verdict) -> String {
        let reason =
            verdict.seen.hasPrefix("not judged")
            ? String(verdict.seen.dropFirst("not judged".count)).drop { $0 == ":" || $0 == " " } : Substring(verdict.seen)
        return "not judged: " + reason
    }

    /// The one line a reader needs first: what broke, why it was skipped, or why it was not judged.
    public static func headline(_ verdict: Verdict) -> String {
        switch verdict.status {
        case .pass: verdict.seen
        case .warn: "warning: " + clipped(verdict.seen)
        case .fail: "expected: \(verdict.expected); seen: \(verdict.seen)"
        case .skip:
            "skipped: " + (verdict.seen.hasPrefix("not judged: ") ? String(verdict.seen.dropFirst("not judged: ".count)) : verdict.seen)
        case .error: notJudged(verdict)
        }
    }

    /// A warning in a few lines: the title, the first findings, and the evidence by exchange number.
    static func shortWarning(_ verdict: Verdict) -> String {
        var text = "WARNING \(verdict.checkID): \(verdict.title)\nseen: \(clipped(verdict.seen))"
        if !verdict.evidence.isEmpty { text += "\nevidence: " + evidence(verdict.evidence) }
        return text
    }

    /// `exchanges #1, #7 and 30 more (32 in all)`, at most `evidenceShown` numbers.
    public static func evidence(_ ids: [Int]) -> String {
        let sorted = ids.sorted()
        let shown = sorted.prefix(evidenceShown).map { "#\($0)" }.joined(separator: ", ")
        if sorted.count <= evidenceShown { return (sorted.count == 1 ? "exchange " : "exchanges ") + shown }
        return "exchanges \(shown) and \(sorted.count - evidenceShown) more (\(sorted.count) in all)"
    }

    /// `text` within about `limit` characters, cut between findings, never inside one's clauses.
    ///
    /// Checks write findings numbered (`#12: ...; #15: ...`) or as one finding whose clauses are
    /// `; `-separated (`...answered 200, expected a refusal (4xx); the answer carried ...`), and a
    /// check that found more than it lists ends with `; and N more` (findings). Numbered findings
    /// are kept whole while they fit, then `; and N more` counts every finding left out (never a
    /// clause); text that is not numbered is one finding, kept whole up to `limit` and cut by
    /// characters beyond it, saying how much was left out.
    package static func clipped(_ text: String, limit: Int = seenLimit) -> String {
        guard text.count > limit else { return text }
        var body = Substring(text)
        var more = 0
        if let tail = body.ranges(of: "; and ").last, body.hasSuffix(" more"),
            let count = Int(body[tail.upperBound...].dropLast(" more".count))
        {
            more = count
            body = body[..<tail.lowerBound]
        }
        // Findings that begin with an exchange number are split only before the next number, so
        // that a finding's own "; " stays inside it; other text is one finding.
        var parts = [String(body)]
        if body.hasPrefix("#") {
            parts = body.split(separator: "; #", omittingEmptySubsequences: false).enumerated().map {
                $0.offset == 0 ? String($0.element) : "#" + $0.element
            }
        }
        var kept: [String] = []
        var length = 0
        for part in parts {
            if !kept.isEmpty && length + part.count + 2 > limit { break }
            kept.append(part)
            length += part.count + 2
        }
        more += parts.count - kept.count
        var out = kept.joined(separator: "; ")
        if out.count > limit { out = String(out.prefix(limit)) + "… (\(out.count - limit) more characters in report.html)" }
        return more > 0 ? out + "; and \(more) more" : out
    }
}
