#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// HP-READ-*: the back-end's read of the final state.

struct ReadAfterEndCheck: Check {
    package let id = "HP-READ-AFTER-END"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        for scenario in evidence.happyScenarios {
            for journey in scenario.journeys {
                guard let ended = journey.ended, ended.status != nil, let endedExchange = evidence.exchange(ended.exchangeID) else {
                    continue
                }
                let name = journey.context.name
                let issued = evidence.processes(ofJourney: name).map(\.id)
                let reads = evidence.reads(inScenario: scenario.name).filter { $0.startedAt >= endedExchange.startedAt }
                let cited = [ended.exchangeID] + reads.map(\.id)
                if reads.contains(where: { issued.contains(evidence.readID($0)) }) {
                    findings.append(.ok(cited))
                } else if reads.isEmpty {
                    let others = evidence.backendCalls.filter { $0.scenario == scenario.name && $0.startedAt >= endedExchange.startedAt }
                    let seen =
                        others.isEmpty ? "no request reached Human Plugin" : "it sent " + others.map(\.summary).joined(separator: ", ")
                    findings.append(
                        .bad(
                            "\(name): after 'capture ended' no GET \(evidence.contract.read.pathPrefix){id}; \(seen)",
                            cited + others.map(\.id)))
                } else {
                    let asked = reads.map { "'\(evidence.readID($0))'" }.joined(separator: ", ")
                    findings.append(.bad("\(name): read \(asked), not the issued id '\(issued.joined(separator: "' or '"))'", cited))
                }
            }
        }
        return Judgement.combine(
            findings,
            verified:
                "each 'capture ended' led to \(evidence.contract.read.method) \(evidence.contract.read.pathPrefix){id} with the issued id",
            nothing: "no 'capture ended' call was answered in the happy-path scenarios")
    }
}

struct ReadAuthCheck: Check {
    package let id = "HP-READ-AUTH"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        BearerAuthentication.judge(evidence.reads, evidence: evidence, what: "read")
    }
}
