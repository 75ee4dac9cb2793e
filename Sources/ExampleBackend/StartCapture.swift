import ConformanceBasics
import HTTP1Codec
import HTTPTransport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /captures`: creates one Human Plugin process for the app user and hands the app the
/// `id` and `link` Human Plugin issued, unchanged. The document number goes to Human Plugin only.
extension BackendService {
    /// How one create attempt ended.
    enum CreateResult {
        /// 201 with non-empty string `id` and `link`.
        case created(id: String, link: String)
        /// Human Plugin answered, but not with a usable 201 (status in `status`).
        case rejected(status: Int)
        /// Human Plugin did not answer in time, or could not be reached.
        case unavailable
    }

    func startCapture(_ request: HTTPRequest, user: String) -> HTTPResponse {
        guard let input = JSON.object(request.body), let documentNumber = JSON.nonEmptyString(input["documentNumber"]) else {
            return JSON.error(400, "documentNumber required")
        }
        let documentType = JSON.nonEmptyString(input["documentType"])
        let faults = configuration.faults

        let attempts = faults.contains(.createTwice) ? 2 : 1
        // One upstream timeout bounds the whole start: every create it sends gets an equal share.
        let share = createTimeout / (attempts * createAttempts)
        var sent: CreateRequest?
        var result = CreateResult.unavailable
        for _ in 0..<attempts {
            let correlationId: String? =
                faults.contains(.missingCorrelationId)
                ? nil
                : faults.contains(.constantCorrelationId)
                    ? "order-1001"
                    : faults.contains(.documentInCorrelationId)
                        ? "order-\(documentNumber)"
                        : CreateRequest.freshCorrelationId()
            let create = CreateRequest(
                configuration: configuration, documentNumber: documentNumber, documentType: documentType, correlationId: correlationId)
            sent = create
            result = sendCreate(create, timeout: share)
            if case let .created(id, _) = result {
                store.remember(
                    CaptureRecord(
                        id: id, owner: user, correlationId: correlationId, documentType: documentType ?? configuration.documentType))
            }
        }

        switch result {
        case let .created(id, link):
            var answer: [String: Any] = ["id": id, "link": answeredLink(id: id, link: link)]
            if faults.contains(.echoCreateRequest), let sent {
                answer["request"] = sent.body
            }
            return JSON.response(201, answer)
        case .rejected:
            if faults.contains(.okOnCreateError) {
                return JSON.response(200, ["id": JSONText.null, "link": JSONText.null])
            }
            if faults.contains(.leakInErrorAnswer), let sent {
                return JSON.response(502, ["error": "human plugin create failed", "upstreamRequest": sent.body])
            }
            return JSON.error(502, "human plugin create failed")
        case .unavailable:
            return JSON.error(504, "human plugin unavailable")
        }
    }

    /// How long one start may wait for Human Plugin in all: the upstream timeout (30 s with the
    /// `long-upstream-timeout` fault).
    var createTimeout: Duration {
        configuration.faults.contains(.longUpstreamTimeout) ? .seconds(30) : configuration.upstreamTimeout
    }

    /// How many times one create is sent at most: 1, or 3 with `retry-create`, 2 with `retry-on-hang`.
    var createAttempts: Int {
        configuration.faults.contains(.retryCreate) ? 3 : configuration.faults.contains(.retryOnHang) ? 2 : 1
    }

    /// Sends the create once (or, with the `retry-create` fault, up to 3 times on 5xx or timeout; with
    /// `retry-on-hang`, twice when the first never answered), each attempt within `timeout`.
    func sendCreate(_ create: CreateRequest, timeout: Duration) -> CreateResult {
        var result = CreateResult.unavailable
        for _ in 0..<createAttempts {
            result = Self.createResult(of: { () throws(HTTPClientError) -> HTTPResponse in
                try transport.send(create.request, timeout: timeout)
            })
            switch result {
            case .created: return result
            case let .rejected(status) where status < 500: return result
            case .rejected where configuration.faults.contains(.retryOnHang): return result
            default: continue
            }
        }
        return result
    }

    /// Classifies Human Plugin's answer to a create.
    static func createResult(of send: () throws(HTTPClientError) -> HTTPResponse) -> CreateResult {
        let response: HTTPResponse
        do {
            response = try send()
        } catch {
            switch error {
            case .timedOut, .connectFailed, .connectionClosed: return .unavailable
            case .invalidURL, .malformedResponse, .answerTooLarge, .invalidRequest: return .rejected(status: 502)
            }
        }
        guard response.status == 201,
            let body = JSON.object(response.body),
            let id = JSON.nonEmptyString(body["id"]),
            let link = JSON.nonEmptyString(body["link"])
        else { return .rejected(status: response.status) }
        return .created(id: id, link: link)
    }

    /// The link handed to the app: Human Plugin's, unchanged (unless a fault rewrites it).
    func answeredLink(id: String, link: String) -> String {
        if configuration.faults.contains(.linkToBackend) {
            return "\(baseURL)/captures/\(id)/page"
        }
        if configuration.faults.contains(.rewrittenLink) {
            return link + (link.contains("?") ? "&src=app" : "?src=app")
        }
        return link
    }
}
