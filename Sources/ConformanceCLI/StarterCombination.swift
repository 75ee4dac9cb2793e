import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `init --shape a,b --shape c`: starters of different roles merged into one configuration (an API
/// style, a polled result, errors in 2xx bodies, how users log in, the variant). Two shapes of one
/// role cannot combine and are refused with one line saying which and why.
extension StarterConfigs {
    /// The merged shape of `names` (in any order; a name given twice counts once).
    static func combined(_ names: [String]) throws(KitError) -> Shape {
        var chosen: [Shape] = []
        for name in names where !chosen.contains(where: { $0.name == name }) {
            guard let shape = shape(name) else {
                throw .usage(
                    "--shape: expected one of \((shapes.map(\.name) + [adapterShapeName]).joined(separator: ", ")), found '\(name)'")
            }
            chosen.append(shape)
        }
        guard let first = chosen.first else { return shape("flat")! }
        if chosen.count == 1 { return first }
        for (index, shape) in chosen.enumerated() {
            if let other = chosen[..<index].first(where: { $0.parts.role == shape.parts.role }) {
                throw .usage("--shape: '\(other.name)' and '\(shape.name)' cannot combine: \(conflict(shape.parts.role))")
            }
        }
        let ordered = chosen.sorted { $0.parts.role < $1.parts.role }
        var parts = ordered[0].parts
        for shape in ordered.dropFirst() { overlay(shape.parts, on: &parts) }
        return Shape(name: chosen.map(\.name).joined(separator: ","), summary: summary(parts), parts: parts)
    }

    /// What a merged configuration does, in a few words (the summaries of its shapes would quote
    /// paths the merge replaced).
    static func summary(_ parts: Parts) -> String {
        var words = ["start \(parts.startPath)", "'capture ended' \(parts.endedMethod) \(parts.endedPath)"]
        if parts.users != nil {
            words.append(
                parts.users!.contains("\"tokenPointer\":") ? "users log in for a bearer token" : "users log in to a cookie session")
        }
        if let result = parts.result { words.append("result polled at GET \(result.path)") }
        if parts.errorWhen != nil { words.append("errors in 2xx bodies (errorWhen)") }
        if parts.variant == "humanToken" { words.append("Human Token variant") }
        return words.joined(separator: "; ")
    }

    /// Why two shapes of `role` cannot both apply.
    static func conflict(_ role: Role) -> String {
        switch role {
        case .api: "each is a whole API style (its own paths, and where the id and link are); pick the closer one and edit its paths"
        case .users: "an app user either sends the token its login answer carries or keeps a cookie session, not both"
        case .result, .errors, .variant: "both set the same fields"
        }
    }

    /// What a shape of a later role adds to the parts built so far.
    static func overlay(_ extra: Parts, on parts: inout Parts) {
        switch extra.role {
        case .api:
            break
        case .result:
            guard parts.result == nil, let result = extra.result else { return }
            parts.result = result
            parts.outcomePointer = nil
        case .errors:
            parts.errorWhen = extra.errorWhen
            func inData(_ pointer: String) -> String { pointer.hasPrefix("/data/") ? pointer : "/data" + pointer }
            parts.idPointer = parts.idPointer.map(inData)
            parts.linkPointer = inData(parts.linkPointer)
            parts.outcomePointer = parts.outcomePointer.map(inData)
            if let pointer = parts.result?.outcomePointer { parts.result?.outcomePointer = inData(pointer) }
        case .users:
            parts.users = extra.users
            parts.userHeaders = extra.userHeaders
        case .variant:
            parts.variant = extra.variant
        }
    }
}
