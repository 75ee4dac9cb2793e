import AppSource

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which of the app's sessions is the Human Plugin capture. A real app holds several
/// `ASWebAuthenticationSession`s (its own OAuth login, social sign-in, the capture); the rules judge
/// the capture only: the session whose callback scheme is the configured one (`app.urlScheme`,
/// `--scheme`), else the one that opens the link of the back-end's start answer. The others are
/// listed as not judged; with several and neither clue, none is judged and the kit asks for `--scheme`.
package struct CaptureSelection {
    /// The sessions the rules judge.
    package var judged: [SessionSite]
    /// One line per session left out: `another session (scheme 'x', path:line)`.
    package var others: [String]
    /// Set when several sessions were found and the kit cannot tell which is the capture.
    package var ambiguity: String?

    /// The note the rules add to what they saw.
    package var notes: [String] { others.isEmpty ? [] : ["not judged: " + others.joined(separator: ", ")] }
}

extension AppEvidence {
    /// The capture session(s) among the project's sessions.
    package var capture: CaptureSelection {
        let all = project.sessions
        guard all.count > 1 else { return CaptureSelection(judged: all, others: [], ambiguity: nil) }
        let schemes = all.map { project.scheme(at: $0) }
        if let configured = configuredScheme.map(Self.bare)?.lowercased() {
            let matching = all.indices.filter {
                guard case .known(let scheme, _, _, _) = schemes[$0] else { return false }
                return Self.bare(scheme).lowercased() == configured
            }
            if !matching.isEmpty { return selection(all, schemes, judged: Set(matching)) }
        }
        let opensLink = all.indices.filter { opensStartLink(all[$0]) }
        if opensLink.count == 1 { return selection(all, schemes, judged: Set(opensLink)) }
        let found = all.indices.map { describe(all[$0], schemes[$0]) }
        // With a scheme given, asking for it again helps nobody: say what the kit could not read instead.
        let unread = schemes.contains { if case .known = $0 { return false } else { return true } }
        let why =
            configuredScheme.map { scheme -> String in
                let none = "none of them passes the configured scheme '\(Self.bare(scheme))'"
                return unread
                    ? none + " as a value the kit can read: it cannot tell which is the Human Plugin capture session, so none is judged "
                        + "(a capture session passing the scheme as a string constant, or opening the start answer's link, is found)"
                    : none + ": none is judged (if one of them is the capture, its scheme differs from app.urlScheme)"
            } ?? "no scheme was given: give the capture's scheme with --scheme (app.urlScheme) to judge the Human Plugin capture session"
        return CaptureSelection(
            judged: [], others: [],
            ambiguity:
                "\(all.count) sessions found (\(found.prefix(10).joined(separator: ", "))\(all.count > 10 ? ", and \(all.count - 10) more" : "")) and \(why)"
        )
    }

    private func selection(_ all: [SessionSite], _ schemes: [SchemeValue], judged: Set<Int>) -> CaptureSelection {
        CaptureSelection(
            judged: all.indices.filter { judged.contains($0) }.map { all[$0] },
            others: all.indices.filter { !judged.contains($0) }.map { "another session (" + describe(all[$0], schemes[$0]) + ")" },
            ambiguity: nil)
    }

    /// `scheme 'x', path:line`.
    private func describe(_ site: SessionSite, _ scheme: SchemeValue) -> String {
        let place = creation(site).place
        switch scheme {
        case .known(let value, _, _, _): return "scheme '\(value)', \(place)"
        case .web: return "https callback, \(place)"
        case .runtime: return "scheme known at run time, \(place)"
        }
    }

    /// Whether the session opens the link of the back-end's start answer, as far as its name
    /// tells: `link`, `captureURL`, `humanPluginLink`, `start.link`.
    private func opensStartLink(_ site: SessionSite) -> Bool {
        guard let range = site.urlArgument else { return false }
        let source = project.sources[site.file]
        return range.contains { index in
            let token = source.tokens[index]
            guard token.kind == .identifier else { return false }
            let name = token.text.lowercased()
            return name == "link" || name.contains("capture") || name.contains("humanplugin")
        }
    }

    /// The judgement of a rule about the capture session: undecided when the kit cannot tell which
    /// session it is; else the findings, with the sessions left out noted.
    package func captureJudgement(nothing: String, evidence: [Int] = [], _ judge: (SessionSite, SwiftSource) -> AppFinding) -> Judgement {
        let capture = capture
        if let ambiguity = capture.ambiguity { return ambiguous(ambiguity, evidence: evidence) }
        return .app(capture.judged.map { judge($0, project.sources[$0.file]) }, nothing: nothing, notes: capture.notes, evidence: evidence)
    }

    /// A warning that the kit cannot tell which session is the capture, placed at every session.
    package func ambiguous(_ why: String, evidence: [Int] = []) -> Judgement {
        Judgement(
            status: .undecided, seen: why, evidence: evidence,
            locations: Array(project.sessions.prefix(Judgement.maxLocations).map { creation($0).location }))
    }
}
