import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An app adapter's login step (docs/ADAPTER.md): once per app user, before that user's first
/// step. Its calls are journaled as the declarative login's are (step `login`), its secrets are
/// redacted and searched for like a login's token and cookies, and a login the back-end refused
/// stops the run as the back-end's answer (`login failed for app user ...`), not as an adapter fault.
extension AppDriver {
    /// Logs `journey`'s user in through `adapter` unless it has (an adapter without a login step
    /// logs nobody in). Returns the answer the waiting step gets instead when the login did not
    /// succeed; the run then stops (`sessions.failure`).
    func adapterLogIn(_ adapter: any AppAdapter, _ journey: JourneyContext) -> AppAnswer? {
        guard !sessions.user(journey.user).loggedIn else { return nil }
        sessions.adapterLoginTurn.wait()
        defer { sessions.adapterLoginTurn.signal() }
        // Another journey of this user may have logged it in (or the run stopped) meanwhile.
        guard !sessions.user(journey.user).loggedIn else { return nil }
        if sessions.failure != nil { return AppAnswer(exchangeID: 0, response: nil, body: nil, elapsed: 0, errorInBody: false) }
        let what = "step login (app user '\(journey.user)', journey \(journey.name))"
        let began = Date()
        let clock = ContinuousClock.now
        let outcome = AdapterBridge.logIn(adapter, AdapterLogin(user: journey.user, journey: journey.name), seconds: adapterStepSeconds)
        let measured = (ContinuousClock.now - clock).milliseconds
        let reply: AdapterReply
        switch outcome {
        case nil:
            return failed(
                nil, journey, "the app adapter did not answer \(what) within \(SecondsText.plain(adapterStepSeconds)) s", measured)
        case let .failure(error)?:
            return failed(nil, journey, (error as? AdapterFailure)?.message ?? "the app adapter failed \(what): \(error)", measured)
        case .success(nil)?:
            // No login step: the adapter's steps log in themselves, or the back-end has no login.
            sessions.loggedIn(journey.user, headers: [:], token: nil)
            return nil
        case let .success(answer?)?:
            reply = answer
        }
        if let refused = sessions.keep(reported: reply.secrets) {
            return failed(nil, journey, "the app adapter's secrets for \(what) \(refused)", measured)
        }
        if let failure = reply.failure {
            return failed(nil, journey, "the app adapter could not perform \(what): \(failure)", measured)
        }
        guard let last = reply.calls.last else {
            if reply.loggedIn == true {
                sessions.loggedIn(journey.user, headers: [:], token: nil)
                return nil
            }
            return failed(
                nil, journey, "the app adapter reported no call for \(what) (report the calls, or loggedIn: true for a login without one)",
                measured)
        }
        var lastID = 0
        for call in reply.calls {
            let (sent, answer) = Self.exchange(call)
            lastID = journal.record(
                Exchange(
                    scenario: journey.scenario, journey: journey.name, channel: .appToBackend, step: "login",
                    request: sent, response: answer, error: answer == nil ? call.error ?? "no answer" : nil,
                    startedAt: began, durationMilliseconds: call.elapsedMilliseconds ?? measured))
        }
        let status = last.response?.status
        let granted = reply.loggedIn ?? status.map { (200..<300).contains($0) } ?? false
        guard !granted else {
            sessions.loggedIn(journey.user, headers: [:], token: nil)
            return nil
        }
        let problem: String
        if let status {
            problem =
                (200..<300).contains(status)
                ? "answered \(status), and the app adapter found no login in it (loggedIn: false)" : "answered \(status)"
        } else {
            problem = "got no answer (\(last.error ?? "no answer"))"
        }
        let failure = LoginFailure(
            user: journey.user, call: "\(last.request.method) \(last.request.target)", problem: problem,
            body: last.response.map { Array($0.body.utf8) })
        sessions.fail(failure.error(redactor: loginRedactor))
        return AppAnswer(exchangeID: lastID, response: nil, body: nil, elapsed: measured / 1000, errorInBody: false)
    }
}
