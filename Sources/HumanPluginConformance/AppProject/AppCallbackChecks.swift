/// HP-APP-ID-FROM-CALLBACK (Human Token variant): the app reads the process id from the `id`
/// query item of the callback URL, to send it to its back-end.
struct AppIDFromCallbackCheck: AppCheck {
    let id = "HP-APP-ID-FROM-CALLBACK"

    func judge(app: AppEvidence) -> Judgement {
        let reads = app.queryItemReads
        let variant = app.variant ?? (reads.isEmpty ? nil : .humanToken)
        guard variant == .humanToken else {
            return .notConfigured(variant == .callback
                ? "the callback variant: the app sends the id it got from its back-end"
                : "variant not given and the app reads no query item: taken as the callback variant (--variant humanToken to require the id item)")
        }
        let inferred = app.variant == nil ? " (Human Token variant inferred from the query items read)" : ""
        if let hit = reads.first(where: { $0.item == "id" }) {
            return .app([.held("the id query item is read at \(hit.place)" + inferred, hit.location)], nothing: "")
        }
        let location = app.project.sessions.first.map { app.creation($0).location }
        return .app([.broken("the app never reads the id query item of the callback URL" + (reads.isEmpty ? "" : " (it reads \(Set(reads.map { "'\($0.item)'" }).sorted().joined(separator: ", ")))"), location)],
                    nothing: "")
    }
}

/// HP-APP-OUTCOME-FROM-BACKEND: the app takes no outcome from the callback URL (a status or result
/// query item, or "success" in the URL); only its back-end's read of the final state counts.
struct AppOutcomeFromBackendCheck: AppCheck {
    let id = "HP-APP-OUTCOME-FROM-BACKEND"

    static let outcomeItems: Set<String> = ["status", "result", "state", "outcome", "success", "succeeded", "verified", "approved", "passed", "ok", "valid"]
    static let outcomeFragments = ["success", "status=", "result=", "state=", "outcome=", "verified", "approved"]

    func judge(app: AppEvidence) -> Judgement {
        let project = app.project
        guard !project.sources.isEmpty else { return .notApplicable("no Swift source to read") }
        var findings: [AppFinding] = []
        for read in app.queryItemReads where Self.outcomeItems.contains(read.item.lowercased()) {
            findings.append(.broken("the '\(read.item)' query item of the callback URL is read at \(read.place); the outcome must come from the back-end", read.location))
        }
        for source in project.sources {
            let tokens = source.tokens
            for index in tokens.indices where tokens[index].kind == .identifier && ["absoluteString", "query", "path", "relativeString"].contains(tokens[index].text) {
                guard let method = (index + 1..<min(index + 4, tokens.count)).first(where: {
                    ["contains", "hasSuffix", "hasPrefix", "range"].contains(tokens[$0].text) && tokens[$0].kind == .identifier
                }) else { continue }
                for offset in method + 1..<min(method + 7, tokens.count) {
                    guard let value = tokens[offset].constantString?.lowercased(),
                          Self.outcomeFragments.contains(where: { value.contains($0) }) else { continue }
                    findings.append(.broken("the callback URL is searched for '\(tokens[offset].value ?? "")' at \(source.path):\(tokens[offset].line); the outcome must come from the back-end",
                                            source.location(tokens[offset])))
                }
            }
        }
        if findings.isEmpty {
            return .held("no outcome is read from the callback URL in \(project.sources.count) Swift file(s)")
        }
        return .app(findings, nothing: "")
    }
}

extension AppEvidence {
    /// Query items the app reads by name (`queryItems … $0.name == "id"`), anywhere in its sources.
    var queryItemReads: [(item: String, place: String, location: SourceLocation)] {
        var reads: [(String, String, SourceLocation)] = []
        for source in project.sources {
            let tokens = source.tokens
            for index in tokens.indices where tokens[index].isIdentifier("queryItems") {
                var cursor = index + 1
                while cursor < min(index + 30, tokens.count) {
                    let token = tokens[cursor]
                    if token.isIdentifier("queryItems") { break }
                    if let item = token.constantString,
                       tokens[max(cursor - 1, 0)].isOperator("==") || tokens[max(cursor - 1, 0)].isPunctuation("[") || source.token(cursor + 1)?.isOperator("==") == true {
                        reads.append((item, "\(source.path):\(token.line)", source.location(token)))
                    }
                    cursor += 1
                }
            }
        }
        return reads
    }
}
