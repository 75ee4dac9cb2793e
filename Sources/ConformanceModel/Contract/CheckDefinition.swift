import ConformanceBasics

/// What one check demands and why, decoded from `specs/checks.json`. The code that judges it
/// lives in `Checks/`; this is the part a reviewer reads.
public struct CheckDefinition: Sendable, Codable, Equatable, Identifiable {
    public var id: String
    public var group: String
    public var title: String
    public var severity: Severity
    /// The document section, RFC, Apple documentation or OWASP item the rule comes from.
    public var source: String
    /// What the rule demands, in one or two sentences.
    public var requirement: String
    /// How to fix a back-end that breaks it.
    public var fix: String
    /// Which exchanges (call kinds) it judges, e.g. `["create request"]` or
    /// `["start answer", "ended answer", "result answer"]`; absent for checks that judge none.
    public var judges: [String]?
    /// For checks that judge a time: which configured number they judge against.
    public var judgedAgainst: String?
    /// Whether one exchange is enough to judge it, so that `serve` judges it as each request
    /// arrives (absent: it needs whole journeys, scenarios or faults, which only `run` plays).
    public var judgedLive: Bool?

    /// Whether `serve` judges it on each exchange.
    public var isJudgedLive: Bool { judgedLive ?? false }

    /// The call kinds it judges (empty when the catalogue names none).
    public var judgedExchanges: [String] { judges ?? [] }
}

/// A named group of checks (one JUnit test suite each).
public struct CheckGroup: Sendable, Codable, Equatable {
    public var id: String
    public var title: String
}

/// The check catalogue as data: every check the kit makes, in report order.
public struct CheckCatalogue: Sendable, Codable, Equatable {
    var catalogueVersion: String
    public var groups: [CheckGroup]
    public var checks: [CheckDefinition]

    public func definition(_ id: String) -> CheckDefinition? {
        checks.first { $0.id == id }
    }
}

extension CheckCatalogue {
    /// The check ids a run judges when given `--only` (nil: all) and `--skip`: each set names
    /// check ids or group ids.
    public func selection(only: Set<String>?, skip: Set<String>) -> Set<String> {
        Set(
            checks.filter { check in
                let named = { (set: Set<String>) in set.contains(check.id) || set.contains(check.group) }
                return (only.map(named) ?? true) && !named(skip)
            }.map(\.id))
    }

    /// The selection that a report's recorded options (`Provenance.options`) make: the values of
    /// every `--only` and `--skip` word, comma-separated as the command takes them.
    public func selection(recordedOptions options: [String]) -> Set<String> {
        func values(_ name: String) -> [String] {
            options.filter { $0.hasPrefix(name + " ") }.flatMap {
                $0.dropFirst(name.count + 1).split(separator: ",").map { String($0).trimmingWhitespace() }
            }.filter { !$0.isEmpty }
        }
        let only = values("--only")
        return selection(only: only.isEmpty ? nil : Set(only), skip: Set(values("--skip")))
    }

    /// The catalogue without the checks of `group`.
    public func leaving(out group: String) -> CheckCatalogue {
        CheckCatalogue(
            catalogueVersion: catalogueVersion, groups: groups.filter { $0.id != group }, checks: checks.filter { $0.group != group })
    }
}
