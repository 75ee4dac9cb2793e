import Foundation
import Testing

@testable import AppDriving
@testable import BackendLaunch
@testable import ConformanceBasics

/// The adapter protocol's lines (docs/ADAPTER.md), as the kit writes and reads them.
@Suite("Adapter protocol lines")
struct AdapterWireTests {
    static func json(_ text: String) throws -> JSONValue { try #require(JSONValue.parse(Array(text.utf8))) }

    @Test("the kit's hello, steps and bye: one JSON object per line, with the protocol's field names")
    func kitLines() throws {
        let hello = AdapterWire.hello(backendURL: "http://127.0.0.1:8080", users: ["alice", "bob"], requestSeconds: 8)
        #expect(hello.last == UInt8(ascii: "\n") && hello.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") })
        let parsedHello = try #require(JSONValue.parse(Array(hello.dropLast())))
        #expect(
            parsedHello
                == .object([
                    "type": .string("hello"), "protocol": .number(1), "backendURL": .string("http://127.0.0.1:8080"),
                    "users": .array([.string("alice"), .string("bob")]), "requestSeconds": .number(8),
                ]))
        let ended = AdapterStep(step: .ended, journey: "happy/approved#1", user: "alice", processID: "prc_1", claim: "success")
        let line = try #require(JSONValue.parse(Array(AdapterWire.step(ended, id: "s18").dropLast())))
        #expect(
            line
                == .object(
                    [
                        "type": "step", "id": "s18", "step": "ended", "journey": "happy/approved#1", "user": "alice",
                        "processId": "prc_1", "claim": "success",
                    ].mapValues { JSONValue.string($0) }))
        let start = AdapterStep(step: .start, journey: "j#1", user: "bob", documentNumber: "X1234567", documentType: "passport")
        let startLine = try #require(JSONValue.parse(Array(AdapterWire.step(start, id: "s17").dropLast())))
        #expect(startLine["documentNumber"]?.stringValue == "X1234567" && startLine["documentType"]?.stringValue == "passport")
        #expect(startLine["processId"] == nil && startLine["claim"] == nil)
        #expect(AdapterWire.bye == Array("{\"type\":\"bye\"}\n".utf8))
    }

    @Test("the adapter's hello: protocol 1, start and ended required, name optional")
    func hello() throws {
        let good = try Self.json(#"{"type":"hello","protocol":1,"name":"my-grpc-adapter","steps":["start","ended","result"]}"#)
        guard case let .success(hello) = AdapterWire.parseHello(good) else {
            Issue.record("refused")
            return
        }
        #expect(hello.name == "my-grpc-adapter" && hello.steps == ["start", "ended", "result"])
        for (text, problem) in [
            (#"{"type":"reply","id":"s1"}"#, "its first line is not a hello"),
            (#"{"type":"hello","protocol":2,"steps":["start","ended"]}"#, "does not speak protocol 1"),
            (#"{"type":"hello","protocol":1,"steps":["start"]}"#, "does not list the required step 'ended'"),
            (#"{"type":"hello","protocol":1}"#, "has no steps list"),
        ] {
            guard case let .failure(found) = AdapterWire.parseHello(try Self.json(text)) else {
                Issue.record("accepted \(text)")
                continue
            }
            #expect(found.text.contains(problem), "\(text): \(found.text)")
        }
    }

    @Test("the protocol's example reply, a failure reply, and a call without an answer")
    func replies() throws {
        let example = try Self.json(
            #"""
            {"type":"reply","id":"s17","calls":[{"request":{"method":"POST","target":"/kyc.v1.Capture/Start","headers":{"authorization":"Bearer t0k3n"},"body":"{}"},"response":{"status":200,"headers":{"content-type":"application/grpc","grpc-status":"0"},"body":"{\"id\":\"p\"}"},"elapsedMilliseconds":12.5},{"request":{"method":"POST","target":"/retry"},"response":null,"error":"deadline exceeded"}],"processId":"p","link":"http://x/l","outcome":null,"secrets":["t0k3n"]}
            """#)
        #expect((try? AdapterWire.replyID(example).get()) == "s17")
        guard case let .success(reply) = AdapterWire.parseReply(example) else {
            Issue.record("refused")
            return
        }
        #expect(reply.calls.count == 2)
        #expect(
            reply.calls[0].response
                == .init(status: 200, headers: ["content-type": "application/grpc", "grpc-status": "0"], body: #"{"id":"p"}"#))
        #expect(reply.calls[0].elapsedMilliseconds == 12.5 && reply.calls[0].request.headers["authorization"] == "Bearer t0k3n")
        #expect(reply.calls[1].response == nil && reply.calls[1].error == "deadline exceeded")
        #expect(reply.processID == "p" && reply.link == "http://x/l" && reply.outcome == nil && reply.secrets == ["t0k3n"])
        let failure = try Self.json(#"{"type":"reply","id":"s17","failure":"login for alice refused: 401"}"#)
        #expect((try? AdapterWire.parseReply(failure).get())?.failure == "login for alice refused: 401")
    }

    @Test("the login step as sent, and a login reply: loggedIn read, absent when not said")
    func login() throws {
        let line = AdapterWire.login(AdapterLogin(user: "alice", journey: "happy/approved#1"), id: "s16")
        let sent = try #require(JSONValue.parse(Array(line.dropLast())))
        #expect(line.last == UInt8(ascii: "\n"))
        #expect(
            sent
                == .object([
                    "type": .string("step"), "id": .string("s16"), "step": .string("login"),
                    "journey": .string("happy/approved#1"), "user": .string("alice"),
                ]))
        let refused = try Self.json(
            #"{"type":"reply","id":"s16","calls":[{"request":{"method":"POST","target":"/api/login"},"response":{"status":401}}],"loggedIn":false,"secrets":[]}"#
        )
        #expect((try? AdapterWire.parseReply(refused).get())?.loggedIn == false)
        let unsaid = try Self.json(#"{"type":"reply","id":"s16","calls":[],"secrets":["tok-1234"]}"#)
        #expect((try? AdapterWire.parseReply(unsaid).get()).map { $0.loggedIn == nil && $0.secrets == ["tok-1234"] } == true)
    }

    @Test("a hello may list login, and steps the kit does not know")
    func helloWithLogin() throws {
        let hello = try Self.json(#"{"type":"hello","protocol":1,"name":"a","steps":["login","start","ended","subscribe"]}"#)
        guard case let .success(parsed) = AdapterWire.parseHello(hello) else {
            Issue.record("refused")
            return
        }
        #expect(parsed.steps.contains("login"))
    }

    @Test(
        "malformed replies are named",
        arguments: [
            (#"{"type":"reply","id":"s1"}"#, "without a calls list"),
            (#"{"type":"reply","id":"s1","calls":[{"response":null}]}"#, "calls[0] has no request"),
            (
                #"{"type":"reply","id":"s1","calls":[{"request":{"method":"GET","target":"/"},"response":{"status":"200"}}]}"#,
                "without a status"
            ),
            (#"{"type":"reply","id":"s1","calls":[],"processId":7}"#, "processId is not a string"),
            (#"{"type":"reply","id":"s1","calls":[],"secrets":"x"}"#, "secrets is not a list of strings"),
            (#"{"type":"reply","id":"s1","calls":[],"loggedIn":"yes"}"#, "loggedIn is not true or false"),
            (
                #"{"type":"reply","id":"s1","calls":[{"request":{"method":"GET","target":"/","headers":{"a":1}}}]}"#,
                "request headers that are not strings"
            ),
        ])
    func malformed(_ text: String, _ problem: String) throws {
        guard case let .failure(found) = AdapterWire.parseReply(try Self.json(text)) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(found.text.contains(problem), "\(found.text)")
    }

    @Test("lines split on newlines across reads; empty lines skipped")
    func split() {
        var partial: [UInt8] = []
        let first = AdapterProcess.split(ArraySlice("{\"a\":1}\n\n\n{\"b\"".utf8), after: &partial)
        #expect(first == [Array("{\"a\":1}".utf8)])
        #expect(partial == Array("{\"b\"".utf8))
        let second = AdapterProcess.split(ArraySlice(":2}\n".utf8 + Array(repeating: UInt8(ascii: "\n"), count: 20)), after: &partial)
        #expect(second == [Array("{\"b\":2}".utf8)] && partial.isEmpty)
    }
}
