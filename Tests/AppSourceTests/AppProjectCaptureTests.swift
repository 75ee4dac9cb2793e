import CheckTestSupport
import Foundation
import Testing

@testable import AppSource
@testable import ConformanceModel

/// Real apps: several sessions (only the Human Plugin capture is judged), the variant from the
/// configuration only, the iOS 17.4 callback forms, and common idioms.
@Suite("AppProject: the capture session")
struct AppProjectCaptureTests {
    static func failures(_ verdicts: [Verdict]) -> String {
        verdicts.filter { $0.status != .pass && $0.status != .skip }.map { "\($0.checkID): \($0.seen)" }.joined(separator: "\n")
    }

    @Test("with the scheme given, only the capture session is judged; the OAuth login is listed as not judged")
    func captureByScheme() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("SeveralSessions"), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(Self.failures(verdicts))")
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(
            ephemeral.seen.contains("not judged: another session (scheme 'banklogin', Bank/LoginController.swift:8)"), "\(ephemeral.seen)")
    }

    @Test("several sessions and no scheme: the session rules warn, naming the sessions and asking for --scheme; nothing fails")
    func severalSessionsWithoutScheme() throws {
        // The capture opens a URL whose name says nothing of the start answer.
        let path = try AppProjectSupport.copy(
            "SeveralSessions",
            edits: [
                ("Bank/CaptureController.swift", "url: link", "url: target"),
                ("Bank/CaptureController.swift", "capture(link: URL", "capture(target: URL"),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path)
        #expect(!verdicts.contains { $0.status == .fail || $0.status == .error }, "\(Self.failures(verdicts))")
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .warn)
        #expect(ephemeral.seen.contains("2 sessions found") && ephemeral.seen.contains("--scheme"), "\(ephemeral.seen)")
    }

    @Test(
        "several sessions, a scheme given that none passes readably: the warning says why none is judged and does not ask for --scheme again"
    )
    func severalSessionsSchemeGivenUnread() throws {
        let path = try AppProjectSupport.copy(
            "SeveralSessions",
            edits: [
                ("Bank/CaptureController.swift", "url: link", "url: target"),
                ("Bank/CaptureController.swift", "capture(link: URL", "capture(target: URL"),
                ("Bank/CaptureController.swift", "callbackURLScheme: \"bankcapture\"", "callbackURLScheme: target.scheme"),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .warn)
        #expect(
            ephemeral.seen.contains("none of them passes the configured scheme 'bankcapture' as a value the kit can read")
                && !ephemeral.seen.contains("--scheme"), "\(ephemeral.seen)")
        // Both schemes readable and neither the configured one: said so, still without asking for --scheme.
        let known = try AppProjectSupport.copy(
            "SeveralSessions",
            edits: [
                ("Bank/CaptureController.swift", "url: link", "url: target"),
                ("Bank/CaptureController.swift", "capture(link: URL", "capture(target: URL"),
            ])
        defer { try? FileManager.default.removeItem(atPath: known) }
        let other = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(known, scheme: "banksomething", variant: .callback), "HP-APP-EPHEMERAL"))
        #expect(
            other.status == .warn && other.seen.contains("its scheme differs from app.urlScheme") && !other.seen.contains("--scheme"),
            "\(other.seen)")
    }

    @Test("the login's state comparison, code read and a deep link handled elsewhere are not the capture's outcome or id")
    func oauthStateIsNotAnOutcome() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("SeveralSessions"), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-OUTCOME-FROM-BACKEND")?.status == .pass)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-ID-FROM-CALLBACK")?.status == .skip)
        // Human Token configured: the capture's own handler is judged, not the login's `code` or `state` reads.
        let token = try AppProjectSupport.judge(AppProjectSupport.fixture("SeveralSessions"), scheme: "bankcapture", variant: .humanToken)
        let id = try #require(AppProjectSupport.verdict(token, "HP-APP-ID-FROM-CALLBACK"))
        #expect(id.status == .fail && id.seen.contains("Bank/CaptureController.swift:6") && !id.seen.contains("state"), "\(id.seen)")
    }

    @Test("without a scheme, the session that opens the start answer's link is the capture")
    func captureByLink() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("SeveralSessions"), variant: .callback)
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        // The login opens `authorizeURL`, the capture `link`: the capture is judged.
        #expect(ephemeral.status == .pass, "\(ephemeral.seen)")
    }

    @Test("callback: .customScheme(\"x\") is judged like a bare scheme")
    func customSchemeCallback() throws {
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("CustomSchemeCallback"), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(Self.failures(verdicts))")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE")?.seen.contains("'bankcapture'") == true)
    }

    @Test("callback: .https(host:path:) is a universal link: the scheme rules do not apply")
    func universalLinkCallback() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("UniversalLinkCallback"), variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(Self.failures(verdicts))")
        for id in ["HP-APP-CODE-SCHEME-BARE", "HP-APP-URL-TYPE", "HP-APP-SCHEME-AGREES"] {
            #expect(AppProjectSupport.verdict(verdicts, id)?.seen.contains("not applicable: universal-link callback") == true, "\(id)")
        }
    }

    @Test("if let url = try? await authenticate(…) { } else { } handles the cancel")
    func tryOptionalWithElse() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("TryOptionalElse"), scheme: "bankcapture", variant: .callback)
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.status == .pass, "\(cancel.seen)")
    }

    @Test("try? await authenticate(…) bound in a longer condition list handles the cancel too")
    func tryOptionalInConditionList() throws {
        let path = try AppProjectSupport.copy(
            "TryOptionalElse",
            edits: [
                (
                    "App/CaptureModel.swift", "if let url = try? await",
                    "if let start = URL(string: \"https://bank.example.com\"), let url = try? await"
                )
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED")?.status == .pass)
    }

    @Test("a scheme expression is quoted as written, with its real line and column")
    func sourceQuotedAsWritten() throws {
        let path = try AppProjectSupport.copy(
            "AppWithTests",
            edits: [
                (
                    "App/Capture.swift", #"callbackURLScheme: "bankcapture""#,
                    #"callbackURLScheme: AppInfo.scheme.replacingOccurrences(of: "://", with: "")"#
                )
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, variant: .callback)
        let bare = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE"))
        #expect(bare.seen.contains(#"AppInfo.scheme.replacingOccurrences(of: "://", with:"#), "\(bare.seen)")
        #expect(bare.locations.first?.description.hasPrefix("App/Capture.swift:5:") == true, "\(bare.locations)")
        #expect(bare.locations.first?.description.hasSuffix(":0") == false)
    }

    @Test("Human Token with SwiftUI: a URL from authenticate passed on to another function is a warning, never a failure")
    func swiftUIHumanTokenHandedOn() throws {
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("TryOptionalElse"), scheme: "bankcapture", variant: .humanToken)
        let id = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-ID-FROM-CALLBACK"))
        #expect(id.status == .warn, "\(id.status): \(id.seen)")
    }

    @Test("a provider set through a stored property in another file before start() counts")
    func providerSetElsewhere() throws {
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("ProviderElsewhere"), scheme: "bankcapture", variant: .callback)
        let provider = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-PRESENTATION-CONTEXT"))
        #expect(provider.status == .pass, "\(provider.seen)")
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(Self.failures(verdicts))")
    }
}

@Suite("AppProject: what is the app")
struct AppProjectWhatIsTheAppTests {
    @Test("a session in a test folder and a vendored sample project targeting iOS 8.1 are not the app, and the log says so")
    func testsAndVendoredSamplesLeftOut() throws {
        let project = try AppProject.read(AppProjectSupport.fixture("AppWithTests"))
        #expect(project.sessions.count == 1)
        #expect(
            project.problems.contains { $0.contains("not the app, left out") && $0.contains("AppTests") && $0.contains("Vendor") },
            "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("AppWithTests"), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectCaptureTests.failures(verdicts))")
    }

    @Test("an undefined $(VAR) in CFBundleURLSchemes is unknown (a warning), never the empty string")
    func undefinedVariableIsUnknown() throws {
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("UndefinedSchemeVariable"), scheme: "bankcapture", variant: .callback)
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.status == .warn && urlType.seen.contains("$(CAPTURE_URL_SCHEME)"), "\(urlType.status): \(urlType.seen)")
        #expect(!verdicts.contains { $0.status == .fail }, "\(AppProjectCaptureTests.failures(verdicts))")
    }

    @Test(
        "a watch app's Info.plist is not the app's: its watchOS MinimumOSVersion is not the iOS deployment target, its URL types do not count"
    )
    func watchPlistIsNotTheApp() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("WatchCompanion"), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectCaptureTests.failures(verdicts))")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET")?.seen.contains("Watch") == false)
        // The scheme registered only in the watch app's Info.plist is not registered by the app.
        let path = try AppProjectSupport.copy(
            "WatchCompanion",
            edits: [
                ("App/Info.plist", "<string>bankcapture</string>", "<string>other</string>"),
                (
                    "Watch/Info.plist", "\t<key>MinimumOSVersion</key>",
                    "\t<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>bankcapture</string></array></dict></array>\n\t<key>MinimumOSVersion</key>"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            AppProjectSupport.broken(try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)) == ["HP-APP-URL-TYPE"])
    }

    @Test("a dependency's .xcodeproj nested below the app's (iOS 8.1) does not decide the app's deployment target (iOS 14)")
    func nestedProjectIsNotTheApp() throws {
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("NestedDependencyProject"), scheme: "bankcapture", variant: .callback)
        let target = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET"))
        #expect(
            target.status == .pass && target.seen.contains("iOS 14.0") && target.seen.contains("Libraries/Charts/Charts.xcodeproj"),
            "\(target.seen)")
    }

    @Test(
        "a library's project (a framework, INFOPLIST_FILE = \"\") has no Info.plist of the app: the URL type is a warning, and \"\" is not read as a file"
    )
    func libraryProjectHasNoAppPlist() throws {
        let project = try AppProject.read(AppProjectSupport.fixture("LibraryProject"))
        #expect(
            !project.problems.contains { $0.contains("INFOPLIST_FILE names") || $0.hasPrefix(": ") || $0.contains("not a regular file") },
            "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("LibraryProject"), scheme: "bankcapture", variant: .callback)
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.status == .warn && urlType.seen.contains("no application target"), "\(urlType.seen)")
        #expect(!verdicts.contains { $0.status == .fail }, "\(AppProjectCaptureTests.failures(verdicts))")
    }
}
