import ConformanceRun
import ExampleBackend

/// Every subcommand's declaration: its options and their help, in one place. The parsers, `--help`,
/// the usage line printed after an error and the guide's command table (docs/GUIDE.md) all come from these.
enum Commands {
    static let exitCodes = """
        exit codes: 0 conformant (warnings allowed) or, with --partial, partial with no failure;
                    1 not conformant, or partial without --partial (checks left out by --only or --skip
                    are never conformant), 2 the kit could not run
        """

    static let run = CommandDeclaration(
        name: "run", summary: "check a back-end and write reports (the default)",
        description: """
            Checks a back-end against the Human Plugin iOS capture contract and writes reports.
            Without --config it runs against the embedded example back-end.
            """,
        options: [
            .option("--config", "FILE", "the back-end's configuration (JSON; see docs/CONFIGURATION.md and specs/config.schema.json)"),
            .option("--report-dir", "DIR", "where reports go (default: Reports)"),
            .option("--only", "IDS", "judge only these check ids or groups (comma-separated, repeatable)"),
            .option("--skip", "IDS", "leave out these check ids or groups"),
            .option(
                "--fail-on", "KINDS", "your pipeline's gate, stricter than the contract: exit 1 when a verdict it names",
                "is not a pass (warning: every warning; skipped: every check not reached; check ids or",
                "groups: each must pass). Verdicts and certification stay the contract's"),
            .flag(
                "--partial", "accept a partial run: checks left out by --only or --skip always make it",
                "PARTIAL, never conformant; with --partial it exits 0 when none judged failed,",
                "without it 1"),
            .option("--seed", "N", "fixes users, document numbers and other ids; process ids stay new each run (default: 1)"),
            .option(
                "--repeat", "N", "play the concurrency and fault scenarios N times in this run (default: 1; at most 20):",
                "a check that fails in any repetition fails, with that repetition's evidence (flaky back-ends)"),
            .option(
                "--parallel", "N", "play up to N independent scenarios at once (default: 1, one after another; at most",
                "16): with 4 a run lasts about its longest bound, for back-ends that serve requests at once"),
            .option(
                "--explore", "N", "a run that passes plays its happy journeys again, \(Exploration.sampleRuns) times, against every",
                "variation of the vendor's answers (hp-conformance variations); --explore N first plays",
                "those and N cases drawn (at most \(Exploration.maxRuns)), 0 none: a variation that breaks a",
                "check is shrunk to the fewest that still break it, and the report is that case's full run"),
            .option("--explore-seed", "N", "the seed the explored variations are drawn from (default: --seed)"),
            .option(
                "--explore-skip", "ITEM=REASON", "a variation your stack cannot take, never played (read:chunked-trailers=JDK 17",
                "HttpClient rejects trailers; repeatable): recorded with its reason for the reviewer"),
            .option(
                "--replay", "CASE", "vary every answer as CASE says (e.g. read:spaces,create:chunked, as --explore",
                "prints it): the full run, its checks and report, against those answers"),
            .option(
                "--vendor-recording", "FILE", "a probe's drift.json: the stand-in answers the create, the read and errors in",
                "the vendor's own bytes (headers, framing, JSON layout), recorded with the report (docs/PROBE.md)"),
            .option("--timeout", "S", "the whole run's deadline in seconds (overrides timeouts.runSeconds)"),
            .option("--specs", "DIR", "the contract directory (default: the specs/ found from here)"),
            .option(
                "--junit-flavor", "F", "jenkins (default: warnings inside their testcase, as CI readers show them)",
                "or strict (valid against the strict windyroad JUnit schema)"),
            .option("--previous", "DIR", "an earlier report directory: report.html says what changed since"),
            .option(
                "--example-fault", "NAMES", "without --config: break rules of the embedded example back-end on purpose",
                "(a demonstration and self-test: \(ExampleBackendFault.allCases.count) faults, e.g. wrong-flow; an unknown name lists them)"
            ),
            .flag("--verbose", "print each exchange as it is judged"),
            .flag("--no-color", "no colour (also NO_COLOR=1)"),
        ],
        epilogue: exitCodes)

    static let serve = CommandDeclaration(
        name: "serve", summary: "the stand-in Human Plugin alone, as a sandbox",
        description: """
            Runs the stand-in Human Plugin alone, as a sandbox: point your back-end at the printed base
            URL with the printed token; open a capture link in a browser to complete, fail or cancel it.
            Each request is judged against the contract as it arrives. Stops on Ctrl-C.
            """,
        options: [
            .option("--config", "FILE", "take host, port, token, clientId and app scheme from this configuration"),
            .option("--host", "HOST", "address to listen on (default: 127.0.0.1)"),
            .option("--port", "N", "port (default: 8099, or humanPlugin.port of --config; 0 picks a free one)"),
            .option("--token", "TOKEN", "the bearer token to expect (default: a sandbox token, printed)"),
            .option("--variant", "V", "callback (default) or humanToken (returns to callbackUri?id=<id>)"),
            .option(
                "--expire-closed-after", "S", "a closed session reads PROCESS_STATE_FAILED / PROCESS_RESULT_EXPIRED",
                "S seconds after the person closed it (default: it stays created)"),
            .option(
                "--vary", "SEED", "vary every answer as the real vendor may (hp-conformance variations): a case drawn",
                "for each answer from SEED, named in the live log"),
            .option("--vendor-recording", "FILE", "a probe's drift.json: answer in the vendor's own bytes (docs/PROBE.md)"),
            .option("--specs", "DIR", "the contract directory (default: the specs/ found from here)"),
            .flag("--verbose", "accepted as run accepts it: serve prints every judged request anyway"),
            .flag("--no-color", "no colour (also NO_COLOR=1)"),
        ],
        epilogue: """
            A process reads PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED until the person
            completes it on the capture page (then the state they chose); the list at / shows each
            process's current state. Checks that need whole journeys are left to `run` (listed at start).
            """)

    static let variations = CommandDeclaration(
        name: "variations", summary: "list the ways the stand-in can vary its answers",
        description: """
            Lists every variation of an answer that an exploration draws, a replayed case plays and the
            varied sandbox plays, by the name a case gives it, with its words (specs/CONTRACT.md, 'What
            the vendor may vary').
            """,
        options: [.flag("--no-color", "no colour (also NO_COLOR=1)")])

    static let checks = CommandDeclaration(
        name: "checks", summary: "list the check catalogue",
        description: "Lists every check with its id, severity, group and source.",
        options: [
            .option("--specs", "DIR", "the contract directory (default: the specs/ found from here)"),
            .option("--format", "F", "text (default) or markdown"),
            .flag("--no-color", "accepted as run accepts it: this output has no colour"),
        ])

    static let explain = CommandDeclaration(
        name: "explain", positional: "CHECK-ID", positionalRequired: true, summary: "what one check demands and how to fix it",
        description: """
            Says what a check demands, where the rule comes from, which exchanges it judges, whether `serve` judges it live,
            and how to fix a failure; for the outcome checks, the read answer's final-state fields and every state/result pair.
            With --config, a timeout check also gives the number of seconds it judges against. `explain wire` prints the calls
            a back-end makes to Human Plugin and their answers, from the contract (the guide's "The calls your back-end makes").
            """,
        options: [
            .option("--config", "FILE", "the back-end's configuration, for the numbers a check judges against"),
            .option("--specs", "DIR", "the contract directory (default: the specs/ found from here)"),
            .flag("--no-color", "accepted as run accepts it: this output has no colour"),
        ])

    static let initialize = CommandDeclaration(
        name: "init", summary: "write a starter configuration",
        description: """
            Writes a starter configuration. Shapes: \(StarterConfigs.shapes.map(\.name).joined(separator: ", ")).
            \(StarterConfigs.shapes.map { "  \($0.name.padded(to: 15)) \($0.summary)" }.joined(separator: "\n"))
            """,
        options: [
            .option(
                "--shape", "NAMES", "the shape closest to your back-end's API (default: flat); shapes combine",
                "(comma-separated or repeated): one API style (flat, nested, id-in-body, location), one login",
                "(login-bearer or cookie-session), async-poll, body-errors, human-token; or adapter alone",
                "(an app adapter performs the app's calls: docs/ADAPTER.md)"),
            .flag(
                "--launch", "launch mode: the kit starts your back-end (backend.launch) and the stand-in",
                "on a free port (humanPlugin.port 0); default: attach mode on port 8099"),
            .option("--output", "FILE", "where to write it (default: standard output); --force overwrites"),
            .flag("--force", "overwrite the --output file if it exists"),
        ],
        epilogue: """
            Replace its 'replace-with-...' values (validate and run refuse them). In strings,
            {user} is the app user, {id} the process id, {claim} what the app claims in 'capture
            ended' ('ended'; 'success' where the app claims a success; 'cancelled' when the person
            closed the session): never trust it.
            """)

    static let validate = CommandDeclaration(
        name: "validate", positional: "FILE", summary: "check a configuration without running",
        description: "Checks a configuration without running anything; exit 0 when valid, 2 otherwise.",
        options: [
            .option("--config", "FILE", "the configuration to check (or give it as FILE)"),
            .option("--specs", "DIR", "the contract directory (default: the specs/ found from here)"),
        ])

    static let appCheck = CommandDeclaration(
        name: "app-check", positional: "PATH", summary: "check the iOS app project's source (URL types, session, secrets)",
        description: """
            Judges the iOS app project at PATH (an Xcode project or Swift package directory, or an
            .xcodeproj: its folder, that project as the app's) from its source, without building it:
            Info.plist files (XML or binary), project.pbxproj and .xcconfig build settings,
            Package.swift, and the Swift sources. Reports only the 'app' checks.
            """,
        options: [
            .option(
                "--config", "FILE",
                "take app.project, app.urlScheme, app.variant, app.captureSession and the Human Plugin token from this configuration"),
            .option("--scheme", "S", "the scheme the back-end sends in callbackUri (overrides app.urlScheme)"),
            .option(
                "--session", "FILE[:LINE]",
                "the capture session: its Swift or Objective-C file in the project and the line creating it (overrides app.captureSession)"),
            .option(
                "--session-sdk", "NAME",
                "the SDK that makes the capture session (overrides app.captureSessionSDK): the rules on the session's own code",
                "are the SDK's, not judged; the app's own code and settings are"),
            .option(
                "--variant", "V", "callback or humanToken (default: app.variant from --config, else callback; never inferred from the code)"
            ),
            .option("--report-dir", "DIR", "where reports go (default: Reports)"),
            .option("--only", "IDS", "judge only these app checks"),
            .option("--skip", "IDS", "leave out these app checks"),
            .flag(
                "--partial", "accept a partial run: checks left out make it PARTIAL, never conformant;",
                "with --partial it exits 0 unless a judged one failed, without it 1"),
            .option("--specs", "DIR", "the contract directory (default: the specs/ found from here)"),
            .flag("--verbose", "print every check's details, passing ones too"),
            .flag("--no-color", "no colour (also NO_COLOR=1)"),
        ],
        epilogue: "exit codes: 0 conformant (warnings allowed), 1 not conformant, 2 nothing could be judged")

    static let verify = CommandDeclaration(
        name: "verify", positional: "DIR", positionalRequired: true,
        summary: "check a report directory and judge its verdicts again offline",
        description: """
            Checks a report directory: SHA256SUMS, the attestation (its subjects and its predicate),
            that every file names the same run, that the kit and contract are this kit's, that
            junit.xml (its testcases and its counts), report.md and report.html show report.json's
            verdicts, and judges every check again on the exchanges recorded in report.json. The
            verified line names the run's status, mode, skipped checks and the contract's origin.
            """,
        options: [
            .option("--specs", "DIR", "the contract the report was judged against (default: this kit's)"),
            .option("--signature", "FILE", "a DSSE envelope over DIR's attestation (scripts/sign-report.sh writes one); needs --key"),
            .option("--key", "PEM", "the signer's public key: the envelope must hold a signature that openssl verifies with it"),
            .flag("--no-color", "accepted as run accepts it: this output has no colour"),
        ],
        epilogue: """
            exit codes: 0 verified and certifiable (a conformant run of a partner's back-end against
            the embedded contract), 1 a mismatch (each named: altered), 2 DIR is not a report,
            3 verified but not certifiable (not conformant, partial, not run, the example back-end,
            or another contract), each reason named
            """)

    static let diff = CommandDeclaration(
        name: "diff", positional: "OLD NEW", positionalRequired: true, positionalCount: 2,
        summary: "what changed between two report directories",
        description: """
            Says what changed between two reports: checks whose status changed, new and gone warnings,
            the kit's, contract's, seed's, selection's and CI commit's changes, and the redacted
            configuration's changed lines. Warns when NEW ran before OLD.
            """,
        options: [
            .option(
                "--fail-on", "WHAT", "regression (default: a check that now fails or is not judged, exit 1),",
                "change (any change, exit 1) or nothing (always exit 0)"),
            .flag("--no-color", "accepted as run accepts it: this output has no colour"),
        ],
        epilogue: "exit codes: 0 nothing --fail-on names, 1 a regression (or a change), 2 a directory is not a report")

    static let probe = CommandDeclaration(
        name: "probe", summary: "hold the vendor's real sandbox against the contract, over HTTPS",
        description: """
            Makes the calls a black box can make against the vendor's sandbox without a person doing a
            capture (a create with a test document, the read of that process, a read of an id never
            issued, a create and a read with a wrong token, a create whose body is not JSON), holds
            every answer against specs/contract.json and marks each statement confirmed, contradicted
            or not observed. Writes drift.json and drift.md (redacted) with SHA256SUMS. HTTPS only,
            through the system's curl: the certificate and the host name are always verified, the
            system's certificate store is used, HTTPS_PROXY and NO_PROXY are honoured, no redirect is
            followed. The token is read from the environment and never printed or stored.
            """,
        options: [
            .option("--base-url", "URL", "the sandbox's https:// address; nothing is sent without it"),
            .option("--client-id", "ID", "the partner's client id (default: $HUMAN_PLUGIN_CLIENT_ID)"),
            .option("--token-env", "NAME", "the environment variable holding the sandbox access token (default: HUMAN_PLUGIN_TOKEN)"),
            .option("--document-type", "TYPE", "the test document's type (default: the contract's first, DUI_TYPE_NG_BVN)"),
            .option(
                "--document-env", "NAME", "the environment variable holding a test document number the sandbox accepts",
                "(default: 11 digits the kit makes)"),
            .option("--callback-uri", "URI", "the create's callbackUri (default: hpprobe://callback)"),
            .option("--cacert", "FILE", "PEM certificates to trust besides the system's store (a corporate CA)"),
            .option("--timeout", "S", "the longest one call may take, in seconds (default: 10; at most 120)"),
            .option("--report-dir", "DIR", "where the drift report goes (default: Reports/probe)"),
            .option("--specs", "DIR", "the contract to hold the answers against (default: the specs/ found from here)"),
            .flag("--dry-run", "list the calls and send nothing"),
            .flag("--no-color", "accepted as run accepts it: this output has no colour"),
        ],
        epilogue: """
            exit codes: 0 nothing the sandbox answered contradicts the contract, 1 drift (each
            contradiction named with its call), 2 the sandbox could not be probed (TLS, no answer,
            the create refused, curl missing)
            """)

    static let help = CommandDeclaration(
        name: "help", positional: "COMMAND", summary: "the help of hp-conformance or of one command",
        description: "Prints the help of hp-conformance, or of COMMAND (the same as hp-conformance COMMAND --help).",
        options: [
            .flag("--markdown", "every command and its options as a Markdown table (the partner guide's command table, docs/GUIDE.md)")
        ])

    /// Every subcommand, in the order `--help` lists them.
    static let all: [CommandDeclaration] = [run, serve, checks, variations, explain, initialize, validate, appCheck, verify, diff, probe]

    /// Every command line the kit declares: the subcommands and `help`.
    static let declared: [CommandDeclaration] = all + [help]

    static func named(_ name: String) -> CommandDeclaration? { declared.first { $0.name == name } }
}
