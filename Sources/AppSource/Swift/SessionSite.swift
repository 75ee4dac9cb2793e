/// One place where the app creates an `ASWebAuthenticationSession`, in either documented form:
/// `ASWebAuthenticationSession(url:callbackURLScheme:completionHandler:)` or the iOS 17.4
/// `ASWebAuthenticationSession(url:callback:completionHandler:)`, the handler as a trailing closure,
/// a closure argument, or a reference to a function; or SwiftUI's `WebAuthenticationSession`
/// (`authenticate(using:callbackURLScheme:preferredBrowserSession:)`, iOS 16.4), which wraps it;
/// or, in Objective-C, `[[ASWebAuthenticationSession alloc] initWithURL:callbackURLScheme:completionHandler:]`
/// (or `initWithURL:callback:completionHandler:`), the handler a block literal or a block variable.
package struct SessionSite: Sendable {
    package enum Form: Sendable, Equatable {
        case callbackURLScheme
        case callback
    }

    package enum Completion: Sendable {
        /// A closure literal: the index of its `{`.
        case closure(Int)
        /// A function or stored closure named by reference (`completionHandler: handleCallback`).
        case reference([String])
        case missing
    }

    /// Index of the Swift file in the project's sources.
    package var file: Int
    /// Index of the `ASWebAuthenticationSession` token.
    package var token: Int
    package var form: Form
    /// Token indices of the scheme argument (or the `callback:` argument).
    var schemeArgument: Range<Int>?
    package var completion: Completion
    /// The variable or property the session is stored in (`newSession`, `self.session`), if any.
    package var variable: String?
    /// The block holding the creation (the function body, usually), as token indices.
    package var scope: (open: Int, close: Int)
    /// SwiftUI's `webAuthenticationSession.authenticate(using:…)`: no delegate, no start(); it throws on cancel.
    package var isSwiftUI = false
    /// SwiftUI: the `preferredBrowserSession:` argument.
    package var browserSessionArgument: Range<Int>?
    /// Token indices of the URL the session opens (`url:`, or SwiftUI's `using:`).
    package var urlArgument: Range<Int>?
    /// Token indices of the `completionHandler:` argument, when it is one.
    package var completionArgument: Range<Int>?
    /// Created by an Objective-C message (`[[… alloc] initWithURL:…]`).
    package var isObjectiveC = false

    /// Every creation of a session in `source` (file number `file`).
    package static func find(in source: SwiftSource, file: Int) -> [SessionSite] {
        if source.isObjectiveC { return findObjectiveC(in: source, file: file) }
        var sites: [SessionSite] = []
        let tokens = source.tokens
        for index in tokens.indices
        where tokens[index].isIdentifier("ASWebAuthenticationSession") || tokens[index].isIdentifier("Self")
            || Self.isImplicitInit(source, index) || Self.isMetatypeInit(source, index)
        {
            var open = index + 1
            if source.token(open)?.isPunctuation(".") == true, source.token(open + 1)?.isIdentifier("init") == true { open += 2 }
            guard source.token(open)?.isPunctuation("(") == true, source.partner[open] > open else { continue }
            // `session = .init(url:…)`: the place is the `init` the session is created by, its name before the `.`;
            // `sessionType.init(url:…)`: the metatype's name.
            let named = Self.isMetatypeInit(source, index) ? index - 2 : tokens[index].isIdentifier("init") ? index - 1 : index
            let close = source.partner[open]
            let arguments = Self.arguments(source, open: open, close: close)
            let labels = Set(arguments.compactMap(\.label))
            guard labels.contains("url") else { continue }
            let form: Form = labels.contains("callback") ? .callback : .callbackURLScheme
            guard labels.contains("callbackURLScheme") || form == .callback else { continue }
            let schemeLabel = form == .callback ? "callback" : "callbackURLScheme"
            var completion = Completion.missing
            if let handler = arguments.first(where: { $0.label == "completionHandler" }) {
                if source.token(handler.range.lowerBound)?.isPunctuation("{") == true {
                    completion = .closure(handler.range.lowerBound)
                } else {
                    completion = .reference(Self.dottedNames(source, handler.range))
                }
            } else if source.token(close + 1)?.isPunctuation("{") == true {
                completion = .closure(close + 1)
            }
            sites.append(
                SessionSite(
                    file: file, token: index, form: form,
                    schemeArgument: arguments.first { $0.label == schemeLabel }?.range,
                    completion: completion, variable: Self.variable(source, before: named),
                    scope: source.enclosingBlock(of: index),
                    urlArgument: arguments.first { $0.label == "url" }?.range,
                    completionArgument: arguments.first { $0.label == "completionHandler" }?.range))
        }
        return sites + findSwiftUI(in: source, file: file)
    }

    /// `.init(` as an implicit member (`session = .init(url:…)`, `let s: ASWebAuthenticationSession = .init(…)`),
    /// not `Type.init(` or `self.init(`: taken for a session when its labels are a session's.
    /// `sessionType.init(`, `Self.sessionClass.init(`: an initializer called on a metatype kept in
    /// a property (the session's labels, checked by the caller, tell it is a session's).
    static func isMetatypeInit(_ source: SwiftSource, _ index: Int) -> Bool {
        guard source.tokens[index].isIdentifier("init"), source.token(index - 1)?.isPunctuation(".") == true,
            let receiver = source.token(index - 2), receiver.kind == .identifier, receiver.text.first?.isLowercase == true
        else { return false }
        return !receiver.isIdentifier("self") && !receiver.isIdentifier("super")
    }

    static func isImplicitInit(_ source: SwiftSource, _ index: Int) -> Bool {
        guard source.tokens[index].isIdentifier("init"), source.token(index - 1)?.isPunctuation(".") == true else { return false }
        guard let before = source.token(index - 2) else { return true }
        return before.kind == .operator || before.isPunctuation("(") || before.isPunctuation(",") || before.isPunctuation(":")
            || before.isIdentifier("return") || before.isPunctuation("{")
    }

    /// `….authenticate(using: url, callbackURLScheme: "myapp", preferredBrowserSession: .ephemeral)`.
    static func findSwiftUI(in source: SwiftSource, file: Int) -> [SessionSite] {
        var sites: [SessionSite] = []
        for index in source.tokens.indices where source.tokens[index].isIdentifier("authenticate") {
            guard source.token(index - 1)?.isPunctuation(".") == true, source.token(index + 1)?.isPunctuation("(") == true,
                source.partner[index + 1] > index + 1
            else { continue }
            let arguments = Self.arguments(source, open: index + 1, close: source.partner[index + 1])
            let labels = Set(arguments.compactMap(\.label))
            guard labels.contains("using"), labels.contains("callbackURLScheme") || labels.contains("callback") else { continue }
            let form: Form = labels.contains("callback") ? .callback : .callbackURLScheme
            sites.append(
                SessionSite(
                    file: file, token: index, form: form,
                    schemeArgument: arguments.first { $0.label == (form == .callback ? "callback" : "callbackURLScheme") }?.range,
                    completion: .missing, variable: nil, scope: source.enclosingBlock(of: index), isSwiftUI: true,
                    browserSessionArgument: arguments.first { $0.label == "preferredBrowserSession" }?.range,
                    urlArgument: arguments.first { $0.label == "using" }?.range))
        }
        return sites
    }

    /// `[[ASWebAuthenticationSession alloc] initWithURL:url callbackURLScheme:@"myapp" completionHandler:^(NSURL *u, NSError *e) { … }]`,
    /// `callback:` for `callbackURLScheme:` (iOS 17.4). `alloc` sent to `ASWebAuthenticationSession`
    /// or to a class kept in a value (`[self.sessionClass alloc]`): the selector tells the session;
    /// another class by name (the deprecated `SFAuthenticationSession` has the same selector) is
    /// not one. The place is the receiver's first token.
    static func findObjectiveC(in source: SwiftSource, file: Int) -> [SessionSite] {
        var sites: [SessionSite] = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].isIdentifier("initWithURL") {
            let allocClose = index - 1
            guard source.token(index + 1)?.isPunctuation(":") == true, source.token(allocClose)?.isPunctuation("]") == true,
                source.token(allocClose - 1)?.isIdentifier("alloc") == true
            else { continue }
            let allocOpen = source.partner[allocClose]
            guard allocOpen > 0, allocOpen < allocClose - 2, source.tokens[allocOpen - 1].isPunctuation("[") else { continue }
            let receiver = source.tokens[allocOpen + 1]
            if allocOpen + 2 == allocClose - 1, receiver.text.first?.isUppercase == true,
                !receiver.isIdentifier("ASWebAuthenticationSession")
            {
                continue
            }
            let open = allocOpen - 1
            let close = source.partner[open]
            guard close > index else { continue }
            let parts = Self.selectorParts(source, from: index, close: close)
            guard parts.count >= 2, parts[1].label == "callbackURLScheme" || parts[1].label == "callback" else { continue }
            let form: Form = parts[1].label == "callback" ? .callback : .callbackURLScheme
            var scheme = parts[1].range
            // `@"myapp"`: the literal is the string after `@`.
            if scheme.count == 2, source.tokens[scheme.lowerBound].isPunctuation("@"), source.tokens[scheme.lowerBound + 1].kind == .string
            {
                scheme = (scheme.lowerBound + 1)..<scheme.upperBound
            }
            let handler = parts.first { $0.label == "completionHandler" }
            var completion = Completion.missing
            if let handler, !handler.range.isEmpty {
                if source.tokens[handler.range.lowerBound].isOperator("^") {
                    // `^(NSURL *url, NSError *error) { … }` or `^{ … }`: the block's `{`.
                    var cursor = handler.range.lowerBound + 1
                    while cursor < handler.range.upperBound, !source.tokens[cursor].isPunctuation("{") {
                        cursor =
                            source.tokens[cursor].isPunctuation("(") && source.partner[cursor] > cursor
                            ? source.partner[cursor] + 1 : cursor + 1
                    }
                    if cursor < handler.range.upperBound { completion = .closure(cursor) }
                } else {
                    completion = .reference(Self.dottedNames(source, handler.range))
                }
            }
            var site = SessionSite(
                file: file, token: allocOpen + 1, form: form, schemeArgument: scheme, completion: completion,
                variable: Self.variable(source, before: open), scope: source.enclosingBlock(of: index),
                urlArgument: parts[0].range, completionArgument: handler?.range)
            site.isObjectiveC = true
            sites.append(site)
        }
        return sites
    }

    /// The parts `label:argument` of an Objective-C message, from its first label at `first` to its
    /// `]` at `close`: a label is a name followed by `:` outside brackets and outside a `?:`.
    static func selectorParts(_ source: SwiftSource, from first: Int, close: Int) -> [(label: String, range: Range<Int>)] {
        var parts: [(label: String, range: Range<Int>)] = []
        var label: String?
        var start = first
        var ternaries = 0
        var cursor = first
        while cursor < close {
            let token = source.tokens[cursor]
            if token.kind == .identifier, ternaries == 0, source.token(cursor + 1)?.isPunctuation(":") == true {
                if let label { parts.append((label, start..<cursor)) }
                label = token.text
                start = cursor + 2
                cursor += 2
                continue
            }
            if token.isPunctuation("?") { ternaries += 1 }
            if token.isPunctuation(":"), ternaries > 0 { ternaries -= 1 }
            if ["(", "[", "{"].contains(token.text), token.kind == .punctuation, source.partner[cursor] > cursor {
                cursor = source.partner[cursor] + 1
                continue
            }
            cursor += 1
        }
        if let label { parts.append((label, start..<max(start, close))) }
        return parts
    }

    /// SwiftUI: whether a cancel (thrown as `ASWebAuthenticationSessionError.canceledLogin`) is
    /// caught apart from success: a `do { … authenticate … } catch` around the call.
    package func swiftUICancelHandling(in source: SwiftSource) -> CompletionHandler.Decision {
        let call = source.tokens[token]
        var cursor = token - 2
        while cursor >= 0, cursor > token - 6 {
            if source.tokens[cursor].isIdentifier("try") {
                if source.token(cursor + 1)?.isPunctuation("?") == true, source.token(cursor - 1)?.isOperator("=") == true,
                    let binder = source.token(cursor - 3), binder.isIdentifier("let") || binder.isIdentifier("var"),
                    let keyword = source.token(cursor - 4),
                    keyword.isIdentifier("if") || keyword.isIdentifier("guard") || keyword.isPunctuation(",")
                {
                    return .yes(
                        call,
                        "unwraps the result of try? in a condition: a cancel (nil) goes apart from success (\(source.path):\(call.line))")
                }
                if source.token(cursor + 1)?.isPunctuation("?") == true {
                    return .undecided(
                        call, "turns the cancel into nil with try? (\(source.path):\(call.line)); the kit cannot see the nil checked")
                }
                break
            }
            cursor -= 1
        }
        for index in source.occurrences(of: "catch", in: token..<source.tokens.count) {
            let close = index - 1
            guard source.token(close)?.isPunctuation("}") == true else { continue }
            let open = source.partner[close]
            if open >= 0, open < token, source.token(open - 1)?.isIdentifier("do") == true {
                return .yes(source.tokens[index], "catches the cancel apart from success (catch at line \(source.tokens[index].line))")
            }
            if open > token { break }
        }
        return .undecided(call, "lets the cancel error propagate from \(source.path):\(call.line); the kit cannot see where it is caught")
    }

    /// The arguments between `open` and `close`: label (when `label:` leads) and token range.
    package static func arguments(_ source: SwiftSource, open: Int, close: Int) -> [(label: String?, range: Range<Int>)] {
        var result: [(String?, Range<Int>)] = []
        var start = open + 1
        var cursor = open + 1
        while cursor <= close {
            let token = source.tokens[cursor]
            if cursor == close || token.isPunctuation(",") {
                if start < cursor {
                    if source.tokens[start].kind == .identifier, source.token(start + 1)?.isPunctuation(":") == true, start + 2 <= cursor {
                        result.append((source.tokens[start].text, (start + 2)..<cursor))
                    } else {
                        result.append((nil, start..<cursor))
                    }
                }
                start = cursor + 1
                cursor += 1
                continue
            }
            if ["(", "[", "{"].contains(token.text), token.kind == .punctuation, source.partner[cursor] > cursor {
                cursor = source.partner[cursor] + 1
                continue
            }
            cursor += 1
        }
        return result
    }

    /// `a.b.c` over `range` as names; empty when the range is anything else.
    static func dottedNames(_ source: SwiftSource, _ range: Range<Int>) -> [String] {
        var names: [String] = []
        for (offset, index) in range.enumerated() {
            let token = source.tokens[index]
            if offset % 2 == 0 {
                guard token.kind == .identifier else { return [] }
                names.append(token.text)
            } else {
                guard token.isPunctuation(".") else { return [] }
            }
        }
        return names
    }

    /// The name the creation is assigned to: `let newSession = …`, `let s: ASWebAuthenticationSession = …`,
    /// `session = …`, `self.session = …`.
    package static func variable(_ source: SwiftSource, before index: Int) -> String? {
        guard source.token(index - 1)?.isOperator("=") == true else { return nil }
        var cursor = index - 2
        while cursor >= 0 && cursor > index - 10 {
            let token = source.tokens[cursor]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { break }
            if token.isIdentifier("let") || token.isIdentifier("var") {
                return source.token(cursor + 1).flatMap { $0.kind == .identifier ? $0.text : nil }
            }
            cursor -= 1
        }
        if let name = source.token(index - 2), name.kind == .identifier { return name.text }
        return nil
    }
}

extension SessionSite.Completion {
    package var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }
}
