extension StringProtocol {
    /// This text without leading and trailing spaces and tabs (Unicode horizontal white space),
    /// as Foundation's `trimmingCharacters(in: .whitespaces)`.
    public func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
