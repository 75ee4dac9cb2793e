import Testing

@testable import ConformanceModel

@Suite("URL schemes (RFC 3986 §3.1, RFC 8252 §7.1)")
struct URLSchemeTests {
    @Test(arguments: ["myapp", "com.example.app", "a+b-c.d", "x1", "MyApp"])
    func valid(_ scheme: String) { #expect(URLScheme.isValid(scheme)) }

    @Test(arguments: ["", "1app", "my_app", "myapp://", "my:app", "my/app", "-app", "my app", "mÿapp"])
    func invalid(_ scheme: String) { #expect(!URLScheme.isValid(scheme)) }

    @Test func schemeOfURI() {
        #expect(URLScheme.of("com.example.app://callback?id=1") == "com.example.app")
        #expect(URLScheme.of("/") == nil)
        #expect(URLScheme.of("my_app://x") == nil)
        #expect(URLScheme.of("callback") == nil)
    }

    @Test func reverseDNS() {
        #expect(URLScheme.isReverseDNS("com.example.app"))
        #expect(!URLScheme.isReverseDNS("myapp"))
        #expect(!URLScheme.isReverseDNS("com..app"))
        #expect(!URLScheme.isReverseDNS("com."))
    }
}
