import KitTestSupport
import Testing

@testable import AppDriving
@testable import ConformanceBasics
@testable import ConformanceModel
@testable import HTTP1Codec

@Suite("App driver")
struct AppDriverTests {
    @Test func findsTheCompleteLink() {
        let html = #"<p><a class="x" id="complete" href="/capture/p1/complete?a=1&amp;b=2">Complete</a></p>"#
        #expect(AppDriver.completeLink(in: html) == "/capture/p1/complete?a=1&b=2")
        #expect(AppDriver.completeLink(in: "<p>nothing</p>") == nil)
    }

    @Test func splitsHTTPURLs() throws {
        let (endpoint, target) = try #require(AppDriver.split("http://127.0.0.1:8099/capture/p1?locale=en&session=x"))
        #expect(endpoint.host == "127.0.0.1" && endpoint.port == 8099)
        #expect(target == "/capture/p1?locale=en&session=x")
        #expect(AppDriver.split("https://example.com/") == nil)
        #expect(AppDriver.split("com.example.app://callback") == nil)
    }

    @Test func readsTheHumanTokenID() {
        #expect(JourneySteps.processID(fromCallback: "myapp://callback?id=prc_1", queryItem: "id") == "prc_1")
        #expect(JourneySteps.processID(fromCallback: "myapp://callback", queryItem: "id") == nil)
    }

    @Test func resolvesRelativeRedirects() {
        #expect(AppDriver.resolve("/b", against: "http://h:1/a/x") == "http://h:1/b")
        #expect(AppDriver.resolve("myapp://cb", against: "http://h:1/a") == "myapp://cb")
    }

    @Test("requests follow the configured call, with placeholders filled and the id encoded in the path")
    func buildsRequests() throws {
        let configuration = ConformanceHarness.exampleConfiguration()
        let driver = AppDriver(configuration: configuration, backend: HTTPEndpoint(host: "127.0.0.1", port: 1), journal: Journal())
        let journey = JourneyContext(scenario: "s", name: "s#1", user: "u-1", documentNumber: "12345678901")
        let start = driver.buildRequest(configuration.start.call, journey: journey, id: nil, claim: "none")
        #expect(start.method == "POST" && start.target == "/captures")
        #expect(start.headers["X-App-User"] == "u-1")
        #expect(JSONValue.parse(start.body)?["documentNumber"]?.stringValue == "12345678901")
        let ended = driver.buildRequest(configuration.ended.call, journey: journey, id: "a/b c", claim: "success")
        #expect(ended.target == "/captures/a%2Fb%20c/ended")
        #expect(JSONValue.parse(ended.body)?["claim"]?.stringValue == "success")
    }

    @Test("the app asks for no content coding (Accept-Encoding: identity) unless the configured call names one")
    func asksForIdentity() throws {
        var configuration = ConformanceHarness.exampleConfiguration()
        let driver = AppDriver(configuration: configuration, backend: HTTPEndpoint(host: "127.0.0.1", port: 1), journal: Journal())
        let journey = JourneyContext(scenario: "s", name: "s#1", user: "u-1", documentNumber: "12345678901")
        #expect(
            driver.buildRequest(configuration.start.call, journey: journey, id: nil, claim: "none").headers["Accept-Encoding"] == "identity"
        )
        configuration.start.call.headers["Accept-Encoding"] = "gzip"
        let configured = AppDriver(configuration: configuration, backend: HTTPEndpoint(host: "127.0.0.1", port: 1), journal: Journal())
        let request = configured.buildRequest(configuration.start.call, journey: journey, id: nil, claim: "none")
        #expect(request.headers.values(for: "Accept-Encoding") == ["gzip"])
    }
}
