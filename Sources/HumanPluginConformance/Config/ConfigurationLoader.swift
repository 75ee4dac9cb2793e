import Foundation

/// Reads and validates a `KitConfiguration` from JSON. Every problem is a `KitError.config` naming
/// the file and the field.
public enum ConfigurationLoader {
    /// Reads the file at `path`.
    public static func load(path: String) throws(KitError) -> KitConfiguration {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .config(file: path, field: "(file)", problem: "no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .config(file: path, field: "(file)", problem: "cannot be read")
        }
        return try parse(Array(data), file: path)
    }

    /// Parses `bytes` (named `file` in messages).
    public static func parse(_ bytes: [UInt8], file: String) throws(KitError) -> KitConfiguration {
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw .config(file: file, field: "(file)", problem: "not valid JSON: \(DecodingErrorText.describe(error))")
        } catch {
            throw .config(file: file, field: "(file)", problem: "not valid JSON")
        }
        var root = try JSONObjectReader(document, file: file, path: "")
        _ = root.raw("$schema")
        _ = root.raw("//")

        var backendReader = try root.requiredObject("backend")
        let backend = try parseBackend(&backendReader)

        var appReader = try root.requiredObject("app")
        let urlScheme = try appReader.requiredString("urlScheme")
        let variantText = try appReader.string("variant") ?? KitConfiguration.Variant.callback.rawValue
        guard let variant = KitConfiguration.Variant(rawValue: variantText) else {
            throw appReader.fail("variant", "expected one of \(KitConfiguration.Variant.allCases.map(\.rawValue).joined(separator: ", ")), found '\(variantText)'")
        }
        let appProject = try appReader.string("project")
        try appReader.finish()

        var pluginReader = try root.requiredObject("humanPlugin")
        let humanPlugin = KitConfiguration.HumanPlugin(
            host: try pluginReader.string("host") ?? "127.0.0.1",
            port: UInt16(try pluginReader.integer("port", in: 0...65535) ?? 0),
            clientId: try pluginReader.requiredString("clientId"),
            token: try pluginReader.requiredString("token"))
        guard humanPlugin.token.count >= 8 else {
            throw pluginReader.fail("token", "must be at least 8 characters (it is redacted from reports by value)")
        }
        try pluginReader.finish()

        var startReader = try root.requiredObject("start")
        let start = KitConfiguration.Start(
            call: try parseCall(&startReader, required: ["user"]),
            idPointer: try startReader.pointer("idPointer"),
            linkPointer: try startReader.pointer("linkPointer"))
        try startReader.finish()

        var endedReader = try root.requiredObject("ended")
        let ended = KitConfiguration.Ended(
            call: try parseCall(&endedReader, required: ["user", "id"]),
            outcomePointer: try endedReader.pointer("outcomePointer"))
        try endedReader.finish()

        let outcomes = try root.stringMap("outcomes")
        if outcomes.isEmpty { throw root.fail("outcomes", "missing (expected an object mapping each final state name to the outcome your back-end reports)") }

        var timeouts = KitConfiguration.Timeouts(requestSeconds: 10, upstreamBoundSeconds: 30, runSeconds: 300)
        if var timeoutReader = try root.object("timeouts") {
            timeouts.requestSeconds = try timeoutReader.positiveSeconds("requestSeconds", default: timeouts.requestSeconds)
            timeouts.upstreamBoundSeconds = try timeoutReader.positiveSeconds("upstreamBoundSeconds", default: timeouts.upstreamBoundSeconds)
            timeouts.runSeconds = try timeoutReader.positiveSeconds("runSeconds", default: timeouts.runSeconds)
            try timeoutReader.finish()
        }

        let configuration = KitConfiguration(
            backend: backend,
            app: KitConfiguration.App(urlScheme: urlScheme, variant: variant, project: appProject),
            humanPlugin: humanPlugin,
            start: start,
            ended: ended,
            outcomes: outcomes,
            documentType: try root.string("documentType") ?? "DUI_TYPE_NG_BVN",
            timeouts: timeouts,
            concurrentUsers: try root.integer("concurrentUsers", in: 2...200) ?? 20,
            secrets: try secretList(&root),
            sourcePath: file,
            sourceBytes: bytes)
        try root.finish()
        return configuration
    }

    /// `secrets`: each at least 4 characters (shorter values cannot be redacted by value).
    private static func secretList(_ root: inout JSONObjectReader) throws(KitError) -> [String] {
        let secrets = try root.stringList("secrets") ?? []
        if let index = secrets.firstIndex(where: { $0.count < 4 }) {
            throw .config(file: root.file, field: "secrets[\(index)]", problem: "must be at least 4 characters (shorter values cannot be redacted by value)")
        }
        return secrets
    }

    private static func parseBackend(_ reader: inout JSONObjectReader) throws(KitError) -> KitConfiguration.Backend {
        let baseURL = try reader.requiredString("baseURL")
        let readyPath = try reader.string("readyPath") ?? "/"
        guard readyPath.hasPrefix("/") else { throw reader.fail("readyPath", "must start with '/', found '\(readyPath)'") }
        var launch: KitConfiguration.Launch?
        if var launchReader = try reader.object("launch") {
            guard let command = try launchReader.stringList("command"), !command.isEmpty else {
                throw launchReader.fail("command", "missing (expected a non-empty array: program and arguments)")
            }
            launch = KitConfiguration.Launch(
                command: command,
                workingDirectory: try launchReader.string("workingDirectory"),
                environment: try launchReader.stringMap("environment"),
                humanPluginURLVariable: try launchReader.string("humanPluginURLVariable") ?? "HUMAN_PLUGIN_BASE_URL",
                humanPluginTokenVariable: try launchReader.string("humanPluginTokenVariable") ?? "HUMAN_PLUGIN_TOKEN",
                portVariable: try launchReader.string("portVariable"),
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
        try reader.finish()
        return KitConfiguration.Backend(baseURL: baseURL, readyPath: readyPath, launch: launch)
    }

    private static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    private static let placeholders: Set<String> = ["user", "documentNumber", "documentType", "id", "claim"]

    /// Reads one app call. `required` placeholders must appear somewhere in it (path, headers or
    /// body): `{user}` tells the kit's app users apart, `{id}` carries the process id back.
    private static func parseCall(_ reader: inout JSONObjectReader, required: [String]) throws(KitError) -> KitConfiguration.AppCall {
        let method = (try reader.string("method") ?? "POST").uppercased()
        guard methods.contains(method) else {
            throw reader.fail("method", "expected one of \(methods.sorted().joined(separator: ", ")), found '\(method)'")
        }
        let path = try reader.requiredString("path")
        guard path.hasPrefix("/") else { throw reader.fail("path", "must start with '/', found '\(path)'") }
        let headers = try reader.stringMap("headers")
        let body = reader.raw("body")
        var used: Set<String> = []
        let texts: [(field: String, text: String)] = [("path", path)]
            + headers.keys.sorted().map { ("headers.\($0)", headers[$0]!) }
            + (body?.allStrings ?? []).map { ("body", $0) }
        for (field, text) in texts {
            for name in Template.placeholders(in: text) {
                guard placeholders.contains(name) else {
                    throw reader.fail(field, "unknown placeholder {\(name)} (known: \(placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")))")
                }
                used.insert(name)
            }
        }
        for name in required where !used.contains(name) {
            let why = name == "user" ? "the kit plays several app users and your back-end must tell them apart"
                                     : "the app sends the process id back in this call"
            throw reader.fail("path", "no {\(name)} in the path, headers or body; \(why)")
        }
        return KitConfiguration.AppCall(method: method, path: path, headers: headers, body: body)
    }
}
