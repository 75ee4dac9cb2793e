/// The `example-backend` command line, parsed without side effects so it can be tested.
public enum ExampleBackendCommandLine {
    /// What the command line asks for.
    public enum Action: Sendable, Equatable {
        case run(ExampleBackendConfiguration)
        case help
    }

    /// A bad flag or value; `message` names it, on one line.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public static let usage = """
        usage: example-backend --human-plugin URL --token TOKEN [options]

          --host HOST               address to listen on (default 127.0.0.1)
          --port PORT               port to listen on, 0 for any (default 0; env PORT)
          --human-plugin URL        Human Plugin base URL (env HUMAN_PLUGIN_BASE_URL)
          --token TOKEN             Human Plugin access token (env HUMAN_PLUGIN_TOKEN)
          --client-id ID            client id (default client-a)
          --callback-uri URI        callbackUri to register (default com.example.capture://callback)
          --upstream-timeout SECS   timeout of each Human Plugin call; a fault that sends the create
                                    more than once shares it among the attempts (default 0.5)
          --fault NAME              break one rule on purpose (repeatable): \(ExampleBackendFault.allCases.map(\.rawValue).joined(separator: ", "))
          --style NAME              a correct style other than the example's own (repeatable): \(ExampleBackendStyle.allCases.map(\.rawValue).joined(separator: ", "))
          --api SHAPE[,SHAPE...]    take the API shape of a real partner back-end: every starter shape of
                                    hp-conformance init, combined as init --shape combines them:
                                    \(ExampleAPIShape.allCases.map(\.rawValue).joined(separator: ", "))
          --api-fault NAME          break one rule of the API shape (repeatable): \(ExampleShapeFault.allCases.map(\.rawValue).joined(separator: ", "))
                                    (login shapes: the app users' password comes from APP_TEST_PASSWORD)
          --help                    print this help
        """

    /// Parses `arguments` (without the program name), with `environment` as fallback.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Action {
        var host = "127.0.0.1"
        var port: UInt16?
        var baseURL: String?
        var token: String?
        var clientId = "client-a"
        var callbackUri = "com.example.capture://callback"
        var timeout = Duration.milliseconds(500)
        var faults = Set<ExampleBackendFault>()
        var api: ExampleAPI?
        var apiFaults = Set<ExampleShapeFault>()
        var styles = Set<ExampleBackendStyle>()

        var rest = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError(message: "missing value for \(flag)") }
            return next
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--help", "-h": return .help
            case "--host": host = try value(for: flag)
            case "--port":
                let text = try value(for: flag)
                guard let parsed = UInt16(text) else { throw UsageError(message: "invalid --port: \(text)") }
                port = parsed
            case "--human-plugin": baseURL = try value(for: flag)
            case "--token": token = try value(for: flag)
            case "--client-id": clientId = try value(for: flag)
            case "--callback-uri": callbackUri = try value(for: flag)
            case "--upstream-timeout":
                let text = try value(for: flag)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw UsageError(message: "invalid --upstream-timeout: \(text)")
                }
                timeout = .milliseconds(Int((seconds * 1000).rounded()))
            case "--fault":
                let name = try value(for: flag)
                guard let fault = ExampleBackendFault(rawValue: name) else { throw UsageError(message: "unknown --fault: \(name)") }
                faults.insert(fault)
            case "--style":
                let name = try value(for: flag)
                guard let style = ExampleBackendStyle(rawValue: name) else { throw UsageError(message: "unknown --style: \(name)") }
                styles.insert(style)
            case "--api":
                api = try ExampleAPI.parse(try value(for: flag))
            case "--api-fault":
                let name = try value(for: flag)
                guard let fault = ExampleShapeFault(rawValue: name) else { throw UsageError(message: "unknown --api-fault: \(name)") }
                apiFaults.insert(fault)
            default:
                throw UsageError(message: "unknown flag: \(flag)")
            }
        }
        if port == nil, let text = environment["PORT"] {
            guard let parsed = UInt16(text) else { throw UsageError(message: "invalid PORT: \(text)") }
            port = parsed
        }
        guard let baseURL = baseURL ?? environment["HUMAN_PLUGIN_BASE_URL"], !baseURL.isEmpty else {
            throw UsageError(message: "missing --human-plugin (or HUMAN_PLUGIN_BASE_URL)")
        }
        guard let token = token ?? environment["HUMAN_PLUGIN_TOKEN"], !token.isEmpty else {
            throw UsageError(message: "missing --token (or HUMAN_PLUGIN_TOKEN)")
        }
        var configuration = ExampleBackendConfiguration(
            host: host, port: port ?? 0, humanPluginBaseURL: baseURL, humanPluginToken: token,
            clientId: clientId, callbackUri: callbackUri, upstreamTimeout: timeout, faults: faults)
        configuration.styles = styles
        if !apiFaults.isEmpty && api == nil { throw UsageError(message: "--api-fault needs --api") }
        if let api {
            configuration.api = api
            configuration.apiFaults = apiFaults
            if api.login != nil {
                guard let password = environment["APP_TEST_PASSWORD"], !password.isEmpty else {
                    throw UsageError(message: "--api \(api): missing APP_TEST_PASSWORD (the app users' password)")
                }
                configuration.appPassword = password
            }
        }
        return .run(configuration)
    }
}
