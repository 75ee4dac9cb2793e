import CheckTestSupport
import Foundation
import Testing

@testable import AppSource

@Suite("AppProject: build settings and constants")
struct BuildSettingsTests {
    @Test("pbxproj and xcconfig lines: upper-case settings with their lines, quotes and comments stripped")
    func reads() {
        let text = """
            isa = XCBuildConfiguration;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.4;
            "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 13.0;
            INFOPLIST_FILE = "App/Info.plist";
            INFOPLIST_KEY_CFBundleDisplayName = Capture;
            HUMAN_PLUGIN_TOKEN = abc // a comment
            name = Debug;
            """
        let settings = BuildSetting.read(Array(text.utf8), file: "App.xcodeproj/project.pbxproj")
        #expect(
            settings.map(\.key) == [
                "IPHONEOS_DEPLOYMENT_TARGET", "IPHONEOS_DEPLOYMENT_TARGET", "INFOPLIST_FILE", "INFOPLIST_KEY_CFBundleDisplayName",
                "HUMAN_PLUGIN_TOKEN",
            ])
        #expect(settings.map(\.value) == ["12.4", "13.0", "App/Info.plist", "Capture", "abc"])
        #expect(settings.map(\.line) == [2, 3, 4, 5, 6])
    }

    @Test("a deployment target below 13 in any build configuration fails, with the pbxproj line")
    func deploymentTarget() throws {
        let path = try AppProjectSupport.copy(
            "VendorSample",
            edits: [
                (
                    "VendorSample.xcodeproj/project.pbxproj",
                    "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.capture;\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = Release;",
                    "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.capture;\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = Release;"
                )
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback)
        let verdict = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET"))
        #expect(verdict.status == .fail)
        #expect(verdict.locations.map(\.description) == ["VendorSample.xcodeproj/project.pbxproj:24"])
        #expect(verdict.locations.first?.excerpt == "IPHONEOS_DEPLOYMENT_TARGET = 12.0;")
    }

    @Test("$(VAR) in Info.plist expands from the build settings, every configuration's value kept")
    func expansion() throws {
        let project = try AppProject.read(AppProjectSupport.fixture("UIKitHumanToken"))
        #expect(project.expand("$(PRODUCT_BUNDLE_IDENTIFIER)") == ["com.example.humantoken"])
        #expect(project.expand("${PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier}.x") == ["com.example.humantoken.x"])
        #expect(project.expand("plain") == ["plain"])
        #expect(project.expand("$(UNKNOWN)app") == ["app"])
    }

    @Test("constants resolve across files, by owner when qualified, through aliases; clashing values are not guessed")
    func constants() {
        let sources = [
            SwiftSource(path: "A.swift", bytes: Array(#"enum Config { static let scheme = "com.example.a" }"#.utf8)),
            SwiftSource(
                path: "B.swift",
                bytes: Array(#"struct Other { static let scheme = "com.example.b"; static let alias = Config.scheme }"#.utf8)),
            SwiftSource(path: "C.swift", bytes: Array(#"let built = "x" + suffix; let typed: String = "com.example.typed""#.utf8)),
        ]
        let index = ConstantIndex(sources)
        #expect(index.resolve(["Config", "scheme"]).compactMap { $0.literal.constantString } == ["com.example.a"])
        #expect(Set(index.resolve(["scheme"]).compactMap { $0.literal.constantString }) == ["com.example.a", "com.example.b"])
        #expect(index.resolve(["Other", "alias"]).compactMap { $0.literal.constantString } == ["com.example.a"])
        #expect(index.resolve(["built"]).isEmpty)
        #expect(index.resolve(["typed"]).compactMap { $0.literal.constantString } == ["com.example.typed"])
    }
}
