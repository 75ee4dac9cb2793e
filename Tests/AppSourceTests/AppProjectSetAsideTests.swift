import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel

/// Sessions the kit finds outside the iOS app's files (an extension, a file in no target of the app,
/// a Mac app beside the iOS app) are set aside and named: never "no session" (a failure) for an app
/// whose capture may be there, never judged against the iOS rules unless the partner names one.
@Suite("AppProject: sessions outside the app's files")
struct AppProjectSetAsideTests {
    /// TargetMembership with the app's own session removed: the only sessions are in the share
    /// extension and in a file the app target leaves out.
    static func withoutAppSession() throws -> String {
        try AppProjectSupport.copy(
            "TargetMembership",
            edits: [
                (
                    "Capture/CaptureController.swift",
                    """
                            let newSession = ASWebAuthenticationSession(url: link, callbackURLScheme: Constants.captureScheme) { callbackURL, error in
                                guard error == nil, callbackURL != nil else { return done(false) }
                                FeatureFlags.shared.captureFinished()
                                done(true)
                            }
                            newSession.presentationContextProvider = self
                            newSession.prefersEphemeralWebBrowserSession = true
                            newSession.start()
                            session = newSession
                    """,
                    "        done(false)\n"
                )
            ])
    }

    @Test("no session in the app's files but some outside them: HP-APP-SESSION is a warning naming them, not a failure")
    func sessionOutsideIsNotNoSession() throws {
        let path = try Self.withoutAppSession()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(project.sessions.isEmpty)
        #expect(
            project.setAside.map(\.description).sorted() == [
                "Features/Debug/DebugLogin.swift:6 (in no target of the app)",
                "ShareExtension/ShareController.swift:5 (target 'ShareExtension' (app-extension))",
                "Vendor/AuthSample/Sources/SampleLogin.swift:5 (in no target of the app)",
            ], "\(project.setAside)")
        let verdicts = AppCheckRun.verdicts(catalogue: ConformanceHarness.specs.catalogue, app: AppEvidence(project: project))
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.status == .warn, "\(session.seen)")
        #expect(
            session.seen.contains("ShareExtension/ShareController.swift:5") && session.seen.contains("name it with app.captureSession"),
            "\(session.seen)")
        #expect(!session.seen.contains("SFSafariViewController"))
        #expect(!verdicts.contains { $0.status == .fail || $0.status == .error }, "\(AppProjectCaptureTests.failures(verdicts))")
        #expect(
            AppCheckRun.logLines(AppEvidence(project: project)).contains { $0.contains("3 session(s) outside the app's files, not judged") }
        )
    }

    @Test("a session outside the app's files named as the capture is read as the app's and judged: its missing flags fail")
    func namedOutsideIsJudged() throws {
        let path = try Self.withoutAppSession()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let name = CaptureSessionName(file: "ShareExtension/ShareController.swift", line: 5)
        let project = try AppProject.read(path, capture: name)
        #expect(
            project.problems.contains {
                $0.contains("ShareExtension/ShareController.swift: read as the app's, named by app.captureSession")
            })
        let verdicts = AppCheckRun.verdicts(
            catalogue: ConformanceHarness.specs.catalogue, app: AppEvidence(project: project, namedSession: name))
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION")?.status == .pass)
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .fail && ephemeral.seen.contains("ShareExtension/ShareController.swift:5"), "\(ephemeral.seen)")
    }

    @Test("a Mac app target beside the iOS app (SDKROOT = macosx) is not the iOS app: its session is set aside, not judged")
    func macTargetIsNotTheApp() throws {
        // The share extension becomes a Mac application whose session never handles the cancel.
        let path = try AppProjectSupport.copy(
            "TargetMembership",
            edits: [
                (
                    "Capture.xcodeproj/project.pbxproj", "productType = \"com.apple.product-type.app-extension\";",
                    "productType = \"com.apple.product-type.application\";"
                ),
                (
                    "Capture.xcodeproj/project.pbxproj",
                    "INFOPLIST_FILE = \"$(SRCROOT)/ShareExtension/Info.plist\";\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;",
                    "INFOPLIST_FILE = \"$(SRCROOT)/ShareExtension/Info.plist\";\n\t\t\t\tSDKROOT = macosx;"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(project.sessions.count == 1, "only the iOS app's session: \(project.sessions.count)")
        #expect(
            project.setAside.contains {
                $0.description == "ShareExtension/ShareController.swift:5 (target 'ShareExtension' (application, macosx))"
            })
        let verdicts = AppCheckRun.verdicts(catalogue: ConformanceHarness.specs.catalogue, app: AppEvidence(project: project))
        #expect(AppProjectSupport.broken(verdicts, warnings: false).isEmpty, "\(AppProjectCaptureTests.failures(verdicts))")

        // Every application target a Mac one: the folder is judged as it is (nothing is set aside).
        let onlyMac = try AppProjectSupport.copy(
            "TargetMembership", edits: [("Capture.xcodeproj/project.pbxproj", "SDKROOT = iphoneos;", "SDKROOT = macosx;")])
        defer { try? FileManager.default.removeItem(atPath: onlyMac) }
        #expect(try AppProject.read(onlyMac).sessions.count == 1)
    }
}

/// Package manifests and generated projects: whose `platforms` are the app's deployment target.
@Suite("AppProject: the deployment target of generated and package projects")
struct AppProjectDeploymentSourceTests {
    @Test("an XcodeGen project with a local package declaring .iOS(.v12): the package's minimum is not the app's target (iOS 16)")
    func generatedProjectWithOldPackage() throws {
        let path = try AppProjectSupport.copy("XcodeGenApp")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let package = URL(fileURLWithPath: path).appendingPathComponent("Packages/Networking")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Networking"), withIntermediateDirectories: true)
        try Data(
            """
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(name: "Networking", platforms: [.iOS(.v12)], products: [.library(name: "Networking", targets: ["Networking"])],
                                  targets: [.target(name: "Networking")])
            """.utf8
        ).write(to: package.appendingPathComponent("Package.swift"))
        try Data("public enum Networking {}\n".utf8).write(to: package.appendingPathComponent("Sources/Networking/Networking.swift"))
        let project = try AppProject.read(path)
        #expect(project.fileRule.hasPrefix("no Xcode project committed (generated from project.yml)"), "\(project.fileRule)")
        let verdicts = try AppProjectSupport.judge(path)
        let target = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET"))
        #expect(target.status == .pass, "\(target.seen)")
        #expect(
            target.seen.contains("not judged: the platforms of 1 package manifest(s) of dependencies (Packages/Networking/Package.swift)"),
            "\(target.seen)")
    }

    @Test("a Swift package app: its own manifest's .iOS(.v12) fails; a nested dependency's does not decide")
    func packageAppAndNestedPackage() throws {
        let path = try AppProjectSupport.copy("SwiftUIApp")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let nested = URL(fileURLWithPath: path).appendingPathComponent("LocalPackages/Old")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data(
            "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"Old\", platforms: [.iOS(.v11)])\n".utf8
        )
        .write(to: nested.appendingPathComponent("Package.swift"))
        let kept = try #require(AppProjectSupport.verdict(try AppProjectSupport.judge(path), "HP-APP-DEPLOYMENT-TARGET"))
        #expect(kept.status == .pass && kept.seen.contains("LocalPackages/Old/Package.swift"), "\(kept.seen)")

        let manifest = URL(fileURLWithPath: path).appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let old = try #require(text.range(of: #"\.iOS\(\.v[0-9_]+\)"#, options: .regularExpression))
        try text.replacingCharacters(in: old, with: ".iOS(.v12)").write(to: manifest, atomically: true, encoding: .utf8)
        let broken = try #require(AppProjectSupport.verdict(try AppProjectSupport.judge(path), "HP-APP-DEPLOYMENT-TARGET"))
        #expect(broken.status == .fail && broken.seen.contains("Package.swift"), "\(broken.seen)")
    }

    @Test(
        "sample folders are told in any case (Flutter's and React Native's example/), and an app playground inside the folder read is a sample"
    )
    func sampleFoldersInAnyCase() {
        for name in ["example", "Example", "EXAMPLES", "samples", "demo", "tests", "Demo.swiftpm", "Playground.swiftpm"] {
            #expect(ProjectFiles.isNotTheApp(name), "\(name)")
        }
        for name in ["App", "Sources", "ios", ".swiftpm", "Exemplary", "Sampler", "Demonstration"] {
            #expect(!ProjectFiles.isNotTheApp(name), "\(name)")
        }
    }
}
