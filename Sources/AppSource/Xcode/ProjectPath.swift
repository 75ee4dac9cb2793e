/// Paths inside the project app-check reads, relative to the directory it was given.
enum ProjectPath {
    /// `base/relative` with `.` and `..` folded; `..` past the root stays (and matches no file).
    package static func joined(_ base: String, _ relative: String) -> String {
        var parts: [Substring] = []
        for part in (base + "/" + relative).split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
