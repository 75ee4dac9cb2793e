import ConformanceBasics
import ConformanceModel
import ConformanceReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A DSSE envelope (https://github.com/secure-systems-lab/dsse, `envelope.md`) over a report's
/// attestation: `payloadType` `application/vnd.in-toto+json`, `payload` the base64 of
/// `attestation.intoto.json`'s bytes, and signatures over the pre-authentication encoding of both.
/// `scripts/sign-report.sh` writes one with an Ed25519 key and `openssl`; `securesystemslib` and
/// in-toto's tools read and write the same form.
///
/// What a valid signature adds to `verify`: the statement is the signer's, so its subjects (the
/// SHA-256 of junit.xml, report.json, report.html and report.md) and its predicate (verdicts,
/// contract, provenance with the CI identity and the run's options) are what the key's holder
/// signed; a directory rewritten consistently, which verify alone cannot tell from a genuine one,
/// no longer matches. It does not say which back-end answered, nor that the signer ran the kit.
public struct SignedAttestation: Sendable {
    public static let payloadType = "application/vnd.in-toto+json"
    /// The largest envelope read (a statement is a few kB; its base64 a third more).
    public static let largestEnvelope = 4 << 20
    /// The most signatures one envelope may hold: each costs an openssl call of up to 10 s, and an
    /// envelope is signed with a key or a few (a 4 MiB envelope could hold 290,000).
    public static let maxSignatures = 16

    public var payloadType: String
    public var payload: [UInt8]
    public var signatures: [(keyID: String?, signature: [UInt8])]

    /// Parses envelope `bytes` (read from `file`); a one-line error naming what is wrong.
    public static func parse(_ bytes: [UInt8], file: String) throws(KitError) -> SignedAttestation {
        guard let json = JSONValue.parse(bytes), case .object = json else {
            throw .file(path: file, problem: "not a DSSE envelope: not a JSON object")
        }
        guard let type = json["payloadType"]?.stringValue else {
            throw .file(path: file, problem: "not a DSSE envelope: no payloadType string")
        }
        guard let encoded = json["payload"]?.stringValue, let payload = Data(base64Encoded: encoded) else {
            throw .file(path: file, problem: "not a DSSE envelope: payload is missing or not base64")
        }
        guard case let .array(items)? = json["signatures"], !items.isEmpty else {
            throw .file(path: file, problem: "not a DSSE envelope: no signatures")
        }
        guard items.count <= maxSignatures else {
            throw .file(
                path: file,
                problem:
                    "holds \(items.count) signatures; the kit checks at most \(maxSignatures) (an envelope is signed with a key or a few)")
        }
        var signatures: [(String?, [UInt8])] = []
        for (index, item) in items.enumerated() {
            guard let text = item["sig"]?.stringValue, let signature = Data(base64Encoded: text) else {
                throw .file(path: file, problem: "signatures[\(index)].sig is missing or not base64")
            }
            signatures.append((item["keyid"]?.stringValue, [UInt8](signature)))
        }
        return SignedAttestation(payloadType: type, payload: [UInt8](payload), signatures: signatures)
    }

    /// The bytes each signature covers: `DSSEv1 <len(type)> <type> <len(payload)> <payload>`.
    var preAuthenticationEncoding: [UInt8] {
        Array("DSSEv1 \(payloadType.utf8.count) \(payloadType) \(payload.count) ".utf8) + payload
    }

    /// What the envelope says of report directory `directory` whose attestation is `attestation`,
    /// given `verifies` (true when a signature over a message checks with the reviewer's key, nil
    /// when the check could not be made): the problems, none when it is signed by that key.
    public func problems(
        attestation: [UInt8]?, envelopeName: String, keyName: String, verifies: ([UInt8], [UInt8]) -> Bool?
    ) -> [String] {
        guard payloadType == Self.payloadType else {
            return ["\(envelopeName): its payloadType is '\(TerminalText.oneLine(payloadType))', not \(Self.payloadType)"]
        }
        guard let attestation else { return ["\(Attestation.fileName) is missing, so \(envelopeName) signs nothing of this directory"] }
        guard payload == attestation else {
            return ["\(envelopeName) signs a statement other than this directory's \(Attestation.fileName) (altered, or another run's)"]
        }
        let message = preAuthenticationEncoding
        var unchecked = false
        for (_, signature) in signatures {
            switch verifies(message, signature) {
            case true?: return []
            case false?: continue
            case nil: unchecked = true
            }
        }
        return unchecked
            ? ["\(envelopeName): the signature could not be checked with \(keyName)"]
            : ["\(envelopeName): no signature in it verifies with \(keyName) (altered, or signed with another key)"]
    }
}
