/// The help texts of `hp-conformance` and its subcommands, made from their declarations (`Commands`).
enum Usage {
    static func brief(for command: String?) -> String {
        if let command, let declaration = Commands.named(command) { return declaration.usageLine }
        return "usage: hp-conformance [\((Commands.all.map(\.name) + ["help"]).joined(separator: "|"))] [options]   (hp-conformance --help)"
    }

    static func text(for command: String?) -> String {
        if let command, let declaration = Commands.named(command) { return declaration.helpText }
        let width = (Commands.all.map(\.name.count).max() ?? 0) + 2
        return """
            hp-conformance: conformance test kit for integrators of the Human Plugin iOS capture

            \(brief(for: nil))

            commands:
            \(Commands.all.map { "  \($0.name.padded(to: width + 1))\($0.summary)" }.joined(separator: "\n"))

            `hp-conformance COMMAND --help` tells more. --version prints the version.
            """
    }

    /// `hp-conformance help --markdown`: one row per command, its usage words and its options, for
    /// the partner guide's command table (a test keeps docs/GUIDE.md equal to this output).
    static func markdown() -> String {
        var lines = ["| command | does | options |", "|---|---|---|"]
        for declaration in Commands.declared {
            var command = "hp-conformance \(declaration.name)"
            if let positional = declaration.positional {
                command += declaration.positionalRequired ? " \(positional)" : " [\(positional)]"
            }
            let options = declaration.options.map { option in "`\(option.value.map { "\(option.name) \($0)" } ?? option.name)`" }
            lines.append("| `\(command)` | \(cell(declaration.summary)) | \(options.isEmpty ? "" : options.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
