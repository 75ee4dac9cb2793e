import Foundation
import Synchronization
import Testing

@testable import AppDriving
@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec

/// The driver against a "201 Created + Location" back-end: the id from `Location`, the link from
/// a HAL body, "capture ended" answered `204`, the outcome polled; `{uuid}` fresh for every call.
@Suite("App driver: values from headers and status codes, per-call values", .serialized)
struct AppDriverValueTests {
    typealias TinyBackend = AppSessionDriverTests.TinyBackend

    static func locationConfiguration(_ edit: (inout KitConfiguration) -> Void = { _ in }) throws -> KitConfiguration {
        AppSessionDriverTests.configuration { configuration in
            configuration.start.call.headers["Idempotency-Key"] = "{uuid}"
            configuration.start.call.body = .object(["documentNumber": .string("{documentNumber}"), "nonce": .string("{uuid}")])
            configuration.start.id = .header(try! HeaderCapture(name: "Location", pattern: "/kyc-sessions/([^/?#]+)"))
            configuration.start.link = .body(JSONPointer("/_links/capture/href")!)
            configuration.ended.call.method = "PATCH"
            configuration.ended.call.path = "/api/v1/kyc-sessions/{id}"
            configuration.ended.outcome = nil
            configuration.result = KitConfiguration.ResultPoll(
                call: KitConfiguration.AppCall(
                    method: "GET", path: "/api/v1/kyc-sessions/{id}", headers: ["X-App-User": "{user}"], body: nil),
                outcome: .status([200: "approved", 202: "processing"]), inProgress: ["processing"], intervalSeconds: 0.05, boundSeconds: 3)
            edit(&configuration)
        }
    }

    /// Answers like the Location-style API; the result is "processing" (202) for the first two polls.
    static func locationBackend() throws -> TinyBackend {
        let polls = Polls()
        return try TinyBackend { request in
            switch request.method {
            case "POST":
                var response = HTTPResponse.json(201, ["_links": ["capture": ["href": "http://127.0.0.1:1/capture/abc"]]])
                response.headers.add("Location", "http://127.0.0.1:1/api/v1/kyc-sessions/prc_7")
                return response
            case "PATCH":
                return HTTPResponse(status: 204, headers: [:], body: [])
            default:
                return polls.next() <= 2
                    ? HTTPResponse(status: 202, headers: [:], body: []) : HTTPResponse(status: 200, headers: [:], body: [])
            }
        }
    }

    final class Polls: Sendable {
        private let count = Mutex(0)
        func next() -> Int {
            count.withLock {
                $0 += 1
                return $0
            }
        }
    }

    @Test("id from Location, link from HAL, ended 204, outcome from the status of the third poll")
    func locationStyle() throws {
        let backend = try Self.locationBackend()
        let configuration = try Self.locationConfiguration()
        let driver = AppDriver(configuration: configuration, backend: backend.endpoint, journal: Journal())
        let start = driver.start(AppSessionDriverTests.journey)
        #expect(start.succeeded && start.id == "prc_7" && start.link == "http://127.0.0.1:1/capture/abc", "\(start)")
        let ended = driver.reportEnded(AppSessionDriverTests.journey, id: "prc_7")
        #expect(ended.status == 204 && ended.body == nil)
        #expect(ended.succeeded && ended.outcome == "approved", "\(ended)")
        #expect(ended.result?.exchangeIDs.count == 3)
    }

    @Test("{uuid} is fresh for every call, a UUID, and the same in the header and the body of one call")
    func uuidPerCall() throws {
        let backend = try Self.locationBackend()
        let driver = AppDriver(configuration: try Self.locationConfiguration(), backend: backend.endpoint, journal: Journal())
        _ = driver.start(AppSessionDriverTests.journey)
        _ = driver.start(AppSessionDriverTests.journey)
        let starts = backend.requests.filter { $0.method == "POST" }
        #expect(starts.count == 2)
        let keys = starts.compactMap { $0.headers["Idempotency-Key"] }
        #expect(keys.count == 2 && keys[0] != keys[1], "\(keys)")
        for (request, key) in zip(starts, keys) {
            #expect(UUID(uuidString: key) != nil && key == key.lowercased(), "\(key)")
            #expect(JSONValue.parse(request.body)?["nonce"]?.stringValue == key)
        }
    }

    @Test("a 201 whose Location does not match is a start without an id, judged as such")
    func locationWithoutID() throws {
        let backend = try TinyBackend { _ in
            var response = HTTPResponse(status: 201, headers: [:], body: [])
            response.headers.add("Location", "/somewhere/else")
            return response
        }
        let driver = AppDriver(configuration: try Self.locationConfiguration(), backend: backend.endpoint, journal: Journal())
        let start = driver.start(AppSessionDriverTests.journey)
        #expect(start.succeeded && start.id == nil && start.link == nil)
        #expect(driver.configuration.start.id.description == "in the Location header (pattern '/kyc-sessions/([^/?#]+)')")
    }
}
