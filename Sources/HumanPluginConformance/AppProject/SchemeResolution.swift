/// What the app passes as its callback scheme at one session, as far as the source tells.
enum SchemeValue {
    /// A known string: `token` is its literal (in `file`), `via` the constant's declaration when it was a reference.
    case known(String, literal: SwiftToken, file: Int, via: SwiftToken?)
    /// `callback: .https(host:path:)`: a web callback, not the app's own scheme.
    case web(SwiftToken)
    /// Built at run time, or not decidable from the source: why, and where.
    case runtime(String, SwiftToken)
}

extension AppProject {
    /// The scheme `site` passes, resolving constants declared anywhere in the project.
    func scheme(at site: SessionSite) -> SchemeValue {
        let source = sources[site.file]
        let at = source.tokens[site.token]
        guard let range = site.schemeArgument, !range.isEmpty else { return .runtime("no scheme argument", at) }
        var expression = range
        if site.form == .callback {
            // `.customScheme("myapp")`, `ASWebAuthenticationSession.Callback.customScheme(x)`, `.https(host:path:)`.
            if let https = range.first(where: { source.tokens[$0].isIdentifier("https") }) { return .web(source.tokens[https]) }
            guard let name = range.first(where: { source.tokens[$0].isIdentifier("customScheme") }),
                  source.token(name + 1)?.isPunctuation("(") == true, source.partner[name + 1] > name + 1 else {
                return .runtime("a callback the kit cannot read (\(source.written(range)))", source.tokens[range.lowerBound])
            }
            expression = (name + 2)..<source.partner[name + 1]
        }
        guard let first = source.token(expression.lowerBound) else { return .runtime("no scheme argument", at) }
        if first.kind == .string, first.isInterpolated { return .runtime("built at run time by interpolation (\(first.text))", first) }
        if expression.count == 1, first.kind == .string {
            return .known(first.value ?? "", literal: first, file: site.file, via: nil)
        }
        let names = SessionSite.dottedNames(source, expression)
        guard !names.isEmpty else {
            return .runtime("built at run time (\(source.written(expression)))", first)
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

}

extension SwiftSource {
    /// The tokens of `range` as written: a space between two tokens only where the source has one;
    /// past 12 tokens, `…`.
    func written(_ range: Range<Int>) -> String {
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
