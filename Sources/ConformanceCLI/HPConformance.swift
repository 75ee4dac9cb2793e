import BackendLaunch
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `hp-conformance` command line: parses the subcommand, runs it, and returns the exit code
/// (0 conformant, 1 not conformant, 2 the kit could not run).
public enum HPConformance {
    public static let commands = Commands.all.map(\.name)

    /// `hp-conformance --version`: the kit's version and the contract it uses (version, where from, SHA-256).
    static func printVersion(environment: [String: String]) -> Int32 {
        let console = Console(color: false)
        do {
            let specs = try Specs.load(from: Specs.locate(environment: environment))
            console.out(
                "hp-conformance \(KitVersion.current) · contract \(specs.contract.contractVersion) (\(specs.source), sha256 \(specs.sha256))"
            )
            return 0
        } catch {
            console.err("hp-conformance \(KitVersion.current): \(TerminalText.oneLine(error.description))")
            return 2
        }
    }

    public static func main(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        var rest = arguments
        let command: String
        let named: Bool
        if let first = rest.first, !first.hasPrefix("-") {
            command = first
            named = true
            rest.removeFirst()
        } else {
            command = "run"
            named = false
        }
        if command == "help" {
            if rest.contains("--help") || rest.contains("-h") {
                Console(color: false).out(Commands.help.helpText)
                return 0
            }
            do throws(KitError) {
                let parsed = try Commands.help.parse(rest)
                if parsed.flags.contains("--markdown") {
                    Console(color: false).out(Usage.markdown())
                } else {
                    let topic = parsed.positionals.first ?? ""
                    Console(color: false).out(Usage.text(for: Commands.named(topic) != nil ? topic : nil))
                }
                return 0
            } catch {
                Console(color: false).err("hp-conformance: \(TerminalText.oneLine(error.description))")
                Console(color: false).err(Commands.help.usageLine)
                return 2
            }
        }
        if rest.contains("--version") && command == "run" && rest.count == 1 {
            return printVersion(environment: environment)
        }
        if rest.contains("--help") || rest.contains("-h") {
            // `hp-conformance --help` is the general help (it lists the commands); `run --help` is run's.
            Console(color: false).out(Usage.text(for: named && commands.contains(command) ? command : nil))
            return commands.contains(command) ? 0 : 2
        }
        // A command line that cannot be parsed: where its not-run report goes (see ArgumentErrorReport).
        var unparsed: (command: String?, options: Set<String>)?
        do {
            switch command {
            case "run":
                // A command line that cannot be parsed still replaces the previous report; a run
                // that parsed writes its own on every way out.
                let run: RunCommand
                do throws(KitError) {
                    run = try RunCommand(rest, environment: environment)
                } catch {
                    unparsed = (command, Commands.run.valueOptions)
                    throw error
                }
                return try run.execute()
            case "serve": return try ServeCommand(rest, environment: environment).execute()
            case "checks": return try ChecksCommand(rest, environment: environment).execute()
            case "variations": return try VariationsCommand(rest).execute()
            case "explain": return try ExplainCommand(rest, environment: environment).execute()
            case "init": return try InitCommand(rest).execute()
            case "validate": return try ValidateCommand(rest, environment: environment).execute()
            case "app-check":
                // As for run: only a command line that cannot be parsed is reported here; once
                // parsed, app-check writes its own report on every way out.
                let appCheck: AppCheckCommand
                do throws(KitError) {
                    appCheck = try AppCheckCommand(rest, environment: environment)
                } catch {
                    unparsed = (command, Commands.appCheck.valueOptions)
                    throw error
                }
                return try appCheck.execute()
            case "verify": return try VerifyCommand(rest, environment: environment).execute()
            case "diff": return try DiffCommand(rest).execute()
            case "probe": return try ProbeCommand(rest, environment: environment).execute()
            default:
                unparsed = (nil, Commands.run.valueOptions.union(Commands.appCheck.valueOptions))
                throw KitError.usage("unknown command '\(command)' (commands: \(commands.joined(separator: ", ")))")
            }
        } catch let error as KitError {
            let console = Console(color: false)
            console.err("hp-conformance: \(TerminalText.oneLine(error.description))")
            if case .usage = error {
                console.err(Usage.brief(for: commands.contains(command) ? command : nil))
            }
            if let unparsed {
                ArgumentErrorReport.write(
                    error, command: unparsed.command, arguments: rest, options: unparsed.options, environment: environment)
            }
            return 2
        } catch {
            Console(color: false).err("hp-conformance: \(TerminalText.oneLine("\(error)"))")
            return 2
        }
    }
}
