/// Checks a parsed configuration against the contract: every final state has an outcome, no
/// outcome names an unknown state, and the document type is one the contract knows.
public enum ConfigurationValidator {
    public static func validate(_ configuration: KitConfiguration, against specs: Specs) throws(KitError) {
        let file = configuration.sourcePath
        let names = specs.contract.finalStates.states.map(\.name)
        for name in names where configuration.outcomes[name] == nil {
            throw .config(
                file: file, field: "outcomes.\(name)",
                problem: "missing (every final state needs the outcome your back-end reports for it: \(names.joined(separator: ", ")))")
        }
        for name in configuration.outcomes.keys.sorted() where !names.contains(name) {
            throw .config(file: file, field: "outcomes.\(name)", problem: "unknown final state (known: \(names.joined(separator: ", ")))")
        }
        // "error" says the back-end answers that state with an error: right for a state that is
        // final and not a success, never for a success or for pending.
        for state in specs.contract.finalStates.states
        where configuration.outcomes[state.name] == KitConfiguration.errorOutcome && (state.success || !state.final) {
            throw .config(
                file: file, field: "outcomes.\(state.name)",
                problem:
                    "'error' (answered with an error) is only for a final state that is not a success; '\(state.name)' is \(state.success ? "a success" : "pending, not final")"
            )
        }
        let successOutcomes = Set(specs.contract.finalStates.states.filter(\.success).compactMap { configuration.outcomes[$0.name] })
        for state in specs.contract.finalStates.states where !state.success {
            if let outcome = configuration.outcomes[state.name], successOutcomes.contains(outcome) {
                throw .config(
                    file: file, field: "outcomes.\(state.name)",
                    problem: "'\(outcome)' is also the outcome of a success; a failure must be told apart")
            }
        }
        for pending in specs.contract.pendingStates {
            guard let outcome = configuration.outcomes[pending.name] else { continue }
            for state in specs.contract.finalStates.states where state.final && configuration.outcomes[state.name] == outcome {
                throw .config(
                    file: file, field: "outcomes.\(pending.name)",
                    problem: "'\(outcome)' is also the outcome of '\(state.name)'; pending must be told apart from a final outcome")
            }
        }
        if let result = configuration.result {
            for pending in specs.contract.pendingStates {
                guard let outcome = configuration.outcomes[pending.name], result.inProgress.contains(outcome) else { continue }
                throw .config(
                    file: file, field: "outcomes.\(pending.name)",
                    problem:
                        "'\(outcome)' is also a value of result.inProgress: the app would poll past it until result.boundSeconds, so this configuration cannot pass; give the pending outcome a value your back-end reports as final for the poll, or take it out of result.inProgress"
                )
            }
        }
        let timeouts = configuration.timeouts
        if timeouts.upstreamBoundSeconds > timeouts.requestSeconds {
            throw .config(
                file: file, field: "timeouts.upstreamBoundSeconds",
                problem:
                    "\(timeouts.upstreamBoundSeconds) s is longer than the app waits (timeouts.requestSeconds: \(timeouts.requestSeconds) s); a back-end answering that late answers an app that gave up, so the bound must be at most \(timeouts.requestSeconds) s"
            )
        }
        let known = specs.contract.documentTypes.values
        guard known.contains(configuration.documentType) else {
            throw .config(
                file: file, field: "documentType", problem: "'\(configuration.documentType)' is not a document type of specs/contract.json")
        }
        if let listed = configuration.documentTypes {
            guard !listed.isEmpty else {
                throw .config(
                    file: file, field: "documentTypes",
                    problem:
                        "is empty; list the document types the back-end takes (at least one), or leave it out for all of the contract's")
            }
            if let twice = listed.enumerated().first(where: { listed.firstIndex(of: $0.element) != $0.offset }) {
                throw .config(file: file, field: "documentTypes[\(twice.offset)]", problem: "'\(twice.element)' is listed twice")
            }
            for (index, type) in listed.enumerated() where !known.contains(type) {
                throw .config(
                    file: file, field: "documentTypes[\(index)]",
                    problem: "'\(type)' is not a document type of specs/contract.json (\(known.joined(separator: ", ")))")
            }
            guard listed.contains(configuration.documentType) else {
                throw .config(
                    file: file, field: "documentType",
                    problem: "'\(configuration.documentType)' is not among documentTypes (\(listed.joined(separator: ", ")))")
            }
        }
    }
}
