import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The capture page `link` points at: what a person sees in the browser session. Completing it
/// ends the process in the chosen state and returns to the `callbackUri` the back-end registered
/// (with `?id=` in the Human Token variant); closing it returns nothing, as when the person closes
/// the session, and the process stays in its initial state. A `callbackUri` that is not a plain
/// absolute URI (an active scheme such as `javascript:`, CR, LF, spaces) is shown as text only,
/// never put into a header or a link.
enum CapturePage {
    package static let pathPrefix = "/capture/"
    static let idMarker = "data-process-id"

    package static func answer(_ request: HTTPRequest, standIn: HumanPluginStandIn) -> HTTPResponse {
        if request.path == "/" {
            return page(title: "Human Plugin stand-in", body: index(standIn))
        }
        let rest = request.path.dropFirst(pathPrefix.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // A link may percent-encode the id's characters (`IssuedLink`, form encoded-path): the same segment.
        guard let segment = rest.first, let id = segment.percentDecoded, let process = standIn.process(id: id) else {
            return page(status: 404, title: "Unknown capture", body: "<p>No process with this id was created here.</p>")
        }
        switch rest.dropFirst().first {
        case nil:
            return page(title: "Identity capture", body: capture(process, contract: standIn.contract))
        case "complete":
            standIn.complete(id: id, as: request.queryItems.first(where: { $0.name == "state" })?.value)
            guard let target = returnURL(for: process, variant: standIn.configuration.variant, contract: standIn.contract) else {
                let why =
                    process.callbackUri.map { !$0.isEmpty && $0 != standIn.contract.callback.noRedirectValue } ?? false
                    ? "is not a plain absolute URI (RFC 3986), so this page will not redirect to it"
                    : "asks for no redirect"
                return page(
                    title: "Capture finished",
                    body: "<p>The capture finished, but the registered callbackUri "
                        + "(<code>\(XMLText.escapeAttribute(process.callbackUri ?? "none"))</code>) \(why): the app's browser session never returns.</p>"
                )
            }
            return HTTPResponse(
                status: 302, headers: ["Location": target, "Content-Type": "text/html; charset=utf-8"],
                body: Array("<a href=\"\(XMLText.escapeAttribute(target))\">return to the app</a>".utf8))
        case "cancel":
            standIn.close(id: id)
            let initial = standIn.contract.finalState(named: standIn.contract.initialState)
            let expiry = standIn.configuration.closedSessionExpirySeconds.map { " until it expires after \(Self.seconds($0))" } ?? ""
            return page(
                title: "Session closed",
                body: "<p>The person closed the session. The app's completion handler gets no callback URL, "
                    + "and the process stays <code>\(XMLText.escapeAttribute(initial.map { "\($0.state) / \($0.result)" } ?? standIn.contract.initialState))</code>\(expiry).</p>"
                    + "<p><a href=\"/\">All processes</a></p>")
        default:
            return page(status: 404, title: "Unknown page", body: "<p>No such page.</p>")
        }
    }

    /// Where completing the capture of `process` returns: its callbackUri, plus `id` in the Human
    /// Token variant; nil when the callbackUri asks for no redirect or is missing.
    static func returnURL(for process: IssuedProcess, variant: KitConfiguration.Variant, contract: ContractSpec) -> String? {
        guard let callback = process.callbackUri, !callback.isEmpty, callback != contract.callback.noRedirectValue,
            URIText.isSafeRedirect(callback)
        else { return nil }
        guard variant == .humanToken else { return callback }
        let encoded = process.id.percentEncoded(allowing: .urlQuery)
        return callback + (callback.contains("?") ? "&" : "?") + "\(contract.callback.humanTokenQueryItem)=\(encoded)"
    }

    private static func capture(_ process: IssuedProcess, contract: ContractSpec) -> String {
        let base = "\(pathPrefix)\(process.id)"
        var html = "<p>Process <code \(idMarker)=\"\(XMLText.escapeAttribute(process.id))\">\(XMLText.escapeAttribute(process.id))</code>"
        html += " will return to <code>\(XMLText.escapeAttribute(process.callbackUri ?? "(no callbackUri)"))</code>.</p>"
        html += "<p><a id=\"complete\" class=\"button primary\" href=\"\(base)/complete\">Complete the capture</a></p>"
        html += "<p>Or finish with a chosen final state:</p><ul class=\"states\">"
        for state in contract.finalStates.states {
            html +=
                "<li><a class=\"button\" href=\"\(base)/complete?state=\(XMLText.escapeAttribute(state.name))\">\(XMLText.escapeAttribute(state.name))</a>"
            html += " <small>\(XMLText.escapeAttribute(state.state)) / \(XMLText.escapeAttribute(state.result))</small></li>"
        }
        html += "</ul><p><a id=\"cancel\" class=\"button\" href=\"\(base)/cancel\">Close the session</a></p>"
        return html
    }

    private static func index(_ standIn: HumanPluginStandIn) -> String {
        let processes = standIn.processes.suffix(50).reversed()
        if processes.isEmpty { return "<p>No process created yet. Point your back-end at this server and start a capture.</p>" }
        var html = "<table><tr><th>id</th><th>correlationId</th><th>callbackUri</th><th>state</th><th>result</th></tr>"
        let now = Date()
        for process in processes {
            let current = standIn.currentState(of: process, now: now)
            let pair = standIn.contract.finalState(named: current)
            let closed = process.closedAt != nil && current == standIn.contract.initialState ? " (session closed)" : ""
            html +=
                "<tr data-process=\"\(XMLText.escapeAttribute(process.id))\"><td><a href=\"\(pathPrefix)\(process.id)\">\(XMLText.escapeAttribute(process.id))</a></td>"
            html +=
                "<td>\(XMLText.escapeAttribute(process.correlationId ?? "-"))</td><td>\(XMLText.escapeAttribute(process.callbackUri ?? "-"))</td>"
            html +=
                "<td class=\"state\">\(XMLText.escapeAttribute(pair?.state ?? current))\(closed)</td><td class=\"result\">\(XMLText.escapeAttribute(pair?.result ?? "-"))</td></tr>"
        }
        return html + "</table>"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    package static func page(status: Int = 200, title: String, body: String) -> HTTPResponse {
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XMLText.escapeAttribute(title))</title><style>
            body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1d2330}
            h1{font-size:1.4rem}.button{display:inline-block;padding:.5rem 1rem;border:1px solid #3a5bd9;border-radius:.4rem;text-decoration:none;color:#3a5bd9;margin:.2rem 0}
            .primary{background:#3a5bd9;color:#fff}ul.states{list-style:none;padding:0}small{color:#667;overflow-wrap:anywhere}
            ul.states li{display:flex;flex-wrap:wrap;align-items:center;column-gap:.5rem;margin:.1rem 0 .4rem}code{background:#f1f3f8;padding:0 .2rem}
            table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:.2rem .4rem;font-size:.85rem}
            </style></head><body><h1>\(XMLText.escapeAttribute(title))</h1>\(body)<footer><small>Human Plugin stand-in (conformance kit)</small></footer></body></html>
            """
        return .text(status, html, contentType: "text/html; charset=utf-8")
    }
}
