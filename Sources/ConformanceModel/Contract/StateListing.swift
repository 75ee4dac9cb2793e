import ConformanceBasics

/// The read answer's final-state JSON and every state/result pair of the contract, as lines a
/// partner reads (`explain` of the outcome checks, the starter configuration's comments).
extension ContractSpec {
    /// The JSON fields that carry the final state, as JSON pointers into the read answer
    /// (`/process/state`, `/process/result`).
    var finalStateFields: (state: String, result: String) {
        (
            Self.pointer(to: "{state}", in: finalStates.body) ?? "/process/state",
            Self.pointer(to: "{result}", in: finalStates.body) ?? "/process/result"
        )
    }

    /// One line per state: `finished-ok  PROCESS_STATE_FINISHED / PROCESS_RESULT_OK  (final, success)`.
    public func stateListing() -> [String] {
        let width = finalStates.states.map(\.name.count).max() ?? 0
        let pairWidth = finalStates.states.map { $0.state.count + $0.result.count + 3 }.max() ?? 0
        return finalStates.states.map { state in
            let pair = "\(state.state) / \(state.result)"
            let kind = !state.final ? "not final: report it as pending" : (state.success ? "final, success" : "final, not a success")
            return state.name.padded(to: width) + "  "
                + pair.padded(to: pairWidth) + "  (\(kind))"
        }
    }

    /// The read answer for one state, e.g. `{"process":{"id":"prc_…","state":"PROCESS_STATE_FINISHED",…}}`.
    func sampleReadAnswer(for state: FinalState) -> String {
        String(
            decoding: finalStates.body.filling([
                "id": "prc_0123456789abcdef", "flow": create.flow, "correlationId": "order-1001",
                "state": state.state, "result": state.result,
            ]).serialized, as: UTF8.self)
    }

    /// One line for a configuration comment: where the state is, and every pair by name
    /// (`finished-ok = PROCESS_STATE_FINISHED / PROCESS_RESULT_OK; ...`).
    public func stateSummary() -> String {
        let fields = finalStateFields
        let pairs = finalStates.states.map { "\($0.name) = \($0.state) / \($0.result)\($0.final ? "" : " (pending)")" }
        return "Human Plugin's read answer carries \(fields.state) and \(fields.result): " + pairs.joined(separator: "; ")
    }

    /// Lines that explain the final state: where it is in the read answer, an example, every pair.
    public func finalStateExplanation() -> [String] {
        let fields = finalStateFields
        var lines = [
            "Human Plugin's read answer (GET \(read.pathPrefix){id} → \(read.status)) carries the state at \(fields.state) and the result at \(fields.result), e.g."
        ]
        if let first = finalStates.states.first(where: \.success) ?? finalStates.states.first {
            lines.append("  " + sampleReadAnswer(for: first))
        }
        lines.append("Every state/result pair of the contract (the config's \"outcomes\" key is the name on the left):")
        lines += stateListing().map { "  " + $0 }
        let wrapper = fields.state.split(separator: "/").first.map { "/" + $0 } ?? "/process"
        lines.append(
            "Any other pair, a body that is not JSON, or JSON without \(wrapper) is not a success: report pending or an error "
                + "(a known state read outside \(wrapper) is only warned of: HP-READ-STATE-OUTSIDE-PROCESS).")
        return lines
    }

    private static func pointer(to placeholder: String, in value: JSONValue, path: String = "") -> String? {
        if value.stringValue == placeholder { return path }
        if let object = value.objectValue {
            for key in object.keys.sorted() {
                let escaped = key.replacing("~", with: "~0").replacing("/", with: "~1")
                if let found = pointer(to: placeholder, in: object[key]!, path: path + "/" + escaped) { return found }
            }
        }
        return nil
    }
}
