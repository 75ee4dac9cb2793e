import ConformanceBasics

/// How much of an answer the app parsed its record keeps: a start or "capture ended" answer body
/// (`StartAttempt.body`, `EndedAttempt.body`, which report.json's evidence carries for re-judging)
/// stays only while its compact JSON text is within `maxBytes`, the most of one body a report
/// shows. A wide answer (hundreds of thousands of keys) would otherwise stay in memory once per
/// journey and be measured again when the report is written; the values read from it (id, link,
/// outcome) are kept either way, and a check that needed the dropped body is not re-derivable.
public enum RecordedBody {
    public static let maxBytes = 64 * 1024

    /// `body` when its serialized form fits `maxBytes`, else nil (decided within `maxBytes` of work).
    public static func kept(_ body: JSONValue?) -> JSONValue? {
        guard let body, body.serializedCount(atMost: maxBytes) != nil else { return nil }
        return body
    }
}
