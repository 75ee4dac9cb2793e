import CheckTestSupport
import Foundation
import Testing

@testable import AppSource
@testable import ConformanceCLI
@testable import ConformanceModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading app projects: the SwiftUI and UIKit fixtures, binary and XML plists, a scheme held in a
/// constant in another file, a scheme built at run time, and bad input.
@Suite("AppProject: reading projects")
struct AppProjectReadingTests {
    @Test("a SwiftUI package app: binary Info.plist, scheme held in a constant of another file, .iOS(.v15)")
    func swiftUIApp() throws {
        let project = try AppProject.read(AppProjectSupport.fixture("SwiftUIApp"))
        #expect(project.plists.map(\.isBinary) == [true])
        #expect(project.problems.isEmpty, "\(project.problems)")
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("SwiftUIApp"), scheme: "com.example.capture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(verdicts.filter { $0.status != .pass }.map { "\($0.checkID): \($0.seen)" })")
        let bare = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE"))
        #expect(bare.locations.first?.file == "Sources/CaptureApp/AppConstants.swift")
        #expect(bare.seen.contains("constant at Sources/CaptureApp/AppConstants.swift:3"))
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.locations.first?.description == "Sources/CaptureApp/Info.plist", "a binary plist has no lines")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET")?.seen.contains("iOS 15") == true)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED")?.seen.contains("canceledLogin") == true)
    }

    @Test("a constant with \"://\" stripped by replacingOccurrences(of:with:) of literals is known; other arguments stay unknown")
    func replacingOccurrencesOfConstant() throws {
        let constant = (
            "Sources/CaptureApp/AppConstants.swift", "callbackScheme = \"com.example.capture\"",
            "callbackScheme = \"com.example.capture://\""
        )
        let stripped = try AppProjectSupport.copy(
            "SwiftUIApp",
            edits: [
                constant,
                (
                    "Sources/CaptureApp/CaptureSession.swift", "callbackURLScheme: AppConstants.callbackScheme)",
                    "callbackURLScheme: AppConstants.callbackScheme.replacingOccurrences(of: \"://\", with: \"\"))"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: stripped) }
        let verdicts = try AppProjectSupport.judge(stripped, scheme: "com.example.capture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(verdicts.filter { $0.status != .pass }.map { "\($0.checkID): \($0.seen)" })")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE")?.seen.hasPrefix("'com.example.capture' at") == true)
        // Replacing something else leaves "://": the scheme is not bare.
        let wrong = try AppProjectSupport.copy(
            "SwiftUIApp",
            edits: [
                constant,
                (
                    "Sources/CaptureApp/CaptureSession.swift", "callbackURLScheme: AppConstants.callbackScheme)",
                    "callbackURLScheme: AppConstants.callbackScheme.replacingOccurrences(of: \"com.\", with: \"\"))"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: wrong) }
        let bare = try #require(
            AppProjectSupport.verdict(try AppProjectSupport.judge(wrong, variant: .callback), "HP-APP-CODE-SCHEME-BARE"))
        #expect(bare.status == .fail && bare.seen.contains("'example.capture://'"), "\(bare.seen)")
        // A replacement that is not a literal is run-time: a warning.
        let runtime = try AppProjectSupport.copy(
            "SwiftUIApp",
            edits: [
                constant,
                (
                    "Sources/CaptureApp/CaptureSession.swift", "callbackURLScheme: AppConstants.callbackScheme)",
                    "callbackURLScheme: AppConstants.callbackScheme.replacingOccurrences(of: separator, with: \"\"))"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        #expect(
            AppProjectSupport.verdict(try AppProjectSupport.judge(runtime, variant: .callback), "HP-APP-CODE-SCHEME-BARE")?.status == .warn)
    }

    @Test("a UIKit app of the Human Token variant: XML plist with $(PRODUCT_BUNDLE_IDENTIFIER), id read from the callback")
    func uiKitHumanToken() throws {
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("UIKitHumanToken"), scheme: "com.example.humantoken", variant: .humanToken)
        for verdict in verdicts { #expect(verdict.status == .pass, "\(verdict.checkID): \(verdict.seen)") }
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE")?.locations.first?.description == "App/Info.plist:12")
        #expect(
            AppProjectSupport.verdict(verdicts, "HP-APP-ID-FROM-CALLBACK")?.locations.first?.description
                == "App/AuthenticationSessionManager.swift:16:83")
    }

    @Test("the Human Token variant is never inferred from the code: without app.variant or --variant the id rule is not judged")
    func variantNotInferred() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("UIKitHumanToken"))
        let id = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-ID-FROM-CALLBACK"))
        #expect(id.status == .skip && id.seen.contains("variant not given"), "\(id.status): \(id.seen)")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-SCHEME-AGREES")?.status == .skip)
    }

    @Test("a scheme built at run time and a run-time ephemeral flag are warnings, never failures")
    func runtimeScheme() throws {
        let verdicts = try AppProjectSupport.judge(AppProjectSupport.fixture("RuntimeScheme"))
        #expect(
            !verdicts.contains { $0.status == .fail || $0.status == .error }, "\(verdicts.filter { $0.status == .fail }.map(\.checkID))")
        #expect(
            AppProjectSupport.broken(verdicts) == [
                "HP-APP-CODE-SCHEME-BARE", "HP-APP-URL-TYPE", "HP-APP-EPHEMERAL", "HP-APP-CANCEL-HANDLED", "HP-APP-DEPLOYMENT-TARGET",
            ])
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CODE-SCHEME-BARE")?.seen.contains("built at run time") == true)
        // A variable, not a constant: the URL-type warning reads as a sentence.
        let variable = try AppProjectSupport.copy(
            "RuntimeScheme", edits: [("Sources/SessionFactory.swift", #"callbackURLScheme: "\(scheme)""#, "callbackURLScheme: scheme")])
        defer { try? FileManager.default.removeItem(atPath: variable) }
        let urlType = try #require(AppProjectSupport.verdict(try AppProjectSupport.judge(variable), "HP-APP-URL-TYPE"))
        #expect(
            urlType.status == .warn
                && urlType.seen.hasPrefix("the scheme is not known statically (scheme is not a string constant the kit can find);"),
            "\(urlType.seen)")
    }

    @Test("the iOS 17.4 callback: form is read; an https callback is not the app's scheme")
    func callbackForm() throws {
        let custom = try AppProjectSupport.copy(
            "VendorSample",
            edits: [
                ("VendorSample/CaptureSessionManager.swift", #"callbackURLScheme: "myapp""#, #"callback: .customScheme("myapp")"#)
            ])
        defer { try? FileManager.default.removeItem(atPath: custom) }
        let verdicts = try AppProjectSupport.judge(custom, scheme: "myapp", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION")?.seen.contains("callback:completionHandler:") == true)

        let web = try AppProjectSupport.copy(
            "VendorSample",
            edits: [
                (
                    "VendorSample/CaptureSessionManager.swift", #"callbackURLScheme: "myapp""#,
                    #"callback: .https(host: "example.com", path: "/done")"#
                )
            ])
        defer { try? FileManager.default.removeItem(atPath: web) }
        let webVerdicts = try AppProjectSupport.judge(web, scheme: "myapp", variant: .callback)
        #expect(
            AppProjectSupport.broken(webVerdicts).isEmpty,
            "\(webVerdicts.filter { $0.status != .pass }.map { "\($0.checkID): \($0.seen)" })")
        for id in ["HP-APP-CODE-SCHEME-BARE", "HP-APP-URL-TYPE", "HP-APP-SCHEME-AGREES"] {
            #expect(AppProjectSupport.verdict(webVerdicts, id)?.seen.contains("not applicable: universal-link callback") == true, "\(id)")
        }
    }

    @Test("SwiftUI's WebAuthenticationSession: .ephemeral and a catch pass; .shared fails; try? is a warning")
    func swiftUIWebAuthentication() throws {
        let verdicts = try AppProjectSupport.judge(
            AppProjectSupport.fixture("SwiftUIWebAuthentication"), scheme: "com.example.capture", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts).isEmpty, "\(verdicts.filter { $0.status != .pass }.map { "\($0.checkID): \($0.seen)" })")
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION")?.seen.contains("SwiftUI") == true)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED")?.seen.contains("catch at line 20") == true)

        let file = "Sources/Capture/CaptureView.swift"
        let shared = try AppProjectSupport.copy(
            "SwiftUIWebAuthentication", edits: [(file, "preferredBrowserSession: .ephemeral", "preferredBrowserSession: .shared")])
        defer { try? FileManager.default.removeItem(atPath: shared) }
        #expect(
            AppProjectSupport.broken(try AppProjectSupport.judge(shared, scheme: "com.example.capture", variant: .callback)) == [
                "HP-APP-EPHEMERAL"
            ])

        let tried = try AppProjectSupport.copy(
            "SwiftUIWebAuthentication", edits: [(file, "_ = try await webAuthenticationSession", "_ = try? await webAuthenticationSession")]
        )
        defer { try? FileManager.default.removeItem(atPath: tried) }
        let verdict = try #require(
            AppProjectSupport.verdict(
                try AppProjectSupport.judge(tried, scheme: "com.example.capture", variant: .callback), "HP-APP-CANCEL-HANDLED"))
        #expect(verdict.status == .warn && verdict.seen.contains("try?"))
    }

    @Test("a completion handler named by reference is followed to its function")
    func handlerByReference() throws {
        let path = try AppProjectSupport.copy(
            "VendorSample",
            edits: [
                (
                    "VendorSample/CaptureSessionManager.swift",
                    """
                    ) { callbackURL, _ in
                                self.session = nil
                                completion(callbackURL != nil)
                            }
                    """,
                    """
                    , completionHandler: finished)
                    """
                ),
                (
                    "VendorSample/CaptureSessionManager.swift", "    static let shared",
                    "    func finished(_ url: URL?, _ error: Error?) { print(url == nil) }\n    static let shared"
                ),
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback)
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED")?.status == .pass)
    }

    @Test("no session in Swift but Objective-C files beside it: a warning, not a failure (Objective-C is not read)")
    func objectiveC() throws {
        let path = try AppProjectSupport.copy(
            "VendorSample",
            edits: [
                (
                    "VendorSample/CaptureSessionManager.swift", "let newSession = ASWebAuthenticationSession(",
                    "let newSession = LegacyCaptureSession("
                )
            ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("@implementation LegacyCaptureSession\n@end\n".utf8).write(
            to: URL(fileURLWithPath: path + "/VendorSample/LegacyCaptureSession.m"))
        let verdicts = try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback)
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.status == .warn && session.seen.contains("Objective-C"))
        #expect(!verdicts.contains { $0.status == .fail })
    }

    // MARK: - Bad input

    @Test("app-check options: --only and --skip take app checks or the group; anything else is a usage error (exit 2)")
    func options() throws {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("app-options-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        let sample = AppProjectSupport.fixture("VendorSample")
        // A check left out makes the run partial: it passes only when a partial run is asked for.
        #expect(
            HPConformance.main(["app-check", sample, "--scheme", "myapp", "--only", "HP-APP-EPHEMERAL", "--report-dir", reports.path]) == 1)
        let json = try String(contentsOf: reports.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("left out by --only/--skip") && json.contains("\"status\": \"partial\""))
        #expect(
            HPConformance.main([
                "app-check", sample, "--scheme", "myapp", "--only", "HP-APP-EPHEMERAL", "--partial", "--report-dir", reports.path,
            ]) == 0)
        #expect(HPConformance.main(["app-check", sample, "--skip", "app", "--report-dir", reports.path]) == 1)
        #expect(HPConformance.main(["app-check", sample, "--skip", "app", "--partial", "--report-dir", reports.path]) == 0)
        #expect(HPConformance.main(["app-check", sample, "--only", "HP-CREATE-FLOW", "--report-dir", reports.path]) == 2)
        #expect(HPConformance.main(["app-check", sample, "--variant", "web", "--report-dir", reports.path]) == 2)
        #expect(HPConformance.main(["app-check", "--report-dir", reports.path]) == 2, "no PATH and no --config")
        #expect(HPConformance.main(["app-check", sample, "other", "--report-dir", reports.path]) == 2)
    }

    @Test("a path that is not a directory, or not there, is one clear error (exit 2)")
    func notADirectory() throws {
        let file = AppProjectSupport.fixture("VendorSample/VendorSample/Info.plist")
        #expect(
            throws: KitError.file(path: file, problem: "not a directory (give the folder holding the app's .xcodeproj or Package.swift)")
        ) {
            try AppProject.read(file)
        }
        #expect(throws: KitError.self) { try AppProject.read("/nonexistent/app") }
        #expect(HPConformance.main(["app-check", file]) == 2)
        #expect(HPConformance.main(["app-check", "/nonexistent/app"]) == 2)
    }

    @Test("a directory with nothing to judge is exit 2")
    func emptyDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("readme".utf8).write(to: directory.appendingPathComponent("README.md"))
        #expect(
            throws: KitError.file(
                path: directory.path,
                problem: "nothing to judge: no Swift or Objective-C file, Info.plist, .xcodeproj or Package.swift under it")
        ) {
            try AppProject.read(directory.path)
        }
        #expect(HPConformance.main(["app-check", directory.path]) == 2)
    }

    @Test("no Info.plist: one line, the URL-type check fails, the Swift rules are judged (exit 1)")
    func noInfoPlist() throws {
        let path = try AppProjectSupport.copy("VendorSample")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.removeItem(atPath: path + "/VendorSample/Info.plist")
        let project = try AppProject.read(path)
        #expect(project.problems.contains { $0.contains("no Info.plist found") })
        #expect(project.problems.contains { $0.contains("INFOPLIST_FILE names VendorSample/Info.plist, which is not there") })
        let verdicts = try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts) == ["HP-APP-URL-TYPE"])
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL")?.status == .pass)
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("app-reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(HPConformance.main(["app-check", path, "--scheme", "myapp", "--report-dir", reports.path]) == 1)
    }

    @Test("a malformed plist is one line naming it; the rest is judged")
    func malformedPlist() throws {
        let path = try AppProjectSupport.copy("VendorSample")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("<plist><dict><key>CFBundleURLTypes</key>".utf8).write(to: URL(fileURLWithPath: path + "/VendorSample/Info.plist"))
        let project = try AppProject.read(path)
        let problem = try #require(project.problems.first { $0.hasPrefix("VendorSample/Info.plist: ") })
        #expect(problem.contains("not read as a property list: XML plist, line 1: "))
        #expect(!problem.contains("\n"))
        let verdicts = try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback)
        #expect(AppProjectSupport.broken(verdicts) == ["HP-APP-URL-TYPE"])
    }

    @Test("a plist nested 10,000 deep is refused in one line, not decoded")
    func deepPlist() throws {
        let path = try AppProjectSupport.copy("VendorSample")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let deep =
            "<plist><dict><key>a</key>" + String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000)
            + "</dict></plist>"
        try Data(deep.utf8).write(to: URL(fileURLWithPath: path + "/VendorSample/Info.plist"))
        let project = try AppProject.read(path)
        #expect(
            project.problems.contains(
                "VendorSample/Info.plist: not read as a property list: XML plist, line 1: arrays and dictionaries nested deeper than 128"))
    }

    @Test(
        "an unreadable plist is one line naming it",
        .enabled(if: geteuid() != 0, "root can read a file without permissions: nothing to test"))
    func unreadablePlist() throws {
        let path = try AppProjectSupport.copy("VendorSample")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plist = path + "/VendorSample/Info.plist"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: plist)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plist) }
        let project = try AppProject.read(path)
        #expect(project.problems.contains { $0.hasPrefix("VendorSample/Info.plist: cannot be read") })
    }

    @Test("a Swift file that is not UTF-8 is one line naming it; the other files are judged")
    func notUTF8() throws {
        let path = try AppProjectSupport.copy("VendorSample")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path + "/VendorSample/Latin1.swift"))
        let project = try AppProject.read(path)
        #expect(project.problems == ["VendorSample/Latin1.swift: not UTF-8 text; not read"])
        #expect(project.sources.count == 4)
        #expect(AppProjectSupport.broken(try AppProjectSupport.judge(path, scheme: "myapp", variant: .callback)).isEmpty)
    }
}
