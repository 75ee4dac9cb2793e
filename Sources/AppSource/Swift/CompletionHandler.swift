/// A session's completion handler as the rules read it: its parameter names (callback URL, error)
/// and its body, whether written as a closure or as a function named by reference.
package struct CompletionHandler {
    package var file: Int
    /// The callback URL parameter (`callbackURL`, `$0`); nil when ignored (`_`).
    package var urlName: String?
    /// The error parameter; nil when ignored.
    var errorName: String?
    /// Token indices of the body, braces excluded.
    package var body: Range<Int>
    /// The token starting the handler (its `{` or the function name), for locations.
    package var start: Int
    /// A closure that only passes its parameters on to a function the kit cannot find in the
    /// sources: that function, as `name(_:_:)`.
    package var unfollowed: String?
    /// A closure that passes its parameters on to a function the kit followed: where, as `path:line`.
    var followedFrom: String?

    /// The handler of `site`, when the kit can see its body.
    package static func of(_ site: SessionSite, in sources: SwiftSources) -> CompletionHandler? {
        let source = sources[site.file]
        switch site.completion {
        case .closure(let open):
            guard source.partner[open] > open else { return nil }
            if source.isObjectiveC { return block(open: open, in: source, file: site.file) }
            var cursor = open + 1
            if source.token(cursor)?.isPunctuation("[") == true, source.partner[cursor] > cursor { cursor = source.partner[cursor] + 1 }
            // `{ url, error in`, `{ (url, error) in`, `{ (url: URL?, error: Error?) in`; none: `$0`, `$1`.
            var names: [String] = []
            var scan = cursor
            var sawIn = false
            while let token = source.token(scan), scan < cursor + 24, scan < source.partner[open] {
                if token.isIdentifier("in") {
                    sawIn = true
                    break
                }
                if token.kind == .identifier, let previous = source.token(scan - 1),
                    previous.isPunctuation("(") || previous.isPunctuation(",") || scan == cursor
                {
                    names.append(token.text)
                }
                scan += 1
            }
            let parameters = sawIn ? names : ["$0", "$1"]
            var closure = CompletionHandler(
                file: site.file, urlName: usable(parameters.first), errorName: usable(parameters.dropFirst().first),
                body: (sawIn ? scan + 1 : cursor)..<source.partner[open], start: open)
            // `{ url, error in self.finish(url, error) }`: the function's body is the handler.
            guard let call = closure.forwardingCall(in: source) else { return closure }
            guard var followed = function(named: call.name, arity: call.arguments.count, from: site.file, in: sources) else {
                closure.unfollowed = call.name + "(" + String(repeating: "_:", count: call.arguments.count) + ")"
                return closure
            }
            followed.followedFrom = "\(source.path):\(source.tokens[open].line)"
            let renamed = { (name: String?) in name.flatMap { call.arguments.firstIndex(of: $0) }.flatMap { followed.parameters[$0] } }
            (followed.urlName, followed.errorName) = (renamed(closure.urlName), renamed(closure.errorName))
            return followed
        case .reference(let names):
            guard let name = names.last else { return nil }
            if let function = function(named: name, arity: 2, from: site.file, in: sources) { return function }
            // `let handler = { url, error in … }` (a local constant, or a property of the type): the closure it holds.
            guard names.count == 1 || (names.count == 2 && names[0] == "self"),
                let open = closure(named: name, near: site.token, in: source)
            else { return nil }
            var held = site
            held.completion = .closure(open)
            return of(held, in: sources)
        case .missing:
            return nil
        }
    }

    /// An Objective-C block literal whose `{` is at `open`: `^(NSURL * _Nullable url, NSError *error) { … }`
    /// (each parameter's name is the last name before its `,` or `)`), or `^{ … }` with none.
    private static func block(open: Int, in source: SwiftSource, file: Int) -> CompletionHandler {
        var names: [String] = []
        let close = open - 1
        if source.token(close)?.isPunctuation(")") == true, source.partner[close] >= 0, source.partner[close] < close {
            var last: String?
            for index in (source.partner[close] + 1)...close {
                let token = source.tokens[index]
                if token.isPunctuation(",") || index == close {
                    names.append(last ?? "_")
                    last = nil
                } else if token.kind == .identifier, !token.isIdentifier("void") {
                    last = token.text
                }
            }
        }
        return CompletionHandler(
            file: file, urlName: usable(names.first), errorName: usable(names.dropFirst().first),
            body: (open + 1)..<source.partner[open], start: open)
    }

    /// The `{` of the closure `let name = { … }` or `var name: (URL?, Error?) -> Void = { … }`
    /// declares in `source`: the nearest declaration before `index` (a local constant), else the
    /// first after it (a property declared further down the type). Objective-C: the block
    /// `void (^name)(NSURL *, NSError *) = ^(NSURL *url, NSError *error) { … };`.
    static func closure(named name: String, near index: Int, in source: SwiftSource) -> Int? {
        var before: Int?
        var after: Int?
        for declaration in source.tokens.indices where source.tokens[declaration].isIdentifier(name) {
            if source.isObjectiveC, source.token(declaration - 1)?.isOperator("^") == true,
                source.token(declaration + 1)?.isPunctuation(")") == true
            {
                var cursor = declaration + 2
                if source.token(cursor)?.isPunctuation("(") == true, source.partner[cursor] > cursor { cursor = source.partner[cursor] + 1 }
                guard source.token(cursor)?.isOperator("=") == true, source.token(cursor + 1)?.isOperator("^") == true else { continue }
                cursor += 2
                // `^void (…) {`: a return type before the parameters.
                if source.token(cursor)?.kind == .identifier, source.token(cursor + 1)?.isPunctuation("(") == true { cursor += 1 }
                if source.token(cursor)?.isPunctuation("(") == true, source.partner[cursor] > cursor { cursor = source.partner[cursor] + 1 }
                guard source.token(cursor)?.isPunctuation("{") == true, source.partner[cursor] > cursor else { continue }
                if declaration < index { before = cursor } else if after == nil { after = cursor }
                continue
            }
            guard let keyword = source.token(declaration - 1), keyword.isIdentifier("let") || keyword.isIdentifier("var") else { continue }
            var cursor = declaration + 1
            if source.token(cursor)?.isPunctuation(":") == true {
                // The type: names, `?`, `->`, `@escaping`, and bracketed groups, up to `=`.
                cursor += 1
                while let token = source.token(cursor), !token.isOperator("="), cursor < declaration + 32 {
                    guard
                        token.kind == .identifier || token.kind == .operator || token.isPunctuation("?") || token.isPunctuation("@")
                            || token.isPunctuation("(") || token.isPunctuation(".")
                    else { break }
                    cursor = token.isPunctuation("(") && source.partner[cursor] > cursor ? source.partner[cursor] + 1 : cursor + 1
                }
            }
            guard source.token(cursor)?.isOperator("=") == true, source.token(cursor + 1)?.isPunctuation("{") == true,
                source.partner[cursor + 1] > cursor + 1
            else { continue }
            if declaration < index { before = cursor + 1 } else if after == nil { after = cursor + 1 }
        }
        return before ?? after
    }

    private static func usable(_ name: String?) -> String? {
        guard let name, name != "_" else { return nil }
        return name
    }

    /// The parameter names of a function followed (nil for `_`), by position.
    package var parameters: [String?] = []

    /// `func name(…)` of `arity` parameters: in the file of the session first (its type's method or
    /// a free function), then in the other files.
    package static func function(named name: String, arity: Int, from file: Int, in sources: SwiftSources) -> CompletionHandler? {
        for fileIndex in [file] + sources.indices.filter({ $0 != file }) where sources.mayDeclare(name, arity: arity, in: fileIndex) {
            if let handler = function(named: name, arity: arity, in: sources[fileIndex], file: fileIndex) { return handler }
        }
        return nil
    }

    /// The call a closure body consists of when it only passes its parameters on:
    /// `self.finish(url, error)`, `self?.finish(url: $0, error: $1)`, `return finish(url, error)`;
    /// also as the whole body of `Task { @MainActor in … }` or `DispatchQueue.main.async { … }`,
    /// and after statements on lines of their own that use neither parameter (a log line).
    func forwardingCall(in source: SwiftSource) -> (name: String, arguments: [String])? {
        let range = Self.wrappedBlock(source, body) ?? body
        guard !range.isEmpty else { return nil }
        // The last statement: the first token of a line (or after `;`) from which a call runs to the end.
        for start in range.reversed() {
            guard
                start == range.lowerBound || source.tokens[start].line != source.tokens[start - 1].line
                    || source.tokens[start - 1].isPunctuation(";")
            else { continue }
            guard let call = call(in: source, from: start, end: range.upperBound) else { continue }
            let parameters = Set([urlName, errorName].compactMap { $0 })
            if (range.lowerBound..<start).contains(where: {
                source.tokens[$0].kind == .identifier && parameters.contains(source.tokens[$0].text)
            }) {
                return nil
            }
            return call
        }
        return nil
    }

    /// `[return] [self[?].]name(arguments)` from `cursor`, running to `end` (or a `;` before it), each argument a parameter.
    private func call(in source: SwiftSource, from start: Int, end: Int) -> (name: String, arguments: [String])? {
        var cursor = start
        if source.token(cursor)?.isIdentifier("return") == true { cursor += 1 }
        if source.token(cursor)?.isIdentifier("self") == true {
            cursor += 1
            if source.token(cursor)?.isPunctuation("?") == true { cursor += 1 }
            guard source.token(cursor)?.isPunctuation(".") == true else { return nil }
            cursor += 1
        }
        guard cursor + 1 < end, let name = source.token(cursor), name.kind == .identifier,
            source.token(cursor + 1)?.isPunctuation("(") == true
        else { return nil }
        let close = source.partner[cursor + 1]
        guard close > cursor + 1, close + 1 == end || (close + 2 == end && source.tokens[close + 1].isPunctuation(";")) else { return nil }
        var arguments: [String] = []
        for argument in SessionSite.arguments(source, open: cursor + 1, close: close) {
            guard argument.range.count == 1, let token = source.token(argument.range.lowerBound), token.kind == .identifier,
                token.text == urlName || token.text == errorName
            else { return nil }
            arguments.append(token.text)
        }
        guard !arguments.isEmpty, arguments.contains(where: { $0 == urlName }) || urlName == nil else { return nil }
        return (name.text, arguments)
    }

    /// The block of `Task { … }`, `Task { @MainActor in … }` or `DispatchQueue.main.async { … }` when it is all of `range`.
    private static func wrappedBlock(_ source: SwiftSource, _ range: Range<Int>) -> Range<Int>? {
        var open = range.lowerBound
        if source.token(open)?.isIdentifier("Task") == true {
            open += 1
        } else if source.token(open)?.isIdentifier("DispatchQueue") == true, source.token(open + 1)?.isPunctuation(".") == true,
            source.token(open + 2)?.isIdentifier("main") == true, source.token(open + 3)?.isPunctuation(".") == true,
            source.token(open + 4)?.isIdentifier("async") == true
        {
            open += 5
        } else {
            return nil
        }
        guard open < range.upperBound, source.tokens[open].isPunctuation("{"), source.partner[open] == range.upperBound - 1 else {
            return nil
        }
        var inner = open + 1
        // `@MainActor in`, `[weak self] in`, `@MainActor [weak self] in`.
        var scan = inner
        if source.token(scan)?.isPunctuation("@") == true, source.token(scan + 1)?.kind == .identifier { scan += 2 }
        if source.token(scan)?.isPunctuation("[") == true, source.partner[scan] > scan { scan = source.partner[scan] + 1 }
        if source.token(scan)?.isIdentifier("in") == true { inner = scan + 1 }
        return inner..<(range.upperBound - 1)
    }

    /// `func name(_ url: URL?, _ error: Error?) { … }` of `arity` parameters in `source`.
    private static func function(named name: String, arity: Int, in source: SwiftSource, file: Int) -> CompletionHandler? {
        for index in source.occurrences(of: "func", in: 0..<source.tokens.count) {
            guard source.token(index + 1)?.isIdentifier(name) == true, source.token(index + 2)?.isPunctuation("(") == true else { continue }
            let close = source.partner[index + 2]
            guard close > index else { continue }
            var parameters: [String] = []
            for argument in SessionSite.arguments(source, open: index + 2, close: close) {
                // `name: Type` (the label is the name) or `external internal: Type` (the name is before `:`).
                if let label = argument.label {
                    parameters.append(label)
                } else if let colon = argument.range.first(where: { source.tokens[$0].isPunctuation(":") }),
                    colon > argument.range.lowerBound
                {
                    parameters.append(source.tokens[colon - 1].text)
                } else {
                    parameters.append("_")
                }
            }
            guard parameters.count == arity else { continue }
            var body = close + 1
            while let token = source.token(body), !token.isPunctuation("{"), body < close + 16 { body += 1 }
            guard source.token(body)?.isPunctuation("{") == true, source.partner[body] > body else { continue }
            return CompletionHandler(
                file: file, urlName: usable(parameters.first), errorName: usable(parameters.dropFirst().first),
                body: (body + 1)..<source.partner[body], start: index + 1, parameters: parameters.map(usable))
        }
        return nil
    }

    // MARK: - Cancel handling

    package enum Decision {
        case yes(SwiftToken, String)
        case no(SwiftToken, String)
        case undecided(SwiftToken, String)
    }

    /// Whether the handler tells a closed session (no callback URL, `canceledLogin`) from a finished one.
    package func cancelHandling(in source: SwiftSource) -> Decision {
        let tokens = source.tokens
        let startToken = tokens[start]
        for index in body where tokens[index].isIdentifier("canceledLogin") {
            return .yes(tokens[index], "tells canceledLogin apart")
        }
        if source.isObjectiveC,
            let code = body.first(where: { tokens[$0].isIdentifier("ASWebAuthenticationSessionErrorCodeCanceledLogin") })
        {
            return .yes(tokens[code], "tells ASWebAuthenticationSessionErrorCodeCanceledLogin apart")
        }
        var handedOn: SwiftToken?
        var forced: SwiftToken?
        for name in [urlName, errorName].compactMap({ $0 }) {
            for index in body where tokens[index].isIdentifier(name) {
                if source.token(index - 1)?.isPunctuation(".") == true { continue }
                let next = source.token(index + 1), before = source.token(index - 1)
                if let next, next.isOperator("!=") || next.isOperator("=="), source.token(index + 2)?.isIdentifier("nil") == true {
                    return .yes(tokens[index], "checks \(name) against nil")
                }
                if let before, before.isOperator("!=") || before.isOperator("=="), source.token(index - 2)?.isIdentifier("nil") == true {
                    return .yes(tokens[index], "checks \(name) against nil")
                }
                if let before, before.isIdentifier("let") || before.isIdentifier("var"), Self.isCondition(source.token(index - 2)) {
                    return .yes(tokens[index], "unwraps \(name) in a condition")
                }
                if let before, before.isOperator("="), let binder = source.token(index - 3),
                    binder.isIdentifier("let") || binder.isIdentifier("var"),
                    Self.isCondition(source.token(index - 4))
                {
                    return .yes(tokens[index], "unwraps \(name) in a condition")
                }
                if let before, before.isIdentifier("switch") { return .yes(tokens[index], "switches over \(name)") }
                if source.isObjectiveC, Self.isObjectiveCTest(source, index) {
                    return .yes(tokens[index], "tests \(name) in a condition")
                }
                if let next, next.isPunctuation("?"), source.token(index + 2)?.isPunctuation("?") == true {
                    return .yes(tokens[index], "gives \(name) a fallback with ??")
                }
                if let next, next.isOperator("!"), name == urlName {
                    forced = forced ?? tokens[index]
                    continue
                }
                handedOn = handedOn ?? tokens[index]
            }
        }
        if let handedOn, let unfollowed {
            return .undecided(
                handedOn,
                "hands the callback URL to \(unfollowed) (\(source.path):\(handedOn.line)), which is not a function the kit can find in the Swift sources it read; the kit cannot see whether it tells cancel from success"
            )
        }
        if let handedOn {
            return .undecided(
                handedOn,
                "hands the callback URL on (\(source.path):\(handedOn.line)) without checking it here; the kit cannot see whether the receiver tells cancel from success"
            )
        }
        if let forced {
            return .no(forced, "force-unwraps the callback URL (\(source.path):\(forced.line)): a closed session has none")
        }
        if urlName == nil && errorName == nil {
            return .no(startToken, "ignores both the callback URL and the error (\(source.path):\(startToken.line))")
        }
        return .no(startToken, "never looks at the callback URL or the error (\(source.path):\(startToken.line))")
    }

    /// Objective-C: the name at `index` tested as a truth value: `if (url)`, `if (!error)`,
    /// `while (url …`, `url ? … : …`, `url && …`, `… || !url`.
    private static func isObjectiveCTest(_ source: SwiftSource, _ index: Int) -> Bool {
        var before = index - 1
        if source.token(before)?.isOperator("!") == true { before -= 1 }
        if let token = source.token(before), token.isOperator("&&") || token.isOperator("||") { return true }
        if source.token(before)?.isPunctuation("(") == true, let keyword = source.token(before - 1),
            keyword.isIdentifier("if") || keyword.isIdentifier("while")
        {
            return true
        }
        guard let after = source.token(index + 1) else { return false }
        return after.isOperator("&&") || after.isOperator("||") || after.isPunctuation("?")
    }

    private static func isCondition(_ token: SwiftToken?) -> Bool {
        guard let token else { return false }
        return token.isIdentifier("if") || token.isIdentifier("guard") || token.isIdentifier("while") || token.isPunctuation(",")
    }
}
