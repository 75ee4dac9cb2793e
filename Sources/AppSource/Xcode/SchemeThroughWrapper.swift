/// A scheme the session receives through a parameter of the function that makes it (a wrapper:
/// `func login(scheme: String) { ASWebAuthenticationSession(…, callbackURLScheme: scheme, …) }`),
/// resolved at the wrapper's call sites the kit finds in the project.
struct WrapperParameter {
    /// The wrapper's name and where it is declared (`func` token, in `file`).
    var function: String
    var file: Int
    var declaration: Int
    /// The parameter's argument label at a call (nil: `_`, passed by position) and its position.
    var label: String?
    var position: Int
    var parameterCount: Int

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
        for (position, parameter) in parameters.enumerated() {
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
                continue
            }
            guard inner == name else { continue }
            return (
                WrapperParameter(
                    function: function.text, file: file, declaration: open - 2, label: label, position: position,
                    parameterCount: parameters.count),
                body
            )
        }
        return nil
    }

    /// The argument each call of the wrapper passes for the parameter, in every file that may hold
    /// the wrapper's name: (file, argument range), at most `maxCallSites`.
    func arguments(in sources: SwiftSources) -> [(file: Int, range: Range<Int>)] {
        var found: [(file: Int, range: Range<Int>)] = []
        for file in sources.indices where sources.mayHold(function, in: file) {
            let source = sources[file]
            for index in source.tokens.indices where source.tokens[index].isIdentifier(function) {
                guard source.token(index + 1)?.isPunctuation("(") == true, source.token(index - 1)?.isIdentifier("func") != true,
                    source.partner[index + 1] > index + 1
                else { continue }
                let arguments = SessionSite.arguments(source, open: index + 1, close: source.partner[index + 1])
                let argument: Range<Int>?
                if let label {
                    argument = arguments.first { $0.label == label }?.range
                } else if arguments.count == parameterCount, arguments[position].label == nil {
                    argument = arguments[position].range
                } else {
                    argument = nil
                }
                guard let argument, !argument.isEmpty else { continue }
                found.append((file, argument))
                if found.count == Self.maxCallSites { return found }
            }
        }
        return found
    }
}
