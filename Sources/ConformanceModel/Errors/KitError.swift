/// A reason the kit itself could not run: bad configuration, unreadable specs, an unreachable
/// back-end. Each prints as one line naming what is wrong and where. The runner exits 2 on these.
public enum KitError: Error, Equatable, CustomStringConvertible {
    /// A configuration value is missing or wrong; `field` is its dotted path, `file` the config file.
    case config(file: String, field: String, problem: String)
    /// A file of the contract in `specs/` is missing or malformed.
    case specs(file: String, problem: String)
    /// A file could not be read or written.
    case file(path: String, problem: String)
    /// The back-end under test could not be reached when the run started.
    case backendUnreachable(url: String, reason: String)
    /// The back-end answered its readiness path, but only with 5xx, until the wait ended.
    case backendNotReady(url: String, reason: String)
    /// The back-end named by a launch command did not start or become ready.
    case launch(problem: String)
    /// An app user could not log in: `answer` is what the back-end answered `call` (status, redacted excerpt).
    case login(user: String, call: String, answer: String)
    /// A command-line option is unknown or has a bad value.
    case usage(String)
    /// Anything else that stopped the run, with the reason.
    case run(String)

    public var description: String {
        switch self {
        case let .config(file, field, problem): "config error in \(file): \(field): \(problem)"
        case let .specs(file, problem): "specs error in \(file): \(problem)"
        case let .file(path, problem): "\(path): \(problem)"
        case let .backendUnreachable(url, reason): "back-end unreachable at \(url): \(reason)"
        case let .backendNotReady(url, reason): "back-end not ready at \(url): \(reason)"
        case let .launch(problem): "back-end launch failed: \(problem)"
        case let .login(user, call, answer):
            "login failed for app user '\(user)': \(call) \(answer) (the back-end's answer; the run stops: the kit cannot play a user who cannot log in)"
        case let .usage(message): message
        case let .run(message): message
        }
    }
}
