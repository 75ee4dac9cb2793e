import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel

/// `app.captureSession` / `app-check --session FILE[:LINE]`: the partner names the capture session,
/// the rules judge that one, and every report says which session was taken and why.
@Suite("AppProject: the capture session named by the partner")
struct AppProjectNamedSessionTests {
    static func judge(_ path: String, scheme: String? = nil, session: String) throws -> (verdicts: [Verdict], log: [String]) {
        let name = try CaptureSessionName.parse(session).get()
        let app = AppEvidence(project: try AppProject.read(path), configuredScheme: scheme, variant: .callback, namedSession: name)
        return (AppCheckRun.verdicts(catalogue: ConformanceHarness.specs.catalogue, app: app), AppCheckRun.logLines(app))
    }

    @Test("FILE, FILE:LINE and ./FILE are read; an absolute path, line 0, a non-Swift file or nothing is refused with why")
    func parsing() throws {
        #expect(try CaptureSessionName.parse("Bank/Login.swift:8").get() == CaptureSessionName(file: "Bank/Login.swift", line: 8))
        #expect(try CaptureSessionName.parse("./Bank/Login.swift").get() == CaptureSessionName(file: "Bank/Login.swift"))
        for bad in ["/abs/Login.swift:3", "Login.swift:0", "Login.h:3", "", ":12"] {
            #expect(throws: CaptureSessionName.ParseError.self, "\(bad)") { try CaptureSessionName.parse(bad).get() }
        }
        let name = CaptureSessionName(file: "Login.swift", line: 8)
        #expect(name.names(path: "Bank/Login.swift", creationLine: 8))
        #expect(!name.names(path: "Bank/MyLogin.swift", creationLine: 8), "a path matches at a folder boundary only")
        #expect(!name.names(path: "Bank/Login.swift", creationLine: 9))
    }

    @Test("the session named is judged even when the scheme points at another: the login's missing ephemeral flag fails there")
    func namedSessionIsJudged() throws {
        let fixture = AppProjectSupport.fixture("SeveralSessions")
        let (verdicts, log) = try Self.judge(fixture, scheme: "bankcapture", session: "Bank/LoginController.swift:8")
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .fail, "\(ephemeral.seen)")
        #expect(ephemeral.seen.contains("Bank/LoginController.swift:8"), "\(ephemeral.seen)")
        #expect(
            ephemeral.seen.contains("taken for the capture: named by app.captureSession (Bank/LoginController.swift:8)"),
            "\(ephemeral.seen)")
        #expect(
            ephemeral.seen.contains("not judged: another session (scheme 'bankcapture', Bank/CaptureController.swift:6)"),
            "\(ephemeral.seen)")
        #expect(
            log.contains { $0.hasPrefix("app project: capture session: Bank/LoginController.swift:8 (named by app.captureSession") },
            "\(log)")
        // The capture itself, named: everything holds.
        let capture = try Self.judge(fixture, session: "CaptureController.swift:6").verdicts
        #expect(AppProjectSupport.broken(capture).isEmpty, "\(AppProjectCaptureTests.failures(capture))")
    }

    @Test(
        "a named session the kit does not find is not judged, saying what it found: the lines in that file, or that the file was not read")
    func namedSessionNotFound() throws {
        let fixture = AppProjectSupport.fixture("SeveralSessions")
        let wrongLine = try Self.judge(fixture, session: "Bank/LoginController.swift:9").verdicts
        let ephemeral = try #require(AppProjectSupport.verdict(wrongLine, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .warn, "\(ephemeral.seen)")
        #expect(
            ephemeral.seen.contains("app.captureSession names Bank/LoginController.swift:9, where the kit finds no session")
                && ephemeral.seen.contains("created at line(s) 8"), "\(ephemeral.seen)")
        #expect(!wrongLine.contains { $0.status == .fail || $0.status == .error }, "\(AppProjectCaptureTests.failures(wrongLine))")

        let unread = try Self.judge(fixture, session: "Elsewhere/Capture.swift").verdicts
        let cancel = try #require(AppProjectSupport.verdict(unread, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.status == .warn && cancel.seen.contains("not among the app's Swift files the kit read"), "\(cancel.seen)")

        let noSession = try Self.judge(fixture, session: "Bank/DeepLinks.swift").verdicts
        let provider = try #require(AppProjectSupport.verdict(noSession, "HP-APP-PRESENTATION-CONTEXT"))
        #expect(provider.status == .warn && provider.seen.contains("finds no session creation it can follow there"), "\(provider.seen)")
    }

    @Test("without a name, the log says which session was taken and why, and which were set aside")
    func logSaysWhy() throws {
        let fixture = AppProjectSupport.fixture("SeveralSessions")
        let project = try AppProject.read(fixture)
        let byScheme = AppCheckRun.logLines(AppEvidence(project: project, configuredScheme: "bankcapture"))
        #expect(
            byScheme.contains(
                "app project: capture session: Bank/CaptureController.swift:6 (it passes app.urlScheme 'bankcapture'); set aside: another session (scheme 'banklogin', Bank/LoginController.swift:8)"
            ), "\(byScheme)")
        let byLink = AppCheckRun.logLines(AppEvidence(project: project))
        #expect(
            byLink.contains {
                $0.contains("capture session: Bank/CaptureController.swift:6 (it opens a URL named like the start answer's link")
            }, "\(byLink)")
    }

    @Test(
        "two application targets: the named session is judged with its own target's Info.plist, so the app's missing URL type fails where the demo's registration hid it"
    )
    func namedSessionUsesItsTargetsInfoPlist() throws {
        let fixture = AppProjectSupport.fixture("TwoApps")
        // Unnamed, with the scheme given, both sessions are judged: the demo app registers the
        // scheme and the bank app does not, so the kit warns, naming the target that lacks it.
        let unnamed = AppCheckRun.verdicts(
            catalogue: ConformanceHarness.specs.catalogue,
            app: AppEvidence(project: try AppProject.read(fixture), configuredScheme: "bankcapture", variant: .callback))
        let both = try #require(AppProjectSupport.verdict(unnamed, "HP-APP-URL-TYPE"))
        #expect(both.status == .warn, "\(both.seen)")
        #expect(
            both.seen.contains(
                "'bankcapture' is registered by target 'CaptureDemo' but not by target 'Bank' (Bank/Info.plist), which compiles the session at Bank/CaptureController.swift:6"
            ), "\(both.seen)")
        // When neither target registers it, whichever session is the capture breaks the rule: a failure.
        let neither = try AppProjectSupport.copy(
            "TwoApps", edits: [(file: "CaptureDemo/Info.plist", text: "<string>bankcapture</string>", replacement: "<string>demo</string>")]
        )
        let bothBroken = try #require(
            AppProjectSupport.verdict(
                AppCheckRun.verdicts(
                    catalogue: ConformanceHarness.specs.catalogue,
                    app: AppEvidence(project: try AppProject.read(neither), configuredScheme: "bankcapture", variant: .callback)),
                "HP-APP-URL-TYPE"))
        #expect(bothBroken.status == .fail, "\(bothBroken.seen)")
        #expect(Set(bothBroken.locations.map(\.file)) == ["Bank/Info.plist", "CaptureDemo/Info.plist"], "\(bothBroken.locations)")

        let bank = try #require(
            AppProjectSupport.verdict(try Self.judge(fixture, session: "Bank/CaptureController.swift").verdicts, "HP-APP-URL-TYPE"))
        #expect(bank.status == .fail, "\(bank.seen)")
        #expect(bank.seen.contains("'bankcapture' is not registered: the URL types hold 'bank'"), "\(bank.seen)")
        #expect(bank.seen.contains("the Info.plist of target 'Bank', which compiles the named session"), "\(bank.seen)")
        #expect(bank.locations.contains { $0.file == "Bank/Info.plist" }, "\(bank.locations)")

        let demo = try #require(
            AppProjectSupport.verdict(
                try Self.judge(fixture, session: "CaptureDemo/DemoCaptureController.swift:6").verdicts, "HP-APP-URL-TYPE"))
        #expect(demo.status == .pass, "\(demo.seen)")
        #expect(demo.seen.contains("the Info.plist of target 'CaptureDemo'"), "\(demo.seen)")
    }

    @Test("app.captureSession is read from the configuration; a value that is not FILE[:LINE] is refused naming the field")
    func configuration() throws {
        let configured = try ConfigurationLoader.parse(
            try ConformanceHarness.editedExampleConfiguration { config in
                var app = config["app"] as? [String: Any] ?? [:]
                app["captureSession"] = "Sources/Capture.swift:42"
                config["app"] = app
            }, file: "my.json")
        #expect(configured.app.captureSession == CaptureSessionName(file: "Sources/Capture.swift", line: 42))
        do {
            _ = try ConfigurationLoader.parse(
                try ConformanceHarness.editedExampleConfiguration { config in
                    var app = config["app"] as? [String: Any] ?? [:]
                    app["captureSession"] = "/abs/Capture.swift"
                    config["app"] = app
                }, file: "my.json")
            Issue.record("an absolute captureSession was accepted")
        } catch let error as KitError {
            #expect(error.description.contains("app.captureSession") && error.description.contains("absolute"), "\(error.description)")
        }
    }
}
