import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel

/// The app checks' mutation matrix: the vendor's own sample passes; each broken variant (the
/// sample with one rule broken) fails exactly that rule, with a file and line as evidence.
@Suite("AppProject: fixture matrix")
struct AppProjectMatrixTests {
    struct Mutation: CustomTestStringConvertible, Sendable {
        var name: String
        var fixture = "VendorSample"
        var scheme = "myapp"
        var variant = KitConfiguration.Variant.callback
        var edits: [Edit]
        var breaks: String
        var testDescription: String { name }
    }

    struct Edit: Sendable {
        var file: String
        var text: String
        var replacement: String
    }

    static let manager = "VendorSample/CaptureSessionManager.swift"
    static let tokenManager = "App/AuthenticationSessionManager.swift"

    static let mutations: [Mutation] = [
        Mutation(
            name: "a web view instead of the session",
            edits: [
                Edit(
                    file: manager, text: "let newSession = ASWebAuthenticationSession(", replacement: "let newSession = WebCaptureSession(")
            ],
            breaks: "HP-APP-SESSION"),
        Mutation(
            name: "scheme written with ://",
            edits: [Edit(file: manager, text: #"callbackURLScheme: "myapp""#, replacement: #"callbackURLScheme: "myapp://""#)],
            breaks: "HP-APP-CODE-SCHEME-BARE"),
        Mutation(
            name: "scheme not registered in Info.plist",
            edits: [Edit(file: "VendorSample/Info.plist", text: "<string>myapp</string>", replacement: "<string>otherapp</string>")],
            breaks: "HP-APP-URL-TYPE"),
        Mutation(
            name: "app and plist agree on a scheme the back-end does not send",
            edits: [
                Edit(file: manager, text: #""myapp""#, replacement: #""otherapp""#),
                Edit(file: "VendorSample/Info.plist", text: "<string>myapp</string>", replacement: "<string>otherapp</string>"),
            ],
            breaks: "HP-APP-SCHEME-AGREES"),
        Mutation(
            name: "deployment target iOS 12",
            edits: [
                Edit(
                    file: "VendorSample.xcodeproj/project.pbxproj", text: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;",
                    replacement: "IPHONEOS_DEPLOYMENT_TARGET = 12.0;")
            ],
            breaks: "HP-APP-DEPLOYMENT-TARGET"),
        Mutation(
            name: "ephemeral set to false",
            edits: [
                Edit(
                    file: manager, text: "prefersEphemeralWebBrowserSession = true",
                    replacement: "prefersEphemeralWebBrowserSession = false")
            ],
            breaks: "HP-APP-EPHEMERAL"),
        Mutation(
            name: "ephemeral never set",
            edits: [Edit(file: manager, text: "newSession.prefersEphemeralWebBrowserSession = true\n", replacement: "")],
            breaks: "HP-APP-EPHEMERAL"),
        Mutation(
            name: "presentation context set after start()",
            edits: [
                Edit(file: manager, text: "        newSession.presentationContextProvider = contextProvider\n", replacement: ""),
                Edit(
                    file: manager, text: "        newSession.start()\n",
                    replacement: "        newSession.start()\n        newSession.presentationContextProvider = contextProvider\n"),
            ],
            breaks: "HP-APP-PRESENTATION-CONTEXT"),
        Mutation(
            name: "no presentation context",
            edits: [Edit(file: manager, text: "        newSession.presentationContextProvider = contextProvider\n", replacement: "")],
            breaks: "HP-APP-PRESENTATION-CONTEXT"),
        Mutation(
            name: "completion ignores the callback URL",
            edits: [
                Edit(file: manager, text: "{ callbackURL, _ in", replacement: "{ _, _ in"),
                Edit(file: manager, text: "completion(callbackURL != nil)", replacement: "completion(true)"),
            ],
            breaks: "HP-APP-CANCEL-HANDLED"),
        Mutation(
            name: "completion force-unwraps the callback URL",
            edits: [
                Edit(file: manager, text: "completion(callbackURL != nil)", replacement: "completion(callbackURL!.scheme == \"myapp\")")
            ],
            breaks: "HP-APP-CANCEL-HANDLED"),
        Mutation(
            name: "the app calls /v1/processes",
            edits: [
                Edit(
                    file: "VendorSample/CaptureBackend.swift", text: #""https://backend.example.com""#,
                    replacement: #""https://backend.example.com/v1/processes""#)
            ],
            breaks: "HP-APP-NO-PROCESS-CALL"),
        Mutation(
            name: "the app holds a Human Plugin token",
            edits: [
                Edit(
                    file: "VendorSample/CaptureBackend.swift", text: "struct CaptureBackend {\n",
                    replacement: "struct CaptureBackend {\n    static let humanPluginToken = \"hp_live_0123456789abcdef\"\n")
            ],
            breaks: "HP-APP-NO-CREDENTIAL"),
        Mutation(
            name: "Human Token app reads another query item than id", fixture: "UIKitHumanToken", scheme: "com.example.humantoken",
            variant: .humanToken,
            edits: [Edit(file: tokenManager, text: #"$0.name == "id""#, replacement: #"$0.name == "process""#)],
            breaks: "HP-APP-ID-FROM-CALLBACK"),
        Mutation(
            name: "app reads a status from the callback URL", fixture: "UIKitHumanToken", scheme: "com.example.humantoken",
            variant: .humanToken,
            edits: [
                Edit(
                    file: tokenManager, text: "                completion(processId)\n",
                    replacement:
                        "                let status = components?.queryItems?.first(where: { $0.name == \"status\" })?.value\n                completion(status == \"ok\" ? processId : nil)\n"
                )
            ],
            breaks: "HP-APP-OUTCOME-FROM-BACKEND"),
    ]

    @Test("the vendor's own sample passes every app check (the Human Token check does not apply to it)")
    func vendorSamplePasses() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("VendorSample"), scheme: "myapp", variant: .callback)
        #expect(verdicts.count == ConformanceHarness.specs.catalogue.checks.filter { $0.group == "app" }.count)
        for verdict in verdicts {
            #expect(verdict.status == (verdict.checkID == "HP-APP-ID-FROM-CALLBACK" ? .skip : .pass), "\(verdict.checkID): \(verdict.seen)")
        }
        let bare = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE"))
        #expect(bare.locations.first?.description == "VendorSample/CaptureSessionManager.swift:12:32")
        #expect(bare.locations.first?.excerpt == #"callbackURLScheme: "myapp""#)
    }

    @Test("each broken variant fails exactly its rule, citing a file and line", arguments: mutations)
    func mutationFailsItsRule(_ mutation: Mutation) throws {
        let base = try AppProjectSupport.judge(
            AppProjectSupport.fixture(mutation.fixture), scheme: mutation.scheme, variant: mutation.variant)
        #expect(AppProjectSupport.broken(base).isEmpty, "the unbroken fixture must pass: \(AppProjectSupport.broken(base))")

        let path = try AppProjectSupport.copy(mutation.fixture, edits: mutation.edits.map { ($0.file, $0.text, $0.replacement) })
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: mutation.scheme, variant: mutation.variant)
        #expect(
            AppProjectSupport.broken(verdicts) == [mutation.breaks],
            "\(verdicts.filter { $0.status != .pass && $0.status != .skip }.map { "\($0.checkID): \($0.seen)" })")
        let verdict = try #require(AppProjectSupport.verdict(verdicts, mutation.breaks))
        #expect(verdict.status == .fail)
        if mutation.breaks != "HP-APP-SESSION" {
            #expect(!verdict.locations.isEmpty, "\(mutation.breaks) cites no file and line")
        }
    }

    @Test("every app check is the aim of some broken variant")
    func everyAppCheckCanFail() {
        let aimed = Set(Self.mutations.map(\.breaks))
        let all = Set(ConformanceHarness.specs.catalogue.checks.filter { $0.group == "app" }.map(\.id))
        #expect(all.subtracting(aimed).isEmpty, "no broken variant aims at \(all.subtracting(aimed).sorted())")
        #expect(Set(AppChecks.all.map(\.id)) == all)
    }

    @Test("every app check passes on an unbroken fixture (the vendor's sample, or the Human Token app for the Human Token check)")
    func everyAppCheckCanPass() throws {
        let callback = try AppProjectSupport.judge(AppProjectSupport.fixture("VendorSample"), scheme: "myapp", variant: .callback)
        let humanToken = try AppProjectSupport.judge(
            AppProjectSupport.fixture("UIKitHumanToken"), scheme: "com.example.humantoken",
            variant: .humanToken)
        let passed = Set((callback + humanToken).filter { $0.status == .pass }.map(\.checkID))
        let all = Set(AppChecks.all.map(\.id))
        #expect(all.subtracting(passed).isEmpty, "no unbroken fixture passes \(all.subtracting(passed).sorted())")
    }

    @Test("a token found in the app is masked in the evidence; the configured token is found wherever it is written")
    func tokenMasked() throws {
        let secret = "hp_live_0123456789abcdef"
        let path = try AppProjectSupport.copy(
            "VendorSample",
            edits: [
                (
                    "VendorSample/CaptureBackend.swift", "struct CaptureBackend {\n",
                    "struct CaptureBackend {\n    let auth = [\"X-Plugin\": \"\(secret)\"]\n"
                )
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let withoutConfig = try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback)
        #expect(
            AppProjectSupport.verdict(withoutConfig, "HP-APP-NO-CREDENTIAL")?.status == .pass,
            "an unnamed literal is only known as the token from the configuration")
        let verdicts = try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback, token: secret)
        let verdict = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-NO-CREDENTIAL"))
        #expect(verdict.status == .fail)
        #expect(verdict.locations.first?.description == "VendorSample/CaptureBackend.swift:5:29")
        #expect(verdict.locations.first?.excerpt == #"let auth = ["X-Plugin": "<redacted>"]"#)
        #expect(!"\(verdicts)".contains(secret))
    }
}
