import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel

/// The reader rule (GivenFolder) on the project readers: every file of an app project is opened
/// only when it lies inside the folder given, after its links, so a project file cannot make the
/// kit read, then quote into every report, what the partner's folder does not hold.
@Suite("App projects: only files inside the folder given are read")
struct AppProjectReaderRuleTests {
    static let canary = "hp-canary-secret-7f3a91c2"

    /// A copy of the vendor's sample beside a folder `outside` holding `files`; the copy is what the kit is given.
    static func sampleBeside(_ files: [String: String]) throws -> (project: String, outside: URL) {
        let project = try AppProjectSupport.copy("VendorSample")
        let outside = URL(fileURLWithPath: project).deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
        for (name, text) in files {
            let url = outside.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (project, outside)
    }

    /// Every text the kit shows of a reading: the problems and each verdict's text.
    static func everything(_ project: String) throws -> String {
        let reading = try AppProject.read(project)
        let verdicts = try AppProjectSupport.judge(project)
        return (reading.problems + verdicts.map(\.seen)).joined(separator: "\n")
    }

    @Test(
        "a project.pbxproj that is a link to a file of KEY=value lines outside (the machine's environment) is not read, and no value is quoted"
    )
    func linkedProjectFileNotRead() throws {
        let (project, outside) = try Self.sampleBeside(["environ": "HP_CANARY=\(Self.canary)\nPATH=/usr/bin\n"])
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(at: outside)
        }
        let pbxproj = project + "/VendorSample.xcodeproj/project.pbxproj"
        try FileManager.default.removeItem(atPath: pbxproj)
        try FileManager.default.createSymbolicLink(atPath: pbxproj, withDestinationPath: outside.appendingPathComponent("environ").path)
        let plist = project + "/VendorSample/Info.plist"
        let text = try String(contentsOfFile: plist, encoding: .utf8).replacingOccurrences(
            of: "<string>myapp</string>", with: "<string>$(HP_CANARY)</string>")
        try text.write(toFile: plist, atomically: true, encoding: .utf8)
        let shown = try Self.everything(project)
        #expect(!shown.contains(Self.canary), "the linked file's value was quoted:\n\(shown)")
        #expect(shown.contains("VendorSample.xcodeproj/project.pbxproj: a link to outside the folder given"), "\(shown)")
    }

    @Test("a project.pbxproj linked to /proc/self/environ is refused as outside the folder given")
    func procEnvironRefused() throws {
        let project = try AppProjectSupport.copy("VendorSample")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let pbxproj = project + "/VendorSample.xcodeproj/project.pbxproj"
        try FileManager.default.removeItem(atPath: pbxproj)
        try FileManager.default.createSymbolicLink(atPath: pbxproj, withDestinationPath: "/proc/self/environ")
        let reading = try AppProject.read(project)
        #expect(
            reading.problems.contains { $0.hasPrefix("VendorSample.xcodeproj/project.pbxproj: a link to outside the folder given") },
            "\(reading.problems)")
        #expect(reading.settings.isEmpty, "settings were read from the environment: \(reading.settings.prefix(3))")
    }

    @Test("an XcodeGen include of ../x.yml, or of a link inside pointing outside, is not read and says why")
    func xcodeGenIncludeOutside() throws {
        let secretManifest = """
            targets:
              Bank:
                type: application
                platform: iOS
                info:
                  path: App/Info.plist
                  properties:
                    CFBundleURLTypes: [{ CFBundleURLSchemes: ["\(Self.canary)"] }]
            """
        for include in ["../OUTSIDE/x.yml", "Linked/x.yml"] {
            let (project, outside) = try Self.sampleBeside(["x.yml": secretManifest])
            defer {
                try? FileManager.default.removeItem(atPath: project)
                try? FileManager.default.removeItem(at: outside)
            }
            try FileManager.default.createSymbolicLink(atPath: project + "/Linked", withDestinationPath: outside.path)
            let named = include.replacingOccurrences(of: "OUTSIDE", with: outside.lastPathComponent)
            try "name: Bank\ninclude:\n  - path: \(named)\n".write(toFile: project + "/project.yml", atomically: true, encoding: .utf8)
            let reading = try AppProject.read(project)
            #expect(!reading.plists.contains { $0.urlSchemes.contains { $0.value == Self.canary } }, "\(include) was read")
            let shown = try Self.everything(project)
            #expect(!shown.contains(Self.canary), "\(include): \(shown)")
            #expect(reading.problems.contains { $0.contains("outside the folder given") }, "\(include): \(reading.problems)")
        }
    }

    @Test("an INFOPLIST_FILE outside the folder given is not read; HP-APP-URL-TYPE is not judged, never failed, for it")
    func infoPlistOutside() throws {
        let (project, outside) = try Self.sampleBeside([
            "Info.plist": "<plist><dict><key>\(Self.canary)</key><string>x</string></dict></plist>"
        ])
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.removeItem(atPath: project + "/VendorSample/Info.plist")
        let pbxproj = project + "/VendorSample.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8).replacingOccurrences(
            of: "INFOPLIST_FILE = VendorSample/Info.plist;", with: "INFOPLIST_FILE = ../\(outside.lastPathComponent)/Info.plist;")
        try text.write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let reading = try AppProject.read(project)
        #expect(reading.plists.isEmpty)
        #expect(
            reading.problems.contains { $0.contains("INFOPLIST_FILE names") && $0.contains("outside the folder given") },
            "\(reading.problems)")
        let verdicts = try AppProjectSupport.judge(project, scheme: "myapp")
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.status != .fail, "\(urlType.seen)")
        #expect(urlType.seen.contains("outside the folder given"), "\(urlType.seen)")
        #expect(!(try Self.everything(project)).contains(Self.canary))
    }
}
