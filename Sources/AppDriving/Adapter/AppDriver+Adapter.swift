import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Steps performed by an app adapter: each call it reports is journaled as an app exchange with
/// the step's name, so every check judges it exactly as a declarative call.
extension AppDriver {
    /// How long the driver waits for an adapter's reply (the adapter process keeps its own
    /// per-step deadline, a little shorter).
    var adapterStepSeconds: Double { (configuration.adapter?.stepSeconds ?? configuration.timeouts.requestSeconds + 5) + 2 }

    func adapterStep(_ adapter: any AppAdapter, step: String, journey: JourneyContext, id: String?, claim: String) -> AppAnswer {
        // The run stops at the first failure; the steps still asked meanwhile are not sent.
        if sessions.failure != nil { return AppAnswer(exchangeID: 0, response: nil, body: nil, elapsed: 0, errorInBody: false) }
        if let notLoggedIn = adapterLogIn(adapter, journey) { return notLoggedIn }
        let kind = AdapterStep.Kind(rawValue: step) ?? .result
        let request = AdapterStep(
            step: kind, journey: journey.name, user: journey.user,
            documentNumber: kind == .start ? journey.documentNumber : nil,
            documentType: kind == .start ? journey.documentType ?? configuration.documentType : nil,
            processID: kind == .start ? nil : id, claim: kind == .ended ? claim : nil)
        let began = Date()
        let clock = ContinuousClock.now
        // Journaled when asked, so what the back-end does meanwhile (its calls to Human Plugin) comes after it.
        let placeholder = journal.arrive(
            .arrived(
                scenario: journey.scenario, journey: journey.name, channel: .appToBackend, step: step,
                request: HTTPRequest(method: "ADAPTER", target: step), at: began))
        let outcome = AdapterBridge.perform(adapter, request, seconds: adapterStepSeconds)
        let measured = (ContinuousClock.now - clock).milliseconds
        let what = "step \(step) (journey \(journey.name))"
        let reply: AdapterReply
        switch outcome {
        case nil:
            return failed(
                placeholder, journey, "the app adapter did not answer \(what) within \(SecondsText.plain(adapterStepSeconds)) s", measured)
        case let .failure(error)?:
            let text = (error as? AdapterFailure)?.message ?? "the app adapter failed \(what): \(error)"
            return failed(placeholder, journey, text, measured)
        case let .success(answer)?:
            reply = answer
        }
        if let refused = sessions.keep(reported: reply.secrets) {
            return failed(placeholder, journey, "the app adapter's secrets for \(what) \(refused)", measured)
        }
        if let failure = reply.failure {
            return failed(placeholder, journey, "the app adapter could not perform \(what): \(failure)", measured)
        }
        guard let last = reply.calls.last else {
            return failed(placeholder, journey, "the app adapter reported no call for \(what)", measured)
        }
        for call in reply.calls.dropLast() {
            let (sent, answer) = Self.exchange(call)
            journal.record(
                Exchange(
                    scenario: journey.scenario, journey: journey.name, channel: .appToBackend, step: step, request: sent,
                    response: answer, error: answer == nil ? call.error ?? "no answer" : nil, startedAt: began,
                    durationMilliseconds: call.elapsedMilliseconds ?? 0))
        }
        let (sent, response) = Self.exchange(last)
        let elapsed = last.elapsedMilliseconds ?? measured
        journal.settle(
            placeholder, response: response, fate: response == nil ? .failed : .answered, error: last.error ?? "no answer",
            request: sent, durationMilliseconds: elapsed)
        return AppAnswer(
            exchangeID: placeholder, response: response, body: response.flatMap { JSONValue.parse($0.body) },
            elapsed: elapsed / 1000, errorInBody: false, problem: response == nil ? last.error ?? "no answer" : nil, reply: reply)
    }

    /// Stops the run (the kit could not run) and settles the step's exchange, if any, without an
    /// answer. The reason may quote what the adapter said (an exception's text), so the app's
    /// secrets and the journey's document number are taken out.
    package func failed(_ placeholder: Int?, _ journey: JourneyContext, _ text: String, _ measured: Double) -> AppAnswer {
        var secrets = sessions.secrets.filter { $0.count >= 4 }.map { (label: "app.session", value: $0) }
        if journey.documentNumber.count >= 4 { secrets.append((label: "documentNumber", value: journey.documentNumber)) }
        let reason = secrets.isEmpty ? text : Redactor(secrets: secrets).redactFreeText(text)
        sessions.fail(.run(reason))
        if let placeholder {
            journal.settle(
                placeholder, response: nil, fate: .failed, error: "the app adapter did not perform this step",
                durationMilliseconds: measured)
        }
        return AppAnswer(
            exchangeID: placeholder ?? 0, response: nil, body: nil, elapsed: measured / 1000, errorInBody: false, problem: reason)
    }

    /// A reported call as the journal keeps exchanges.
    package static func exchange(_ call: AdapterCall) -> (HTTPRequest, HTTPResponse?) {
        let request = HTTPRequest(
            method: call.request.method, target: call.request.target,
            headers: HTTPHeaders(call.request.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }),
            body: Array(call.request.body.utf8))
        let response = call.response.map { answer in
            HTTPResponse(
                status: answer.status, headers: HTTPHeaders(answer.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }),
                body: Array(answer.body.utf8))
        }
        return (request, response)
    }
}

/// A failure an adapter reports in its own words (one line naming the adapter and the step): the
/// kit could not run.
public struct AdapterFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
