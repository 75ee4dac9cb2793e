import ConformanceBasics

extension KitConfiguration.AppCall {
    /// Whether `{name}` appears in the call's path, a header value or a body string.
    public func usesPlaceholder(_ name: String) -> Bool {
        let marker = "{\(name)}"
        func inBody(_ value: JSONValue) -> Bool {
            switch value {
            case let .string(text): text.contains(marker)
            case let .array(items): items.contains(where: inBody)
            case let .object(fields): fields.keys.contains { $0.contains(marker) } || fields.values.contains(where: inBody)
            default: false
            }
        }
        return path.contains(marker) || headers.values.contains { $0.contains(marker) } || body.map(inBody) ?? false
    }

    /// Whether `{name}` appears in the call's path or body (where a header cannot carry it away).
    public func usesPlaceholderOutsideHeaders(_ name: String) -> Bool {
        var bare = self
        bare.headers = [:]
        return bare.usesPlaceholder(name)
    }
}
