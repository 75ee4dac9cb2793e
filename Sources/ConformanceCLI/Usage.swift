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
}
