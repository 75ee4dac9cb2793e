import CheckTestSupport
import Foundation
import Testing

@testable import AppSource
@testable import ConformanceModel

/// Target membership from the project.pbxproj: only the application target's Swift files and
/// Info.plist are judged; test targets, extensions, files left out of the target and vendored
/// sample projects are listed as "not the app".
@Suite("AppProject: target membership")
struct AppProjectTargetTests {
    static func failures(_ verdicts: [Verdict]) -> String {
        verdicts.filter { $0.status != .pass && $0.status != .skip }.map { "\($0.checkID): \($0.seen)" }.joined(separator: "\n")
    }

    @Test("only the app target's files are judged: the extension, a file excepted from a synchronized folder and a vendored sample are not")
    func appTargetOnly() throws {
        let path = AppProjectSupport.fixture("TargetMembership")
        let project = try AppProject.read(path)
        #expect(
            project.sources.map(\.path) == ["Capture/CaptureController.swift", "Capture/Constants.swift", "Features/FeatureFlags.swift"],
            "\(project.sources.map(\.path))")
        #expect(project.plists.map(\.path) == ["Capture/Info.plist"])
        #expect(
            project.fileRule == "the app's files: those of application target 'Capture' in Capture.xcodeproj/project.pbxproj",
            "\(project.fileRule)")
        #expect(project.problems.contains("not the app: target 'ShareExtension' (app-extension), 1 Swift file(s)"), "\(project.problems)")
        #expect(
            project.problems.contains("not the app: 2 Swift file(s) in no target of the app (Features/Debug, Vendor/AuthSample/Sources)"),
            "\(project.problems)")
        #expect(
            project.problems.contains {
                $0.hasPrefix("not the app: Vendor/AuthSample/AuthSample.xcodeproj/project.pbxproj (application target 'AuthSample'")
            },
            "\(project.problems)")
        #expect(
            project.problems.contains("not the app: 1 Info.plist file(s) of other targets (ShareExtension/Info.plist)"),
            "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(Self.failures(verdicts))")
    }

    @Test("a file of the app target that breaks a rule still fails: membership narrows what is read, it does not hide the app")
    func appFileStillJudged() throws {
        let path = try AppProjectSupport.copy(
            "TargetMembership",
            edits: [
                ("Capture/CaptureController.swift", "prefersEphemeralWebBrowserSession = true", "prefersEphemeralWebBrowserSession = false")
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL")?.status == .fail)
    }

    @Test("the exception set is the only thing keeping the debug login out: without it the debug session is judged and fails")
    func exceptionSetCounts() throws {
        let path = try AppProjectSupport.copy(
            "TargetMembership", edits: [("Capture.xcodeproj/project.pbxproj", "Debug/DebugLogin.swift,", "Debug/Other.swift,")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(project.sources.map(\.path).contains("Features/Debug/DebugLogin.swift"))
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL")?.status == .fail, "\(Self.failures(verdicts))")
    }

    @Test("without a project.pbxproj, the folder-name rule stays and the problems say so")
    func noProject() throws {
        let path = try AppProjectSupport.copy("TargetMembership")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.removeItem(atPath: path + "/Capture.xcodeproj")
        try FileManager.default.removeItem(atPath: path + "/Vendor/AuthSample/AuthSample.xcodeproj")
        let project = try AppProject.read(path)
        #expect(project.sources.count == 6, "\(project.sources.map(\.path))")
        #expect(
            project.fileRule.hasPrefix("no Xcode project: the app's files are told from tests and samples by folder name only"),
            "\(project.fileRule)")
    }

    @Test("the pbxproj reader: groups, SOURCE_ROOT, '..', comments and quoted strings")
    func pbxprojPaths() throws {
        let text = """
            // !$*UTF8*$!
            { objects = {
              G0 = {isa = PBXGroup; children = (G1, F2, ); sourceTree = "<group>"; };
              G1 = {isa = PBXGroup; children = (F1, ); path = "App Sources"; sourceTree = "<group>"; };
              F1 = {isa = PBXFileReference; path = ../Shared/A.swift; sourceTree = "<group>"; };
              F2 = {isa = PBXFileReference; path = "B \\"q\\".swift"; sourceTree = SOURCE_ROOT; };
              F3 = {isa = PBXFileReference; path = /abs/C.swift; sourceTree = "<absolute>"; };
              B1 = {isa = PBXBuildFile; fileRef = F1 /* A.swift */; };
              B2 = {isa = PBXBuildFile; fileRef = F2; };
              B3 = {isa = PBXBuildFile; fileRef = F3; };
              P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
              T1 = {isa = PBXNativeTarget; buildPhases = (P1, ); name = App; productType = "com.apple.product-type.application"; };
              R0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
            }; rootObject = R0; }
            """
        let targets = try XcodeTargets(path: "ios/App.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        #expect(targets.applications.first?.swift == ["ios/Shared/A.swift", "ios/B \"q\".swift"])
        #expect(throws: PlistRefusal.self) { try XcodeTargets(path: "p", bytes: Array("{ objects = { A = {isa = PBXGroup; ".utf8)) }
    }
}

/// A completion handler that passes the callback on (`{ url, error in self.finish(url, error) }`,
/// `completionHandler: handleCallback`) is followed into the function by name and arity.
@Suite("AppProject: completion handlers passed on")
struct AppProjectForwardedHandlerTests {
    static let fixture = "ForwardedHandler"

    @Test("a closure passing url and error to a method of the same type: the method's body is judged (cancel, id, outcome)")
    func followed() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture(Self.fixture), scheme: "bankcapture", variant: .humanToken)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectTargetTests.failures(verdicts))")
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.seen.contains("App/CaptureController.swift:25"), "\(cancel.seen)")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-ID-FROM-CALLBACK")?.seen.contains("App/CaptureController.swift:27") == true)
    }

    @Test("the followed function breaking the rules fails: a forced unwrap, no id read, the outcome read from the URL")
    func followedBreaks() throws {
        let path = try AppProjectSupport.copy(
            Self.fixture,
            edits: [
                ("App/CaptureController.swift", "guard let callbackURL, failure == nil else { return finish(false) }", ""),
                (
                    "App/CaptureController.swift", "URLComponents(url: callbackURL, resolvingAgainstBaseURL: false)",
                    "URLComponents(string: callbackURL!.absoluteString)"
                ),
                ("App/CaptureController.swift", "$0.name == \"id\"", "$0.name == \"status\""),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .humanToken)
        #expect(
            AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED")?.status == .fail, "\(AppProjectTargetTests.failures(verdicts))")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-ID-FROM-CALLBACK")?.status == .fail)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-OUTCOME-FROM-BACKEND")?.status == .fail)
    }

    @Test(
        "the call passed on inside Task { @MainActor in … } or DispatchQueue.main.async { … }, after a log line, is followed; a statement using the URL first is not skipped"
    )
    func followedThroughTask() throws {
        let forwarding = "self?.finish(url, error)"
        for wrapped in [
            "Task { @MainActor in\n                print(\"callback\")\n                self?.finish(url, error)\n            }",
            "DispatchQueue.main.async { [weak self] in\n                self?.finish(url, error)\n            }",
        ] {
            let path = try AppProjectSupport.copy(Self.fixture, edits: [("App/CaptureController.swift", forwarding, wrapped)])
            defer { try? FileManager.default.removeItem(atPath: path) }
            let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .humanToken)
            #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(wrapped): \(AppProjectTargetTests.failures(verdicts))")
            #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED")?.seen.contains("App/CaptureController.swift:") == true)
        }
        // The followed function breaking the rule still fails through the wrapper.
        let broken = try AppProjectSupport.copy(
            Self.fixture,
            edits: [
                (
                    "App/CaptureController.swift", forwarding,
                    "Task { @MainActor in\n                self?.finish(url, error)\n            }"
                ),
                ("App/CaptureController.swift", "guard let callbackURL, failure == nil else { return finish(false) }", ""),
                (
                    "App/CaptureController.swift", "URLComponents(url: callbackURL, resolvingAgainstBaseURL: false)",
                    "URLComponents(string: callbackURL!.absoluteString)"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: broken) }
        #expect(
            AppProjectSupport.verdict(
                try AppProjectSupport.judge(broken, scheme: "bankcapture", variant: .humanToken), "HP-APP-CANCEL-HANDLED")?.status == .fail)
        // A line reading the URL before the call: the closure is judged as written (handing the URL on: a warning).
        let reads = try AppProjectSupport.copy(
            Self.fixture, edits: [("App/CaptureController.swift", forwarding, "print(url as Any)\n            self?.finish(url, error)")])
        defer { try? FileManager.default.removeItem(atPath: reads) }
        #expect(
            AppProjectSupport.verdict(
                try AppProjectSupport.judge(reads, scheme: "bankcapture", variant: .humanToken), "HP-APP-CANCEL-HANDLED")?.status == .warn)
    }

    @Test("a function not in the sources (or of another arity) is a warning naming it, never a failure")
    func unfollowed() throws {
        let closure = try AppProjectSupport.copy(
            Self.fixture, edits: [("App/CaptureController.swift", "self?.finish(url, error)", "self?.complete(url, error)")])
        defer { try? FileManager.default.removeItem(atPath: closure) }
        let verdicts = try AppProjectSupport.judge(closure, scheme: "bankcapture", variant: .humanToken)
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.status == .warn && cancel.seen.contains("hands the callback URL to complete(_:_:)"), "\(cancel.seen)")
        let id = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-ID-FROM-CALLBACK"))
        #expect(id.status == .warn && id.seen.contains("complete(_:_:)"), "\(id.seen)")

        let reference = try AppProjectSupport.copy(
            Self.fixture,
            edits: [
                (
                    "App/CaptureController.swift",
                    "\"bankcapture\") { [weak self] url, error in\n            self?.finish(url, error)\n        }",
                    "\"bankcapture\", completionHandler: finishCapture)"
                ),
                ("App/CaptureController.swift", "func finish(_ callbackURL", "func finishCapture(_ callbackURL"),
                (
                    "App/CaptureController.swift", "func finish(_ done: Bool)",
                    "func finishCapture(_ done: Bool, _ other: Int, _ third: Int)"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: reference) }
        let followed = try AppProjectSupport.judge(reference, scheme: "bankcapture", variant: .humanToken)
        // The two-parameter finishCapture is found past the three-parameter one of the same name.
        #expect(
            AppProjectSupport.verdict(followed, "HP-APP-CANCEL-HANDLED")?.status == .pass, "\(AppProjectTargetTests.failures(followed))")
        let edited = reference + "/App/CaptureController.swift"
        let text = try String(contentsOfFile: edited, encoding: .utf8).replacingOccurrences(
            of: "func finishCapture(_ callbackURL: URL?, _ failure: Error?)", with: "func finishCapture(_ callbackURL: URL?)")
        try text.write(toFile: edited, atomically: true, encoding: .utf8)
        let unfound = try #require(
            AppProjectSupport.verdict(
                try AppProjectSupport.judge(reference, scheme: "bankcapture", variant: .humanToken), "HP-APP-CANCEL-HANDLED"))
        #expect(
            unfound.status == .warn && unfound.seen.contains("names finishCapture(_:_:), which is not a function of two parameters"),
            "\(unfound.seen)")
    }
}

/// Tuist (`Project.swift`) and XcodeGen (`project.yml`) projects: the URL schemes and the
/// deployment target they declare inline are read; what cannot be read is a warning.
@Suite("AppProject: project generators")
struct AppProjectGeneratorTests {
    @Test(
        "Tuist .extendingDefault(with:) and XcodeGen info: properties: URL schemes and deployment targets pass; the manifest is not an app source",
        arguments: ["TuistApp", "XcodeGenApp"])
    func generated(_ fixture: String) throws {
        let project = try AppProject.read(AppProjectSupport.fixture(fixture))
        #expect(!project.sources.contains { $0.path.hasSuffix("Project.swift") })
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture(fixture), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectTargetTests.failures(verdicts))")
        let target = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET"))
        #expect(
            target.seen.contains(fixture == "TuistApp" ? "iOS 16.0 at Project.swift:11" : "iOS 15.0 at project.yml:5"), "\(target.seen)")
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.seen.contains(fixture == "TuistApp" ? "Project.swift:17" : "App/SupportingFiles/target.yml:14"), "\(urlType.seen)")
    }

    @Test("a manifest registering another scheme, or targeting iOS 12, fails", arguments: ["TuistApp", "XcodeGenApp"])
    func generatedBreaks(_ fixture: String) throws {
        let edits: [(file: String, text: String, replacement: String)] =
            fixture == "TuistApp"
            ? [("Project.swift", "[\"bankcapture\"]", "[\"banklogin\"]"), ("Project.swift", ".iOS(\"16.0\")", ".iOS(\"12.0\")")]
            : [
                ("App/SupportingFiles/target.yml", "\"bankcapture\", #", "\"banklogin\", #"),
                ("App/SupportingFiles/target.yml", "$(PRODUCT_BUNDLE_IDENTIFIER)", "bankshare"),
                ("project.yml", "iOS: '15.0'", "iOS: '12.0'"),
            ]
        let path = try AppProjectSupport.copy(fixture, edits: edits)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE")?.status == .fail, "\(AppProjectTargetTests.failures(verdicts))")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET")?.status == .fail)
    }

    @Test("values the kit cannot read (a variable, a helper) are warning lines, never failures")
    func unreadable() throws {
        let path = try AppProjectSupport.copy(
            "TuistApp",
            edits: [
                ("Project.swift", ".iOS(\"16.0\")", "minimumTarget"),
                ("Project.swift", "[\"bankcapture\"]", "schemes"),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(
            project.problems.contains(
                "Project.swift:11: the deployment target is not a literal .iOS(\"…\") the kit can read; check it is iOS 13 or later"),
            "\(project.problems)")
        #expect(
            project.problems.contains { $0.hasPrefix("Project.swift:17: the URL schemes are not string literals the kit can read") },
            "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(!verdicts.contains { $0.status == .fail }, "\(AppProjectTargetTests.failures(verdicts))")
    }
}

/// Findings point at the place the capture session is opened (`session = .init(url:…)`,
/// `SFSafariViewController(url:)`), not at the first mention of the type's name.
@Suite("AppProject: where the session is opened")
struct AppProjectOpenedAtTests {
    @Test("session = .init(url:callbackURLScheme:) on a property of the session's type is the session, placed at the .init")
    func implicitInit() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("ImplicitInit"), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectTargetTests.failures(verdicts))")
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.seen.contains("App/CaptureController.swift:10") && session.locations.first?.line == 10, "\(session.seen)")

        let path = try AppProjectSupport.copy(
            "ImplicitInit", edits: [("App/CaptureController.swift", "        session?.prefersEphemeralWebBrowserSession = true\n", "")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ephemeral = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback), "HP-APP-EPHEMERAL"))
        #expect(
            ephemeral.status == .fail && ephemeral.locations.first?.line == 10 && ephemeral.seen.contains("App/CaptureController.swift:10"),
            "\(ephemeral.seen)")
    }

    @Test(
        "no session: a web view the app creates is named where it is created, not where its type is first written, and not called the capture"
    )
    func otherViewCreation() throws {
        let path = try AppProjectSupport.copy(
            "ImplicitInit",
            edits: [
                (
                    "App/CaptureController.swift", "    private var session: ASWebAuthenticationSession?\n",
                    "    private var safari: SFSafariViewController?\n"
                ),
                (
                    "App/CaptureController.swift", "session = .init(url: link, callbackURLScheme: \"bankcapture\") { callbackURL, error in",
                    "safari = SFSafariViewController(url: link); _ = { (callbackURL: URL?, error: Error?) in"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback), "HP-APP-SESSION"))
        #expect(
            session.status == .fail && session.seen.contains("SFSafariViewController at App/CaptureController.swift:10"), "\(session.seen)")
        // The kit does not know that this view opens the capture (a real app's web view shows its own pages).
        #expect(
            !session.seen.contains("the capture is opened with") && session.seen.contains("if the capture is opened there"),
            "\(session.seen)")
    }
}
