/// `adapter`: the app adapter that replaces the declarative app calls (docs/ADAPTER.md).
extension ConfigurationLoader {
    /// The calls an adapter replaces: none of them may be configured beside it.
    static let callsAnAdapterReplaces = ["start", "ended", "result"]

    /// Reads `adapter` (nil when absent). `requestSeconds` gives `stepSeconds` its default.
    static func parseAdapter(
        _ root: inout JSONObjectReader, requestSeconds: Double,
        env: inout EnvironmentExpansion
    ) throws(KitError) -> (KitConfiguration.Adapter, KitConfiguration.ResultPoll?)? {
        guard var reader = try root.object("adapter") else { return nil }
        for key in callsAnAdapterReplaces where root.members[key] != nil {
            throw root.fail(key, "not with adapter: the adapter performs the app's start, ended and result calls (keep one of the two)")
        }
        if case let .object(users)? = root.members["users"], users["login"] != nil {
            throw root.fail("users.login", "not with adapter: the adapter logs its users in itself (its login step, docs/ADAPTER.md)")
        }
        guard let command = try reader.stringList("command") else {
            throw reader.fail("command", "missing (expected a non-empty array: program and arguments, e.g. [\"python3\", \"adapter.py\"])")
        }
        guard let program = command.first, !program.isEmpty else {
            throw reader.fail("command", "expected a non-empty array: program and arguments, e.g. [\"python3\", \"adapter.py\"]")
        }
        let environment = try env.expand(headers: try reader.stringMap("environment"), field: reader.field("environment"))
        for name in environment.keys.sorted() where name.isEmpty || name.contains("=") {
            throw reader.fail("environment", "'\(name)' is not an environment variable name")
        }
        var adapter = KitConfiguration.Adapter(command: command, environment: environment)
        adapter.startSeconds = try reader.positiveSeconds("startSeconds", default: 10)
        adapter.stepSeconds = try reader.positiveSeconds("stepSeconds", default: requestSeconds + 5)
        // A step holds at least one call the app waits up to requestSeconds for (and a back-end may
        // rightly hold it that long): a shorter step deadline would stop a correct run.
        guard adapter.stepSeconds > requestSeconds else {
            throw reader.fail(
                "stepSeconds",
                "\(SecondsText.plain(adapter.stepSeconds)) s is not longer than timeouts.requestSeconds (\(SecondsText.plain(requestSeconds)) s), which one call of a step may take"
            )
        }
        if let value = reader.raw("pollResult") {
            guard case let .bool(flag) = value else { throw reader.fail("pollResult", "expected true or false, found \(value.typeName)") }
            adapter.pollResult = flag
        }
        var polling: KitConfiguration.ResultPoll?
        let inAdapter = try reader.object("resultPolling")
        let atTop = try root.object("resultPolling")
        if inAdapter != nil, atTop != nil { throw root.fail("resultPolling", "given twice (here and in adapter.resultPolling); keep one") }
        if var pollReader = inAdapter ?? atTop {
            guard adapter.pollResult else { throw pollReader.fail("intervalSeconds", "resultPolling needs adapter.pollResult: true") }
            polling = try parsePolling(&pollReader)
        } else if adapter.pollResult {
            polling = KitConfiguration.adapterResult(inProgress: [], intervalSeconds: 0.5, boundSeconds: 30)
        }
        try reader.finish()
        return (adapter, polling)
    }

    /// `resultPolling`: `intervalSeconds`, `boundSeconds`, `inProgress`, as for a `result` call.
    private static func parsePolling(_ reader: inout JSONObjectReader) throws(KitError) -> KitConfiguration.ResultPoll {
        let inProgress = try reader.stringList("inProgress") ?? []
        let interval = try reader.positiveSeconds("intervalSeconds", default: 0.5)
        let floor = KitConfiguration.ResultPoll.minimumIntervalSeconds
        guard interval >= floor else {
            throw reader.fail("intervalSeconds", "\(interval) s is below the floor of \(floor) s between polls")
        }
        let bound = try reader.positiveSeconds("boundSeconds", default: 30)
        guard interval <= bound else { throw reader.fail("intervalSeconds", "\(interval) s is longer than boundSeconds (\(bound) s)") }
        try reader.finish()
        return KitConfiguration.adapterResult(inProgress: inProgress, intervalSeconds: interval, boundSeconds: bound)
    }
}
