import Foundation
import Testing

@testable import AppDriving
@testable import ConformanceBasics
@testable import ConformanceModel

/// What a hostile back-end can send must not crash or stall the kit.
@Suite("Hostile input")
struct HostileInputTests {
    static let deepJSON = Array(("{\"a\":" + String(repeating: "[", count: 200_000)).utf8)

    @Test("deeply nested JSON is treated as not JSON, quickly")
    func deepNesting() {
        let started = ContinuousClock.now
        #expect(JSONValue.parse(Self.deepJSON) == nil)
        #expect(JSONValue.parse(Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8)) == nil)
        #expect(JSONValue.parse(Array((String(repeating: "[", count: 10) + String(repeating: "]", count: 10)).utf8)) != nil)
        #expect(
            JSONValue.parse(Array(#"{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}"#.utf8)) != nil,
            "brackets inside strings do not count")
        #expect(ContinuousClock.now - started < .seconds(20), "a generous bound: speed is benchmarked, this catches a quadratic blow-up")
    }

    @Test("the redactor's JSON scan gives up on deep nesting without recursion or quadratic time")
    func redactorDeepBody() {
        let redactor = Redactor(secrets: [("t", "secret-value")])
        let started = ContinuousClock.now
        let out = redactor.redact(body: Self.deepJSON + Array("secret-value".utf8))
        #expect(!String(decoding: out, as: UTF8.self).contains("secret-value"))
        #expect(ContinuousClock.now - started < .seconds(20), "a generous bound: speed is benchmarked, this catches a quadratic blow-up")
    }

    @Test("a link with an impossible port is not followed")
    func impossiblePort() {
        #expect(AppDriver.split("http://127.0.0.1:70000/capture") == nil)
        #expect(AppDriver.split("http://127.0.0.1:0/capture") == nil)
    }
}
