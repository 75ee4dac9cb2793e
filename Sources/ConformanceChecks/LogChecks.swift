import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// HP-LOG-NO-SECRETS: the launched back-end's output (`backend.log`) holds no document number,
/// token, cookie or configured secret (OWASP ASVS V7.1.1). A warning naming the lines by number,
/// each quoted with its secrets replaced.
struct LogNoSecretsCheck: Check {
    package let id = "HP-LOG-NO-SECRETS"
    /// Lines named in the verdict, at most.
    static let linesShown = 5
    /// Characters of each named line quoted, at most.
    static let excerptLimit = 120

    package func judge(_ evidence: RunEvidence) -> Judgement {
        guard let log = evidence.backendLog else {
            return .notConfigured(
                "the kit has no output of the back-end to read: it did not launch it "
                    + "(attach mode without backend.logFile, the embedded example, or a back-end in the test's own process given no log: InProcessBackend(baseURL:log:stop:))"
            )
        }
        let secrets = Self.secrets(evidence)
        let redactor = Redactor(secrets: secrets)
        let search = SecretSearch(secrets, derived: true)
        let lines = Self.lines(log)
        var found: [String] = []
        var count = 0
        for (index, line) in lines.enumerated() {
            // Every kind of secret on the line is named: a quote cut short may hide the second one.
            let labels = search.allLabels(in: [Array(line)])
            guard !labels.isEmpty else { continue }
            count += 1
            if found.count < Self.linesShown {
                found.append("line \(index + 1) holds the \(labels.joined(separator: " and the ")): \(Self.excerpt(line, redactor))")
            }
        }
        if log.isEmpty { return .held("the back-end printed nothing, so its output holds no document number, token or secret") }
        guard count > 0 else { return .held("backend.log holds no document number, token or secret (\(lines.count) lines searched)") }
        let more = count > found.count ? "; and \(count - found.count) more lines" : ""
        return .broken("backend.log: " + found.joined(separator: "; ") + more)
    }

    /// Every secret the kit knows, labelled, the document numbers first.
    package static func secrets(_ evidence: RunEvidence) -> [(label: String, value: String)] {
        var secrets = evidence.secretsForApp.filter { $0.label == "document number" }
        secrets += evidence.secretsForApp.filter { $0.label != "document number" && $0.value.count >= 8 }
        for (index, secret) in evidence.configuration.secrets.enumerated() where secret.count >= 8 {
            secrets.append(("configured secret \(index + 1)", secret))
        }
        for secret in evidence.appSessionSecrets where secret.count >= 8 {
            secrets.append(("app user's session token or cookie", secret))
        }
        return secrets
    }

    package static func lines(_ log: [UInt8]) -> [ArraySlice<UInt8>] {
        log.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// Characters quoted before the first secret's marker when the line is cut: a logger's prefix
    /// (time, process, request id: a Rails line spends 100 characters on it) is left out for it.
    static let contextBeforeSecret = 40

    /// The line with its secrets replaced, on one line, at most `excerptLimit` characters: a line
    /// that long is quoted from a little before the first secret's marker, so the quote shows it.
    package static func excerpt(_ line: ArraySlice<UInt8>, _ redactor: Redactor) -> String {
        let text = redactor.redactFreeText(String(decoding: line, as: UTF8.self))
        let printable = String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
            .trimmingWhitespace()
        guard printable.count > excerptLimit else { return "'\(printable)'" }
        var start = printable.startIndex
        if let marker = printable.firstRange(of: "<redacted:") {
            let before = printable.distance(from: printable.startIndex, to: marker.lowerBound)
            if before + 20 > excerptLimit { start = printable.index(marker.lowerBound, offsetBy: -contextBeforeSecret) }
        }
        let tail = printable[start...]
        let cut = tail.count > excerptLimit ? String(tail.prefix(excerptLimit)) + "..." : String(tail)
        return "'" + (start == printable.startIndex ? "" : "...") + cut + "'"
    }
}
