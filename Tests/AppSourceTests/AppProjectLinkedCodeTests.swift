import CheckTestSupport
import Foundation
import Testing

@testable import AppSource

/// Code the app target compiles in without holding it: a framework target its frameworks phase
/// links (no explicit dependency), and local Swift packages it uses by product name from a
/// synchronized folder of the project (and the local packages those depend on).
@Suite("AppProject: linked frameworks and local packages")
struct AppProjectLinkedCodeTests {
    @Test("a framework the app links in its frameworks phase is the app's code: its session is judged")
    func linkedFramework() throws {
        let path = AppProjectSupport.fixture("LinkedFramework")
        let project = try AppProject.read(path)
        #expect(project.sources.map(\.path) == ["Bank/BankApp.swift", "CaptureKit/CaptureFlow.swift"], "\(project.sources.map(\.path))")
        #expect(!project.problems.contains { $0.contains("target 'CaptureKit'") }, "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectTargetTests.failures(verdicts))")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION")?.seen.contains("CaptureKit/CaptureFlow.swift:9") == true)
    }

    @Test("the linked framework's session breaking a rule fails: linking is followed, not excused")
    func linkedFrameworkBroken() throws {
        let path = try AppProjectSupport.copy(
            "LinkedFramework",
            edits: [
                ("CaptureKit/CaptureFlow.swift", "prefersEphemeralWebBrowserSession = true", "prefersEphemeralWebBrowserSession = false")
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL")?.status == .fail, "\(AppProjectTargetTests.failures(verdicts))")
    }

    @Test("a framework target the app neither depends on nor links stays out")
    func unlinkedFramework() throws {
        let path = try AppProjectSupport.copy(
            "LinkedFramework",
            edits: [("Bank.xcodeproj/project.pbxproj", "\t\t\t\tB0000003 /* CaptureKit.framework in Frameworks */,\n", "")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(project.sources.map(\.path) == ["Bank/BankApp.swift"], "\(project.sources.map(\.path))")
        #expect(project.problems.contains("not the app: target 'CaptureKit' (framework), 1 Swift file(s)"), "\(project.problems)")
    }

    @Test(
        "a local package used by product name from a synchronized folder, and the package it depends on, are the app; an unused one is not")
    func synchronizedPackages() throws {
        let path = AppProjectSupport.fixture("SynchronizedPackages")
        let project = try AppProject.read(path)
        #expect(
            project.sources.map(\.path) == [
                "Modules/Account/Sources/Account/CaptureOperation.swift", "Modules/Shared/Sources/Shared/CaptureScheme.swift",
                "News/NewsApp.swift",
            ], "\(project.sources.map(\.path))")
        #expect(
            project.fileRule
                == "the app's files: those of application target 'News' in News.xcodeproj/project.pbxproj and of its local package(s) Modules/Account, Modules/Shared",
            "\(project.fileRule)")
        #expect(
            project.problems.contains("not the app: 1 Swift file(s) in no target of the app (Modules/Tools/Sources/Tools)"),
            "\(project.problems)")
        // The scheme is a constant of the dependency package; the tool's /v1/processes call is not the app's.
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectTargetTests.failures(verdicts))")
        #expect(
            AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE")?.seen.contains(
                "Modules/Shared/Sources/Shared/CaptureScheme.swift") == true)
    }

    @Test(
        "the app using the tool's product makes it the app's code: its /v1/processes call fails; the session of the package it no longer uses is set aside (a warning)"
    )
    func usedToolPackage() throws {
        let path = try AppProjectSupport.copy(
            "SynchronizedPackages",
            edits: [("News.xcodeproj/project.pbxproj", "productName = Account;\n\t\t};", "productName = \"release-tool\";\n\t\t};")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(
            AppProjectSupport.verdict(verdicts, "HP-APP-NO-PROCESS-CALL")?.status == .fail, "\(AppProjectTargetTests.failures(verdicts))")
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(
            session.status == .warn && session.seen.contains("Modules/Account/") && session.seen.contains("in no target of the app"),
            "\(session.seen)")
    }

    @Test("the manifest reader: library and executable products, path dependencies with or without name:, nested arguments skipped")
    func manifestReader() {
        let text = """
            let package = Package(name: "Account",
                products: [.library(name: "Account", targets: ["Account"]), .executable(name: "tool", targets: ["Tool"])],
                dependencies: [.package(path: "../Shared"), .package(name: "Web", path: "./Vendor/Web"), .package(url: "https://example.com/x.git", from: "1.0.0")],
                targets: [.target(name: "Account", dependencies: [.product(name: "Other", package: "Web")])])
            """
        let manifest = PackageManifest(SwiftSource(path: "Modules/Account/Package.swift", bytes: Array(text.utf8)))
        #expect(manifest.folder == "Modules/Account")
        #expect(manifest.products == ["Account", "tool"])
        #expect(manifest.localDependencies == ["Modules/Shared", "Modules/Account/Vendor/Web"])
    }

    @Test(
        "a framework the app links from a second project of a workspace is the app's code: its session is judged, not 'in no target of the app'"
    )
    func workspaceFramework() throws {
        let path = AppProjectSupport.fixture("WorkspaceFramework")
        let project = try AppProject.read(path)
        #expect(
            project.fileRule.contains(
                "of the framework(s) it links from other projects (CaptureKit.framework of CaptureKit/CaptureKit.xcodeproj"),
            "\(project.fileRule)")
        #expect(project.sessions.count == 1 && project.setAside.isEmpty)
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectTargetTests.failures(verdicts))")
        // The framework not linked: its session is set aside (a warning), never 'no session'.
        let unlinked = try AppProjectSupport.copy(
            "WorkspaceFramework",
            edits: [("Bank/Bank.xcodeproj/project.pbxproj", "\t\t\t\tB0000003 /* CaptureKit.framework in Frameworks */,\n", "")])
        defer { try? FileManager.default.removeItem(atPath: unlinked) }
        let session = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(unlinked, scheme: "bankcapture"), "HP-APP-SESSION"))
        #expect(session.status == .warn && session.seen.contains("CaptureKit/CaptureKit/CaptureFlow.swift:9"), "\(session.seen)")
    }
}
