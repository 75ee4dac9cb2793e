import Testing

@testable import ConformanceCLI

/// `app-check --help` says what the command does today (the full text is the `app-check-help.txt` snapshot).
@Suite("CLI: app-check help")
struct AppCheckHelpTests {
    @Test("--variant: from the configuration, else callback; the help never says the variant is inferred")
    func variant() throws {
        let option = try #require(Commands.appCheck.options.first { $0.name == "--variant" })
        let help = option.help.joined(separator: " ")
        #expect(help.contains("default: app.variant from --config, else callback"), "\(help)")
        #expect(!Commands.appCheck.helpText.contains("else inferred"))
    }

    @Test("PATH may be an .xcodeproj")
    func xcodeproj() {
        #expect(Commands.appCheck.helpText.contains("or an\n.xcodeproj: its folder, that project as the app's"))
    }
}
