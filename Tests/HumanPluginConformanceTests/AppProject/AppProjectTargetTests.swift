import Foundation
import Testing
@testable import HumanPluginConformance

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
        #expect(project.sources.map(\.path) == ["Capture/CaptureController.swift", "Capture/Constants.swift", "Features/FeatureFlags.swift"],
                "\(project.sources.map(\.path))")
        #expect(project.plists.map(\.path) == ["Capture/Info.plist"])
        #expect(project.fileRule == "the app's files: those of application target 'Capture' in Capture.xcodeproj/project.pbxproj", "\(project.fileRule)")
        #expect(project.problems.contains("not the app: target 'ShareExtension' (app-extension), 1 Swift file(s)"), "\(project.problems)")
        #expect(project.problems.contains("not the app: 2 Swift file(s) in no target of the app (Features/Debug, Vendor/AuthSample/Sources)"), "\(project.problems)")
        #expect(project.problems.contains { $0.hasPrefix("not the app: Vendor/AuthSample/AuthSample.xcodeproj/project.pbxproj (application target 'AuthSample'") },
                "\(project.problems)")
        #expect(project.problems.contains("not the app: 1 Info.plist file(s) of other targets (ShareExtension/Info.plist)"), "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(Self.failures(verdicts))")
    }

    @Test("a file of the app target that breaks a rule still fails: membership narrows what is read, it does not hide the app")
    func appFileStillJudged() throws {
        let path = try AppProjectSupport.copy("TargetMembership", edits: [("Capture/CaptureController.swift", "prefersEphemeralWebBrowserSession = true", "prefersEphemeralWebBrowserSession = false")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL")?.status == .fail)
    }

    @Test("the exception set is the only thing keeping the debug login out: without it the debug session is judged and fails")
    func exceptionSetCounts() throws {
        let path = try AppProjectSupport.copy("TargetMembership", edits: [("Capture.xcodeproj/project.pbxproj", "Debug/DebugLogin.swift,", "Debug/Other.swift,")])
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
        #expect(project.fileRule.hasPrefix("no Xcode project: the app's files are told from tests and samples by folder name only"), "\(project.fileRule)")
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
