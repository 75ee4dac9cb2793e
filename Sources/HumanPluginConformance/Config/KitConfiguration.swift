/// A partner's description of their back-end and app, read from one JSON file.
/// `specs/config.schema.json` and the README document every field.
public struct KitConfiguration: Sendable, Equatable {
    /// Where the back-end under test is, or how to start it.
    public struct Backend: Sendable, Equatable {
        /// Base URL of the back-end (`http://host:port[/prefix]`); with `launch`, `{port}` may appear in it.
        public var baseURL: String
        /// A path answering 2xx once the back-end is ready (checked before the run).
        public var readyPath: String
        public var launch: Launch?
    }

    /// How the kit starts the back-end itself (launch mode).
    public struct Launch: Sendable, Equatable {
        public var command: [String]
        public var workingDirectory: String?
        public var environment: [String: String]
        /// Environment variable that receives the stand-in Human Plugin's base URL.
        public var humanPluginURLVariable: String
        /// Environment variable that receives the Human Plugin token.
        public var humanPluginTokenVariable: String
        /// Environment variable that receives the port the back-end must listen on (with `{port}` in baseURL).
        public var portVariable: String?
        public var readyTimeoutSeconds: Double
    }

    /// Which of the documented app variants the partner's app uses.
    public enum Variant: String, Sendable, Equatable, CaseIterable {
        /// French/Chinese pages: the session returns to `callbackUri`; the app sends the id it got from the back-end.
        case callback
        /// Japanese (Human Token) page: the session returns to `callbackUri?id=<process id>`; the app sends that id.
        case humanToken
    }

    public struct App: Sendable, Equatable {
        /// The scheme the app passes as `callbackURLScheme` (a bare name such as `com.example.app`).
        public var urlScheme: String
        public var variant: Variant
        /// The app's project directory (Xcode project or Swift package), relative to the config
        /// file; when set, a run judges the app (the `app` checks) as well as the back-end.
        public var project: String? = nil
    }

    /// What the stand-in Human Plugin expects of the back-end.
    public struct HumanPlugin: Sendable, Equatable {
        public var host: String
        /// 0 picks a free port (launch mode or the embedded example); attach mode needs a fixed one.
        public var port: UInt16
        public var clientId: String
        public var token: String
    }

    /// One call the app makes to the back-end. Strings may use `{user}`, `{documentNumber}`,
    /// `{documentType}`, `{id}` and `{claim}`.
    public struct AppCall: Sendable, Equatable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: JSONValue?
    }

    public struct Start: Sendable, Equatable {
        public var call: AppCall
        public var idPointer: JSONPointer
        public var linkPointer: JSONPointer
    }

    public struct Ended: Sendable, Equatable {
        public var call: AppCall
        public var outcomePointer: JSONPointer
    }

    public struct Timeouts: Sendable, Equatable {
        /// The longest the app waits for one answer of the back-end.
        public var requestSeconds: Double
        /// The bound within which the back-end must report a Human Plugin that never answers.
        public var upstreamBoundSeconds: Double
        /// The whole run's deadline.
        public var runSeconds: Double
    }

    public var backend: Backend
    public var app: App
    public var humanPlugin: HumanPlugin
    public var start: Start
    public var ended: Ended
    /// The outcome value the back-end reports for each final state name of `specs/contract.json`.
    public var outcomes: [String: String]
    /// The document type the app asks for (`{documentType}`).
    public var documentType: String
    public var timeouts: Timeouts
    /// How many app users start a capture at once in the isolation scenario.
    public var concurrentUsers: Int
    /// Further values to redact from every report and console line.
    public var secrets: [String]
    /// The file it was read from, for messages.
    public var sourcePath: String
    /// The file's bytes as read (reports state their checksum after redaction).
    public var sourceBytes: [UInt8]
}
