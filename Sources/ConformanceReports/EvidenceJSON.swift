import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `provenance` and `evidence` members of `report.json` (their schema: docs/CERTIFICATION.md, "Provenance"
/// and "Verifying a report"). Written from the types' `Codable` form, keys sorted like the rest.
enum EvidenceJSON {
    package static func fields(_ result: RunResult) -> [String: JSONReport.Value] {
        var fields: [String: JSONReport.Value] = [:]
        if let provenance = result.provenance { fields["provenance"] = value(of: provenance) }
        if let evidence = result.evidence { fields["evidence"] = value(of: evidence) }
        if let diff = result.sincePrevious { fields["sincePrevious"] = value(of: diff) }
        return fields
    }

    /// `item` as a report value, through its JSON encoding; null when it does not encode.
    package static func value(of item: some Encodable) -> JSONReport.Value {
        JSONValue(encoding: item).map(convert) ?? .null
    }

    static func convert(_ json: JSONValue) -> JSONReport.Value {
        switch json {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let d): d == d.rounded() && abs(d) < 1e15 ? .int(Int(d)) : .number(d)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(convert))
        case .object(let fields): .object(fields.mapValues(convert))
        }
    }
}
