import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `attestation.intoto.json`: an in-toto Statement v1 (https://github.com/in-toto/attestation,
/// `spec/v1/statement.md`) whose subjects are the report's files with their SHA-256 and whose
/// predicate (type `predicateType`) states the run: summary, each verdict's id and status, the
/// contract and the provenance. The kit signs nothing; a CI signs this statement
/// (docs/CERTIFICATION.md, "Attestation and signing").
public enum Attestation {
    public static let fileName = "attestation.intoto.json"
    static let statementType = "https://in-toto.io/Statement/v1"
    /// The kit's predicate type: a conformance report (docs/CERTIFICATION.md, "Attestation and signing").
    public static let predicateType = "https://example.com/hp-conformance/attestation/conformance-report/v1"

    /// The statement for `result` (already redacted) whose report files are `files` (by name;
    /// `SHA256SUMS` and the statement itself are not subjects).
    public static func data(_ result: RunResult, files: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        let subjects: [JSONReport.Value] =
            files
            .filter { $0.name != "SHA256SUMS" && $0.name != fileName }
            .sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
            .map { .object(["name": .string($0.name), "digest": .object(["sha256": .string(SHA256.hex(of: $0.bytes))])]) }
        var summary: [String: JSONReport.Value] = ["total": .int(result.verdicts.count)]
        for status in VerdictStatus.allCases { summary[status.rawValue] = .int(result.count(status)) }
        var predicate: [String: JSONReport.Value] = [
            "runID": .string(Provenance.runID(result.metadata)),
            "status": .string(VerdictText.runStatus(result).slug),
            "conformant": .bool(result.isConformant),
            "summary": .object(summary),
            "verdicts": .array(result.verdicts.map { .object(["checkID": .string($0.checkID), "status": .string($0.status.rawValue)]) }),
            "contract": .object(["version": .string(result.metadata.contractVersion), "sha256": .string(result.metadata.contractSHA256)]),
            "kit": .object(["version": .string(result.metadata.kitVersion)]),
        ]
        if let provenance = result.provenance { predicate["provenance"] = EvidenceJSON.value(of: provenance) }
        let statement: JSONReport.Value = .object([
            "_type": .string(statementType),
            "subject": .array(subjects),
            "predicateType": .string(predicateType),
            "predicate": .object(predicate),
        ])
        return Array(JSONReport.text(statement).utf8)
    }

    /// The subjects of a statement read back: file name and SHA-256; nil when `bytes` is not a
    /// Statement v1 of the kit's predicate type.
    public static func subjects(of bytes: [UInt8]) -> [(name: String, sha256: String)]? {
        guard let json = JSONValue.parse(bytes), json["_type"]?.stringValue == statementType,
            json["predicateType"]?.stringValue == predicateType, case let .array(items)? = json["subject"]
        else { return nil }
        var subjects: [(String, String)] = []
        for item in items {
            guard let name = item["name"]?.stringValue, let digest = item["digest"]?["sha256"]?.stringValue else { return nil }
            subjects.append((name, digest))
        }
        return subjects
    }

    /// The run identity a statement's predicate names.
    public static func runID(of bytes: [UInt8]) -> String? {
        JSONValue.parse(bytes)?["predicate"]?["runID"]?.stringValue
    }
}
