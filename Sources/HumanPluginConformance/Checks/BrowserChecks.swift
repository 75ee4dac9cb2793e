/// HP-BROWSER-*: the browser session's hand-off.

struct BrowserReturnsCheck: Check {
    let id = "HP-BROWSER-RETURNS"
    func judge(_ evidence: RunEvidence) -> Judgement {
        let appScheme = evidence.appScheme.lowercased()
        var findings: [Finding] = []
        for scenario in evidence.happyScenarios {
            for journey in scenario.journeys {
                guard let start = journey.start, start.succeeded, start.link != nil else { continue }
                let name = journey.context.name
                guard let visit = journey.browser else { continue }
                let cited = [start.exchangeID] + visit.exchangeIDs
                guard let callback = visit.callbackURL else {
                    findings.append(.bad("\(name): the session never returned to the app (\(visit.problem ?? "no redirect"))", cited))
                    continue
                }
                guard URLScheme.of(callback)?.lowercased() == appScheme else {
                    findings.append(.bad("\(name): the session ended at '\(callback)', not in the app's scheme '\(appScheme)'", cited))
                    continue
                }
                guard let process = evidence.processes(ofJourney: name).first(where: { $0.id == start.id }) ?? evidence.processes(ofJourney: name).last else {
                    findings.append(.bad("\(name): the session returned, but to no process Human Plugin issued for this capture", cited))
                    continue
                }
                let expected = CapturePage.returnURL(for: process, variant: evidence.configuration.app.variant, contract: evidence.contract)
                findings.append(callback == expected ? .ok(cited)
                    : .bad("\(name): returned to '\(callback)', expected '\(expected ?? "none")'", cited))
            }
        }
        return Judgement.combine(findings, verified: "link opened and the session returned to the registered callbackUri",
                                 nothing: "no start answer carried a link to open")
    }
}
