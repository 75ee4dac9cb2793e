import ConformanceModel

/// HP-BROWSER-*: the browser session's hand-off.

struct BrowserReturnsCheck: Check {
    package let id = "HP-BROWSER-RETURNS"
    package func judge(_ evidence: RunEvidence) -> Judgement {
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
                guard
                    let process = evidence.processes(ofJourney: name).first(where: { $0.id == start.id })
                        ?? evidence.processes(ofJourney: name).last
                else {
                    findings.append(.bad("\(name): the session returned, but to no process Human Plugin issued for this capture", cited))
                    continue
                }
                guard let registered = process.callbackUri, !registered.isEmpty else {
                    findings.append(.bad("\(name): the session returned to '\(callback)', but the create registered no callbackUri", cited))
                    continue
                }
                let humanToken = evidence.configuration.app.variant == .humanToken
                if let problem = Self.problem(
                    callback, registered: registered, processID: process.id,
                    idItem: humanToken ? evidence.contract.callback.humanTokenQueryItem : nil)
                {
                    findings.append(.bad("\(name): returned to '\(callback)': \(problem)", cited))
                } else {
                    findings.append(.ok(cited))
                }
            }
        }
        return Judgement.combine(
            findings, verified: "link opened and the session returned to the registered callbackUri",
            nothing: "no start answer carried a link to open")
    }

    /// What is wrong with the URL the session ended at, judged from the contract's words alone (not
    /// from the stand-in's code that made the redirect): in the callback variant it is the
    /// registered callbackUri, byte for byte; in the Human Token variant it is the registered
    /// callbackUri with one more query item `<idItem>=<process id>` (percent-encoded), the
    /// registered URI's own query items and fragment kept in order. Nil when it keeps the form.
    package static func problem(_ callback: String, registered: String, processID: String, idItem: String?) -> String? {
        guard let idItem else {
            return callback == registered ? nil : "expected the registered callbackUri '\(registered)'"
        }
        let (callbackBase, callbackItems, callbackFragment) = split(callback)
        let (registeredBase, registeredItems, registeredFragment) = split(registered)
        guard callbackBase == registeredBase, callbackFragment == registeredFragment else {
            return "expected the registered callbackUri '\(registered)' with \(idItem)=<process id>"
        }
        let ids = callbackItems.filter { $0.hasPrefix(idItem + "=") }
        guard ids.count == 1 else {
            return ids.isEmpty ? "no \(idItem) query item carries the process id" : "\(ids.count) \(idItem) query items, expected one"
        }
        guard callbackItems.filter({ !$0.hasPrefix(idItem + "=") }) == registeredItems else {
            return "the registered callbackUri's query '\(registeredItems.joined(separator: "&"))' was not kept"
        }
        let value = ids[0].dropFirst(idItem.count + 1)
        guard String(value).percentDecoded == processID else {
            return "\(idItem)=\(value) is not the id of the process created for this capture ('\(processID)')"
        }
        return nil
    }

    /// A URI's part before `?`, its `&`-separated query items, and its fragment.
    private static func split(_ uri: String) -> (base: Substring, items: [Substring], fragment: Substring?) {
        let hash = uri.firstIndex(of: "#")
        let withoutFragment = uri[..<(hash ?? uri.endIndex)]
        let fragment = hash.map { uri[uri.index(after: $0)...] }
        guard let question = withoutFragment.firstIndex(of: "?") else { return (withoutFragment, [], fragment) }
        let query = withoutFragment[withoutFragment.index(after: question)...]
        return (withoutFragment[..<question], query.split(separator: "&", omittingEmptySubsequences: true), fragment)
    }
}
