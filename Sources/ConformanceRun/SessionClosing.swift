import AppDriving
import ConformanceModel
import HTTP1Codec

extension ScenarioPlayer {
    /// The person opens `link` and closes the session instead of completing it: the browser loads
    /// the capture page and follows its `id="cancel"` link. No callback URL comes back.
    func closeSession(_ link: String, journey: JourneyContext) -> BrowserVisit {
        var exchangeIDs: [Int] = []
        var current = link
        for _ in 0..<2 {
            guard let (endpoint, target) = AppDriver.split(current) else {
                return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil, problem: "cannot open '\(current)'")
            }
            let request = HTTPRequest(
                method: "GET", target: target, headers: ["Accept": "text/html", "User-Agent": "hp-conformance browser session"])
            let (exchangeID, response, _) = driver.send(
                request, to: endpoint, journey: journey, channel: .browser, step: "browser",
                timeoutSeconds: configuration.timeouts.requestSeconds)
            exchangeIDs.append(exchangeID)
            guard let response, response.status == 200 else {
                return BrowserVisit(
                    exchangeIDs: exchangeIDs, callbackURL: nil,
                    problem: "\(current) answered \(response.map { String($0.status) } ?? "nothing")")
            }
            guard let cancel = AppDriver.link(withID: "cancel", in: response.bodyText) else {
                return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil, problem: "the person closed the session")
            }
            current = AppDriver.resolve(cancel, against: current)
        }
        return BrowserVisit(exchangeIDs: exchangeIDs, callbackURL: nil, problem: "the person closed the session")
    }
}
