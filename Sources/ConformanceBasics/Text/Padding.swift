extension String {
    /// This text cut or filled with spaces to exactly `width` characters, as Foundation's
    /// `padding(toLength: width, withPad: " ", startingAt: 0)` does for the kit's ASCII columns.
    public func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}
