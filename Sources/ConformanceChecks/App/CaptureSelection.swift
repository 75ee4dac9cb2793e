import AppSource
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which of the app's sessions is the Human Plugin capture. A real app holds several
/// `ASWebAuthenticationSession`s (its own OAuth login, social sign-in, the capture); the rules judge
/// the capture only: the session the partner names (`app.captureSession`, `--session`), else the
/// one whose callback scheme is the configured one (`app.urlScheme`, `--scheme`), else the one that
/// opens the link of the back-end's start answer. The others are listed as not judged; with several
/// and no clue, or a named session the kit does not find, none is judged and the kit says why.
package struct CaptureSelection {
    /// The sessions the rules judge.
    package var judged: [SessionSite]
    /// One line per session left out: `another session (scheme 'x', path:line)`.
    package var others: [String]
    /// Set when several sessions were found and the kit cannot tell which is the capture.
    var ambiguity: String?
    /// Why the judged sessions are taken for the capture (`named by app.captureSession`, …).
    package var reason: String? = nil

    /// The note the rules add to what they saw.
    /// Why the judged session is the capture (when that was a choice) and the sessions set aside.
    package var notes: [String] {
        var notes: [String] = []
        if let reason, !others.isEmpty || reason.hasPrefix("named") { notes.append("taken for the capture: \(reason)") }
        if !others.isEmpty { notes.append("not judged: " + others.joined(separator: ", ")) }
        return notes
    }

    /// One line for the run's log: which session the rules judge, why, and which are set aside.
    package func logLine(place: (SessionSite) -> String) -> String? {
        if let ambiguity { return "capture session: none judged: \(ambiguity)" }
        guard !judged.isEmpty else { return nil }
        return "capture session: \(judged.map(place).joined(separator: ", "))" + (reason.map { " (\($0))" } ?? "")
            + (others.isEmpty ? "" : "; set aside: " + others.joined(separator: ", "))
    }
}

extension AppEvidence {
    /// The capture session(s) among the project's sessions.
    package var capture: CaptureSelection {
        let all = project.sessions
        if let namedSession { return named(namedSession, all) }
        guard all.count > 1 else {
            return CaptureSelection(judged: all, others: [], ambiguity: nil, reason: all.isEmpty ? nil : "the only session found")
        }
        let schemes = all.map { project.scheme(at: $0) }
        if let configured = configuredScheme.map(Self.bare)?.lowercased() {
            let matching = all.indices.filter {
                guard case .known(let scheme, _, _, _) = schemes[$0] else { return false }
                return Self.bare(scheme).lowercased() == configured
            }
            if !matching.isEmpty {
                return selection(all, schemes, judged: Set(matching), reason: "it passes app.urlScheme '\(configured)'")
            }
        }
        let opensLink = all.indices.filter { opensStartLink(all[$0]) }
        if opensLink.count == 1 {
            return selection(
                all, schemes, judged: Set(opensLink),
                reason:
                    "it opens a URL named like the start answer's link; the others do not (name it with app.captureSession to be certain)")
        }
        let found = all.indices.map { describe(all[$0], schemes[$0]) }
        // With a scheme given, asking for it again helps nobody: say what the kit could not read instead.
        let unread = schemes.contains {
            switch $0 {
            case .known, .passed: false
            default: true
            }
        }
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

    private func selection(_ all: [SessionSite], _ schemes: [SchemeValue], judged: Set<Int>, reason: String) -> CaptureSelection {
        CaptureSelection(
            judged: all.indices.filter { judged.contains($0) }.map { all[$0] },
            others: all.indices.filter { !judged.contains($0) }.map { "another session (" + describe(all[$0], schemes[$0]) + ")" },
            ambiguity: nil, reason: reason)
    }

    /// The session the partner named: judged alone; when the kit finds no session created there,
    /// none is judged, saying what it found instead.
    private func named(_ name: CaptureSessionName, _ all: [SessionSite]) -> CaptureSelection {
        let schemes = all.map { project.scheme(at: $0) }
        let matching = all.indices.filter { index in
            let site = all[index]
            return name.names(path: project.sources.path(site.file), creationLine: project.sources[site.file].tokens[site.token].line)
        }
        if !matching.isEmpty {
            return selection(all, schemes, judged: Set(matching), reason: "named by app.captureSession (\(name))")
        }
        let sameFile = all.filter { site in
            let path = project.sources.path(site.file)
            return path == name.file || path.hasSuffix("/" + name.file)
        }
        let fileRead = project.sources.indices.contains { index in
            let path = project.sources.path(index)
            return path == name.file || path.hasSuffix("/" + name.file)
        }
        let why: String
        if !sameFile.isEmpty {
            why =
                "the sessions the kit finds in that file are created at line(s) \(sameFile.map { String(project.sources[$0.file].tokens[$0.token].line) }.joined(separator: ", "))"
        } else if fileRead {
            why =
                "the kit reads that file but finds no session creation it can follow there (a session made through a wrapper, a typealias or a stored type is not followed)"
        } else {
            why =
                "that file is not among the app's Swift files the kit read (the path is relative to the project folder; files of tests, samples and targets other than the app are not read)"
        }
        let found = all.indices.prefix(10).map { describe(all[$0], schemes[$0]) }
        return CaptureSelection(
            judged: [], others: [],
            ambiguity: "app.captureSession names \(name), where the kit finds no session: \(why); none is judged"
                + (all.isEmpty
                    ? "" : " (sessions found: \(found.joined(separator: ", "))\(all.count > 10 ? ", and \(all.count - 10) more" : ""))"),
            reason: nil)
    }

    /// Why the named session (`app.captureSession`, `--session`) is a mistake, or nil: it names a
    /// line of a file where the kit finds sessions at other lines (an off-by-one, a moved line).
    /// Judged as "not found", such a name would turn the capture's real failures into warnings;
    /// the kit refuses it instead. A file the kit does not read, or one where it follows no
    /// session, stays a "not judged" with the reason (the session may be made where it cannot see).
    package var misnamedSession: String? {
        guard let name = namedSession, name.line != nil else { return nil }
        let all = project.sessions
        let named = all.contains { site in
            name.names(path: project.sources.path(site.file), creationLine: project.sources[site.file].tokens[site.token].line)
        }
        guard !named else { return nil }
        let lines = all.filter { site in
            let path = project.sources.path(site.file)
            return path == name.file || path.hasSuffix("/" + name.file)
        }.map { String(project.sources[$0.file].tokens[$0.token].line) }
        guard !lines.isEmpty else { return nil }
        return
            "names \(name), where no session is created: the sessions in that file are created at line(s) \(lines.joined(separator: ", ")); name the capture's line"
    }

    /// `scheme 'x', path:line`.
    private func describe(_ site: SessionSite, _ scheme: SchemeValue) -> String {
        let place = creation(site).place
        switch scheme {
        case .known(let value, _, _, _): return "scheme '\(value)', \(place)"
        case .passed(let value, _, _, let function): return "scheme '\(value)' passed to \(function)(…), \(place)"
        case .web: return "https callback, \(place)"
        case .runtime, .optionalInterpolated: return "scheme known at run time, \(place)"
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
    func captureJudgement(nothing: String, evidence: [Int] = [], _ judge: (SessionSite, SwiftSource) -> AppFinding) -> Judgement {
        let capture = capture
        if let ambiguity = capture.ambiguity { return ambiguous(ambiguity, evidence: evidence) }
        return .app(capture.judged.map { judge($0, project.sources[$0.file]) }, nothing: nothing, notes: capture.notes, evidence: evidence)
    }

    /// A warning that the kit cannot tell which session is the capture, placed at every session.
    func ambiguous(_ why: String, evidence: [Int] = []) -> Judgement {
        Judgement(
            status: .undecided, seen: why, evidence: evidence,
            locations: Array(project.sessions.prefix(Judgement.maxLocations).map { creation($0).location }))
    }
}
