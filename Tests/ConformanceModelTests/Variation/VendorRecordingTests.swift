import ConformanceBasics
import HTTP1Codec
import Testing

@testable import ConformanceModel

@Suite("A probe's recording made into the stand-in's answers")
struct VendorRecordingTests {
    /// A drift.json as `hp-conformance probe` writes it, holding `exchanges`.
    static func recording(_ exchanges: [JSONValue], exitCode: Double = 0) -> [UInt8] {
        JSONValue.object([
            "kind": .string("hp-conformance probe"), "exitCode": .number(exitCode), "probedAt": .string("2026-12-06T10:00:00Z"),
            "sandbox": .string("https://sandbox.test"), "exchanges": .array(exchanges), "findings": .array([]),
        ]).serialized
    }

    static func exchange(_ call: String, path: String, status: Double, headers: [[String]], body: String) -> JSONValue {
        .object([
            "call": .string(call), "request": .object(["path": .string(path)]),
            "answer": .object([
                "status": .number(status), "reason": .string("Vendor Says"),
                "headers": .array(headers.map { .array($0.map(JSONValue.string)) }), "body": .string(body),
            ]),
        ])
    }

    @Test("the values of the recorded process become the stand-in's, in the vendor's layout; member names and other text stay")
    func templates() throws {
        let bytes = Self.recording([
            Self.exchange(
                "create", path: "/v1/processes", status: 201,
                headers: [["Content-Type", "application/json; charset=UTF-8"], ["Content-Length", "60"], ["X-Vendor", "a"]],
                body: #"{ "link" : "https:\/\/c.test\/1", "id" : "prc_1", "note": "prc_1 made" }"#),
            Self.exchange(
                "read-created", path: "/v1/processes/prc_1", status: 200,
                headers: [["Transfer-Encoding", "chunked"], ["content-type", "application/json"]],
                body: #"{"process": {"state": "PROCESS_STATE_CREATED", "result": "PROCESS_RESULT_UNSPECIFIED", "id": "prc_1", "id2": "x"}}"#
            ),
            Self.exchange(
                "read-unknown", path: "/v1/processes/prc_ZZ", status: 404, headers: [["Content-Type", "application/json"]],
                body: #"{"error": {"code": "NOT_FOUND", "description": "no process prc_ZZ", "id": "prc_ZZ"}}"#),
        ])
        let recording = try VendorRecording.parse(bytes, file: "drift.json")
        let create = try #require(recording.create)
        let created = recording.response(create, values: ["id": "prc_New", "link": "http://127.0.0.1:9/c/New"])
        #expect(
            String(decoding: created.body, as: UTF8.self)
                == #"{ "link" : "http://127.0.0.1:9/c/New", "id" : "prc_New", "note": "prc_1 made" }"#)
        #expect(created.headers.fields.map(\.name) == ["Content-Type", "X-Vendor"], "framing headers are the server's")
        #expect(created.headers["Content-Type"] == "application/json; charset=UTF-8" && created.reason == "Vendor Says")

        let read = try #require(recording.read)
        let answered = recording.response(
            read, values: ["id": "prc_New", "state": "PROCESS_STATE_FINISHED", "result": "PROCESS_RESULT_OK"])
        #expect(
            String(decoding: answered.body, as: UTF8.self)
                == #"{"process": {"state": "PROCESS_STATE_FINISHED", "result": "PROCESS_RESULT_OK", "id": "prc_New", "id2": "x"}}"#)
        #expect(answered.wire.chunkBytes != nil && answered.headers["Transfer-Encoding"] == "chunked")

        let notFound = try #require(recording.errors[404])
        #expect(
            String(decoding: recording.response(notFound, values: ["id": "prc_Asked"]).body, as: UTF8.self)
                == #"{"error": {"code": "NOT_FOUND", "description": "no process prc_ZZ", "id": "prc_Asked"}}"#)
    }

    @Test("a recording whose probe found drift, or a file that is not a recording, is refused naming the file")
    func refused() {
        #expect(throws: KitError.self) { try VendorRecording.parse(Self.recording([], exitCode: 1), file: "d.json") }
        #expect(throws: KitError.self) { try VendorRecording.parse(Array(#"{"kind":"other"}"#.utf8), file: "d.json") }
        #expect(throws: KitError.self) { try VendorRecording.parse(Self.recording([]), file: "d.json") }
    }
}
