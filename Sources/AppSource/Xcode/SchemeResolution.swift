import ConformanceModel

/// What the app passes as its callback scheme at one session, as far as the source tells.
package enum SchemeValue {
    /// A known string: `token` is its literal (in `file`), `via` the constant's declaration when it was a reference.
    case known(String, literal: SwiftToken, file: Int, via: SwiftToken?)
    /// `callback: .https(host:path:)`: a web callback, not the app's own scheme.
    case web(SwiftToken)
    /// Built at run time, or not decidable from the source: why, and where.
    case runtime(String, SwiftToken)
    /// Not an RFC 3986 scheme name, passed as the argument of a wrapper that makes the session
    /// (`login(scheme: "myapp://")` where `func login(scheme:)` gives it to `callbackURLScheme`):
    /// the value, its literal (in `file`) at that call, and the wrapper's name.
    case passed(String, literal: SwiftToken, file: Int, function: String)
    /// Built by interpolating an Optional the code never unwraps (`"\(Bundle.main.bundleIdentifier).x"`):
    /// at run time the string reads `Optional("…")`, never a URL scheme. What is interpolated, and where.
    case optionalInterpolated(String, SwiftToken)

    /// APIs that return an Optional: interpolated bare (`\(Bundle.main.bundleIdentifier)`), they print `Optional("…")`.
    static let optionalAPIs = ["Bundle.main.bundleIdentifier", "UIDevice.current.identifierForVendor"]

    /// The Optional API a literal interpolates bare, when one of its `\( … )` is exactly such an API
    /// (nothing unwraps it: no `!`, no `??`, no call on it); nil otherwise, so that anything the
    /// kit cannot decide stays undecided.
    static func optionalInterpolation(in literal: String) -> String? {
        var rest = Substring(literal)
        while let open = rest.firstRange(of: "\\(") {
            var depth = 1
            var index = open.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            guard index < rest.endIndex else { return nil }
            let segment = rest[open.upperBound..<index].filter { $0 != " " }
            if let api = optionalAPIs.first(where: { $0 == segment }) { return api }
            rest = rest[rest.index(after: index)...]
        }
        return nil
    }
}

extension AppProject {
    /// The scheme `site` passes, resolving constants declared anywhere in the project.
    package func scheme(at site: SessionSite) -> SchemeValue {
        let source = sources[site.file]
        let at = source.tokens[site.token]
        guard let range = site.schemeArgument, !range.isEmpty else { return .runtime("no scheme argument", at) }
        var expression = range
        if site.form == .callback {
            // `.customScheme("myapp")`, `ASWebAuthenticationSession.Callback.customScheme(x)`, `.https(host:path:)`.
            if let https = range.first(where: { source.tokens[$0].isIdentifier("https") }) { return .web(source.tokens[https]) }
            guard let name = range.first(where: { source.tokens[$0].isIdentifier("customScheme") }),
                source.token(name + 1)?.isPunctuation("(") == true, source.partner[name + 1] > name + 1
            else {
                return .runtime("a callback the kit cannot read (\(source.written(range)))", source.tokens[range.lowerBound])
            }
            expression = (name + 2)..<source.partner[name + 1]
        }
        guard source.token(expression.lowerBound) != nil else { return .runtime("no scheme argument", at) }
        return value(of: expression, in: source, file: site.file, depth: 0)
    }

    /// The value of the scheme expression `expression` (in file `file`): a literal, a constant
    /// found anywhere, either with `.replacingOccurrences(of: "://", with: "")` of literals applied,
    /// or a parameter of the function making the session, read at that function's calls.
    private func value(of expression: Range<Int>, in source: SwiftSource, file: Int, depth: Int) -> SchemeValue {
        let first = source.tokens[expression.lowerBound]
        if let call = Self.replacing(source, expression) {
            if case .known(let value, let literal, let file, let via) = self.value(of: call.base, in: source, file: file, depth: depth) {
                return .known(value.replacing(call.of, with: call.with), literal: literal, file: file, via: via)
            }
            return .runtime("built at run time (\(source.written(expression)))", first)
        }
        if first.kind == .string, first.isInterpolated {
            if let optional = SchemeValue.optionalInterpolation(in: first.text) { return .optionalInterpolated(optional, first) }
            return .runtime("built at run time by interpolation (\(first.text))", first)
        }
        if expression.count == 1, first.kind == .string {
            return .known(first.value ?? "", literal: first, file: file, via: nil)
        }
        var names = SessionSite.dottedNames(source, expression)
        // `.bankScheme`: an implicit member of the String parameter, declared in
        // `extension String { static let bankScheme = "…" }`; another type's constant of that name is not it.
        if expression.count == 2, first.isPunctuation("."), let member = source.token(expression.lowerBound + 1), member.kind == .identifier
        {
            names = ["String", member.text]
        }
        guard !names.isEmpty else {
            return .runtime("built at run time (\(source.written(expression)))", first)
        }
        // A parameter of the function making the session is that parameter, whatever constant
        // elsewhere shares its name: it is read at the function's calls.
        if names.count == 1, let wrapper = WrapperParameter.find(names[0], holding: expression.lowerBound, in: source, file: file) {
            guard depth < WrapperParameter.maxDepth else {
                return .runtime(
                    "\(names[0]) is a parameter of \(wrapper.function)(…), passed on through more wrappers than the kit follows", first)
            }
            return value(through: wrapper, name: names[0], depth: depth, at: first)
        }
        let found = constants.resolve(names)
        let values = Set(found.compactMap { $0.literal.constantString })
        if found.contains(where: { $0.literal.isInterpolated }) {
            return .runtime("\(names.joined(separator: ".")) is built at run time by interpolation", first)
        }
        guard values.count == 1, let hit = found.first else {
            if values.isEmpty { return .runtime("\(names.joined(separator: ".")) is not a string constant the kit can find", first) }
            return .runtime("\(names.joined(separator: ".")) has several values (\(values.sorted().joined(separator: ", ")))", first)
        }
        return .known(values.first!, literal: hit.literal, file: hit.declaration.file, via: hit.declaration.token)
    }

    /// The scheme a wrapper's parameter `name` receives, read at each call of the wrapper the kit
    /// finds: a call passing what is no scheme name is positive evidence (`passed`), whatever the
    /// other calls pass; one value at every call, each read, is that value; anything else stays
    /// known only at run time.
    private func value(through wrapper: WrapperParameter, name: String, depth: Int, at first: SwiftToken) -> SchemeValue {
        let calls = wrapper.arguments(in: sources)
        let parameter = "\(name) is a parameter of \(wrapper.function)(…)"
        guard !calls.isEmpty else { return .runtime("\(parameter), and the kit finds no call of it", first) }
        var values: [(value: String, literal: SwiftToken, file: Int)] = []
        var unread = 0
        for call in calls {
            switch value(of: call.range, in: sources[call.file], file: call.file, depth: depth + 1) {
            case .known(let value, let literal, let file, _):
                if !URLScheme.isValid(value) { return .passed(value, literal: literal, file: file, function: wrapper.function) }
                values.append((value, literal, file))
            case .passed(let value, let literal, let file, _):
                return .passed(value, literal: literal, file: file, function: wrapper.function)
            case .optionalInterpolated(let optional, let token):
                return .optionalInterpolated(optional, token)
            case .web, .runtime:
                unread += 1
            }
        }
        let distinct = Set(values.map(\.value))
        if unread == 0, distinct.count == 1, let one = values.first {
            return .known(one.value, literal: one.literal, file: one.file, via: nil)
        }
        if unread > 0 {
            return .runtime("\(parameter), and \(unread) of its \(calls.count) call(s) pass a value known only at run time", first)
        }
        return .runtime("\(parameter), passed several values (\(distinct.sorted().joined(separator: ", ")))", first)
    }

    /// `base.replacingOccurrences(of: "x", with: "y")` with both arguments string literals: the base's range and the two values.
    private static func replacing(_ source: SwiftSource, _ range: Range<Int>) -> (base: Range<Int>, of: String, with: String)? {
        guard range.count >= 12, source.tokens[range.upperBound - 1].isPunctuation(")") else { return nil }
        let open = source.partner[range.upperBound - 1]
        guard open == range.upperBound - 9, source.tokens[open - 1].isIdentifier("replacingOccurrences"),
            source.tokens[open - 2].isPunctuation("."),
            source.tokens[open + 1].isIdentifier("of"), source.tokens[open + 2].isPunctuation(":"),
            let of = source.tokens[open + 3].constantString, !of.isEmpty,
            source.tokens[open + 4].isPunctuation(","), source.tokens[open + 5].isIdentifier("with"),
            source.tokens[open + 6].isPunctuation(":"),
            let with = source.tokens[open + 7].constantString
        else { return nil }
        return (range.lowerBound..<(open - 2), of, with)
    }

}

extension SwiftSource {
    /// The tokens of `range` as written: a space between two tokens only where the source has one;
    /// past 12 tokens, `…`.
    package func written(_ range: Range<Int>) -> String {
        var shown = ""
        for index in range.prefix(12) {
            let token = tokens[index]
            if index > range.lowerBound {
                let previous = tokens[index - 1]
                if token.offset > previous.offset + previous.text.utf8.count || token.line != previous.line { shown += " " }
            }
            shown += token.text
        }
        return range.count > 12 ? shown + "…" : shown
    }
}
