import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceCLI
@testable import ConformanceModel

/// A multi-target app whose Info.plist is named in an xcconfig only (`baseConfigurationReference`,
/// `Config/Shared/App.xcconfig`, also through `#include`): the path is resolved against the project
/// folder (SRCROOT), wherever the xcconfig lives, and the widget's Info.plist is not the app's.
@Suite("AppProject: xcconfig files")
struct AppProjectXcconfigTests {
    static let fixture = "XcconfigApp"

    @Test("the app target's INFOPLIST_FILE from its xcconfig is its Info.plist, relative to SRCROOT; the widget's is another target's")
    func followed() throws {
        let project = try AppProject.read(AppProjectSupport.fixture(Self.fixture))
        #expect(!project.problems.contains { $0.contains("which is not there") }, "\(project.problems)")
        #expect(project.plists.map(\.path) == ["Sources/Info.plist"], "\(project.plists.map(\.path))")
        #expect(project.problems.contains("not the app: 1 Info.plist file(s) of other targets (Widget/Info.plist)"), "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture(Self.fixture), scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(AppProjectTargetTests.failures(verdicts))")
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.seen.contains("Sources/Info.plist"), "\(urlType.seen)")
    }

    @Test("an Info.plist of another name, named in the xcconfig only, is read (and breaks the URL type when it registers another scheme)")
    func otherName() throws {
        let path = try Self.renamed(edits: [])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(project.plists.map(\.path) == ["Sources/BankApp.plist"], "\(project.plists.map(\.path)) \(project.problems)")
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE")?.status == .pass, "\(AppProjectTargetTests.failures(verdicts))")

        let other = try Self.renamed(edits: [("Sources/Info.plist", "<string>bankcapture</string>", "<string>banklogin</string>")])
        defer { try? FileManager.default.removeItem(atPath: other) }
        let broken = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(other, scheme: "bankcapture", variant: .callback), "HP-APP-URL-TYPE"))
        #expect(broken.status == .fail && broken.seen.contains("'banklogin'"), "\(broken.seen)")
    }

    @Test("without target membership (no baseConfigurationReference), an xcconfig's INFOPLIST_FILE still resolves against SRCROOT")
    func byName() throws {
        let pbxproj = "BankApp.xcodeproj/project.pbxproj"
        let path = try Self.renamed(edits: [
            (pbxproj, "\t\t\tbaseConfigurationReference = X0000002 /* Debug.xcconfig */;\n", ""),
            (pbxproj, "\t\t\tbaseConfigurationReference = X0000001 /* App.xcconfig */;\n", ""),
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(!project.problems.contains { $0.contains("which is not there") }, "\(project.problems)")
        #expect(project.plists.map(\.path).contains("Sources/BankApp.plist"), "\(project.plists.map(\.path))")
    }

    @Test(
        "an xcconfig named as Xcode 16 writes it (baseConfigurationReferenceAnchor and RelativePath) is the configuration's: the app's deployment target is read from it, an extension's lower one decides nothing"
    )
    func anchoredReference() throws {
        let pbxproj = "BankApp.xcodeproj/project.pbxproj"
        let path = try AppProjectSupport.copy(
            Self.fixture,
            edits: [
                (
                    pbxproj, "\t\t\tbaseConfigurationReference = X0000001 /* App.xcconfig */;\n",
                    "\t\t\tbaseConfigurationReferenceAnchor = G0000001 /* Config */;\n\t\t\tbaseConfigurationReferenceRelativePath = Shared/App.xcconfig;\n"
                ),
                (pbxproj, "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;\n"),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        let app = try #require(project.applicationTargets.first { $0.name == "BankApp" })
        #expect(app.configurations.map(\.baseFile) == ["Config/Debug.xcconfig", "Config/Shared/App.xcconfig"], "\(app.configurations)")
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        let deployment = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET"))
        #expect(deployment.status == .pass, "\(deployment.seen)")
    }

    @Test("an xcconfig naming a file that is not there: one line with the path resolved against SRCROOT")
    func missing() throws {
        let path = try AppProjectSupport.copy(
            Self.fixture,
            edits: [
                ("BankApp.xcodeproj/project.pbxproj", "\t\t\tbaseConfigurationReference = X0000001 /* App.xcconfig */;\n", ""),
                ("BankApp.xcodeproj/project.pbxproj", "\t\t\tbaseConfigurationReference = X0000002 /* Debug.xcconfig */;\n", ""),
                ("Config/Shared/App.xcconfig", "= Sources/Info.plist", "= Sources/Missing.plist"),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(
            project.problems.contains(
                "Config/Shared/App.xcconfig:3: INFOPLIST_FILE names Sources/Missing.plist, which is not there (Sources/Missing.plist)"),
            "\(project.problems)")
        // `$(SRCROOT)/` names the same place; a project in a subfolder resolves against its own folder.
        let nested = FileManager.default.temporaryDirectory.appendingPathComponent("app-nested-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: nested) }
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: path, toPath: nested.appendingPathComponent("ios").path)
        let xcconfig = nested.appendingPathComponent("ios/Config/Shared/App.xcconfig").path
        try String(contentsOfFile: xcconfig, encoding: .utf8).replacingOccurrences(
            of: "= Sources/Missing.plist", with: "= $(SRCROOT)/Sources/Missing.plist"
        )
        .write(toFile: xcconfig, atomically: true, encoding: .utf8)
        let moved = try AppProject.read(nested.path)
        #expect(
            moved.problems.contains(
                "ios/Config/Shared/App.xcconfig:3: INFOPLIST_FILE names Sources/Missing.plist, which is not there (ios/Sources/Missing.plist)"
            ), "\(moved.problems)")
    }

    @Test("xcconfig settings: the file's own line wins over its includes; includes are relative to the including file")
    func includes() {
        let bytes = Array(
            "#include \"Shared/App.xcconfig\"\n#include? \"../Local.xcconfig\"\n#include \"/abs/Other.xcconfig\"\nA = 1\n".utf8)
        #expect(BuildSetting.includes(bytes, file: "Config/Debug.xcconfig") == ["Config/Shared/App.xcconfig", "Local.xcconfig"])
        let settings = Dictionary(
            grouping: BuildSetting.read(Array("INFOPLIST_FILE = A.plist\n".utf8), file: "Config/Shared/App.xcconfig")
                + BuildSetting.read(Array("INFOPLIST_FILE = B.plist\n".utf8), file: "Local.xcconfig"), by: \.file)
        let includes = ["Config/Debug.xcconfig": ["Config/Shared/App.xcconfig", "Local.xcconfig"]]
        #expect(
            AppProject.xcconfigValue("INFOPLIST_FILE", in: "Config/Debug.xcconfig", settings: settings, includes: includes) == "B.plist")
        #expect(
            AppProject.xcconfigValue("INFOPLIST_FILE", in: "Config/Shared/App.xcconfig", settings: settings, includes: includes)
                == "A.plist")
        #expect(AppProject.xcconfigValue("OTHER", in: "Config/Debug.xcconfig", settings: settings, includes: includes) == nil)
        #expect(
            XcodeTargets.infoPlistPath("$(SRCROOT)/$(TARGET_NAME)/Info.plist", sourceRoot: "ios", target: "Bank") == "ios/Bank/Info.plist")
    }

    @Test("an xcconfig including itself 40 times before the file that sets the key is resolved at once, not in 40^8 steps")
    func selfIncludes() {
        let text = "#include \"Other.xcconfig\"\n" + String(repeating: "#include \"App.xcconfig\"\n", count: 40)
        let includes = ["App.xcconfig": BuildSetting.includes(Array(text.utf8), file: "App.xcconfig")]
        #expect(includes["App.xcconfig"]?.count == 41)
        let settings = Dictionary(grouping: BuildSetting.read(Array("INFOPLIST_FILE = B.plist\n".utf8), file: "Other.xcconfig"), by: \.file)
        let value = HardDeadline.run("resolving 40 self-includes", seconds: 20) {
            AppProject.xcconfigValue("INFOPLIST_FILE", in: "App.xcconfig", settings: settings, includes: includes)
        }
        #expect(value == .some("B.plist"), "the self-includes were searched past 20 s or the include was lost")
        // Two files including each other, neither setting the key: nil, at once.
        let mutual = ["A.xcconfig": Array(repeating: "B.xcconfig", count: 30), "B.xcconfig": Array(repeating: "A.xcconfig", count: 30)]
        let none = HardDeadline.run("resolving mutual includes", seconds: 20) {
            AppProject.xcconfigValue("INFOPLIST_FILE", in: "A.xcconfig", settings: [:], includes: mutual) ?? "none"
        }
        #expect(none == "none")
    }

    /// A copy of the fixture with the app's Info.plist renamed `Sources/BankApp.plist` (so that only
    /// the xcconfig names it), after `edits`.
    static func renamed(edits: [(file: String, text: String, replacement: String)]) throws -> String {
        let path = try AppProjectSupport.copy(
            fixture, edits: edits + [("Config/Shared/App.xcconfig", "= Sources/Info.plist", "= Sources/BankApp.plist")])
        try FileManager.default.moveItem(atPath: path + "/Sources/Info.plist", toPath: path + "/Sources/BankApp.plist")
        return path
    }
}

/// `app-check path/To/App.xcodeproj`: the project's folder is read, with that project as the app's.
@Suite("AppProject: an .xcodeproj given")
struct AppProjectXcodeprojPathTests {
    @Test("an .xcodeproj path is judged as its folder with that project selected (exit 0, not 2)")
    func judged() throws {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("app-xcodeproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        let fixture = AppProjectSupport.fixture(AppProjectXcconfigTests.fixture)
        #expect(
            HPConformance.main([
                "app-check", fixture + "/BankApp.xcodeproj", "--scheme", "bankcapture", "--variant", "callback", "--report-dir",
                reports.path,
            ]) == 0)
        let project = try AppProject.read(fixture + "/BankApp.xcodeproj/")
        #expect(project.root == fixture && project.selectedProject == "BankApp.xcodeproj/project.pbxproj")
        #expect(project.fileRule.contains("BankApp.xcodeproj/project.pbxproj"), "\(project.fileRule)")
        #expect(project.sources.count == 1 && project.sources.path(0) == "Sources/CaptureController.swift")
    }

    @Test(
        "the deployment target as Xcode resolves it: a project level of 12.0 the app target's xcconfig overrides decides nothing; the app target's own 12.0 fails; an extension's 9.0 is not the app's"
    )
    func resolvedLevels() throws {
        func verdict(_ edits: [(file: String, text: String, replacement: String)]) throws -> (status: String, seen: String) {
            let path = try AppProjectSupport.copy(AppProjectXcconfigTests.fixture, edits: edits)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
            let found = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET"))
            return (found.status.rawValue, found.seen)
        }
        let pbxproj = "BankApp.xcodeproj/project.pbxproj"
        let projectLevel = try verdict([(pbxproj, "SDKROOT = iphoneos;", "SDKROOT = iphoneos;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;")]
        )
        #expect(projectLevel.status == "pass", "\(projectLevel)")
        #expect(projectLevel.seen.contains("Config/Shared/App.xcconfig"), "the level that decided is cited: \(projectLevel.seen)")
        let targetLevel = try verdict([
            (
                pbxproj, "PRODUCT_BUNDLE_IDENTIFIER = com.example.bank;",
                "PRODUCT_BUNDLE_IDENTIFIER = com.example.bank;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;"
            )
        ])
        #expect(targetLevel.status == "fail", "\(targetLevel)")
        let extensionLevel = try verdict([(pbxproj, "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "IPHONEOS_DEPLOYMENT_TARGET = 9.0;")])
        #expect(extensionLevel.status == "pass", "the widget extension's 9.0 is not the app's: \(extensionLevel)")
    }

    @Test(
        "the project given is the app's: a second application project beside it (iOS 9) is left out and said so; given the folder, it counts"
    )
    func selected() throws {
        let path = try AppProjectSupport.copy(AppProjectXcconfigTests.fixture)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let legacy = try String(contentsOfFile: path + "/BankApp.xcodeproj/project.pbxproj", encoding: .utf8)
            .replacingOccurrences(
                of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.bank;",
                with: "PRODUCT_BUNDLE_IDENTIFIER = com.example.bank;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 9.0;"
            )
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", with: "")
        try FileManager.default.createDirectory(atPath: path + "/Legacy.xcodeproj", withIntermediateDirectories: true)
        try legacy.write(toFile: path + "/Legacy.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)

        let folder = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.verdict(folder, "HP-APP-DEPLOYMENT-TARGET")?.status == .fail)

        let project = try AppProject.read(path + "/BankApp.xcodeproj")
        #expect(
            project.problems.contains("not the app: 1 other Xcode project(s) (Legacy.xcodeproj): BankApp.xcodeproj was given"),
            "\(project.problems)")
        let given = try AppProjectSupport.judge(path + "/BankApp.xcodeproj", scheme: "bankcapture", variant: .callback)
        #expect(AppProjectSupport.broken(given).isEmpty, "\(AppProjectTargetTests.failures(given))")
    }

    @Test("an .xcodeproj without project.pbxproj is refused in one line naming it")
    func empty() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("app-empty-\(UUID().uuidString)/Empty.xcodeproj").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(throws: KitError.self) { try AppProject.read(path) }
        do { _ = try AppProject.read(path) } catch {
            #expect(
                error.description.contains("Empty.xcodeproj") && error.description.contains("without project.pbxproj"),
                "\(error.description)")
        }
    }
}
