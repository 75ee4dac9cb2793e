/// String constants declared anywhere in the app (`let scheme = "com.example.app"`,
/// `static let callbackScheme: String = "…"`, `static let scheme = Other.scheme`), by name, with
/// the type that declares them, so that a scheme passed as a constant from another file resolves.
package struct ConstantIndex: Sendable {
    package struct Declaration: Sendable {
        package enum Value: Sendable {
            /// A literal; `token` is the string token (for its place and for masking).
            case literal(SwiftToken)
            /// Another constant (`Other.scheme`): the names of the reference, qualifier first.
            case alias([String])
        }
        package var name: String
        /// The type (struct, enum, class, extension, actor) it is declared in, if any.
        package var owner: String?
        package var value: Value
        package var file: Int
        package var token: SwiftToken
    }

    package private(set) var byName: [String: [Declaration]] = [:]

    package init(_ sources: [SwiftSource]) {
        for (fileIndex, source) in sources.enumerated() { add(source, fileIndex) }
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "extension", "actor", "protocol"]
    private static let notTypeNames: Set<String> = ["func", "var", "let", "init", "subscript", "static", "final", "override"]

    /// Adds the constants of `source`, file number `fileIndex` of the project.
    package mutating func add(_ source: SwiftSource, _ fileIndex: Int) {
        let tokens = source.tokens
        var owners: [String?] = []
        var pendingType: String?
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .identifier, Self.typeKeywords.contains(token.text), let name = source.token(i + 1),
                name.kind == .identifier, !Self.notTypeNames.contains(name.text)
            {
                pendingType = name.text
            } else if token.isPunctuation("{") {
                owners.append(pendingType)
                pendingType = nil
            } else if token.isPunctuation("}") {
                _ = owners.popLast()
            } else if token.kind == .identifier, token.text == "let" || token.text == "var",
                let name = source.token(i + 1), name.kind == .identifier,
                let equals = Self.assignment(after: i + 2, in: source)
            {
                let owner = owners.last(where: { $0 != nil }) ?? nil
                if let value = Self.value(at: equals + 1, in: source) {
                    byName[name.text, default: []].append(
                        Declaration(name: name.text, owner: owner, value: value, file: fileIndex, token: name))
                }
            }
            i += 1
        }
    }

    /// The index of the `=` of `let name[: Type] = …`, when it comes within a few tokens.
    private static func assignment(after start: Int, in source: SwiftSource) -> Int? {
        var j = start
        if source.token(j)?.isPunctuation(":") == true {
            j += 1
            while let token = source.token(j), j < start + 8 {
                if token.isOperator("=") { return j }
                guard token.kind == .identifier || token.isPunctuation(".") || token.isPunctuation("?") || token.isPunctuation("!") else {
                    return nil
                }
                j += 1
            }
            return nil
        }
        return source.token(j)?.isOperator("=") == true ? j : nil
    }

    /// A literal or a dotted reference that ends the expression (not `"a" + b`, not a call).
    private static func value(at start: Int, in source: SwiftSource) -> Declaration.Value? {
        guard let first = source.token(start) else { return nil }
        if first.kind == .string {
            if let next = source.token(start + 1), next.kind == .operator || next.isPunctuation(".") || next.isPunctuation("(") {
                return nil
            }
            return .literal(first)
        }
        var names: [String] = []
        var j = start
        while let token = source.token(j), token.kind == .identifier {
            names.append(token.text)
            guard source.token(j + 1)?.isPunctuation(".") == true else { break }
            j += 2
        }
        guard !names.isEmpty, let next = source.token(j + 1) else { return names.isEmpty ? nil : .alias(names) }
        if next.isPunctuation("(") || next.kind == .operator || next.isPunctuation("[") || next.isPunctuation("!")
            || next.isPunctuation("?")
        {
            return nil
        }
        return .alias(names)
    }

    /// What a reference (`scheme`, `Config.scheme`, `self.scheme`) holds: the declarations it may
    /// name (narrowed by the qualifier when one matches), followed through up to three aliases.
    package func resolve(_ names: [String], depth: Int = 0) -> [(literal: SwiftToken, declaration: Declaration)] {
        guard let name = names.last, depth < 4, var candidates = byName[name] else { return [] }
        let qualifier = names.count >= 2 ? names[names.count - 2] : nil
        if let qualifier, qualifier != "self", qualifier != "Self" {
            let owned = candidates.filter { $0.owner == qualifier }
            if !owned.isEmpty {
                candidates = owned
            } else if qualifier.first?.isUppercase == true {
                // `Type.member` where Type declares no such constant: a computed property of Type,
                // never another type's constant of the same name.
                return []
            }
        }
        return candidates.flatMap { declaration -> [(literal: SwiftToken, declaration: Declaration)] in
            switch declaration.value {
            case .literal(let token): [(token, declaration)]
            case .alias(let target): target == names ? [] : resolve(target, depth: depth + 1)
            }
        }
    }
}
