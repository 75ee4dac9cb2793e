import CheckTestSupport
import Foundation
import Testing

@testable import AppSource

/// An absence fails only in a closed world: when the app links or builds code the kit does not read
/// (a vendored framework, a remote Swift package, CocoaPods, Carthage, another language's runner),
/// "no session" and "no URL type" are not judged, naming what kept the world open; in a closed
/// world they still fail. The LinkedFramework fixture's app, with its capture framework unlinked.
@Suite("AppProject: an absence judged only in a closed world")
struct AppProjectClosedWorldTests {
    /// The Bank app linking no target of the project, and no session anywhere in the folder.
    static let unlinked: [(file: String, text: String, replacement: String)] = [
        ("Bank.xcodeproj/project.pbxproj", "\t\t\tproductReference = F0000004 /* CaptureKit.framework */;\n", ""),
        ("CaptureKit/CaptureFlow.swift", "ASWebAuthenticationSession(url: link", "LegacyWebFlow(url: link"),
    ]

    /// The Bank app's frameworks phase entry pointing at a vendored framework no target here builds.
    static let vendored =
        unlinked + [
            (
                "Bank.xcodeproj/project.pbxproj",
                "explicitFileType = wrapper.framework; includeInIndex = 0; path = CaptureKit.framework; sourceTree = BUILT_PRODUCTS_DIR;",
                "lastKnownFileType = wrapper.xcframework; path = Vendor/LoginKit.xcframework; sourceTree = \"<group>\";"
            )
        ]

    @Test("no session in the Swift read, but a vendored framework linked: not judged, naming it; unlinked, the absence fails")
    func vendoredFramework() throws {
        let open = try AppProjectSupport.copy("LinkedFramework", edits: Self.vendored)
        defer { try? FileManager.default.removeItem(atPath: open) }
        let openVerdict = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(open, scheme: "bankcapture"), "HP-APP-SESSION"))
        #expect(openVerdict.status == .warn, "\(openVerdict.status): \(openVerdict.seen)")
        #expect(openVerdict.seen.contains("framework LoginKit.xcframework"), "\(openVerdict.seen)")

        let closed = try AppProjectSupport.copy(
            "LinkedFramework",
            edits: Self.unlinked + [("Bank.xcodeproj/project.pbxproj", "\t\t\t\tB0000003 /* CaptureKit.framework in Frameworks */,\n", "")])
        defer { try? FileManager.default.removeItem(atPath: closed) }
        let closedVerdict = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(closed, scheme: "bankcapture"), "HP-APP-SESSION"))
        #expect(closedVerdict.status == .fail, "a closed world's absence fails: \(closedVerdict.seen)")
    }

    @Test(
        "a remote Swift package, a Podfile, a Cartfile, Flutter, React Native: each keeps the world open, and is named",
        arguments: [
            ("Podfile", "platform :ios, '15.0'\n", "CocoaPods (Podfile)"),
            ("Cartfile", "github \"openid/AppAuth-iOS\"\n", "Carthage (Cartfile)"),
            ("pubspec.yaml", "name: bank\n", "Flutter (pubspec.yaml)"),
            ("package.json", "{\"dependencies\": {\"react-native\": \"0.74.0\"}}\n", "React Native (package.json)"),
        ])
    func markers(_ file: String, _ text: String, _ named: String) throws {
        let path = try AppProjectSupport.copy(
            "LinkedFramework",
            edits: Self.unlinked + [("Bank.xcodeproj/project.pbxproj", "\t\t\t\tB0000003 /* CaptureKit.framework in Frameworks */,\n", "")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent(file))
        let project = try AppProject.read(path)
        #expect(project.openWorld == [named], "\(project.openWorld)")
        let verdict = try #require(AppProjectSupport.verdict(try AppProjectSupport.judge(path, scheme: "bankcapture"), "HP-APP-SESSION"))
        #expect(verdict.status == .warn && verdict.seen.contains(named), "\(verdict.seen)")
    }

    @Test("a remote Swift package product the app target depends on is named with its repository")
    func remotePackage() throws {
        let path = try AppProjectSupport.copy(
            "LinkedFramework",
            edits: Self.unlinked + [
                ("Bank.xcodeproj/project.pbxproj", "\t\t\t\tB0000003 /* CaptureKit.framework in Frameworks */,\n", ""),
                (
                    "Bank.xcodeproj/project.pbxproj", "\t\t\tname = Bank;\n",
                    "\t\t\tname = Bank;\n\t\t\tpackageProductDependencies = (\n\t\t\t\tD0000001 /* LoginSDK */,\n\t\t\t);\n"
                ),
                (
                    "Bank.xcodeproj/project.pbxproj", "/* Begin PBXNativeTarget section */",
                    "\t\tD0000001 /* LoginSDK */ = {isa = XCSwiftPackageProductDependency; package = K0000001; productName = LoginSDK; };\n\t\tK0000001 = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/login-sdk\"; };\n/* Begin PBXNativeTarget section */"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(project.openWorld == ["Swift package product LoginSDK (https://example.com/login-sdk)"], "\(project.openWorld)")
    }

    @Test(
        "a run script that writes the URL types at build time: a scheme missing from the Info.plist read is not judged; one that bumps the build number changes nothing"
    )
    func plistScript() throws {
        func judged(script: String) throws -> (status: String, seen: String) {
            let path = try AppProjectSupport.copy(
                "LinkedFramework",
                edits: [
                    ("CaptureKit/CaptureFlow.swift", "ASWebAuthenticationSession(url: link", "LegacyWebFlow(url: link"),
                    ("Bank/Info.plist", "<string>bankcapture</string>", "<string>other</string>"),
                    (
                        "Bank.xcodeproj/project.pbxproj", "\t\t\t\tP0000003 /* Frameworks */,\n",
                        "\t\t\t\tP0000003 /* Frameworks */,\n\t\t\t\tS0000001 /* Script */,\n"
                    ),
                    (
                        "Bank.xcodeproj/project.pbxproj", "/* Begin PBXNativeTarget section */",
                        "\t\tS0000001 /* Script */ = {isa = PBXShellScriptBuildPhase; name = \"Set schemes\"; shellScript = \"\(script)\"; };\n/* Begin PBXNativeTarget section */"
                    ),
                ])
            defer { try? FileManager.default.removeItem(atPath: path) }
            let verdict = try #require(
                AppProjectSupport.verdict(try AppProjectSupport.judge(path, scheme: "bankcapture"), "HP-APP-URL-TYPE"))
            return (verdict.status.rawValue, verdict.seen)
        }
        let writes = try judged(
            script: "/usr/libexec/PlistBuddy -c 'Add :CFBundleURLTypes:0:CFBundleURLSchemes:0 string bankcapture' $INFOPLIST_FILE")
        #expect(writes.status == "warn" && writes.seen.contains("the run script 'Bank: Set schemes' may write them"), "\(writes)")
        let bumps = try judged(script: "/usr/libexec/PlistBuddy -c 'Set :CFBundleVersion 42' $INFOPLIST_FILE")
        #expect(bumps.status == "fail", "a build-number script writes no URL type: \(bumps)")
    }
}
