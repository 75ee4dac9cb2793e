import ConformanceBasics

/// A partner's description of their back-end and app, read from one JSON file.
/// `specs/config.schema.json` and docs/CONFIGURATION.md document every field.
public struct KitConfiguration: Sendable, Equatable {
    /// Where the back-end under test is, or how to start it.
    public struct Backend: Sendable, Equatable {
        /// Base URL of the back-end (`http://host:port[/prefix]`); with `launch`, `{port}` may appear in it.
        public var baseURL: String
        /// A path answering 2xx once the back-end is ready (checked before the run).
        public var readyPath: String
        public var launch: Launch?
        /// Attach mode: the back-end's log file, absolute (resolved against the configuration's folder).
        public var logFile: String?
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
        /// The capture session as `FILE[:LINE]` (`app.captureSession`): the session the app rules
        /// judge, instead of telling it from the app's other sessions by scheme or URL.
        public var captureSession: CaptureSessionName? = nil
        /// The SDK that makes the capture session (`app.captureSessionSDK`, a login or identity
        /// SDK linked into the app): the rules on the session's own code are the SDK's, and are
        /// not judged; what the app's own code and settings control still is.
        public var captureSessionSDK: String? = nil
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
    /// `{documentType}`, `{id}`, `{claim}` and `{uuid}` (a fresh random UUID per call); `${env:NAME}` in header values and body strings is
    /// already replaced by the environment variable's value (a secret).
    public struct AppCall: Sendable, Equatable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: JSONValue?
        /// How `body` is sent: JSON, or `application/x-www-form-urlencoded` (an object of strings).
        public var bodyEncoding: BodyEncoding = .json
        /// When a 2xx answer is nevertheless an error (`{"ok": false}`); nil: only 4xx and 5xx are.
        public var errorWhen: ErrorRule?
    }

    public enum BodyEncoding: String, Sendable, Equatable, CaseIterable {
        case json
        case form
    }

    /// A 2xx answer whose JSON value at `pointer` equals one of `equals` is an error answer.
    public struct ErrorRule: Sendable, Equatable {
        public var pointer: JSONPointer
        public var equals: [JSONValue]

        /// Whether `body` signals an error by this rule (no value at the pointer: no error).
        public func matches(_ body: JSONValue?) -> Bool {
            guard let body, let value = pointer.resolve(in: body) else { return false }
            return equals.contains(value)
        }
    }

    public struct Start: Sendable, Equatable {
        public var call: AppCall
        /// Where the process id is in the start answer (`idPointer` or `idHeader`).
        public var id: AnswerValue
        /// Where the capture link is in the start answer (`linkPointer` or `linkHeader`).
        public var link: AnswerValue
    }

    public struct Ended: Sendable, Equatable {
        public var call: AppCall
        /// Where the outcome is in the ended answer (`outcomePointer`, `outcomeHeader` or
        /// `outcomeStatus`); optional when `result` is polled.
        public var outcome: AnswerValue?
    }

    /// The call the app polls after "capture ended" until the outcome is no longer in progress.
    public struct ResultPoll: Sendable, Equatable {
        public var call: AppCall
        /// Where the outcome is in each answer (`outcomePointer`, `outcomeHeader` or `outcomeStatus`).
        public var outcome: AnswerValue
        /// Outcome values that mean "not yet".
        public var inProgress: [String]
        public var intervalSeconds: Double
        /// No result within this long after "capture ended" is a failure.
        public var boundSeconds: Double

        /// The shortest `intervalSeconds` accepted (a tighter loop is a load test, not an app).
        public static let minimumIntervalSeconds = 0.05
        /// The most polls of one result; past it polling stops as unfinished.
        public static let maxPolls = 1_000
    }

    /// Who the app users are and how they authenticate to the back-end.
    public struct Users: Sendable, Equatable {
        /// A login call made once per app user before its first call.
        public var login: Login?
        /// Pre-provisioned users with their own headers.
        public var staticUsers: [StaticUser]
        /// App user names for `{user}` (instead of kit-made names).
        public var names: [String]

        /// The users' names when the configuration lists them (static users or names).
        public var listedNames: [String]? {
            if !staticUsers.isEmpty { return staticUsers.map(\.name) }
            return names.isEmpty ? nil : names
        }
    }

    /// How an app user logs in: the call, and either a token to send on later calls or (neither
    /// `tokenPointer` nor `sendToken`) a cookie session.
    public struct Login: Sendable, Equatable {
        public var call: AppCall
        public var tokenPointer: JSONPointer?
        /// Headers added to every later call of the user; values may use `{token}` and `{user}`.
        public var sendToken: [String: String]
    }

    /// A pre-provisioned app user: its name and the headers that authenticate it.
    public struct StaticUser: Sendable, Equatable {
        public var name: String
        public var headers: [String: String]
    }

    public struct Timeouts: Sendable, Equatable {
        /// The longest the app waits for one answer of the back-end.
        public var requestSeconds: Double
        /// The bound within which the back-end must report a Human Plugin that never answers.
        public var upstreamBoundSeconds: Double
        /// The whole run's deadline.
        public var runSeconds: Double
    }

    /// Bounds on what the kit accepts from the back-end.
    public struct Limits: Sendable, Equatable {
        /// The largest answer body the app accepts; a larger one is a failed call ("answer larger than N bytes").
        public var maxAnswerBytes = 4 * 1024 * 1024
        public init() {}
    }

    public var backend: Backend
    public var app: App
    public var humanPlugin: HumanPlugin
    public var start: Start
    public var ended: Ended
    /// The outcome value the back-end reports for each final state name of `specs/contract.json`.
    public var outcomes: [String: String]
    /// The outcome value that says "the capture could not be decided" (an error answer is accepted for it).
    public static let errorOutcome = "error"
    /// The document type the app asks for (`{documentType}`).
    public var documentType: String
    public var timeouts: Timeouts
    /// How many app users start a capture at once in the isolation scenario.
    public var concurrentUsers: Int
    /// Further values to redact from every report and console line (the configured ones, then
    /// every value `${env:NAME}` expanded to).
    public var secrets: [String]
    /// The file it was read from, for messages.
    public var sourcePath: String
    /// Bounds on answers (`limits`); defaults when absent.
    public var limits = Limits()
    /// The file's bytes as read (reports state their checksum after redaction).
    public var sourceBytes: [UInt8]
    /// App users (nil: a kit-made name per journey in `{user}`, as the calls carry it).
    public var users: Users? = nil
    /// The call polled for an asynchronous result (nil: the ended answer carries the outcome).
    public var result: ResultPoll? = nil
    /// The app adapter performing the app's calls (nil: the declarative calls above).
    public var adapter: Adapter? = nil
    /// The document types the back-end takes (`documentTypes`; nil: every type of the contract).
    /// The run asks only for these: `documentType`, and a second one of them when there is one.
    public var documentTypes: [String]? = nil

    /// How many listed users a run needs: the isolation scenario's users, plus a victim and an
    /// attacker for the foreign-id scenario.
    public var usersNeeded: Int { concurrentUsers + 2 }
}

extension KitConfiguration.AppCall {
    /// Whether `{id}` appears in the path, a header or the body.
    var usesID: Bool {
        ([path] + headers.values + (body?.allStrings ?? [])).contains { $0.contains("{id}") }
    }
}
