import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Plain-text renderings of exchanges and dates shared by the report formats (not escaped).
enum ExchangeText {
    /// `POST /v1/x → 201`, or `POST /v1/x → error` when there is no response.
    package static func summary(_ exchange: Exchange) -> String {
        let outcome = exchange.response.map { String($0.status) } ?? "error"
        return "\(exchange.request.method) \(exchange.request.target) → \(outcome)"
    }

    /// A multi-line description: id, channel, step, request line, headers, body, response or error.
    package static func describe(_ exchange: Exchange) -> String {
        var lines: [String] = []
        let journey = exchange.journey.map { " journey=\($0)" } ?? ""
        lines.append(
            "#\(exchange.id) [\(exchange.channel.rawValue)] scenario=\(exchange.scenario)\(journey) step=\(exchange.step) (\(formatMilliseconds(exchange.durationMilliseconds)) ms)"
        )
        let request = exchange.request
        lines.append("> \(request.method) \(request.target) \(request.version.rawValue)")
        for field in request.headers { lines.append("> \(field.name): \(field.value)") }
        if !request.body.isEmpty {
            lines.append(">")
            lines.append(prettyBody(request.body))
        }
        if let response = exchange.response {
            lines.append("< \(response.version.rawValue) \(response.status) \(response.reason)")
            for field in response.headers { lines.append("< \(field.name): \(field.value)") }
            if !response.body.isEmpty {
                lines.append("<")
                lines.append(prettyBody(response.body))
            }
        }
        if let error = exchange.error { lines.append("! \(error)") }
        return lines.joined(separator: "\n")
    }

    /// The body as text, pretty-printed with sorted keys when it is JSON.
    static func prettyBody(_ body: [UInt8]) -> String {
        if let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
            first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
            let object = JSONText.parse(body),
            let pretty = JSONText.bytes(object, options: [.prettyPrinted, .withoutEscapingSlashes])
        {
            return String(decoding: pretty, as: UTF8.self)
        }
        return String(decoding: body, as: UTF8.self)
    }

    static func formatMilliseconds(_ value: Double) -> String { String(cFormat: "%.1f", value) }

    /// Seconds with three decimals, as both JUnit schemas accept (`12.345`).
    package static func seconds(_ value: Double) -> String {
        String(cFormat: "%.3f", max(0, value.isFinite ? value : 0))
    }
}
