import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /captures/{id}/ended`: the app says the browser session returned. The back-end checks
/// that `id` is a process it created for this same app user (else 404, and Human Plugin is not
/// asked), then reads `GET /v1/processes/{id}` and reports the outcome that read gives.
/// Whatever the app claims in the body is ignored: only the server's own read decides.
extension BackendService {
    func endCapture(_ request: HTTPRequest, id: String, user: String) -> HTTPResponse {
        let faults = configuration.faults
        let record = store.record(for: id)

        if !faults.contains(.noOwnershipCheck) {
            guard let record else { return JSON.error(404, "unknown capture") }
            if !faults.contains(.ownerNotChecked), record.owner != user {
                return JSON.error(404, "unknown capture")
            }
        }

        if faults.contains(.trustAppClaim), let body = JSON.object(request.body), body["claim"] as? String == "success" {
            return JSON.response(200, ["id": id, "outcome": Outcome.approved.rawValue])
        }

        var readId = faults.contains(.lowercasedId) ? id.lowercased() : id
        if faults.contains(.readWithCorrelationId), let correlationId = record?.correlationId {
            readId = correlationId
        }
        if faults.contains(.documentTypeSlot), let record, let slot = store.lastCreatedId(ofType: record.documentType), slot != readId {
            // The same cross-talk through a slot per document type: only captures of one type open at once cross.
            _ = readOutcome(of: readId)
            readId = slot
        }
        if faults.contains(.sharedLastProcess), let last = store.lastCreatedId, last != readId {
            // It reads the process it was asked about, then the global one, and reports the latter:
            // every outcome follows a read of the asked id, so only the cross-talk is wrong.
            _ = readOutcome(of: readId)
            readId = last
        }

        switch readOutcome(of: readId) {
        case .outcome(.failed) where configuration.styles.contains(.failedAsError):
            return JSON.error(502, "the capture failed at human plugin")
        case let .outcome(outcome):
            return JSON.response(200, ["id": id, "outcome": outcome.rawValue])
        case .failed:
            if faults.contains(.readErrorAsOutcome) {
                return JSON.response(200, ["id": id, "outcome": Outcome.rejected.rawValue])
            }
            return JSON.error(502, "human plugin read failed")
        case .unavailable:
            return JSON.error(504, "human plugin unavailable")
        }
    }

    /// How one read ended.
    enum ReadResult: Equatable {
        /// 200 with a final state the back-end knows how to report.
        case outcome(Outcome)
        /// Human Plugin answered, but not 200 with a known state.
        case failed
        /// Human Plugin did not answer in time, or could not be reached.
        case unavailable
    }

    /// The read request for process `id`.
    func readRequest(for id: String) -> HTTPRequest {
        var headers = HTTPHeaders()
        headers.add("Accept", "application/json")
        if !configuration.faults.contains(.noReadAuth) {
            headers.add("Authorization", "Bearer \(configuration.humanPluginToken)")
        }
        let segment = id.percentEncoded(allowing: .urlPathSegment)
        return HTTPRequest(method: "GET", target: "/v1/processes/\(segment)", headers: headers)
    }

    /// Reads process `id` once and maps its final state.
    func readOutcome(of id: String) -> ReadResult {
        let response: HTTPResponse
        do {
            let timeout = configuration.faults.contains(.noReadTimeout) ? .seconds(30) : configuration.upstreamTimeout
            response = try transport.send(readRequest(for: id), timeout: timeout)
        } catch {
            switch error {
            case .timedOut, .connectFailed, .connectionClosed: return .unavailable
            case .invalidURL, .malformedResponse, .answerTooLarge, .invalidRequest: return .failed
            }
        }
        let faults = configuration.faults
        if faults.contains(.strictReadShape), !Self.hasOnlyDocumentedFields(response) { return .failed }
        let tolerant = configuration.styles.contains(.tolerantRead)
        if faults.contains(.successOnUnexpectedRead), response.status == 200, Self.readResult(of: response, tolerant: tolerant) == .failed {
            return .outcome(.approved)
        }
        var result = Self.readResult(of: response, expiredAsFailed: faults.contains(.expiredAsFailed), tolerant: tolerant)
        if faults.contains(.createdAsApproved), result == .outcome(.pending) { result = .outcome(.approved) }
        return result
    }

    /// Whether the read answer has exactly the documented fields (the `strict-read-shape` fault's test).
    static func hasOnlyDocumentedFields(_ response: HTTPResponse) -> Bool {
        guard let body = JSON.object(response.body), Set(body.keys) == ["process"], let process = body["process"] as? [String: Any] else {
            return false
        }
        return Set(process.keys).isSubset(of: ["id", "flow", "correlationId", "state", "result"])
    }

    /// Classifies Human Plugin's answer to a read (`tolerant`: the top level stands in for a missing `process`).
    static func readResult(of response: HTTPResponse, expiredAsFailed: Bool = false, tolerant: Bool = false) -> ReadResult {
        guard response.status == 200,
            let body = JSON.object(response.body),
            let process = body["process"] as? [String: Any] ?? (tolerant ? body : nil),
            let outcome = Outcome.from(
                state: process["state"] as? String, result: process["result"] as? String, expiredAsFailed: expiredAsFailed)
        else { return .failed }
        return .outcome(outcome)
    }
}
