/// A scheme the session receives through a parameter of the function that makes it (a wrapper:
/// `func login(scheme: String) { ASWebAuthenticationSession(…, callbackURLScheme: scheme, …) }`),
/// resolved at the wrapper's call sites the kit finds in the project.
struct WrapperParameter {
    /// The wrapper's name and where it is declared (`func` token, in `file`).
    var function: String
    var file: Int
    var declaration: Int
    /// The parameter's position among the wrapper's parameters.
    var position: Int
    /// Each parameter's argument label at a call (nil: `_`, passed by position) and whether it has a
    /// default value (a call may leave it out): a call is the wrapper's only when its labels fit these.
    var labels: [String?]
    var defaults: [Bool]
    /// False when a parameter's shape was not read: then no call is taken for the wrapper's.
    var readable = true

    /// How many call sites are read at most, and how deep a wrapper of a wrapper is followed.
    static let maxCallSites = 64
    static let maxDepth = 2

    /// The parameter named `name` of the `func` whose body holds token `index` of `source`, when no
    /// declaration of the same name between the body's start and `index` shadows it; nil otherwise.
    static func find(_ name: String, holding index: Int, in source: SwiftSource, file: Int) -> WrapperParameter? {
        var block = source.enclosingBlock(of: index)
        while block.open >= 0 {
            if let parameter = declared(name, body: block.open, in: source, file: file) {
                // `let name = …`, `var name`, `guard let name`, `if let name` in the body before the use hide the parameter.
                for cursor in (parameter.bodyOpen + 1)..<index {
                    if source.tokens[cursor].isIdentifier(name), let before = source.token(cursor - 1),
                        before.isIdentifier("let") || before.isIdentifier("var")
                    {
                        return nil
                    }
                }
                return parameter.wrapper
            }
            block = source.enclosingBlock(of: block.open)
        }
        return nil
    }

    /// The parameter `name` of `func f(…) … {` whose `{` is `body`; nil when that block is no function's body or has no such parameter.
    private static func declared(
        _ name: String, body: Int, in source: SwiftSource, file: Int
    ) -> (wrapper: WrapperParameter, bodyOpen: Int)? {
        // Back from `{` over a return type or `throws`/`async` (no braces) to the parameter list's `)`.
        var cursor = body - 1
        while cursor > body - 24, let token = source.token(cursor), !token.isPunctuation(")") {
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            cursor -= 1
        }
        guard let close = source.token(cursor), close.isPunctuation(")") else { return nil }
        let open = source.partner[cursor]
        guard open >= 2, let function = source.token(open - 1), function.kind == .identifier,
            source.token(open - 2)?.isIdentifier("func") == true
        else { return nil }
        let parameters = SessionSite.arguments(source, open: open, close: cursor)
        var labels: [String?] = []
        var defaults: [Bool] = []
        var position: Int?
        var readable = true
        for (index, parameter) in parameters.enumerated() {
            // `label name: Type`, `_ name: Type`, or `name: Type` (SessionSite.arguments reads the last form as a label).
            let tokens = parameter.range.map { source.tokens[$0] }
            let inner: String
            let label: String?
            if let outer = parameter.label {
                (inner, label) = (outer, outer)
            } else if tokens.count >= 3, tokens[0].kind == .identifier || tokens[0].isIdentifier("_"), tokens[1].kind == .identifier,
                tokens[2].isPunctuation(":")
            {
                (inner, label) = (tokens[1].text, tokens[0].text == "_" ? nil : tokens[0].text)
            } else {
                // A parameter the reader cannot spell: no call can be told to fit the wrapper.
                readable = false
                labels.append(nil)
                defaults.append(false)
                continue
            }
            labels.append(label)
            defaults.append(tokens.contains { $0.text == "=" })
            if inner == name { position = index }
        }
        guard let position else { return nil }
        return (
            WrapperParameter(
                function: function.text, file: file, declaration: open - 2, position: position, labels: labels, defaults: defaults,
                readable: readable),
            body
        )
    }

    /// The argument a call with these labels (and a trailing closure or not) passes for each of the
    /// wrapper's parameters, in order (nil: left to its default, or to the trailing closure); nil when
    /// the call does not fit the wrapper's labels: another function of the same name.
    func fit(_ call: [String?], trailingClosure: Bool) -> [Int?]? {
        var passed = [Int?](repeating: nil, count: labels.count)
        var parameter = 0
        for (argument, label) in call.enumerated() {
            while parameter < labels.count, labels[parameter] != label, defaults[parameter] { parameter += 1 }
            guard parameter < labels.count, labels[parameter] == label else { return nil }
            passed[parameter] = argument
            parameter += 1
        }
        // What the call leaves out has a default, but for one last parameter a trailing closure gives.
        var missing = (0..<labels.count).filter { passed[$0] == nil && !defaults[$0] }
        if trailingClosure, missing.last == labels.count - 1 { missing.removeLast() }
        return missing.isEmpty ? passed : nil
    }

    /// The argument each call of the wrapper passes for the parameter, in every file that may hold
    /// the wrapper's name: (file, argument range), at most `maxCallSites`.
    func arguments(in sources: SwiftSources) -> [(file: Int, range: Range<Int>)] {
        var found: [(file: Int, range: Range<Int>)] = []
        guard readable else { return found }
        for file in sources.indices where sources.mayHold(function, in: file) {
            let source = sources[file]
            for index in source.tokens.indices where source.tokens[index].isIdentifier(function) {
                guard source.token(index + 1)?.isPunctuation("(") == true, source.token(index - 1)?.isIdentifier("func") != true,
                    source.partner[index + 1] > index + 1
                else { continue }
                let close = source.partner[index + 1]
                let arguments = SessionSite.arguments(source, open: index + 1, close: close)
                let trailing = source.token(close + 1)?.isPunctuation("{") == true
                guard let passed = fit(arguments.map(\.label), trailingClosure: trailing), let chosen = passed[position] else { continue }
                let argument = arguments[chosen].range
                guard !argument.isEmpty else { continue }
                found.append((file, argument))
                if found.count == Self.maxCallSites { return found }
            }
        }
        return found
    }
}
