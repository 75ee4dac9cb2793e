import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// HP-START-*: what the app received from the back-end.

struct StartIDLinkCheck: Check {
    package let id = "HP-START-ID-LINK"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.scenariosWithoutCreateFault {
            for journey in scenario.journeys {
                let issued = evidence.processes(ofJourney: journey.context.name)
                guard let start = journey.start, !issued.isEmpty else { continue }
                let cited = [start.exchangeID] + issued.map(\.createExchangeID).filter { $0 > 0 }
                let name = journey.context.name
                guard start.succeeded else {
                    findings.append(
                        .bad(
                            "\(name): Human Plugin issued a process but the start answered \(start.status.map(String.init) ?? "nothing")",
                            cited))
                    continue
                }
                guard let id = start.id, let link = start.link else {
                    if let unread = evidence.undecodedAnswer(start.exchangeID) {
                        findings.append(.notJudged("\(name): the start answer \(unread)", cited))
                    } else if start.id == nil {
                        findings.append(.bad("\(name): no process id \(evidence.configuration.start.id) in the start answer", cited))
                    } else {
                        findings.append(.bad("\(name): no capture link \(evidence.configuration.start.link) in the start answer", cited))
                    }
                    continue
                }
                if let match = issued.first(where: { $0.id == id }) {
                    findings.append(
                        match.link == link
                            ? .ok(cited)
                            : .bad("\(name): link '\(link)' differs from the issued '\(match.link)'", cited))
                } else {
                    findings.append(.bad("\(name): id '\(id)' is not the issued '\(issued.map(\.id).joined(separator: "' or '"))'", cited))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "the app received the id and link Human Plugin issued, byte for byte",
            nothing: "Human Plugin issued no process during the run")
    }
}

struct StartNoLeakCheck: Check {
    package let id = "HP-START-NO-LEAK"

    /// `value` as Go's JSON encoder writes it: `<`, `>`, `&` as `\u003c`, `\u003e`, `\u0026`.
    static func unicodeEscaped(_ value: String) -> String {
        value.unicodeScalars.map { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            default: String(scalar)
            }
        }.joined()
    }

    package func judge(_ evidence: RunEvidence) -> Judgement {
        let search = SecretSearch(evidence.secretsForApp, extraForms: Self.unicodeEscaped, derived: true)
        let findings = evidence.journal.filter { $0.channel == .appToBackend }.compactMap { exchange -> Finding? in
            guard let response = exchange.response else { return nil }
            // Every answer counts: error answers, and every call kind of the app (start, ended,
            // result polls, logins), headers included.
            let headers = response.headers.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
            if let label = search.firstLabel(in: [response.body, Array(headers.utf8)]) {
                return .bad(
                    "#\(exchange.id) (\(exchange.step) answer, \(response.status)): the answer to the app contains the \(label)",
                    [exchange.id])
            }
            return .ok([exchange.id])
        }
        return Judgement.combine(
            findings, verified: "no answer to the app carried a document number, token or Authorization value",
            nothing: "the back-end answered no call of the app")
    }
}
