import AppSource
import ConformanceModel

/// HP-APP-ID-FROM-CALLBACK (Human Token variant): the app reads the process id from the `id`
/// query item of the callback URL, to send it to its back-end. The variant is the configured one
/// (`app.variant`, `--variant`), never inferred from the code; the rule reads the capture session's
/// completion handler only, so that an OAuth login's `code` or `state` reads are not taken for it.
package struct AppIDFromCallbackCheck: AppCheck {
    package let id = "HP-APP-ID-FROM-CALLBACK"

    package func judge(app: AppEvidence) -> Judgement {
        guard app.variant == .humanToken else {
            return .notConfigured(
                app.variant == .callback
                    ? "the callback variant: the app sends the id it got from its back-end"
                    : "variant not given: taken as the callback variant (app.variant or --variant humanToken to require the id item)")
        }
        return app.captureJudgement(nothing: AppEvidence.noSession) { site, _ in
            let (creation, place) = app.creation(site)
            guard let body = app.callbackBody(site) else {
                return .undecided(
                    "the completion handler of the session at \(place) \(app.unfollowedHandler(site)); the kit cannot see the id item read",
                    creation)
            }
            let reads = app.queryItemReads(file: body.file, in: body.range)
            if let hit = reads.first(where: { $0.item == "id" }) {
                return .held("the id query item is read at \(hit.place)", hit.location)
            }
            let source = app.project.sources[body.file]
            if reads.isEmpty, let handedOn = body.handedOn {
                let token = source.tokens[handedOn]
                let whereTo =
                    body.receiver.map {
                        "it goes on to \($0) at \(source.path):\(token.line), which is not a function the kit can find in the Swift sources it read"
                    }
                    ?? "it goes on at \(source.path):\(token.line)"
                return .undecided(
                    "the callback URL of the session at \(place) is not read for the id item where the kit can see it (\(whereTo)); the kit cannot follow it",
                    source.location(token))
            }
            return .broken(
                "the completion handler of the session at \(place) never reads the id query item of the callback URL"
                    + (reads.isEmpty ? "" : " (it reads \(Set(reads.map { "'\($0.item)'" }).sorted().joined(separator: ", ")))"), creation)
        }
    }
}

/// HP-APP-OUTCOME-FROM-BACKEND: the capture session's completion handler takes no outcome from
/// the callback URL (a status or result query item, or "success" in the URL); only its back-end's
/// read of the final state counts. Other sessions (an OAuth login comparing its `state`) and deep
/// links handled elsewhere are not the capture's callback.
package struct AppOutcomeFromBackendCheck: AppCheck {
    package let id = "HP-APP-OUTCOME-FROM-BACKEND"

    static let outcomeItems: Set<String> = [
        "status", "result", "outcome", "success", "succeeded", "verified", "approved", "passed", "ok", "valid",
    ]
    static let outcomeFragments = ["success", "status=", "result=", "outcome=", "verified", "approved"]

    package func judge(app: AppEvidence) -> Judgement {
        guard !app.project.sources.isEmpty else { return .notApplicable("no Swift source to read") }
        return app.captureJudgement(nothing: AppEvidence.noSession) { site, _ in
            let (creation, place) = app.creation(site)
            guard let body = app.callbackBody(site) else {
                return .undecided(
                    "the completion handler of the session at \(place) \(app.unfollowedHandler(site)); the kit cannot see what it reads",
                    creation)
            }
            let source = app.project.sources[body.file]
            for read in app.queryItemReads(file: body.file, in: body.range) where Self.outcomeItems.contains(read.item.lowercased()) {
                return .broken(
                    "the '\(read.item)' query item of the callback URL is read at \(read.place); the outcome must come from the back-end",
                    read.location)
            }
            if let hit = Self.searchedFragment(source, body.range) {
                return .broken(
                    "the callback URL is searched for '\(hit.value ?? "")' at \(source.path):\(hit.line); the outcome must come from the back-end",
                    source.location(hit))
            }
            let start = source.tokens[body.range.lowerBound == 0 ? 0 : body.range.lowerBound - 1]
            return .held("the completion handler of the session at \(place) reads no outcome from the callback URL", source.location(start))
        }
    }

    /// `url.absoluteString.contains("success")` and the like within `range`.
    static func searchedFragment(_ source: SwiftSource, _ range: Range<Int>) -> SwiftToken? {
        let tokens = source.tokens
        for index in range
        where tokens[index].kind == .identifier && ["absoluteString", "query", "path", "relativeString"].contains(tokens[index].text) {
            guard
                let method = (index + 1..<min(index + 4, range.upperBound)).first(where: {
                    ["contains", "hasSuffix", "hasPrefix", "range", "containsString", "rangeOfString"].contains(tokens[$0].text)
                        && tokens[$0].kind == .identifier
                })
            else { continue }
            for offset in method + 1..<min(method + 7, range.upperBound) {
                if let value = tokens[offset].constantString?.lowercased(), outcomeFragments.contains(where: { value.contains($0) }) {
                    return tokens[offset]
                }
            }
        }
        return nil
    }
}

extension AppEvidence {
    /// Why the kit cannot read a handler given by name: a parameter of the enclosing function (the
    /// caller's closure), or a function it cannot find.
    func unfollowedHandler(_ site: SessionSite) -> String {
        let source = project.sources[site.file]
        guard case .reference(let names) = site.completion, names.count == 1, let name = names.first else {
            if site.completion.isMissing { return "is missing" }
            if case .reference(let names) = site.completion, names.isEmpty, let argument = site.completionArgument {
                // `completionHandler: handlers[kind]`, `completionHandler: makeHandler()`: no name to give.
                return "is the expression \(source.written(argument)), not a function name the kit can follow"
            }
            return "is not a function the kit can find"
        }
        let unfound = "names \(name)(_:_:), which is not a function of two parameters (URL?, Error?) in the Swift sources the kit read"
        // `func start(…, done: @escaping (URL?, Error?) -> Void) {`: the block's `{` follows the parameters' `)`.
        var close = site.scope.open - 1
        while close > 0, let token = source.token(close), !token.isPunctuation(")"), site.scope.open - close < 24 { close -= 1 }
        if source.token(close)?.isPunctuation(")") == true, source.partner[close] >= 0, source.partner[close] < close {
            for index in source.partner[close]..<close
            where source.tokens[index].isIdentifier(name) && source.token(index + 1)?.isPunctuation(":") == true {
                return "is the parameter '\(name)' of the enclosing function: a closure its caller passes, which the kit does not follow"
            }
        }
        return unfound
    }

    /// Where the capture's callback URL is handled: the completion handler's body (SwiftUI: the rest
    /// of the block after `authenticate`), and the first place the URL is passed on to a call.
    func callbackBody(_ site: SessionSite) -> (file: Int, range: Range<Int>, handedOn: Int?, receiver: String?)? {
        let source = project.sources[site.file]
        if site.isSwiftUI {
            // The URL `authenticate` returns is usually passed on (`await handle(url)`): the kit does not follow it.
            let end = site.scope.close > site.token ? site.scope.close : source.tokens.count
            return (site.file, site.token..<end, site.token, nil)
        }
        guard let handler = CompletionHandler.of(site, in: project.sources) else { return nil }
        let body = project.sources[handler.file]
        var handedOn: Int?
        if let name = handler.urlName {
            handedOn = handler.body.first { index in
                guard body.tokens[index].isIdentifier(name), body.token(index - 1)?.isPunctuation(".") != true else { return false }
                let before = body.token(index - 1), after = body.token(index + 1)
                // Objective-C: `[self finish:url]`, `[self finish:url error:error]`.
                let objectiveCArgument =
                    body.isObjectiveC && before?.isPunctuation(":") == true
                    && (after?.isPunctuation("]") == true
                        || (after?.kind == .identifier && body.token(index + 2)?.isPunctuation(":") == true))
                return objectiveCArgument
                    || (before?.isPunctuation("(") == true || before?.isPunctuation(",") == true || before?.isPunctuation(":") == true)
                        && (after?.isPunctuation(")") == true || after?.isPunctuation(",") == true)
            }
        }
        return (handler.file, handler.body, handedOn, handler.unfollowed)
    }

    /// Query items read by name (`queryItems … $0.name == "id"`) in `range` of file `file`.
    func queryItemReads(file: Int, in range: Range<Int>) -> [(item: String, place: String, location: SourceLocation)] {
        var reads: [(String, String, SourceLocation)] = []
        let source = project.sources[file]
        let tokens = source.tokens
        for index in range where tokens[index].isIdentifier("queryItems") {
            var cursor = index + 1
            while cursor < min(index + 30, range.upperBound) {
                let token = tokens[cursor]
                if token.isIdentifier("queryItems") { break }
                // Objective-C: `[item.name isEqualToString:@"id"]`.
                let comparedInObjectiveC =
                    source.isObjectiveC && source.token(cursor - 1)?.isPunctuation("@") == true
                    && source.token(cursor - 2)?.isPunctuation(":") == true
                    && source.token(cursor - 3)?.isIdentifier("isEqualToString") == true
                if let item = token.constantString,
                    comparedInObjectiveC || tokens[max(cursor - 1, 0)].isOperator("==") || tokens[max(cursor - 1, 0)].isPunctuation("[")
                        || source.token(cursor + 1)?.isOperator("==") == true
                {
                    reads.append((item, "\(source.path):\(token.line)", source.location(token)))
                }
                cursor += 1
            }
        }
        return reads
    }
}
