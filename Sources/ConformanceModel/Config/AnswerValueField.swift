#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading an `AnswerValue` from a call's fields: `<name>Pointer` (the body), `<name>Header`
/// (`{"name", "pattern"}`) or, for an outcome, `<name>Status` (`{"200": "approved", ...}`).
extension JSONObjectReader {
    /// Where `name` (`id`, `link`, `outcome`) is in the call's answer; at most one of its fields.
    /// `what` names the value in messages ("process id"). nil when absent and not `required`.
    mutating func answerValue(_ name: String, what: String, allowStatus: Bool, required: Bool) throws(KitError) -> AnswerValue? {
        let fields = [name + "Pointer", name + "Header"] + (allowStatus ? [name + "Status"] : [])
        let given = fields.filter { members[$0] != nil && members[$0] != .null }
        if given.count > 1 {
            throw fail(given[1], "not with \(given[0]): the \(what) is read from one place")
        }
        let pointerField = name + "Pointer", headerField = name + "Header", statusField = name + "Status"
        switch given.first {
        case pointerField?:
            _ = raw(headerField)
            _ = raw(statusField)
            return .body(try pointer(pointerField))
        case headerField?:
            _ = raw(pointerField)
            _ = raw(statusField)
            return .header(try headerCapture(headerField))
        case statusField?:
            _ = raw(pointerField)
            _ = raw(headerField)
            return .status(try statusMap(statusField))
        default:
            for field in fields { _ = raw(field) }
            guard required else { return nil }
            let choices =
                ["\(pointerField) (a JSON pointer into the body)", "\(headerField) ({\"name\", \"pattern\"})"]
                + (allowStatus ? ["\(statusField) ({\"200\": \"...\"})"] : [])
            throw fail(pointerField, "missing (expected where the \(what) is: \(choices.joined(separator: " or ")))")
        }
    }

    /// `{"name": "Location", "pattern": "/kyc-sessions/([^/?#]+)"}`.
    private mutating func headerCapture(_ key: String) throws(KitError) -> HeaderCapture {
        guard var reader = try object(key) else { throw fail(key, "missing (expected an object)") }
        let name = try reader.requiredString("name")
        let pattern = try reader.requiredString("pattern")
        try reader.finish()
        do {
            return try HeaderCapture(name: name, pattern: pattern)
        } catch {
            switch error {
            case let .name(problem): throw reader.fail("name", problem)
            case let .pattern(problem): throw reader.fail("pattern", problem)
            }
        }
    }

    /// `{"200": "approved", "202": "processing"}`: 2xx status codes to outcome values.
    private mutating func statusMap(_ key: String) throws(KitError) -> [Int: String] {
        let texts = try stringMap(key)
        guard !texts.isEmpty else { throw fail(key, "must map at least one status code to an outcome value") }
        var map: [Int: String] = [:]
        for code in texts.keys.sorted() {
            let field = "\(key).\(code)"
            guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let status = Int(code)
            else {
                throw fail(field, "'\(code)' is not a status code (expected three digits, 200-299)")
            }
            guard (200..<300).contains(status) else {
                throw fail(
                    field, "\(status) cannot carry an outcome: only 2xx answers do (a 4xx or 5xx answer is an error answer for every check)"
                )
            }
            guard let value = texts[code], !value.isEmpty else {
                throw fail(field, "must not be empty")
            }
            map[status] = value
        }
        return map
    }
}
