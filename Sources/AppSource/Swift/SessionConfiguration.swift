/// How a session is configured after its creation: the property assignments on its variable and
/// the call to `start()`, looked for in the creating block first, then in the whole file. In
/// Objective-C also the setter (`[session setPrefersEphemeralWebBrowserSession:YES]`) and
/// `[session start]`; an ivar `_session` is the property `session`.
extension SessionSite {
    /// A statement `receiver.property = value` (or `[receiver setProperty:value]`) on this session, found in `source`.
    package struct Assignment {
        package var receiver: Int
        /// The index of the first token of the assigned value.
        package var value: Int
    }

    /// Where the session's `property` is assigned (the creating block first, then the file).
    package func assignment(of property: String, in source: SwiftSource) -> Assignment? {
        for range in searchRanges(source) {
            for index in source.occurrences(of: property, in: range) {
                guard source.token(index - 1)?.isPunctuation(".") == true, source.token(index + 1)?.isOperator("=") == true,
                    source.token(index + 2) != nil,
                    let receiver = receiverStart(source, dot: index - 1)
                else { continue }
                return Assignment(receiver: receiver, value: index + 2)
            }
            guard source.isObjectiveC, let first = property.first else { continue }
            let setter = "set" + first.uppercased() + property.dropFirst()
            let aliases = Self.selfAliases(source)
            for index in source.occurrences(of: setter, in: range) {
                guard source.token(index + 1)?.isPunctuation(":") == true, source.token(index + 2) != nil,
                    let receiver = messageReceiver(source, selector: index, aliases: aliases)
                else { continue }
                return Assignment(receiver: receiver, value: index + 2)
            }
        }
        return nil
    }

    /// The first token of the receiver of the Objective-C message whose selector starts at
    /// `selector` when it is this session's variable (`[session …`, `[self.session …`, `[_session …`,
    /// `[weakSelf.session …` where `weakSelf` is one of `aliases`).
    private func messageReceiver(_ source: SwiftSource, selector: Int, aliases: Set<String>) -> Int? {
        guard let name = source.token(selector - 1), name.kind == .identifier, names(name.text) else { return nil }
        if source.token(selector - 2)?.isPunctuation(".") == true, let holder = source.token(selector - 3),
            holder.isIdentifier("self") || (holder.kind == .identifier && aliases.contains(holder.text)),
            source.token(selector - 4)?.isPunctuation("[") == true
        {
            return selector - 3
        }
        return source.token(selector - 2)?.isPunctuation("[") == true ? selector - 1 : nil
    }

    /// Objective-C: the names that hold `self` (`__weak typeof(self) weakSelf = self;`), so that
    /// `[weakSelf.session start]` is this object's session. One pass over the file's `self`s, once
    /// per question, so that a file of many messages stays linear.
    private static func selfAliases(_ source: SwiftSource) -> Set<String> {
        guard source.isObjectiveC else { return [] }
        var names: Set<String> = []
        for index in source.occurrences(of: "self", in: 0..<source.tokens.count)
        where source.token(index - 1)?.isOperator("=") == true && source.token(index + 1)?.isPunctuation(";") == true {
            if let name = source.token(index - 2), name.kind == .identifier { names.insert(name.text) }
        }
        return names
    }

    /// Whether `name` is this session's variable (any name when it has none); in Objective-C the
    /// ivar `_session` behind the property `session` too.
    private func names(_ name: String) -> Bool {
        guard let variable else { return true }
        return name == variable || (isObjectiveC && (name == "_" + variable || "_" + name == variable))
    }

    /// Where the session's `start()` is called (the creating block first, then the file).
    func startCall(in source: SwiftSource) -> Int? {
        let aliases = Self.selfAliases(source)
        for range in searchRanges(source) {
            for index in source.occurrences(of: "start", in: range) {
                if source.isObjectiveC, source.token(index + 1)?.isPunctuation("]") == true,
                    let receiver = messageReceiver(source, selector: index, aliases: aliases)
                {
                    return receiver
                }
                guard source.token(index - 1)?.isPunctuation(".") == true, source.token(index + 1)?.isPunctuation("(") == true,
                    source.token(index + 2)?.isPunctuation(")") == true, let receiver = receiverStart(source, dot: index - 1)
                else { continue }
                return receiver
            }
        }
        return nil
    }

    /// Where the session's `property` is assigned: in its own file, else, for a session kept in a
    /// stored property, through that property in another file (`controller.session?.x = …`), with
    /// that file's `start()` of it.
    package func assignment(of property: String, in sources: SwiftSources) -> (file: Int, assignment: Assignment, start: Int?)? {
        if let own = assignment(of: property, in: sources[file]) { return (file, own, startCall(in: sources[file])) }
        guard let variable else { return nil }
        for other in sources.indices where other != file && sources.mayAssign(property, of: variable, in: other) {
            let source = sources[other]
            guard let found = assignment(of: property, in: source), Self.throughProperty(source, found.receiver) else { continue }
            return (other, found, startCall(in: source).flatMap { Self.throughProperty(source, $0) ? $0 : nil })
        }
        return nil
    }

    /// Why "never set" cannot be said of `property` when `assignment(of:in:)` finds none: the file
    /// sets it on a receiver the kit cannot tie to this session (an alias such as
    /// `if let s = session as? ASWebAuthenticationSession { s.x = … }`), or the creating block hands
    /// the session to a call before `start()` (`configure(session)`), which may set it. The token to
    /// cite and the reason; nil when neither.
    package func unresolvedAssignment(of property: String, in source: SwiftSource) -> (token: Int, why: String)? {
        for index in source.occurrences(of: property, in: 0..<source.tokens.count) {
            guard source.token(index - 1)?.isPunctuation(".") == true, source.token(index + 1)?.isOperator("=") == true else { continue }
            return (index, "\(property) is set at \(source.path):\(source.tokens[index].line) on a value the kit cannot tie to it")
        }
        // Objective-C: the setter sent to another expression (`[[holder session] setPrefersEphemeralWebBrowserSession:…]`).
        if source.isObjectiveC, let first = property.first {
            let setter = "set" + first.uppercased() + property.dropFirst()
            for index in source.occurrences(of: setter, in: 0..<source.tokens.count)
            where source.token(index + 1)?.isPunctuation(":") == true {
                return (index, "\(property) is set at \(source.path):\(source.tokens[index].line) on a value the kit cannot tie to it")
            }
        }
        // Key-value coding: `[session setValue:@YES forKey:@"prefersEphemeralWebBrowserSession"]`,
        // `session.setValue(true, forKey: "…")`.
        if let index = source.tokens.indices.first(where: {
            source.tokens[$0].kind == .string && source.tokens[$0].constantString == property
        }) {
            return (index, "\(property) is set by key at \(source.path):\(source.tokens[index].line), which the kit does not follow")
        }
        guard let name = variable?.split(separator: ".").last.map(String.init) else { return nil }
        let blockEnd = min(scope.close, source.tokens.count)
        let start = startCall(in: source).flatMap { $0 > token && $0 < blockEnd ? $0 : nil } ?? blockEnd
        for index in token..<max(token, start) where source.tokens[index].isIdentifier(name) {
            guard let before = source.token(index - 1), before.isPunctuation("(") || before.isPunctuation(",") || before.isPunctuation(":")
            else { continue }
            // Objective-C: `[self configure:session]`, `[self configure:session with:x]`.
            guard let after = source.token(index + 1),
                after.isPunctuation(")") || after.isPunctuation(",")
                    || (source.isObjectiveC
                        && (after.isPunctuation("]") || (after.kind == .identifier && source.token(index + 2)?.isPunctuation(":") == true)))
            else { continue }
            return (
                index,
                "the session is handed to a call at \(source.path):\(source.tokens[index].line) before start(), which may set \(property)"
            )
        }
        return nil
    }

    /// Whether the receiver at `index` is reached through another value (`holder.session`, `self.session`).
    private static func throughProperty(_ source: SwiftSource, _ index: Int) -> Bool {
        source.token(index)?.isIdentifier("self") == true || source.token(index - 1)?.isPunctuation(".") == true
    }

    /// The creating block (after the creation), then the whole file.
    private func searchRanges(_ source: SwiftSource) -> [Range<Int>] {
        let blockEnd = min(scope.close, source.tokens.count)
        return [token..<max(token, blockEnd), 0..<source.tokens.count]
    }

    /// The first token of the receiver before `dot` when it is this session's variable
    /// (`session.`, `session?.`, `session!.`, `self.session?.`); any receiver when the session has no name.
    private func receiverStart(_ source: SwiftSource, dot: Int) -> Int? {
        var cursor = dot - 1
        if let token = source.token(cursor), token.isPunctuation("?") || token.isOperator("!") || token.isPunctuation("!") { cursor -= 1 }
        guard let name = source.token(cursor), name.kind == .identifier, names(name.text) else { return nil }
        if source.token(cursor - 1)?.isPunctuation(".") == true, source.token(cursor - 2)?.isIdentifier("self") == true {
            return cursor - 2
        }
        return cursor
    }
}
