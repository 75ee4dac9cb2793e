import AppSource
import ConformanceModel

/// HP-APP-SESSION: the app opens `link` in an `ASWebAuthenticationSession`, in either documented form.
package struct AppSessionCheck: AppCheck {
    package let id = "HP-APP-SESSION"

    package func judge(app: AppEvidence) -> Judgement {
        let project = app.project
        if project.sources.isEmpty {
            return Judgement(
                status: .undecided,
                seen: "no Swift source to read"
                    + (project.objectiveCFiles > 0 ? " (\(project.objectiveCFiles) Objective-C files are not read)" : ""), evidence: [])
        }
        let findings = project.sessions.map { site -> AppFinding in
            let (location, place) = app.creation(site)
            let form =
                site.isObjectiveC
                ? "[[ASWebAuthenticationSession alloc] initWithURL:\(site.form == .callback ? "callback" : "callbackURLScheme"):completionHandler:]"
                : site.isSwiftUI
                    ? "SwiftUI WebAuthenticationSession.authenticate(using:\(site.form == .callback ? "callback" : "callbackURLScheme"):…)"
                    : site.form == .callback
                        ? "ASWebAuthenticationSession(url:callback:completionHandler:)"
                        : "ASWebAuthenticationSession(url:callbackURLScheme:completionHandler:)"
            return .held("\(form) at \(place)", location)
        }
        if findings.isEmpty {
            let others = ["SFSafariViewController", "WKWebView"].compactMap { name -> String? in
                for file in project.sources.indices where project.sources.mayHold(name, in: file) {
                    let source = project.sources[file]
                    // Where it is opened (`SFSafariViewController(url:)`), not where the type is first named.
                    if let index = source.tokens.indices.first(where: {
                        source.tokens[$0].isIdentifier(name) && source.token($0 + 1)?.isPunctuation("(") == true
                            && (name != "SFSafariViewController" || source.token($0 + 2)?.isIdentifier("url") == true)
                    }) {
                        return "\(name) at \(source.path):\(source.tokens[index].line)"
                    }
                }
                return nil
            }
            if project.objectiveCFiles > 0 {
                return Judgement(
                    status: .undecided,
                    seen:
                        "no session in \(project.sources.count) Swift file(s), nor one the kit can follow in \(project.objectiveCFiles) Objective-C file(s), which are read for sessions only and may create it in ways the kit does not follow",
                    evidence: [])
            }
            if !project.outside.isEmpty {
                return Judgement(
                    status: .undecided,
                    seen:
                        "no session in the app's \(project.sources.count) Swift file(s) read, but its project uses folder(s) outside the folder read (\(project.outside.prefix(3).joined(separator: ", "))), which may create it; not judged (give app-check the folder holding them)",
                    evidence: [])
            }
            if !project.setAside.isEmpty {
                let places = project.setAside.prefix(5).map(\.description).joined(separator: ", ")
                return Judgement(
                    status: .undecided,
                    seen:
                        "no session in the app's \(project.sources.count) Swift file(s), but \(project.setAside.count) in files the kit does not count as the app's: \(places)\(project.setAside.count > 5 ? ", …" : ""); not judged (if one is the capture, name it with app.captureSession)",
                    evidence: [],
                    locations: project.setAside.prefix(Judgement.maxLocations).map { SourceLocation(file: $0.path, line: $0.line) })
            }
            if let named = Self.namedWithoutCreation(project) {
                return Judgement(
                    status: .undecided,
                    seen:
                        "no session creation the kit can follow in \(project.sources.count) Swift file(s), but \(named); not judged",
                    evidence: [])
            }
            // An absence fails only in a closed world: code the app links or builds that the kit
            // does not read (a login SDK as a package, a pod, a framework; another language) may make the session.
            if !project.openWorld.isEmpty {
                let reasons = project.openWorld.prefix(4).joined(separator: "; ") + (project.openWorld.count > 4 ? "; …" : "")
                return Judgement(
                    status: .undecided,
                    seen:
                        "no session in the \(project.sources.count) Swift file(s) read, but the app uses code the kit does not read, which may make it: \(reasons); not judged (if an SDK makes the session, say so with app.captureSessionSDK; if your code does, give app-check the folder that holds it)"
                        + (others.isEmpty ? "" : "; the app opens web pages with \(others.joined(separator: ", "))"),
                    evidence: [])
            }
            return Judgement(
                status: .broken,
                seen:
                    "no ASWebAuthenticationSession(url:callbackURLScheme:completionHandler:) or (url:callback:completionHandler:) in \(project.sources.count) Swift file(s)"
                    + (others.isEmpty
                        ? ""
                        : "; the app opens web pages with \(others.joined(separator: ", ")) (if the capture is opened there, it must be opened in an ASWebAuthenticationSession instead)"),
                evidence: [])
        }
        return .app(findings, nothing: AppEvidence.noSession)
    }

    /// Where the app makes a session in a way the kit does not follow (a `typealias` of
    /// `ASWebAuthenticationSession`, its metatype kept in a property, `Self(url:…)` in an extension of
    /// a protocol it conforms to), or uses the deprecated `SFAuthenticationSession`: what and where,
    /// or nil when no Swift file does.
    /// Argument labels that hand a presenter to the callee.
    static let presenterLabels = [
        "presentationContextProvider", "withPresenting", "presentingViewController", "presentationAnchor",
    ]

    static func namedWithoutCreation(_ project: AppProject) -> String? {
        for file in project.sources.indices where project.sources.mayHold("SFAuthenticationSession", in: file) {
            let source = project.sources[file]
            let created = source.tokens.indices.first {
                source.tokens[$0].isIdentifier("SFAuthenticationSession") && source.token($0 + 1)?.isPunctuation("(") == true
            }
            if let token = created.map({ source.tokens[$0] }) ?? source.tokens.first(where: { $0.isIdentifier("SFAuthenticationSession") })
            {
                return
                    "the app uses SFAuthenticationSession (the deprecated predecessor of ASWebAuthenticationSession) at \(source.path):\(token.line)"
            }
        }
        let name = "ASWebAuthenticationSession"
        for file in project.sources.indices where project.sources.mayHold(name, in: file) {
            let source = project.sources[file]
            for index in source.tokens.indices where source.tokens[index].isIdentifier(name) {
                let token = source.tokens[index]
                let aliased = source.token(index - 1)?.isOperator("=") == true && source.token(index - 3)?.isIdentifier("typealias") == true
                let metatype =
                    source.token(index + 1)?.isPunctuation(".") == true
                    && (source.token(index + 2)?.isIdentifier("Type") == true || source.token(index + 2)?.isIdentifier("self") == true)
                if aliased { return "the app names ASWebAuthenticationSession through a typealias at \(source.path):\(token.line)" }
                if metatype {
                    return
                        "the app keeps the type ASWebAuthenticationSession at \(source.path):\(token.line) and creates the session from it"
                }
            }
            if let index = source.tokens.indices.first(where: {
                source.tokens[$0].isIdentifier("Self") && source.token($0 + 1)?.isPunctuation("(") == true
                    && source.token($0 + 2)?.isIdentifier("url") == true
            }) {
                return
                    "the app creates a session as Self(url:…) at \(source.path):\(source.tokens[index].line), in a type the kit does not resolve"
            }
        }
        // The app hands a presenter to a call (`Handler(…, presentationContextProvider: self)`,
        // `signIn(withPresenting: controller)`): what it calls presents a web page, maybe in an
        // authentication session created out of the kit's sight (a sign-in library).
        for file in project.sources.indices where Self.presenterLabels.contains(where: { project.sources.mayHold($0, in: file) }) {
            let source = project.sources[file]
            for label in Self.presenterLabels {
                for index in source.tokens.indices where source.tokens[index].isIdentifier(label) {
                    guard let before = source.token(index - 1), before.isPunctuation("(") || before.isPunctuation(","),
                        source.token(index + 1)?.isPunctuation(":") == true, let value = source.token(index + 2),
                        value.kind == .identifier, value.text.first?.isLowercase == true
                    else { continue }
                    return
                        "the app hands a presenter to a call at \(source.path):\(source.tokens[index].line) (\(label): \(value.text)), so what it calls may create the session out of the kit's sight"
                }
            }
        }
        return nil
    }
}

/// HP-APP-CODE-SCHEME-BARE: the scheme the app passes is a bare scheme name (the Swift-source side of HP-APP-SCHEME-BARE).
package struct AppCodeSchemeBareCheck: AppCheck {
    package let id = "HP-APP-CODE-SCHEME-BARE"

    package func judge(app: AppEvidence) -> Judgement {
        if let ambiguity = app.capture.ambiguity { return app.ambiguous(ambiguity) }
        if let universal = app.universalLinkCallback { return .notApplicable(universal) }
        let findings = app.schemes.map { site, value -> AppFinding in
            let (creation, place) = app.creation(site)
            switch value {
            case .known(let scheme, let literal, let file, let via):
                let at = app.location(literal, file: file)
                let how = via == nil ? "" : " (constant at \(app.place(literal, file: file)))"
                if URLScheme.isValid(scheme) { return .held("'\(scheme)' at \(place)\(how)", at) }
                let why =
                    scheme.contains("://")
                    ? "has '://'" : scheme.contains(":") ? "has ':'" : scheme.contains("/") ? "has '/'" : "is not an RFC 3986 scheme"
                return .broken("callbackURLScheme '\(scheme)' at \(place)\(how) \(why); pass the scheme name only", at)
            case .passed(let scheme, let literal, let file, let function):
                let why =
                    scheme.contains("://")
                    ? "has '://'" : scheme.contains(":") ? "has ':'" : scheme.contains("/") ? "has '/'" : "is not an RFC 3986 scheme"
                return .broken(
                    "callbackURLScheme at \(place) is \(function)(…)'s parameter, passed '\(scheme)' at \(app.place(literal, file: file)), which \(why); pass the scheme name only",
                    app.location(literal, file: file))
            case .web(let token):
                return .undecided(
                    "the session at \(place) returns through a universal link (\(app.place(token, file: site.file))), not a custom scheme",
                    app.location(token, file: site.file))
            case .optionalInterpolated(let optional, let token):
                return .broken(
                    "the scheme at \(place) interpolates \(optional), an Optional never unwrapped: at run time it reads 'Optional(\"…\")…', which is no URL scheme (unwrap it: `!`, `?? \"\"`, `guard let`)",
                    app.location(token, file: site.file))
            case .runtime(let why, let token):
                _ = creation
                return .undecided(
                    "the scheme at \(place) is \(why.hasPrefix("built") ? why : "not known statically: " + why); the kit cannot tell whether it is bare",
                    app.location(token, file: site.file))
            }
        }
        return .app(findings, nothing: AppEvidence.noSession, notes: app.capture.notes)
    }
}

/// HP-APP-EPHEMERAL: `prefersEphemeralWebBrowserSession = true` on the session before it starts.
package struct AppEphemeralCheck: AppCheck {
    package let id = "HP-APP-EPHEMERAL"

    package func judge(app: AppEvidence) -> Judgement {
        app.captureJudgement(nothing: AppEvidence.noSession) { site, source in
            let (creation, place) = app.creation(site)
            if site.isSwiftUI { return Self.swiftUI(site, source, creation, place) }
            guard let found = site.assignment(of: "prefersEphemeralWebBrowserSession", in: app.project.sources) else {
                if let (token, why) = site.unresolvedAssignment(of: "prefersEphemeralWebBrowserSession", in: source) {
                    return .undecided(
                        "the kit finds no prefersEphemeralWebBrowserSession on the session created at \(place), but \(why)",
                        source.location(source.tokens[token]))
                }
                return .broken(
                    "the session created at \(place) never sets prefersEphemeralWebBrowserSession (it defaults to false)", creation)
            }
            let assignment = found.assignment
            let source = app.project.sources[found.file]
            let value = source.tokens[assignment.value]
            let at = source.location(value)
            // Objective-C's `YES` and `NO` are its `true` and `false`.
            if value.isIdentifier("true") || (source.isObjectiveC && value.isIdentifier("YES")) {
                return .held("prefersEphemeralWebBrowserSession = \(value.text) at \(source.path):\(value.line)", at)
            }
            if value.isIdentifier("false") || (source.isObjectiveC && value.isIdentifier("NO")) {
                return .broken("prefersEphemeralWebBrowserSession = \(value.text) at \(source.path):\(value.line)", at)
            }
            return .undecided(
                "prefersEphemeralWebBrowserSession is set from '\(value.text)' at \(source.path):\(value.line), known only at run time", at)
        }
    }

    /// SwiftUI: `preferredBrowserSession: .ephemeral` (the default, `.shared`, shares the browser's cookies).
    static func swiftUI(_ site: SessionSite, _ source: SwiftSource, _ creation: SourceLocation, _ place: String) -> AppFinding {
        guard let range = site.browserSessionArgument, let last = range.last.map({ source.tokens[$0] }) else {
            return .broken(
                "authenticate(using:…) at \(place) has no preferredBrowserSession: .ephemeral (the default shares the browser's cookies)",
                creation)
        }
        let at = source.location(last)
        if range.count == 2, source.tokens[range.lowerBound].isPunctuation(".") {
            if last.isIdentifier("ephemeral") { return .held("preferredBrowserSession: .ephemeral at \(source.path):\(last.line)", at) }
            if last.isIdentifier("shared") { return .broken("preferredBrowserSession: .shared at \(source.path):\(last.line)", at) }
        }
        return .undecided("preferredBrowserSession is set from an expression at \(source.path):\(last.line), known only at run time", at)
    }
}

/// HP-APP-PRESENTATION-CONTEXT: a `presentationContextProvider` is set before `start()`.
package struct AppPresentationContextCheck: AppCheck {
    package let id = "HP-APP-PRESENTATION-CONTEXT"

    package func judge(app: AppEvidence) -> Judgement {
        app.captureJudgement(nothing: AppEvidence.noSession) { site, source in
            let (creation, place) = app.creation(site)
            if site.isSwiftUI {
                return .held(
                    "SwiftUI's WebAuthenticationSession at \(place) presents from the view's window (no provider needed)", creation)
            }
            guard let found = site.assignment(of: "presentationContextProvider", in: app.project.sources) else {
                if let (token, why) = site.unresolvedAssignment(of: "presentationContextProvider", in: source) {
                    return .undecided(
                        "the kit finds no presentationContextProvider on the session created at \(place), but \(why)",
                        source.location(source.tokens[token]))
                }
                return .broken("the session created at \(place) never gets a presentationContextProvider", creation)
            }
            let assignment = found.assignment
            let source = app.project.sources[found.file]
            let set = source.tokens[assignment.receiver]
            let at = source.location(set)
            guard let start = found.start else {
                return .undecided(
                    "presentationContextProvider set at \(source.path):\(set.line), but no start() of that session found in \(source.path)",
                    at)
            }
            let started = source.tokens[start]
            if assignment.receiver < start {
                return .held("presentationContextProvider set at \(source.path):\(set.line), before start() at line \(started.line)", at)
            }
            let inBlock = { (index: Int) in index > site.scope.open && index < site.scope.close }
            if found.file == site.file && inBlock(assignment.receiver) && inBlock(start) {
                return .broken(
                    "start() at \(source.path):\(started.line) comes before presentationContextProvider is set (line \(set.line))",
                    source.location(started))
            }
            return .undecided(
                "presentationContextProvider (line \(set.line)) and start() (line \(started.line)) are set in different functions of \(source.path); their order is decided at run time",
                at)
        }
    }
}

/// HP-APP-CANCEL-HANDLED: the completion handler tells a closed session apart from a finished capture.
package struct AppCancelHandledCheck: AppCheck {
    package let id = "HP-APP-CANCEL-HANDLED"

    package func judge(app: AppEvidence) -> Judgement {
        app.captureJudgement(nothing: AppEvidence.noSession) { site, source in
            let (creation, place) = app.creation(site)
            if site.isSwiftUI {
                switch site.swiftUICancelHandling(in: source) {
                case .yes(let token, let how): return .held("the call at \(place) \(how)", source.location(token))
                case .no(let token, let why): return .broken("the call at \(place) \(why)", source.location(token))
                case .undecided(let token, let why): return .undecided("the call \(why)", source.location(token))
                }
            }
            guard let handler = CompletionHandler.of(site, in: app.project.sources) else {
                if case .reference(let names) = site.completion {
                    let named = names.isEmpty ? "" : " " + names.joined(separator: ".")
                    return .undecided(
                        "the completion handler\(named) at \(place) \(app.unfollowedHandler(site)); the kit cannot see whether it tells cancel from success",
                        creation)
                }
                return .broken("the session created at \(place) has no completion handler", creation)
            }
            let handlerSource = app.project.sources[handler.file]
            switch handler.cancelHandling(in: handlerSource) {
            case .yes(let token, let how):
                return .held("the completion at \(handlerSource.path):\(token.line) \(how)", handlerSource.location(token))
            case .no(let token, let why): return .broken("the completion \(why)", handlerSource.location(token))
            case .undecided(let token, let why): return .undecided("the completion \(why)", handlerSource.location(token))
            }
        }
    }
}
