import BackendLaunch
import ConformanceChecks
import ConformanceModel
import ConformanceReports

/// The table printed at the end of a run: one line per check, then the totals and the verdict.
struct Summary {
    let console: Console

    func print(_ result: RunResult) {
        if console.verbose { printJournal(result) }
        console.out("")
        if let cause = VerdictText.firstCause(result) { console.out(console.paint(TerminalText.oneLine(cause), .fail)) }
        for group in result.groups {
            console.out(console.paint(group.name, .bold))
            for verdict in group.verdicts {
                let (label, tone): (String, Console.Tone) =
                    switch verdict.status {
                    case .pass: ("PASS", .pass)
                    case .warn: ("WARN", .warn)
                    case .fail: ("FAIL", .fail)
                    case .skip: ("SKIP", .dim)
                    case .error: ("ERROR", .fail)
                    }
                console.out("  \(console.paint(label.padded(to: 5), tone)) \(verdict.checkID.padded(to: 30)) \(verdict.title)")
                if verdict.status != .pass || console.verbose {
                    console.out(console.paint("        \(TerminalText.oneLine(VerdictText.headline(verdict)))", .dim))
                }
            }
        }
        console.out("")
        for (status, label) in [(VerdictStatus.fail, "failed"), (.error, "not judged"), (.warn, "warnings"), (.skip, "skipped")] {
            let ids = result.verdicts.filter { $0.status == status }.map(\.checkID)
            if !ids.isEmpty { console.out("\(label): \(ids.joined(separator: ", "))") }
        }
        if let log = result.verdicts.first(where: { $0.checkID == "HP-LOG-NO-SECRETS" && $0.status == .skip }) {
            console.out(console.paint("the back-end's log was not judged: \(TerminalText.oneLine(log.seen))", .warn))
        }
        if let note = Self.sessionNotJudged(result) { console.out(console.paint(note, .warn)) }
        if let kit = JUnitReport.kitVerdict(result) { console.out(console.paint(VerdictText.notJudged(kit), .fail)) }
        let counts = VerdictText.counts(result)
        let seconds = (result.metadata.finishedAt.timeIntervalSince(result.metadata.startedAt) * 100).rounded() / 100
        let words = VerdictText.runStatus(result).words
        console.out(console.paint(words, result.passes ? .pass : .fail) + " · \(counts) · \(seconds) s")
        if let note = VerdictText.partialNote(result) { console.out(note) }
        if let note = VerdictText.kitDelayNote(result) { console.out(console.paint(note, .warn)) }
    }
}

extension Summary {
    /// The line a run gets when none of the rules on the capture session's own code was judged
    /// (an SDK makes the session, or they were skipped): its verdict may be CONFORMANT, but nothing
    /// of the session was read, and the reader is told so next to it.
    static func sessionNotJudged(_ result: RunResult) -> String? {
        let rules = result.verdicts.filter { AppChecks.sessionCodeRules.contains($0.checkID) }
        guard !rules.isEmpty, rules.allSatisfy({ $0.status == .skip || $0.status == .error }) else { return nil }
        return
            "the capture session's own code was not judged (\(rules.count) rules: \(rules.map(\.checkID).joined(separator: ", "))): \(TerminalText.oneLine(rules[0].seen))"
    }

    /// Every exchange of the run (already redacted), scenario by scenario, for `--verbose`.
    func printJournal(_ result: RunResult) {
        var scenario = ""
        for exchange in result.journal {
            if exchange.scenario != scenario {
                scenario = exchange.scenario
                console.out(console.paint("scenario \(scenario)", .bold))
            }
            console.out("  \(exchange.channel.rawValue.padded(to: 21)) \(exchange.summary)")
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
