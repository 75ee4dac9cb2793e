/// The help texts of `hp-conformance` and its subcommands.
enum Usage {
    static func brief(for command: String?) -> String {
        switch command {
        case "run"?: "usage: hp-conformance run [--config FILE] [--report-dir DIR] [--only IDS] [--skip IDS] [--seed N] [--timeout S] [--specs DIR] [--junit-flavor jenkins|strict] [--verbose] [--no-color]"
        case "serve"?: "usage: hp-conformance serve [--config FILE] [--host HOST] [--port N] [--token TOKEN] [--variant callback|humanToken] [--specs DIR] [--no-color]"
        case "checks"?: "usage: hp-conformance checks [--specs DIR] [--format text|markdown]"
        case "explain"?: "usage: hp-conformance explain CHECK-ID [--specs DIR]"
        case "init"?: "usage: hp-conformance init [--shape NAME] [--launch] [--output FILE] [--force]"
        case "validate"?: "usage: hp-conformance validate --config FILE [--specs DIR]"
        default: "usage: hp-conformance [run|serve|checks|explain|init|validate|help] [options]   (hp-conformance --help)"
        }
    }

    static func text(for command: String?) -> String {
        switch command {
        case "run"?:
            return """
            \(brief(for: "run"))

            Checks a back-end against the Human Plugin iOS capture contract and writes reports.
            Without --config it runs against the embedded example back-end.

            options:
              --config FILE      the back-end's configuration (JSON; see README and specs/config.schema.json)
              --report-dir DIR   where reports go (default: Reports)
              --only IDS         judge only these check ids or groups (comma-separated, repeatable)
              --skip IDS         leave out these check ids or groups
              --seed N           fixes ids, users and document numbers (default: 1)
              --timeout S        the whole run's deadline in seconds (overrides timeouts.runSeconds)
              --specs DIR        the contract directory (default: the specs/ found from here)
              --junit-flavor F   jenkins (default: warnings inside their testcase, as CI readers show them)
                                 or strict (valid against the strict windyroad JUnit schema)
              --verbose          print each exchange as it is judged
              --no-color         no colour (also NO_COLOR=1)

            exit codes: 0 conformant (warnings allowed), 1 not conformant, 2 the kit could not run
            """
        case "serve"?:
            return """
            \(brief(for: "serve"))

            Runs the stand-in Human Plugin alone, as a sandbox: point your back-end at the printed base
            URL with the printed token; open a capture link in a browser to complete, fail or cancel it.
            Each request is judged against the contract as it arrives. Stops on Ctrl-C.

            options:
              --config FILE      take host, port, token, clientId and app scheme from this configuration
              --host HOST        address to listen on (default: 127.0.0.1)
              --port N           port (default: 8099, or humanPlugin.port of --config; 0 picks a free one)
              --token TOKEN      the bearer token to expect (default: a sandbox token, printed)
              --variant V        callback (default) or humanToken (returns to callbackUri?id=<id>)
            """
        case "checks"?:
            return "\(brief(for: "checks"))\n\nLists every check with its id, severity, group and source."
        case "explain"?:
            return "\(brief(for: "explain"))\n\nSays what a check demands, where the rule comes from, and how to fix a failure."
        case "init"?:
            return """
            \(brief(for: "init"))

            Writes a starter configuration. Shapes: \(StarterConfigs.shapes.map(\.name).joined(separator: ", ")).
            \(StarterConfigs.shapes.map { "  \($0.name.padding(toLength: 15, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

            options:
              --shape NAME   the shape closest to your back-end's API (default: flat)
              --launch       launch mode: the kit starts your back-end (backend.launch) and the stand-in
                             on a free port (humanPlugin.port 0); default: attach mode on port 8099
              --output FILE  where to write it (default: standard output); --force overwrites

            Replace its 'replace-with-...' values (validate and run refuse them). In strings,
            {user} is the app user, {id} the process id, {claim} what the app claims in 'capture
            ended' ('ended', or 'success' where the app claims a success): never trust it.
            """
        case "validate"?:
            return "\(brief(for: "validate"))\n\nChecks a configuration without running anything; exit 0 when valid, 2 otherwise."
        default:
            return """
            hp-conformance: conformance test kit for integrators of the Human Plugin iOS capture

            \(brief(for: nil))

            commands:
              run        check a back-end and write reports (the default)
              serve      the stand-in Human Plugin alone, as a sandbox
              checks     list the check catalogue
              explain    what one check demands and how to fix it
              init       write a starter configuration
              validate   check a configuration without running

            `hp-conformance COMMAND --help` tells more. --version prints the version.
            """
        }
    }
}
