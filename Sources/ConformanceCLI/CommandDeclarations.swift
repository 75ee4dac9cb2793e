import ConformanceModel

/// One option of a command: its name, the placeholder of its value (nil for a flag) and its help.
struct OptionDeclaration: Sendable, Equatable {
    var name: String
    /// The value's placeholder in the usage line (`FILE`, `IDS`), or nil for a flag.
    var value: String?
    /// One or more lines of help; the first is shown beside the option.
    var help: [String]
    /// Shown in the usage line as `[--name VALUE]` (every option is optional but `validate --config`).
    var required = false

    static func option(_ name: String, _ value: String, _ help: String..., required: Bool = false) -> OptionDeclaration {
        OptionDeclaration(name: name, value: value, help: help, required: required)
    }

    static func flag(_ name: String, _ help: String...) -> OptionDeclaration {
        OptionDeclaration(name: name, value: nil, help: help)
    }

    var isFlag: Bool { value == nil }
}

/// A subcommand as the command line knows it, declared once: the parser, the usage line, the help
/// text and the guide's command table all read this declaration (as swift-argument-parser derives them
/// from a command's properties).
struct CommandDeclaration: Sendable {
    var name: String
    /// The positional arguments' placeholders (`PATH`, `CHECK-ID`, `OLD NEW`), if the command takes any.
    var positional: String?
    var positionalRequired = false
    /// How many positional arguments `positional` stands for.
    var positionalCount = 1
    /// One line for the list of commands.
    var summary: String
    /// The paragraph after the usage line.
    var description: String
    var options: [OptionDeclaration]
    /// Text after the options (exit codes, notes), if any.
    var epilogue: String?

    var flags: Set<String> { Set(options.filter(\.isFlag).map(\.name)) }
    /// The options that take a value.
    var valueOptions: Set<String> { Set(options.filter { !$0.isFlag }.map(\.name)) }

    /// `usage: hp-conformance NAME [PATH] [--option VALUE] ...`
    var usageLine: String {
        var words = ["usage: hp-conformance", name]
        if let positional { words.append(positionalRequired ? positional : "[\(positional)]") }
        for option in options {
            let text = option.value.map { "\(option.name) \($0)" } ?? option.name
            words.append(option.required ? text : "[\(text)]")
        }
        return words.joined(separator: " ")
    }

    /// The whole `--help` text.
    var helpText: String {
        var text = "\(usageLine)\n\n\(description)"
        if !options.isEmpty {
            let width = min(max(options.map { optionLabel($0).count }.max() ?? 0, 8) + 2, 24)
            text += "\n\noptions:"
            for option in options {
                let label = optionLabel(option)
                var lines = option.help
                if label.count + 2 > width {
                    text += "\n  \(label)"
                } else {
                    text += "\n  \(label.padded(to: width))\(lines.removeFirst())"
                }
                for line in lines { text += "\n  \(String(repeating: " ", count: width))\(line)" }
            }
        }
        if let epilogue { text += "\n\n\(epilogue)" }
        return text
    }

    private func optionLabel(_ option: OptionDeclaration) -> String {
        option.value.map { "\(option.name) \($0)" } ?? option.name
    }

    /// Parses `raw` against this declaration.
    func parse(_ raw: [String]) throws(KitError) -> ParsedArguments {
        try ParsedArguments(
            raw, command: name, flags: flags, options: valueOptions, maxPositionals: positional == nil ? 0 : positionalCount)
    }
}
