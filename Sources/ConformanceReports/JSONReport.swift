import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders a `RunResult` as `report.json`: pretty-printed, keys sorted, dates ISO 8601 in UTC
/// with milliseconds (`2026-01-31T12:00:00.000Z`), so equal runs give equal bytes.
///
/// Shape (format version 1; fields are only ever added within a version):
/// ```
/// {
///   "format": "hp-conformance-report",
///   "formatVersion": 1,
///   "conformant": Bool,                    // RunResult.isConformant
///   "status": "conformant"|"not-conformant"|"partial"|"incomplete"|"not-run",   // incomplete: cut short; partial: checks left out by --only/--skip
///   "metadata": { "kitVersion", "contractVersion", "contractSHA256", "configSHA256",
///                 "backendBaseURL", "humanPluginBaseURL", "hostname",
///                 "startedAt", "finishedAt": date,
///                 "seed": String,          // decimal string: a UInt64 does not fit a JSON double
///                 "processIDNonce": String },  // 16 hex digits mixed into process ids: new each run
///   "summary": { "total", "pass", "warn", "fail", "skip", "error": Int,
///                "wallMilliseconds": Int },   // the run's wall time

///   "verdicts": [ { "checkID", "group", "title", "severity": "failure"|"warning", "source",
///                   "status": "pass"|"warn"|"fail"|"skip"|"error",
///                   "skipReason": "configuration"|"not-reached",  // only with "skip"
///                   "expected", "seen", "evidence": [Int],
///                   "locations": [ { "file", "line", "column", "excerpt" } ],  // only with file:line evidence (app checks)
///                   "durationMilliseconds": Int } ],   // CheckTimes: its share of the run; catalogue order
///   "journal": [ { "id": Int, "scenario", "journey": String|null,
///                  "channel": "app->backend"|"backend->humanplugin"|"browser->humanplugin",
///                  "step", "startedAt": date, "durationMilliseconds": Number,
///                  "request": { "method", "target", "version", "headers": [{"name","value"}],
///                               "body": String, "bodyEncoding": "utf-8"|"base64",
///                               "bodyCut": { "bytes": Int, "kept": Int, "sha256": String } },  // only when cut (ReportBounds)
///                  "response": { "status": Int, "reason", "version", "headers", "body",
///                                "bodyEncoding", "bodyCut" } | null,
///                  "error": String|null,
///                  "fate": "answered"|"failed"|"held"|"peer-closed"|"abandoned",
///                  "variations": [String] } ],   // only on an answer the stand-in varied (--explore, --replay)
///   "log": [String],
///   "kitErrors": [String],
///   "provenance": { ... },                 // EvidenceJSON: where the run comes from (docs/CERTIFICATION.md, "Provenance")
///   "evidence": { ... },                   // EvidenceJSON: what `verify` judges again
///   "sincePrevious": { ... }               // EvidenceJSON: only when the run was compared with the directory's previous report
/// }
/// ```
/// Bodies that are valid UTF-8 are written as text, others as base64.
public enum JSONReport {
    public static let format = "hp-conformance-report"
    public static let formatVersion = 1

    /// The document as a string (ends with a newline).
    public static func render(_ result: RunResult) -> String {
        var out = ""
        write(document(result), indent: 0, into: &out)
        return out + "\n"
    }

    /// The document as UTF-8 bytes.
    public static func data(_ result: RunResult) -> [UInt8] { Array(render(result).utf8) }

    /// Any value in the report's JSON style (pretty, keys sorted), ending with a newline.
    package static func text(_ value: Value) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out + "\n"
    }

    // MARK: - Model to JSON

    package indirect enum Value {
        case string(String), int(Int), number(Double), bool(Bool), null
        case array([Value]), object([String: Value])
    }

    package static func document(_ result: RunResult) -> Value {
        let m = result.metadata
        let times = CheckTimes(result)
        var summary: [String: Value] = ["total": .int(result.verdicts.count), "wallMilliseconds": .int(times.run)]
        for status in VerdictStatus.allCases { summary[status.rawValue] = .int(result.count(status)) }
        return .object(
            [
                "format": .string(format),
                "formatVersion": .int(formatVersion),
                "conformant": .bool(result.isConformant),
                "status": .string(VerdictText.runStatus(result).slug),
                "metadata": .object(
                    [
                        "kitVersion": .string(m.kitVersion),
                        "contractVersion": .string(m.contractVersion),
                        "contractSHA256": .string(m.contractSHA256),
                        "configSHA256": .string(m.configSHA256),
                        "backendBaseURL": .string(m.backendBaseURL),
                        "humanPluginBaseURL": .string(m.humanPluginBaseURL),
                        "hostname": .string(m.hostname),
                        "startedAt": .string(TimestampText.iso(m.startedAt)),
                        "finishedAt": .string(TimestampText.iso(m.finishedAt)),
                        "seed": .string(String(m.seed)),
                    ].merging(m.processIDNonce.map { ["processIDNonce": .string($0)] } ?? [:]) { first, _ in first }),
                "summary": .object(summary),
                "verdicts": .array(
                    result.verdicts.map { v in
                        .object(
                            [
                                "checkID": .string(v.checkID), "group": .string(v.group), "title": .string(v.title),
                                "severity": .string(v.severity.rawValue), "source": .string(v.source),
                                "status": .string(v.status.rawValue), "expected": .string(v.expected), "seen": .string(v.seen),
                                "evidence": .array(v.evidence.map { .int($0) }),
                                "durationMilliseconds": .int(times.checks[v.checkID] ?? 0),
                            ].merging(LocationEvidence.json(v)) { first, _ in first }
                                .merging(v.skipReason.map { ["skipReason": .string($0.rawValue)] } ?? [:]) { first, _ in first })
                    }),
                "journal": .array(result.journal.map(exchange)),
                "log": .array(result.log.map { .string($0) }),
                "kitErrors": .array(result.kitErrors.map { .string($0) }),
            ].merging(EvidenceJSON.fields(result)) { first, _ in first })
    }

    package static func exchange(_ e: Exchange) -> Value {
        var request = message(headers: e.request.headers, body: e.request.body, cut: e.requestBodyCut)
        request["method"] = .string(e.request.method)
        request["target"] = .string(e.request.target)
        request["version"] = .string(e.request.version.rawValue)
        var response: Value = .null
        if let r = e.response {
            var fields = message(headers: r.headers, body: r.body, cut: e.responseBodyCut)
            fields["status"] = .int(r.status)
            fields["reason"] = .string(r.reason)
            fields["version"] = .string(r.version.rawValue)
            response = .object(fields)
        }
        var fields: [String: Value] = [
            "id": .int(e.id),
            "scenario": .string(e.scenario),
            "journey": e.journey.map { .string($0) } ?? .null,
            "channel": .string(e.channel.rawValue),
            "step": .string(e.step),
            "startedAt": .string(TimestampText.iso(e.startedAt)),
            "durationMilliseconds": .number(e.durationMilliseconds),
            "request": .object(request),
            "response": response,
            "error": e.error.map { .string($0) } ?? .null,
            "fate": .string(e.fate.rawValue),
        ]
        if let variations = e.variations { fields["variations"] = .array(variations.map { .string($0) }) }
        return .object(fields)
    }

    private static func message(headers: HTTPHeaders, body: [UInt8], cut: CutBody?) -> [String: Value] {
        let text = String(validatingUTF8Bytes: body)
        var fields: [String: Value] = [
            "headers": .array(headers.fields.map { .object(["name": .string($0.name), "value": .string($0.value)]) }),
            "body": .string(text ?? Data(body).base64EncodedString()),
            "bodyEncoding": .string(text == nil ? "base64" : "utf-8"),
        ]
        if let cut {
            fields["bodyCut"] = .object([
                "bytes": .int(cut.bytes), "kept": .int(cut.kept), "sha256": cut.sha256.map { .string($0) } ?? .null,
            ])
        }
        return fields
    }

    // MARK: - Serialisation

    /// `value` as `JSONText` writes it in the reports' layout.
    private static func write(_ value: Value, indent: Int, into out: inout String) {
        out += JSONText.string(loose(value), options: [.prettyPrinted, .withoutEscapingSlashes, .reportLayout]) ?? "null"
    }

    /// `value` as a loosely typed tree for `JSONText`.
    private static func loose(_ value: Value) -> Any {
        switch value {
        case .string(let s): s
        case .int(let i): i
        case .number(let d): d
        case .bool(let b): b
        case .null: JSONText.null
        case .array(let items): items.map(loose)
        case .object(let fields): fields.mapValues(loose)
        }
    }
}

extension String {
    /// The string `bytes` spell in UTF-8, or nil when they are not valid UTF-8.
    package init?(validatingUTF8Bytes bytes: [UInt8]) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var out = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): out.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = String(out)
    }
}
