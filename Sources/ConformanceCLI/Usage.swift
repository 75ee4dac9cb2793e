/// The help texts of `hp-conformance` and its subcommands.
enum Usage {
    static func brief(for command: String?) -> String {
        switch command {
        case "run"?: "usage: hp-conformance run [--config FILE] [--report-dir DIR] [--only IDS] [--skip IDS] [--seed N] [--timeout S] [--specs DIR] [--junit-flavor jenkins|strict] [--previous DIR] [--verbose] [--no-color]"
        case "serve"?: "usage: hp-conformance serve [--config FILE] [--host HOST] [--port N] [--token TOKEN] [--variant callback|humanToken] [--expire-closed-after S] [--specs DIR] [--no-color]"
        case "checks"?: "usage: hp-conformance checks [--specs DIR] [--format text|markdown]"
        case "explain"?: "usage: hp-conformance explain CHECK-ID [--config FILE] [--specs DIR]"
        case "init"?: "usage: hp-conformance init [--shape NAME] [--launch] [--output FILE] [--force]"
        case "validate"?: "usage: hp-conformance validate --config FILE [--specs DIR]"
        case "app-check"?: "usage: hp-conformance app-check [PATH] [--config FILE] [--scheme S] [--variant callback|humanToken] [--report-dir DIR] [--only IDS] [--skip IDS] [--specs DIR] [--verbose] [--no-color]"
        case "verify"?: "usage: hp-conformance verify DIR [--specs DIR]"
        case "diff"?: "usage: hp-conformance diff OLD-DIR NEW-DIR"
        default: "usage: hp-conformance [run|serve|checks|explain|init|validate|app-check|verify|diff|help] [options]   (hp-conformance --help)"
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
              --previous DIR     an earlier report directory: report.html says what changed since
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
              --expire-closed-after S
                                 a closed session reads PROCESS_STATE_FAILED / PROCESS_RESULT_EXPIRED
                                 S seconds after the person closed it (default: it stays created)

            A process reads PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED until the person
            completes it on the capture page (then the state they chose); the list at / shows each
            process's current state. Checks that need whole journeys are left to `run` (listed at start).
            """
        case "checks"?:
            return "\(brief(for: "checks"))\n\nLists every check with its id, severity, group and source."
        case "explain"?:
            return "\(brief(for: "explain"))\n\nSays what a check demands, where the rule comes from, which exchanges it judges, whether `serve` judges it live,\nand how to fix a failure; for the outcome checks, the read answer's final-state fields and every state/result pair.\nWith --config, a timeout check also gives the number of seconds it judges against."
        case "init"?:
            return """
            \(brief(for: "init"))

            Writes a starter configuration. Shapes: \(StarterConfigs.shapes.map(\.name).joined(separator: ", ")).
            \(StarterConfigs.shapes.map { "  \($0.name.padded(to: 15)) \($0.summary)" }.joined(separator: "\n"))

            options:
              --shape NAME   the shape closest to your back-end's API (default: flat)
              --launch       launch mode: the kit starts your back-end (backend.launch) and the stand-in
                             on a free port (humanPlugin.port 0); default: attach mode on port 8099
              --output FILE  where to write it (default: standard output); --force overwrites

            Replace its 'replace-with-...' values (validate and run refuse them). In strings,
            {user} is the app user, {id} the process id, {claim} what the app claims in 'capture
            ended' ('ended', or 'success' where the app claims a success): never trust it.
            """
        case "verify"?:
            return """
            \(brief(for: "verify"))

            Checks a report directory: SHA256SUMS, the attestation's subjects, that every file names
            the same run, that the kit and contract are this kit's, that junit.xml agrees with
            report.json, and judges every check again on the exchanges recorded in report.json.

            exit codes: 0 verified ('verified: N verdicts follow from M exchanges'), 1 a mismatch
            (each named), 2 DIR is not a report
            """
        case "diff"?:
            return "\(brief(for: "diff"))\n\nSays what changed between two reports: checks whose status changed, new and gone warnings,\nthe kit's, contract's and CI commit's changes, and the redacted configuration's changed lines."
        case "validate"?:
            return "\(brief(for: "validate"))\n\nChecks a configuration without running anything; exit 0 when valid, 2 otherwise."
        case "app-check"?:
            return """
            \(brief(for: "app-check"))

            Judges the iOS app project at PATH (an Xcode project or Swift package directory) from its
            source, without building it: Info.plist files (XML or binary), project.pbxproj and .xcconfig
            build settings, Package.swift, and the Swift sources. Reports only the 'app' checks.

            options:
              --config FILE      take app.project, app.urlScheme, app.variant and the Human Plugin token from this configuration
              --scheme S         the scheme the back-end sends in callbackUri (overrides app.urlScheme)
              --variant V        callback or humanToken (default: from --config, else inferred)
              --report-dir DIR   where reports go (default: Reports)
              --only IDS         judge only these app checks
              --skip IDS         leave out these app checks

            exit codes: 0 conformant (warnings allowed), 1 not conformant, 2 nothing could be judged
            """
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
              app-check  check the iOS app project's source (URL types, session, secrets)
              verify     check a report directory and judge its verdicts again offline
              diff       what changed between two report directories

            `hp-conformance COMMAND --help` tells more. --version prints the version.
            """
        }
    }
}
