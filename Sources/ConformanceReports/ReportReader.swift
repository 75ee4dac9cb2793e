import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `report.json` read back: the one place that knows the report's JSON shape (`JSONReport`), so
/// that `verify`, `diff` and the attestation follow a change of that shape in one file.
public struct ReadReport: Sendable {
    public var formatVersion: Int
    /// `conformant`, `not-conformant`, `partial`, `incomplete` or `not-run`.
    public var status: String
    public var metadata: RunMetadata
    public var provenance: Provenance?
    public var summary: [String: Int]
    public var verdicts: [Verdict]
    public var journal: [Exchange]
    public var evidence: RecordedEvidence?
    public var kitErrors: [String]
    /// The run's log lines.
    public var log: [String]
    /// The comparison with the previous report in the directory, when the run made one.
    public var sincePrevious: ReportDiff?
    /// `metadata.startedAt` as written (the run's identity is this text and the seed).
    public var startedAtText: String

    /// The run identity every report file names (see `Provenance.runID`).
    public var runID: String { "\(startedAtText)/\(metadata.seed)" }

    /// The run as its verdicts and errors give it (partial exactly where checks were left out),
    /// for the status, counts and pages the report's other files must show.
    public var asResult: RunResult {
        var result = RunResult(metadata: metadata, verdicts: verdicts, journal: journal, kitErrors: kitErrors)
        result.partial = result.leavesChecksOut
        result.provenance = provenance
        return result
    }
}

/// Why a `report.json` could not be read; one line naming what is wrong and where.
public struct ReportReadError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

public enum ReportReader {
    /// Reads `bytes` as the kit's `report.json`; `file` names it in errors.
    public static func read(_ bytes: [UInt8], file: String = "report.json") throws(ReportReadError) -> ReadReport {
        // Decoding is recursive: a hostile file must not be able to exhaust the stack.
        guard JSONValue.nestingDepth(bytes) <= JSONValue.maxDepth else {
            throw ReportReadError(description: "\(file): not a report of this kit: nested deeper than \(JSONValue.maxDepth) levels")
        }
        var journal: [Exchange] = []
        let document = try decode(bytes, file: file) { (entry: ExchangeEntry) throws(ReportReadError) in
            guard let exchange = entry.exchange else {
                throw ReportReadError(
                    description: "\(file): journal exchange #\(entry.id) has an unreadable date, channel, version or body")
            }
            journal.append(exchange)
        }
        let m = document.metadata
        guard let started = isoDate(m.startedAt), let finished = isoDate(m.finishedAt), let seed = UInt64(m.seed) else {
            throw ReportReadError(description: "\(file): metadata has an unreadable startedAt, finishedAt or seed")
        }
        let metadata = RunMetadata(
            kitVersion: m.kitVersion, contractVersion: m.contractVersion, contractSHA256: m.contractSHA256,
            configSHA256: m.configSHA256, backendBaseURL: m.backendBaseURL, humanPluginBaseURL: m.humanPluginBaseURL,
            startedAt: started, finishedAt: finished, seed: seed, hostname: m.hostname, processIDNonce: m.processIDNonce)
        return ReadReport(
            formatVersion: document.formatVersion, status: document.status, metadata: metadata, provenance: document.provenance,
            summary: document.summary, verdicts: document.verdicts.map(\.verdict), journal: journal,
            evidence: document.evidence, kitErrors: document.kitErrors, log: document.log ?? [],
            sincePrevious: document.sincePrevious, startedAtText: m.startedAt)
    }

    /// The document, its journal handed to `each` entry by entry. The journal (nearly all of a
    /// large report) is decoded in batches of `batch` entries from the bytes read, so what is
    /// held is the text once and what `each` keeps, never a second copy of the text nor a tree of
    /// the whole document. A text whose top level cannot be outlined is decoded whole. The format
    /// is checked before any entry is decoded.
    private static func decode(
        _ bytes: [UInt8], file: String, batch: Int = 256, each: (ExchangeEntry) throws(ReportReadError) -> Void
    ) throws(ReportReadError) -> Document {
        let journalKey = Array("journal".utf8)
        guard let members = JSONOutline.members(bytes), members.filter({ $0.rawKey == journalKey }).count == 1,
            let journal = members.first(where: { $0.rawKey == journalKey }), let items = JSONOutline.items(bytes, in: journal.value)
        else {
            let document = try decodeWhole(bytes, file: file)
            try checkFormat(document, file: file)
            for entry in document.journal { try each(entry) }
            return document
        }
        var rest = Array(bytes[..<journal.value.lowerBound])
        rest += Array("[]".utf8)
        rest += bytes[journal.value.upperBound...]
        let document = try decodeWhole(rest, file: file)
        try checkFormat(document, file: file)
        let decoder = JSONDecoder()
        for start in stride(from: 0, to: items.count, by: batch) {
            let end = min(start + batch, items.count)
            var text = Array("[".utf8)
            text += bytes[items[start].lowerBound..<items[end - 1].upperBound]
            text += Array("]".utf8)
            do {
                for entry in try decoder.decode([ExchangeEntry].self, from: Data(text)) { try each(entry) }
            } catch let error as ReportReadError {
                throw error
            } catch let error as DecodingError {
                // The batch's path starts with the index inside the batch: the journal's own index instead.
                let inner = DecodingErrorText.describe(error)
                let offset = error.codingPathStart.map { start + $0 }
                let place = offset.map { "journal[\($0)]" + inner.drop { $0 != "]" }.dropFirst() } ?? "journal: \(inner)"
                throw ReportReadError(description: "\(file): not a report of this kit: \(place)")
            } catch {
                throw ReportReadError(description: "\(file): not JSON")
            }
        }
        return document
    }

    private static func checkFormat(_ document: Document, file: String) throws(ReportReadError) {
        guard document.format == JSONReport.format else {
            throw ReportReadError(description: "\(file): format is '\(document.format)', expected '\(JSONReport.format)'")
        }
    }

    private static func decodeWhole(_ bytes: [UInt8], file: String) throws(ReportReadError) -> Document {
        do {
            return try JSONDecoder().decode(Document.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw ReportReadError(description: "\(file): not a report of this kit: \(DecodingErrorText.describe(error))")
        } catch {
            throw ReportReadError(description: "\(file): not JSON")
        }
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS(.fff)Z`, the reports' timestamps.
    static func isoDate(_ text: String) -> Date? {
        let scalars = Array(text.utf8)
        guard scalars.count >= 20, scalars.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard i < scalars.count, (48...57).contains(scalars[i]) else { return nil }
                value = value * 10 + Int(scalars[i] - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var fraction = 0.0
        if scalars[19] == UInt8(ascii: "."), scalars.count > 21 {
            guard scalars.count - 21 <= 9 else { return nil }  // at most nanoseconds: no overflow on hostile input
            guard let digits = number(20..<(scalars.count - 1)) else { return nil }
            var scale = 1.0
            for _ in 20..<(scalars.count - 1) { scale *= 10 }
            fraction = Double(digits) / scale
        }
        // Days from the civil date (Howard Hinnant's algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        // Half a microsecond more, so that writing the date again with milliseconds gives the same text.
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second) + fraction + 0.000_000_5
        return Date(timeIntervalSince1970: seconds)
    }

    // MARK: - The JSON shape

    private struct Document: Decodable {
        package var format: String
        package var formatVersion: Int
        package var status: String
        package var metadata: Metadata
        package var provenance: Provenance?
        package var summary: [String: Int]
        package var verdicts: [VerdictEntry]
        package var journal: [ExchangeEntry]
        package var evidence: RecordedEvidence?
        package var kitErrors: [String]
        package var log: [String]?
        package var sincePrevious: ReportDiff?
    }

    private struct Metadata: Decodable {
        package var kitVersion, contractVersion, contractSHA256, configSHA256, backendBaseURL, humanPluginBaseURL, hostname: String
        package var startedAt, finishedAt, seed: String
        package var processIDNonce: String?
    }

    private struct VerdictEntry: Decodable {
        package var checkID, group, title, source, expected, seen: String
        package var severity: Severity
        package var status: VerdictStatus
        package var evidence: [Int]
        package var locations: [SourceLocation]?
        package var skipReason: SkipReason?

        package var verdict: Verdict {
            Verdict(
                checkID: checkID, group: group, title: title, severity: severity, source: source, status: status,
                expected: expected, seen: seen, evidence: evidence, locations: locations ?? [], skipReason: skipReason)
        }
    }

    private struct Field: Decodable { var name, value: String }

    private struct Message: Decodable {
        package var method, target, reason: String?
        package var status: Int?
        package var version: String
        package var headers: [Field]
        package var body: String
        package var bodyEncoding: String

        package var bodyBytes: [UInt8]? {
            bodyEncoding == "base64" ? Data(base64Encoded: body).map { Array($0) } : Array(body.utf8)
        }
        package var httpHeaders: HTTPHeaders { HTTPHeaders(headers.map { HTTPField(name: $0.name, value: $0.value) }) }
    }

    private struct ExchangeEntry: Decodable {
        package var id: Int
        package var scenario, channel, step, startedAt: String
        package var journey, error: String?
        package var durationMilliseconds: Double
        package var request: Message
        package var response: Message?
        package var requestBodyCut, responseBodyCut: CutBody?
        package var variations: [String]?

        package var exchange: Exchange? {
            guard let channel = Channel(rawValue: channel), let started = ReportReader.isoDate(startedAt),
                let version = HTTPVersion(rawValue: request.version), let body = request.bodyBytes
            else { return nil }
            var response: HTTPResponse?
            if let answer = self.response {
                guard let version = HTTPVersion(rawValue: answer.version), let body = answer.bodyBytes else { return nil }
                response = HTTPResponse(
                    status: answer.status ?? 0, reason: answer.reason, version: version, headers: answer.httpHeaders, body: body)
            }
            let request = HTTPRequest(
                method: self.request.method ?? "", target: self.request.target ?? "", version: version,
                headers: self.request.httpHeaders, body: body)
            var exchange = Exchange(
                id: id, scenario: scenario, journey: journey, channel: channel, step: step, request: request,
                response: response, error: error, startedAt: started, durationMilliseconds: durationMilliseconds)
            exchange.requestBodyCut = requestBodyCut
            exchange.responseBodyCut = responseBodyCut
            exchange.variations = variations
            return exchange
        }
    }
}

extension DecodingError {
    /// The first index of the error's coding path (an item of the array decoded), or nil.
    fileprivate var codingPathStart: Int? {
        let context: Context? =
            switch self {
            case let .keyNotFound(_, context), let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
                context
            @unknown default: nil
            }
        return context?.codingPath.first?.intValue
    }
}
