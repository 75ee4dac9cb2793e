import ConformanceBasics
import ConformanceModel

/// `hp-conformance explain wire`: the calls a back-end makes to Human Plugin and the answers it
/// gets, written from the contract the binary carries (or `--specs`), so that the guide's section
/// "The calls your back-end makes" never drifts from what the kit judges.
enum WireGuide {
    /// The section as Markdown (docs/GUIDE.md holds it verbatim between its markers).
    static func markdown(_ contract: ContractSpec) -> String {
        let create = contract.create, read = contract.read
        let example = contract.documentTypes.values.first ?? "DUI_TYPE_NG_BVN"
        var md = "The calls your back-end makes to Human Plugin, and their answers (contract \(contract.contractVersion)):\n\n"
        md += "1. **Create a process** when the app starts a capture: `\(create.method) \(create.path)` with\n"
        md += "   `Authorization: \(contract.authentication.scheme) <humanPlugin.token>` and `Content-Type: \(create.contentType)`:\n\n"
        md += "   ```json\n"
        md +=
            "   {\"flow\": \"\(create.flow)\", \"clientId\": \"<humanPlugin.clientId>\", \"correlationId\": \"<a new value per capture>\",\n"
        md += "    \"credential\": {\"type\": \"\(example)\", \"value\": \"<the document number the app sent, as a string>\"},\n"
        md += "    \"callbackUri\": \"<app.urlScheme>://<path>\"}\n"
        md += "   ```\n\n"
        md += "   `credential.type` is one of \(contract.documentTypes.values.map { "`\($0)`" }.joined(separator: ", ")). "
        md +=
            "`callbackUri` is in the app's own scheme (never \(contract.callback.forbiddenSchemes.map { "`\($0)`" }.joined(separator: " or ")), "
        md += "never `\(contract.callback.noRedirectValue)`).\n"
        md +=
            "   The answer is `\(create.status)` with `{\"id\": \"<process id>\", \"link\": \"<capture page URL>\"}`: hand both to the app as they are.\n\n"
        md += "2. **Read the process** once the app says the capture ended: `\(read.method) \(read.pathPrefix){id}` with the same\n"
        md += "   `Authorization`. The answer is `\(read.status)` with\n\n"
        md +=
            "   ```json\n   \(JSONText.string(JSONText.loose(contract.finalStates.body), options: [.withoutEscapingSlashes]) ?? "")\n   ```\n\n"
        md += "   where `state` and `result` are one of these pairs (the outcome name is the key of `outcomes` in your configuration):\n\n"
        md += "   | outcome name | state | result | final | success |\n   |---|---|---|---|---|\n"
        for state in contract.finalStates.states {
            md +=
                "   | `\(state.name)` | `\(state.state)` | `\(state.result)` | \(state.final ? "yes" : "no: in progress") | \(state.success ? "yes" : "no") |\n"
        }
        md += "\n   Only the `\(contract.finalStates.states.first { $0.success }?.name ?? "finished-ok")` pair is a success. "
        md += "Any other answer (another status, pair or shape) is not one: never report it as a success to the app.\n\n"
        md += "3. **Errors**: either call may answer 4xx or 5xx with "
        md += "`\(JSONText.string(JSONText.loose(contract.errorBody.body), options: [.withoutEscapingSlashes]) ?? "")`, "
        md += "a malformed body, or nothing at all. Tell the app it is an error (or, for a read, pending); never retry a create "
        md += "blindly, and answer the app before it gives up (`timeouts.upstreamBoundSeconds`).\n"
        return md
    }
}
