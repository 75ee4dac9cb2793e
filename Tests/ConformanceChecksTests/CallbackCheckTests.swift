import CheckTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceChecks

/// HP-CALLBACK-* and HP-APP-SCHEME-BARE: the callbackUri of each create (#2 in a happy capture), judged alone.
@Suite("Callback checks alone")
struct CallbackCheckTests: CheckUnitTests {
    static let covered = [
        "HP-CALLBACK-APP-SCHEME", "HP-CALLBACK-NOT-WEB", "HP-CALLBACK-NOT-ROOT", "HP-CALLBACK-LOWERCASE", "HP-CALLBACK-REVERSE-DNS",
        "HP-CALLBACK-NO-SECRETS", "HP-APP-SCHEME-BARE",
    ]

    static func withCallback(_ uri: String, scheme: String? = nil) -> EvidenceBuilder {
        EvidenceBuilder.happyCapture(edit: { $0["callbackUri"] = .string(uri) }, configure: { if let scheme { $0.app.urlScheme = scheme } })
    }

    @Test(
        "a callbackUri in the app's reverse-DNS scheme holds every callback check",
        arguments: [
            CallbackAppSchemeCheck() as any Check, CallbackNotWebCheck(), CallbackNotRootCheck(), CallbackLowercaseCheck(),
            CallbackReverseDNSCheck(), CallbackNoSecretsCheck(),
        ])
    func correctCallbackHolds(check: any Check) {
        expectHeld(judge(check, .happyCapture()), cites: [2])
    }

    @Test(
        "with no callbackUri string, the checks of its form have nothing to judge",
        arguments: [
            CallbackNotWebCheck() as any Check, CallbackNotRootCheck(), CallbackLowercaseCheck(), CallbackReverseDNSCheck(),
            CallbackNoSecretsCheck(),
        ])
    func noCallbackUri(check: any Check) {
        expectNotApplicable(judge(check, EvidenceBuilder.happyCapture { $0["callbackUri"] = nil }))
    }

    // MARK: HP-CALLBACK-APP-SCHEME

    @Test(
        "a callbackUri missing, not a string, not absolute, with a space, or in another scheme breaks HP-CALLBACK-APP-SCHEME",
        arguments: [
            (nil, "#2: callbackUri is missing"), (JSONValue.number(1), "#2: callbackUri is a number"),
            (JSONValue.string("capture-done"), "#2: callbackUri 'capture-done' is not an absolute URI"),
            (JSONValue.string("com.example.capture://capture done"), "#2: callbackUri contains"),
            (
                JSONValue.string("com.example.other://capture-done"),
                "#2: callbackUri scheme 'com.example.other' is not the app's scheme 'com.example.capture'"
            ),
        ])
    func callbackNotInAppScheme(value: JSONValue?, message: String) {
        let builder = EvidenceBuilder.happyCapture { $0["callbackUri"] = value }
        expectBroken(judge(CallbackAppSchemeCheck(), builder), cites: [2], saying: message)
    }

    @Test("the scheme is compared without case and without a trailing '://' in the configuration")
    func schemeComparedLoosely() {
        expectHeld(
            judge(CallbackAppSchemeCheck(), Self.withCallback("com.example.capture://done", scheme: "Com.Example.Capture://")), cites: [2])
    }

    // MARK: Form of the callbackUri

    @Test("a web callbackUri breaks HP-CALLBACK-NOT-WEB", arguments: ["https://example.com/cb", "HTTP://example.com/cb"])
    func webCallback(uri: String) {
        expectBroken(judge(CallbackNotWebCheck(), Self.withCallback(uri)), cites: [2], saying: "#2: callbackUri '\(uri)' is a web URL")
    }

    @Test("callbackUri '/' breaks HP-CALLBACK-NOT-ROOT")
    func rootCallback() {
        expectBroken(
            judge(CallbackNotRootCheck(), Self.withCallback("/")), cites: [2],
            saying: "#2: callbackUri is '/', which asks Human Plugin not to redirect")
    }

    @Test("a scheme with capital letters breaks HP-CALLBACK-LOWERCASE")
    func capitalScheme() {
        expectBroken(
            judge(CallbackLowercaseCheck(), Self.withCallback("Com.Example.Capture://done")), cites: [2],
            saying: "#2: scheme 'Com.Example.Capture' has capital letters; iOS returns it as 'com.example.capture'")
    }

    @Test("a single-label scheme breaks HP-CALLBACK-REVERSE-DNS in one line with a count")
    func singleLabelScheme() {
        var builder = EvidenceBuilder { $0.app.urlScheme = "myapp" }
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            builder.capture()
            builder.capture()
        }
        let judgement = judge(CallbackReverseDNSCheck(), builder)
        expectBroken(judgement, cites: [2, 7], saying: "scheme 'myapp' (in 2 of 2 callbackUris) is a single label any other app can claim")
        #expect(judgement.seen.matches(of: /scheme 'myapp'/).count == 1)
    }

    @Test("a web callbackUri is no custom scheme: HP-CALLBACK-REVERSE-DNS leaves it to HP-CALLBACK-NOT-WEB")
    func webIsNotJudgedForReverseDNS() {
        expectNotApplicable(judge(CallbackReverseDNSCheck(), Self.withCallback("https://example.com/cb")))
    }

    // MARK: HP-CALLBACK-NO-SECRETS

    @Test("a callbackUri carrying the document number breaks HP-CALLBACK-NO-SECRETS, also percent-encoded")
    func callbackCarriesNumber() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let number = builder.context().documentNumber
            let encoded = number.map { "%3\($0)" }.joined()
            builder.capture { $0["callbackUri"] = .string("com.example.capture://done?doc=\(encoded)") }
        }
        expectBroken(judge(CallbackNoSecretsCheck(), builder), cites: [2], saying: "#2: callbackUri contains the document number")
    }

    @Test("a callbackUri carrying the Human Plugin token breaks HP-CALLBACK-NO-SECRETS")
    func callbackCarriesToken() {
        expectBroken(
            judge(CallbackNoSecretsCheck(), Self.withCallback("com.example.capture://done?t=hp-sandbox-token-0001")), cites: [2],
            saying: "#2: callbackUri contains the Human Plugin token")
    }

    // MARK: HP-APP-SCHEME-BARE

    @Test("a bare scheme holds HP-APP-SCHEME-BARE", arguments: ["com.example.capture", "myapp", "com.example-app+v2"])
    func bareScheme(scheme: String) {
        let judgement = judge(AppSchemeBareCheck(), EvidenceBuilder { $0.app.urlScheme = scheme })
        expectHeld(judgement, cites: [])
    }

    @Test(
        "a scheme written with ':' or '/', or not a scheme, breaks HP-APP-SCHEME-BARE",
        arguments: [
            ("com.example.capture://", "contains ':' or '/'"), ("com.example.capture:", "contains ':' or '/'"),
            ("1capture", "is not an RFC 3986 scheme"), ("my app", "is not an RFC 3986 scheme"),
        ])
    func schemeNotBare(scheme: String, message: String) {
        let judgement = judge(AppSchemeBareCheck(), EvidenceBuilder { $0.app.urlScheme = scheme })
        expectBroken(judgement, cites: [], saying: "app.urlScheme '\(scheme)' \(message)")
    }
}
