import ConformanceBasics
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and validates a `KitConfiguration` from JSON. Every problem is a `KitError.config` naming
/// the file and the field.
public enum ConfigurationLoader {
    /// Reads the file at `path`; `${env:NAME}` is looked up in `environment`.
    public static func load(
        path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(KitError) -> KitConfiguration {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .config(file: path, field: "(file)", problem: "no such file")
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: maxBytes)
        } catch {
            throw .config(file: path, field: "(file)", problem: error.reason)
        }
        return try parse(bytes, file: path, environment: environment)
    }

    /// The largest configuration file read (a real one is a few KiB).
    public static let maxBytes = 4 << 20

    /// Parses `bytes` (named `file` in messages). Unknown fields are reported first (with the
    /// closest known name), then placeholders `init` wrote, then each field in turn.
    public static func parse(
        _ bytes: [UInt8], file: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(KitError) -> KitConfiguration {
        let document: JSONValue
        let depth = JSONValue.nestingDepth(bytes)
        if depth > JSONValue.maxDepth {
            throw .config(
                file: file, field: "(file)",
                problem:
                    "nested \(depth) levels deep; the kit reads JSON nested at most \(JSONValue.maxDepth) deep (a configuration needs a few)"
            )
        }
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw .config(file: file, field: "(file)", problem: "not valid JSON: \(DecodingErrorText.describe(error))")
        } catch {
            throw .config(file: file, field: "(file)", problem: "not valid JSON")
        }
        if let duplicate = JSONDuplicateKeys.first(in: bytes) {
            throw .config(
                file: file, field: duplicate,
                problem:
                    "given twice in one object; readers disagree on which one counts (the kit would take the first, jq and Python the last): keep one"
            )
        }
        var root = try JSONObjectReader(document, file: file, path: "")
        if let unknown = ConfigKeys.firstUnknown(in: document, file: file) { throw unknown }
        if let placeholder = InitPlaceholders.first(in: document, file: file) { throw placeholder }
        var env = EnvironmentExpansion(environment: environment, file: file)
        _ = root.raw("$schema")
        _ = root.raw("//")

        var backendReader = try root.requiredObject("backend")
        let backend = try parseBackend(&backendReader, env: &env)

        var appReader = try root.requiredObject("app")
        let urlScheme = try appReader.requiredString("urlScheme")
        let variantText = try appReader.string("variant") ?? KitConfiguration.Variant.callback.rawValue
        guard let variant = KitConfiguration.Variant(rawValue: variantText) else {
            throw appReader.fail(
                "variant",
                "expected one of \(KitConfiguration.Variant.allCases.map(\.rawValue).joined(separator: ", ")), found '\(variantText)'")
        }
        let appProject = try appReader.string("project")
        let captureSession = try appReader.string("captureSession").map { text throws(KitError) in
            switch CaptureSessionName.parse(text) {
            case .success(let name): return name
            case .failure(let error): throw appReader.fail("captureSession", error.reason + ", found '\(text)'")
            }
        }
        let captureSessionSDK = try appReader.string("captureSessionSDK")
        if let sdk = captureSessionSDK {
            guard !sdk.trimmingWhitespace().isEmpty else { throw appReader.fail("captureSessionSDK", "expected the SDK's name, found ''") }
            if captureSession != nil {
                throw appReader.fail(
                    "captureSessionSDK", "give captureSession (a session your code makes) or captureSessionSDK (one an SDK makes), not both"
                )
            }
        }
        try appReader.finish()

        var pluginReader = try root.requiredObject("humanPlugin")
        let humanPlugin = KitConfiguration.HumanPlugin(
            host: try pluginReader.string("host") ?? "127.0.0.1",
            port: UInt16(try pluginReader.integer("port", in: 0...65535) ?? 0),
            clientId: try pluginReader.requiredString("clientId"),
            token: try pluginReader.requiredString("token"))
        if let problem = EnvironmentExpansion.notOnTheWire(humanPlugin.token) {
            throw pluginReader.fail("token", "\(problem); it is sent as 'Authorization: Bearer <token>', which cannot carry it")
        }
        guard humanPlugin.token.count >= 8 else {
            throw pluginReader.fail("token", "must be at least 8 characters (it is redacted from reports by value)")
        }
        try pluginReader.finish()

        let users = try root.object("users").map { reader throws(KitError) in
            var reader = reader
            return try parseUsers(&reader, env: &env)
        }
        // A login (token or cookies) or static headers tell the app users apart; otherwise `{user}` must.
        let userRequired = users?.login != nil || !(users?.staticUsers.isEmpty ?? true) ? [] : ["user"]

        // With an adapter, the adapter performs the app's calls (read below, once timeouts are known).
        let adapted = root.members["adapter"] != nil
        var start = KitConfiguration.adapterStart()
        var result: KitConfiguration.ResultPoll?
        var ended = KitConfiguration.adapterEnded()
        if !adapted {
            var startReader = try root.requiredObject("start")
            start = KitConfiguration.Start(
                call: try parseCall(&startReader, required: userRequired, env: &env),
                id: try startReader.answerValue("id", what: "process id", allowStatus: false, required: true)!,
                link: try startReader.answerValue("link", what: "capture link", allowStatus: false, required: true)!)
            try startReader.finish()

            if var resultReader = try root.object("result") {
                result = try parseResult(&resultReader, required: userRequired + ["id"], env: &env)
            }

            var endedReader = try root.requiredObject("ended")
            ended = KitConfiguration.Ended(
                call: try parseCall(&endedReader, required: userRequired + (result == nil ? ["id"] : []), env: &env),
                outcome: try endedReader.answerValue("outcome", what: "outcome", allowStatus: true, required: result == nil))
            if result != nil, !ended.call.usesID, !(result?.call.usesID ?? false) {
                throw endedReader.fail("path", "no {id} in the ended or result call; the app sends the process id back")
            }
            try endedReader.finish()
        }

        let outcomes = try root.stringMap("outcomes")
        if outcomes.isEmpty {
            throw root.fail("outcomes", "missing (expected an object mapping each final state name to the outcome your back-end reports)")
        }

        // The upstream bound defaults to the app's patience (and may not exceed it: see ConfigurationValidator).
        var timeouts = KitConfiguration.Timeouts(requestSeconds: 10, upstreamBoundSeconds: 10, runSeconds: 300)
        if var timeoutReader = try root.object("timeouts") {
            timeouts.requestSeconds = try timeoutReader.positiveSeconds("requestSeconds", default: timeouts.requestSeconds)
            timeouts.upstreamBoundSeconds = try timeoutReader.positiveSeconds("upstreamBoundSeconds", default: timeouts.requestSeconds)
            timeouts.runSeconds = try timeoutReader.positiveSeconds("runSeconds", default: timeouts.runSeconds)
            try timeoutReader.finish()
        }
        let adapter = try parseAdapter(&root, requestSeconds: timeouts.requestSeconds, env: &env)
        if let adapter { result = adapter.1 }

        var limits = KitConfiguration.Limits()
        if var limitReader = try root.object("limits") {
            limits.maxAnswerBytes = try limitReader.integer("maxAnswerBytes", in: 1024...(1 << 30)) ?? limits.maxAnswerBytes
            try limitReader.finish()
        }

        let documentTypes = try root.stringList("documentTypes")
        var configuration = KitConfiguration(
            backend: backend,
            app: KitConfiguration.App(
                urlScheme: urlScheme, variant: variant, project: appProject, captureSession: captureSession,
                captureSessionSDK: captureSessionSDK),
            humanPlugin: humanPlugin,
            start: start,
            ended: ended,
            outcomes: outcomes,
            documentType: try root.string("documentType") ?? documentTypes?.first ?? "DUI_TYPE_NG_BVN",
            timeouts: timeouts,
            concurrentUsers: try root.integer("concurrentUsers", in: 2...200) ?? 20,
            secrets: try secretList(&root, document: document),
            sourcePath: file,
            sourceBytes: bytes)
        configuration.users = users
        configuration.result = result
        configuration.adapter = adapter?.0
        configuration.limits = limits
        configuration.documentTypes = documentTypes
        try root.finish()
        if let listed = users?.listedNames, listed.count < configuration.usersNeeded {
            let field = users!.staticUsers.isEmpty ? "users.names" : "users.static"
            throw .config(
                file: file, field: field,
                problem:
                    "lists \(listed.count) app users; a run needs \(configuration.usersNeeded) (concurrentUsers \(configuration.concurrentUsers) capturing at once, plus a victim and an attacker for the foreign-id scenario)"
            )
        }
        for (name, value) in env.values where !configuration.secrets.contains(value) {
            if let place = SecretValue.ordinaryUse(of: value, in: document) {
                throw .config(
                    file: file, field: "${env:\(name)}",
                    problem:
                        "its value \(place.hasPrefix("the kit") ? "is part of \(place)" : "also stands in \(place) as ordinary text"): as a secret it would be redacted there too, rewriting what the report records; give the secret a value of its own, or write a value that is not a secret in the file as it is"
                )
            }
            configuration.secrets.append(value)
        }
        return configuration
    }

    /// `users`: at most one of `login` and `static`; `names` optional (not with `static`).
    private static func parseUsers(
        _ reader: inout JSONObjectReader, env: inout EnvironmentExpansion
    ) throws(KitError) -> KitConfiguration.Users {
        var users = KitConfiguration.Users(login: nil, staticUsers: [], names: try reader.stringList("names") ?? [])
        if var loginReader = try reader.object("login") {
            let call = try parseCall(&loginReader, required: [], allowed: ["user", "uuid"], env: &env)
            let tokenPointer = try loginReader.optionalPointer("tokenPointer")
            let sendToken = try loginReader.stringMap("sendToken")
            if tokenPointer != nil, sendToken.isEmpty {
                throw loginReader.fail(
                    "sendToken",
                    "missing (with tokenPointer: the headers that carry the token, e.g. {\"Authorization\": \"Bearer {token}\"})")
            }
            if tokenPointer == nil, !sendToken.isEmpty {
                throw loginReader.fail("tokenPointer", "missing (sendToken needs the JSON pointer to the token in the login answer)")
            }
            for name in sendToken.keys.sorted() {
                let value = sendToken[name]!
                for placeholder in Template.placeholders(in: value) where !["token", "user"].contains(placeholder) {
                    throw loginReader.fail("sendToken.\(name)", "unknown placeholder {\(placeholder)} (known: {token}, {user})")
                }
                if !value.contains("{token}") {
                    throw loginReader.fail(
                        "sendToken.\(name)", "no {token} in '\(value)'; the header must carry the token the login answered")
                }
            }
            users.login = KitConfiguration.Login(
                call: call, tokenPointer: tokenPointer,
                sendToken: try env.expand(headers: sendToken, field: loginReader.field("sendToken")))
            try loginReader.finish()
        }
        if let value = reader.raw("static") {
            guard case let .array(items) = value else {
                throw reader.fail("static", "expected an array of users ({\"name\", \"headers\"}), found \(value.typeName)")
            }
            if users.login != nil { throw reader.fail("static", "not with users.login: a user either logs in or has static headers") }
            if !users.names.isEmpty { throw reader.fail("names", "not with users.static: each static user has its own name") }
            guard !items.isEmpty else { throw reader.fail("static", "must not be empty") }
            for (index, item) in items.enumerated() {
                var userReader = try JSONObjectReader(item, file: reader.file, path: reader.field("static") + "[\(index)]")
                let name = try userReader.requiredString("name")
                let headers = try userReader.stringMap("headers")
                if headers.isEmpty { throw userReader.fail("headers", "missing (expected the headers that authenticate this user)") }
                users.staticUsers.append(
                    KitConfiguration.StaticUser(name: name, headers: try env.expand(headers: headers, field: userReader.field("headers"))))
                try userReader.finish()
            }
        }
        if let listed = users.listedNames {
            var seen = Set<String>()
            for (index, name) in listed.enumerated() {
                let field = users.staticUsers.isEmpty ? "names[\(index)]" : "static[\(index)].name"
                if name.isEmpty { throw reader.fail(field, "must not be empty") }
                if !seen.insert(name).inserted {
                    throw reader.fail(field, "'\(name)' is listed twice; every app user must be a different user")
                }
            }
        }
        try reader.finish()
        return users
    }

    /// `result`: the call polled after "capture ended".
    private static func parseResult(
        _ reader: inout JSONObjectReader, required: [String], env: inout EnvironmentExpansion
    ) throws(KitError) -> KitConfiguration.ResultPoll {
        let call = try parseCall(&reader, required: required, env: &env)
        let outcome = try reader.answerValue("outcome", what: "outcome", allowStatus: true, required: true)!
        guard let inProgress = try reader.stringList("inProgress"), !inProgress.isEmpty else {
            throw reader.fail("inProgress", "missing (expected the outcome values that mean 'not finished yet', e.g. [\"processing\"])")
        }
        let interval = try reader.positiveSeconds("intervalSeconds", default: 0.5)
        let floor = KitConfiguration.ResultPoll.minimumIntervalSeconds
        guard interval >= floor else {
            throw reader.fail("intervalSeconds", "\(interval) s is below the floor of \(floor) s between polls")
        }
        let bound = try reader.positiveSeconds("boundSeconds", default: 30)
        guard interval <= bound else { throw reader.fail("intervalSeconds", "\(interval) s is longer than boundSeconds (\(bound) s)") }
        try reader.finish()
        return KitConfiguration.ResultPoll(
            call: call, outcome: outcome, inProgress: inProgress, intervalSeconds: interval, boundSeconds: bound)
    }

    /// `secrets`: each long enough and nowhere else in the file as ordinary text (`SecretValue`).
    private static func secretList(_ root: inout JSONObjectReader, document: JSONValue) throws(KitError) -> [String] {
        let secrets = try root.stringList("secrets") ?? []
        for (index, secret) in secrets.enumerated() {
            if let problem = SecretValue.lengthProblem(secret) {
                throw .config(file: root.file, field: "secrets[\(index)]", problem: problem)
            }
            if let place = SecretValue.ordinaryUse(of: secret, in: document) {
                throw .config(
                    file: root.file, field: "secrets[\(index)]",
                    problem:
                        "also stands in \(place) as ordinary text: as a secret it would be redacted there too, rewriting what the report records; list a secret that is nowhere else in the file"
                )
            }
        }
        return secrets
    }

    /// Why `path` cannot be sent as an HTTP request target (RFC 9112 §3.2: no spaces, no control
    /// characters), or nil. Placeholders are filled later, with values the kit encodes.
    static func requestTargetProblem(_ path: String) -> String? {
        guard let bad = path.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F }) else { return nil }
        let shown = bad == " " ? "a space" : "the control character U+" + String(cFormat: "%04X", bad.value)
        return "holds \(shown), which no HTTP request line can carry; percent-encode it (%\(String(cFormat: "%02X", bad.value)))"
    }

    /// Why `name` cannot be an environment variable's name (empty, or holding '=' or NUL), or nil.
    static func environmentNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a variable name is empty" }
        if name.contains("=") { return "the variable name '\(name)' holds '=', which ends a name in the environment" }
        if name.unicodeScalars.contains("\u{0}") { return "a variable name holds a NUL character, which no environment can carry" }
        return nil
    }

    /// `backend`: where the back-end listens, and how to launch it. A launch environment's values
    /// may be `${env:NAME}` references, expanded (an unset variable is an error) and redacted as
    /// secrets; the launched back-end also inherits the kit's own environment.
    private static func parseBackend(
        _ reader: inout JSONObjectReader, env: inout EnvironmentExpansion
    ) throws(KitError) -> KitConfiguration.Backend {
        let baseURL = try reader.requiredString("baseURL")
        let readyPath = try reader.string("readyPath") ?? "/"
        guard readyPath.hasPrefix("/") else { throw reader.fail("readyPath", "must start with '/', found '\(readyPath)'") }
        if let problem = requestTargetProblem(readyPath) { throw reader.fail("readyPath", problem) }
        var launch: KitConfiguration.Launch?
        if var launchReader = try reader.object("launch") {
            guard let command = try launchReader.stringList("command"), !command.isEmpty else {
                throw launchReader.fail("command", "missing (expected a non-empty array: program and arguments)")
            }
            var environment = try launchReader.stringMap("environment")
            for name in environment.keys.sorted() {
                if let problem = environmentNameProblem(name) { throw launchReader.fail("environment", problem) }
                environment[name] = try env.expand(environment[name]!, field: "backend.launch.environment.\(name)")
                if environment[name]!.unicodeScalars.contains("\u{0}") {
                    throw launchReader.fail("environment", "the value of \(name) holds a NUL character, which no environment can carry")
                }
            }
            func variableName(_ key: String) throws(KitError) -> String? {
                let name = try launchReader.string(key)
                if let name, let problem = environmentNameProblem(name) { throw launchReader.fail(key, problem) }
                return name
            }
            launch = KitConfiguration.Launch(
                command: command,
                workingDirectory: try launchReader.string("workingDirectory"),
                environment: environment,
                humanPluginURLVariable: try variableName("humanPluginURLVariable") ?? "HUMAN_PLUGIN_BASE_URL",
                humanPluginTokenVariable: try variableName("humanPluginTokenVariable") ?? "HUMAN_PLUGIN_TOKEN",
                portVariable: try variableName("portVariable"),
                readyTimeoutSeconds: try launchReader.positiveSeconds("readyTimeoutSeconds", default: 20))
            try launchReader.finish()
        }
        let probe = Template.fill(baseURL, ["port": "1"])
        do {
            _ = try HTTPEndpoint(url: probe)
        } catch {
            throw reader.fail("baseURL", "expected http://host:port[/prefix], found '\(baseURL)'")
        }
        if baseURL.contains("{port}") && launch?.portVariable == nil {
            throw reader.fail("baseURL", "'{port}' needs backend.launch.portVariable")
        }
        var logFile = try reader.string("logFile")
        if let given = logFile {
            guard launch == nil else {
                throw reader.fail(
                    "logFile",
                    "is for attach mode: a launched back-end's log is what it writes to its standard output and error, which the kit reads")
            }
            guard !given.isEmpty, !given.unicodeScalars.contains("\u{0}") else { throw reader.fail("logFile", "expected a file path") }
            let folder = URL(fileURLWithPath: reader.file).deletingLastPathComponent()
            logFile = URL(fileURLWithPath: given, relativeTo: folder).standardizedFileURL.path
        }
        try reader.finish()
        return KitConfiguration.Backend(baseURL: baseURL, readyPath: readyPath, launch: launch, logFile: logFile)
    }

    private static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    private static let placeholders: Set<String> = ["user", "documentNumber", "documentType", "id", "claim", "uuid"]

    /// Reads one app call. `required` placeholders must appear somewhere in it (path, headers or
    /// body): `{user}` tells the kit's app users apart, `{id}` carries the process id back.
    /// `allowed` narrows the placeholders it may use (the login call has no id, document or claim).
    private static func parseCall(
        _ reader: inout JSONObjectReader, required: [String], allowed: Set<String> = placeholders,
        env: inout EnvironmentExpansion
    ) throws(KitError) -> KitConfiguration.AppCall {
        let method = (try reader.string("method") ?? "POST").uppercased()
        guard methods.contains(method) else {
            throw reader.fail("method", "expected one of \(methods.sorted().joined(separator: ", ")), found '\(method)'")
        }
        let path = try reader.requiredString("path")
        guard path.hasPrefix("/") else { throw reader.fail("path", "must start with '/', found '\(path)'") }
        if let problem = requestTargetProblem(path) { throw reader.fail("path", problem) }
        let headers = try reader.stringMap("headers")
        let body = reader.raw("body")
        var used: Set<String> = []
        let texts: [(field: String, text: String)] =
            [("path", path)]
            + headers.keys.sorted().map { ("headers.\($0)", headers[$0]!) }
            + (body?.allStrings ?? []).map { ("body", $0) }
        for (field, text) in texts {
            for name in Template.placeholders(in: text) {
                guard allowed.contains(name) else {
                    throw reader.fail(
                        field, "unknown placeholder {\(name)} (known: \(allowed.sorted().map { "{\($0)}" }.joined(separator: ", ")))")
                }
                used.insert(name)
            }
        }
        for name in required where !used.contains(name) {
            let why =
                name == "user"
                ? "the kit plays several app users and your back-end must tell them apart"
                : "the app sends the process id back in this call"
            throw reader.fail("path", "no {\(name)} in the path, headers or body; \(why)")
        }
        let encodingText = try reader.string("bodyEncoding") ?? KitConfiguration.BodyEncoding.json.rawValue
        guard let encoding = KitConfiguration.BodyEncoding(rawValue: encodingText) else {
            throw reader.fail("bodyEncoding", "expected json or form, found '\(encodingText)'")
        }
        if encoding == .form, let body {
            guard case let .object(members) = body else {
                throw reader.fail("body", "with bodyEncoding form, expected an object of strings, found \(body.typeName)")
            }
            if let key = members.keys.sorted().first(where: { members[$0]?.stringValue == nil }) {
                throw reader.fail("body.\(key)", "with bodyEncoding form, expected a string, found \(members[key]!.typeName)")
            }
        }
        var errorWhen: KitConfiguration.ErrorRule?
        if var ruleReader = try reader.object("errorWhen") {
            let pointer = try ruleReader.pointer("pointer")
            guard let value = ruleReader.raw("equals") else {
                throw ruleReader.fail("equals", "missing (expected an array of the JSON values that mean an error, e.g. [false])")
            }
            guard case let .array(values) = value, !values.isEmpty else {
                throw ruleReader.fail("equals", "expected a non-empty array of JSON values, found \(value.typeName)")
            }
            errorWhen = KitConfiguration.ErrorRule(pointer: pointer, equals: values)
            try ruleReader.finish()
        }
        return KitConfiguration.AppCall(
            method: method, path: path, headers: try env.expand(headers: headers, field: reader.field("headers")),
            body: try body.map { value throws(KitError) in try env.expand(body: value, field: reader.field("body")) },
            bodyEncoding: encoding, errorWhen: errorWhen)
    }
}
