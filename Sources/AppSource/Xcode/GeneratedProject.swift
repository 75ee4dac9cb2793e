/// What a project generator's manifest declares for the app, read as text (no generator is run):
/// Tuist's `Project.swift` (lexed by the kit's Swift lexer) and XcodeGen's `project.yml` (a small
/// line reader for the subset these keys use). Read: the deployment target (Tuist
/// `deploymentTargets: .iOS("16.0")`, `.iOS(targetVersion: "16.0")`, `.multiplatform(iOS: "16.0")`;
/// XcodeGen `deploymentTarget: iOS: "16.0"`, per target or under `options:`, or `deploymentTarget: "16.0"`),
/// the URL schemes of `CFBundleURLTypes` given inline (Tuist `infoPlist: .extendingDefault(with: [...])`,
/// XcodeGen `info: properties:`), and a Tuist `infoPlist: .file(path: "…")`.
/// A value the kit cannot read (a variable, a helper function) is a warning line, never a failure.
/// YAML limits: block mappings and lists, flow lists (`[a, b]`, over several lines), quoted and bare
/// scalars, `#` comments; no anchors, aliases, tags or multi-line scalars (a value written so is
/// not read, and said so).
struct GeneratedProject {
    var deploymentTargets: [BuildSetting] = []
    package var urlSchemes: [InfoPlist.Entry] = []
    /// Info.plist files the manifest names (relative to the root).
    var plistPaths: [String] = []
    /// Files the manifest includes (XcodeGen `include:`), relative to the root.
    var includes: [String] = []
    package var warnings: [String] = []
    package let path: String

    /// A value is read over at most this many lines (YAML) or tokens (Swift), so that a hostile
    /// manifest of nested keys stays linear.
    static let maxLinesPerValue = 1_000
    static let maxTokensPerValue = 4_000

    static func isManifest(_ name: String) -> Bool { name == "Project.swift" || name == "project.yml" || name == "project.yaml" }

    init(path: String, bytes: [UInt8]) {
        self.path = path
        if path.hasSuffix(".swift") { readTuist(bytes) } else { readYAML(bytes) }
    }

    private var directory: String { path.split(separator: "/").dropLast().joined(separator: "/") }

    private func relative(_ name: String) -> String { directory.isEmpty ? name : directory + "/" + name }

    private mutating func setting(_ version: String, line: Int, excerpt: String) {
        deploymentTargets.append(BuildSetting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: version, file: path, line: line, excerpt: excerpt))
    }

    // MARK: - Tuist

    private mutating func readTuist(_ bytes: [UInt8]) {
        let source = SwiftSource(path: path, bytes: bytes, maxTokens: 1_000_000)
        let tokens = source.tokens
        for index in tokens.indices {
            let token = tokens[index]
            if (token.isIdentifier("deploymentTargets") || token.isIdentifier("deploymentTarget")),
                source.token(index + 1)?.isPunctuation(":") == true
            {
                let end = min(Self.valueEnd(source, from: index + 2), index + 2 + Self.maxTokensPerValue)
                var found = false
                for inner in (index + 2)..<end where tokens[inner].isIdentifier("iOS") {
                    guard let next = source.token(inner + 1), next.isPunctuation("(") || next.isPunctuation(":") else { continue }
                    let stop =
                        next.isPunctuation("(") && source.partner[inner + 1] > inner ? source.partner[inner + 1] : min(end, inner + 3)
                    if let literal = (inner + 2..<max(inner + 2, stop)).lazy.map({ tokens[$0] }).first(where: { $0.kind == .string }),
                        let value = literal.constantString
                    {
                        setting(value, line: literal.line, excerpt: source.excerpt(line: literal.line))
                        found = true
                    }
                }
                if !found {
                    warnings.append(
                        "\(path):\(token.line): the deployment target is not a literal .iOS(\"…\") the kit can read; check it is iOS 13 or later"
                    )
                }
            } else if token.constantString == "CFBundleURLSchemes", source.token(index + 1)?.isPunctuation(":") == true {
                let end = min(Self.valueEnd(source, from: index + 2), index + 2 + Self.maxTokensPerValue)
                let literals = (index + 2..<end).map { tokens[$0] }.filter { $0.kind == .string }
                let values = literals.compactMap { literal in literal.constantString.map { (literal, $0) } }
                if values.isEmpty || values.count < literals.count {
                    warnings.append(
                        "\(path):\(token.line): the URL schemes are not string literals the kit can read; check the app registers its scheme"
                    )
                }
                for (literal, value) in values {
                    urlSchemes.append(InfoPlist.Entry(key: "CFBundleURLSchemes", value: value, line: literal.line))
                }
            } else if token.isIdentifier("infoPlist"), source.token(index + 1)?.isPunctuation(":") == true,
                source.token(index + 3)?.isIdentifier("file") == true, source.token(index + 4)?.isPunctuation("(") == true
            {
                let close = source.partner[index + 4]
                if close > index, let literal = (index + 5..<close).map({ tokens[$0] }).first(where: { $0.kind == .string }),
                    let value = literal.constantString
                {
                    plistPaths.append(relative(value))
                } else {
                    warnings.append("\(path):\(token.line): infoPlist: .file(path:) is not a literal path the kit can read")
                }
            }
        }
    }

    /// The end (exclusive) of the argument value starting at `start`: the next `,` or closer at its level.
    private static func valueEnd(_ source: SwiftSource, from start: Int) -> Int {
        var cursor = start
        while let token = source.token(cursor), cursor < start + maxTokensPerValue {
            if token.isPunctuation(",") || token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                return cursor
            }
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text), source.partner[cursor] > cursor {
                cursor = source.partner[cursor] + 1
                continue
            }
            cursor += 1
        }
        return cursor
    }

    // MARK: - XcodeGen

    private mutating func readYAML(_ bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            Self.uncommented(String($0))
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = Self.indent(line)
            var text = line.trimmingBlanks()
            // `- CFBundleURLSchemes: …`: a key of a list item.
            if text.hasPrefix("- ") { text = String(text.dropFirst(2)).trimmingBlanks() }
            let number = index + 1
            if text.hasPrefix("deploymentTarget:") {
                let value = Self.scalar(String(text.dropFirst("deploymentTarget:".count)))
                if !value.isEmpty {
                    if Self.isVersion(value) {
                        setting(value, line: number, excerpt: text)
                    } else {
                        warnings.append("\(path):\(number): deploymentTarget '\(value)' is not a version the kit can read")
                    }
                } else {
                    var child = index + 1
                    var found = false
                    while child < lines.count, child < index + Self.maxLinesPerValue,
                        Self.indent(lines[child]) > indent || lines[child].trimmingBlanks().isEmpty
                    {
                        let inner = lines[child].trimmingBlanks()
                        if inner.hasPrefix("iOS:") {
                            let version = Self.scalar(String(inner.dropFirst(4)))
                            if Self.isVersion(version) {
                                setting(version, line: child + 1, excerpt: inner)
                                found = true
                            }
                        }
                        child += 1
                    }
                    if !found { warnings.append("\(path):\(number): deploymentTarget has no iOS version the kit can read") }
                }
            } else if text.hasPrefix("CFBundleURLSchemes:") {
                let rest = String(text.dropFirst("CFBundleURLSchemes:".count)).trimmingBlanks()
                var items: [(String, Int)] = []
                if rest.hasPrefix("[") {
                    // A flow list, possibly over several lines.
                    var collected = ""
                    var cursor = index
                    var piece = rest
                    while true {
                        if let close = piece.firstIndex(of: "]") {
                            collected += "\n" + piece[..<close]
                            break
                        }
                        collected += "\n" + piece
                        cursor += 1
                        guard cursor < lines.count, cursor < index + 200 else { break }
                        piece = lines[cursor]
                    }
                    var lineNumber = number
                    for (offset, part) in collected.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        lineNumber = number + max(0, offset - 1)
                        for item in part.replacing("[", with: "").split(separator: ",") {
                            let value = Self.scalar(String(item))
                            if !value.isEmpty { items.append((value, lineNumber)) }
                        }
                    }
                } else if rest.isEmpty {
                    var child = index + 1
                    while child < lines.count, child < index + Self.maxLinesPerValue,
                        Self.indent(lines[child]) >= indent || lines[child].trimmingBlanks().isEmpty
                    {
                        let inner = lines[child].trimmingBlanks()
                        if inner.isEmpty {
                            child += 1
                            continue
                        }
                        guard inner.hasPrefix("- ") else { break }
                        items.append((Self.scalar(String(inner.dropFirst(2))), child + 1))
                        child += 1
                    }
                }
                if items.isEmpty {
                    warnings.append(
                        "\(path):\(number): CFBundleURLSchemes is not a list the kit can read; check the app registers its scheme")
                }
                for (value, line) in items { urlSchemes.append(InfoPlist.Entry(key: "CFBundleURLSchemes", value: value, line: line)) }
            } else if text == "include:" {
                var child = index + 1
                while child < lines.count, child < index + Self.maxLinesPerValue, lines[child].trimmingBlanks().hasPrefix("-") {
                    var item = String(lines[child].trimmingBlanks().dropFirst()).trimmingBlanks()
                    if item.hasPrefix("path:") { item = String(item.dropFirst(5)) }
                    let value = Self.scalar(item)
                    if !value.isEmpty, !value.hasPrefix("/") { includes.append(relative(value)) }
                    child += 1
                }
            }
            index += 1
        }
    }

    private static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    private static func isVersion(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isNumber || $0 == "." } && text.first?.isNumber == true
    }

    /// A scalar without its quotes and blanks (`'18.5'`, `"16.0"`, `myapp`).
    private static func scalar(_ text: String) -> String {
        var value = text.trimmingBlanks()
        if value.hasSuffix(",") { value.removeLast() }
        value = value.trimmingBlanks()
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }

    /// The line without a `#` comment (one outside quotes, after a blank or at the start).
    private static func uncommented(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }
}
