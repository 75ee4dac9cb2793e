import Foundation
import Testing

@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec

/// Where the app reads id, link and outcome: the body (a JSON pointer), a header (a pattern with
/// one capture group), the status code (2xx to outcome values); and each mistake in those fields
/// is one error naming the field.
@Suite("Configuration: values from bodies, headers and status codes")
struct AnswerValueTests {
    static let location = try! HeaderCapture(name: "Location", pattern: "/kyc-sessions/([^/?#]+)")

    @Test("a Location header gives the id, relative or absolute, with or without a query")
    func locationHeader() {
        for value in [
            "/api/v1/kyc-sessions/prc_42", "http://127.0.0.1:9/api/v1/kyc-sessions/prc_42",
            "https://partner.example/api/v1/kyc-sessions/prc_42?view=full", "/api/v1/kyc-sessions/prc_42/",
        ] {
            let headers: HTTPHeaders = ["location": value]
            #expect(AnswerValue.header(Self.location).read(status: 201, headers: headers, body: nil) == "prc_42", "\(value)")
        }
        #expect(
            AnswerValue.header(Self.location).read(status: 201, headers: ["Location": "/api/v1/kyc-sessions/prc%5F4%2F2"], body: nil)
                == "prc_4/2",
            "a URI in Location is percent-decoded")
        let plain = try! HeaderCapture(name: "X-Id", pattern: "(.+)")
        #expect(
            AnswerValue.header(plain).read(status: 201, headers: ["X-Id": "a%2Fb"], body: nil) == "a%2Fb",
            "other headers are taken as they are")
        #expect(AnswerValue.header(Self.location).read(status: 201, headers: ["Location": "/elsewhere/1"], body: nil) == nil)
        #expect(AnswerValue.header(Self.location).read(status: 201, headers: [:], body: nil) == nil)
        let huge = "/api/v1/kyc-sessions/" + String(repeating: "a", count: HeaderCapture.maxValueBytes)
        #expect(
            AnswerValue.header(Self.location).read(status: 201, headers: ["Location": huge], body: nil) == nil,
            "a value past 8 KiB is not searched")
    }

    @Test("the first value of a repeated header that matches gives the value")
    func repeatedHeader() throws {
        let link = try HeaderCapture(name: "Link", pattern: #"<([^>]+)>;\s*rel="?capture"#)
        var headers = HTTPHeaders()
        headers.add("Link", "</api/v1/kyc-sessions/1>; rel=self")
        headers.add("Link", "<http://hp.example/capture/abc>; rel=\"capture\"")
        #expect(AnswerValue.header(link).read(status: 201, headers: headers, body: nil) == "http://hp.example/capture/abc")
    }

    @Test("a status map gives the outcome of a listed 2xx status, nothing for others")
    func statusMap() {
        let value = AnswerValue.status([200: "approved", 202: "processing"])
        #expect(value.read(status: 200, headers: [:], body: nil) == "approved")
        #expect(value.read(status: 202, headers: [:], body: nil) == "processing")
        #expect(value.read(status: 204, headers: [:], body: nil) == nil)
    }

    @Test("a body pointer reads as before; a bodiless answer carries nothing there")
    func bodyPointer() {
        let value = AnswerValue.body(JSONPointer("/_links/capture/href")!)
        let body = JSONValue.parse(Array(#"{"_links": {"capture": {"href": "http://x/c"}}}"#.utf8))
        #expect(value.read(status: 201, headers: [:], body: body) == "http://x/c")
        #expect(value.read(status: 204, headers: [:], body: nil) == nil)
    }

    @Test("patterns: bad syntax, no group and two groups are refused; named and non-capturing groups are fine")
    func patterns() {
        #expect(throws: HeaderCaptureError.self) { try HeaderCapture(name: "Location", pattern: "([") }
        #expect(HeaderCapture.captureGroups(in: "/kyc-sessions/[^/]+") == 0)
        #expect(HeaderCapture.captureGroups(in: "(a)(b)") == 2)
        #expect(HeaderCapture.captureGroups(in: "(?:v1|v2)/(?<id>[^/]+)$") == 1)
        #expect(HeaderCapture.captureGroups(in: #"\(([0-9]+)\)"#) == 1)
        #expect((try? HeaderCapture(name: "Loc ation", pattern: "(.+)")) == nil)
    }

    static func parse(_ edit: (inout [String: Any]) -> Void) throws -> KitConfiguration {
        try PartnerConfigTests.parse(edit)
    }

    @Test("idHeader, linkPointer into HAL, outcomeStatus and outcomeHeader load")
    func loads() throws {
        let configuration = try Self.parse { object in
            PartnerConfigTests.set(&object, "start.idPointer", nil)
            PartnerConfigTests.set(&object, "start.idHeader", ["name": "Location", "pattern": "/kyc-sessions/([^/?#]+)"])
            PartnerConfigTests.set(&object, "ended.outcomePointer", nil)
            PartnerConfigTests.set(&object, "ended.outcomeStatus", ["//": "a comment", "200": "approved"])
            var result = PartnerConfigTests.result
            result["outcomePointer"] = nil
            result["outcomeHeader"] = ["name": "X-Status", "pattern": "^(.+)$"]
            object["result"] = result
        }
        #expect(configuration.start.id == .header(Self.location))
        #expect(configuration.ended.outcome == .status([200: "approved"]))
        #expect(configuration.result?.outcome == .header(try HeaderCapture(name: "X-Status", pattern: "^(.+)$")))
    }

    @Test("{uuid} is a known placeholder in every call, the login included")
    func uuidPlaceholder() throws {
        let configuration = try Self.parse { object in
            PartnerConfigTests.set(&object, "start.headers", ["X-App-User": "{user}", "Idempotency-Key": "{uuid}"])
            PartnerConfigTests.set(&object, "ended.body", ["nonce": "{uuid}"])
            var login = PartnerConfigTests.login
            login["headers"] = ["X-Request-Id": "{uuid}"]
            object["users"] = ["login": login]
        }
        #expect(configuration.start.call.headers["Idempotency-Key"] == "{uuid}")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var name: String
        var field: String
        var problem: String
        var edit: @Sendable (inout [String: Any]) -> Void
        var testDescription: String { name }
    }

    static let bad: [Bad] = [
        Bad(name: "id from two places", field: "start.idHeader", problem: "not with idPointer: the process id is read from one place") {
            PartnerConfigTests.set(&$0, "start.idHeader", ["name": "Location", "pattern": "/s/([^/]+)"])
        },
        Bad(
            name: "no id at all", field: "start.idPointer",
            problem: "missing (expected where the process id is: idPointer (a JSON pointer into the body) or idHeader"
        ) {
            PartnerConfigTests.set(&$0, "start.idPointer", nil)
        },
        Bad(
            name: "a pattern that is not a regular expression", field: "start.idHeader.pattern",
            problem: "'/s/([^/]+' is not a regular expression"
        ) {
            PartnerConfigTests.set(&$0, "start.idPointer", nil)
            PartnerConfigTests.set(&$0, "start.idHeader", ["name": "Location", "pattern": "/s/([^/]+"])
        },
        Bad(
            name: "a pattern without a capture group", field: "start.idHeader.pattern",
            problem: "has no capture group; put the value in ( )"
        ) {
            PartnerConfigTests.set(&$0, "start.idPointer", nil)
            PartnerConfigTests.set(&$0, "start.idHeader", ["name": "Location", "pattern": "/kyc-sessions/[^/]+"])
        },
        Bad(
            name: "a pattern with two capture groups", field: "start.linkHeader.pattern",
            problem: "has 2 capture groups; exactly one must capture the value"
        ) {
            PartnerConfigTests.set(&$0, "start.linkPointer", nil)
            PartnerConfigTests.set(&$0, "start.linkHeader", ["name": "Link", "pattern": "<([^>]+)>; rel=(capture)"])
        },
        Bad(name: "a header name with a space", field: "start.idHeader.name", problem: "'Loc ation' is not a header name") {
            PartnerConfigTests.set(&$0, "start.idPointer", nil)
            PartnerConfigTests.set(&$0, "start.idHeader", ["name": "Loc ation", "pattern": "(.+)"])
        },
        Bad(name: "a header without a pattern", field: "start.idHeader.pattern", problem: "missing (expected a string)") {
            PartnerConfigTests.set(&$0, "start.idPointer", nil)
            PartnerConfigTests.set(&$0, "start.idHeader", ["name": "Location"])
        },
        Bad(name: "an unknown field in a header capture", field: "start.idHeader.patern", problem: "unknown field (did you mean pattern?)")
        {
            PartnerConfigTests.set(&$0, "start.idPointer", nil)
            PartnerConfigTests.set(&$0, "start.idHeader", ["name": "Location", "patern": "(.+)"])
        },
        Bad(
            name: "a status that is not a number", field: "ended.outcomeStatus.ok",
            problem: "'ok' is not a status code (expected three digits, 200-299)"
        ) {
            PartnerConfigTests.set(&$0, "ended.outcomePointer", nil)
            PartnerConfigTests.set(&$0, "ended.outcomeStatus", ["ok": "approved"])
        },
        Bad(
            name: "an error status as an outcome", field: "ended.outcomeStatus.422",
            problem: "422 cannot carry an outcome: only 2xx answers do"
        ) {
            PartnerConfigTests.set(&$0, "ended.outcomePointer", nil)
            PartnerConfigTests.set(&$0, "ended.outcomeStatus", ["200": "approved", "422": "rejected"])
        },
        Bad(name: "an empty status map", field: "ended.outcomeStatus", problem: "must map at least one status code") {
            PartnerConfigTests.set(&$0, "ended.outcomePointer", nil)
            PartnerConfigTests.set(&$0, "ended.outcomeStatus", [String: String]())
        },
        Bad(name: "a status outcome of the wrong type", field: "ended.outcomeStatus.200", problem: "expected a string, found number") {
            PartnerConfigTests.set(&$0, "ended.outcomePointer", nil)
            PartnerConfigTests.set(&$0, "ended.outcomeStatus", ["200": 1])
        },
        Bad(name: "outcomeStatus on the start call", field: "start.outcomeStatus", problem: "unknown field") {
            PartnerConfigTests.set(&$0, "start.outcomeStatus", ["200": "approved"])
        },
        Bad(name: "an unknown placeholder next to {uuid}", field: "start.headers.X-Key", problem: "unknown placeholder {guid}") {
            PartnerConfigTests.set(&$0, "start.headers", ["X-App-User": "{user}", "X-Key": "{guid}"])
        },
    ]

    @Test(arguments: bad)
    func namesTheField(_ bad: Bad) throws {
        let bytes = try ConfigurationLoaderTests.edited(bad.edit)
        do {
            _ = try ConfigurationLoader.parse(bytes, file: "cfg.json", environment: PartnerConfigTests.environment)
            Issue.record("accepted")
        } catch {
            guard case let .config(file, field, problem) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(file == "cfg.json")
            #expect(field == bad.field, "\(error)")
            #expect(problem.contains(bad.problem), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }
}
