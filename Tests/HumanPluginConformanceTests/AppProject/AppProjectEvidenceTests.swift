import Foundation
import Testing

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel
@testable import HumanPluginConformance

/// A failure rests on a positive reading of the app: what the kit cannot follow (a session made
/// through a typealias or a stored type, an Info.plist it cannot parse, a framework's Info.plist)
/// is a warning saying what and where, never a failure.
@Suite("AppProject: fail only on evidence")
struct AppProjectEvidenceTests {
    static let typealiasSession = """
        import AuthenticationServices

        typealias AuthSession = ASWebAuthenticationSession

        final class CaptureController {
            func capture(link: URL) {
                let session = AuthSession(url: link, callbackURLScheme: "bankcapture") { _, _ in }
                session.start()
            }
        }
        """

    static let metatypeSession = """
        import AuthenticationServices

        final class CaptureController {
            let sessionType: ASWebAuthenticationSession.Type = ASWebAuthenticationSession.self

            func capture(link: URL) {
                let session = sessionType.init(url: link, callbackURLScheme: "bankcapture", completionHandler: { _, _ in })
                session.start()
            }
        }
        """

    static let legacySession = """
        import SafariServices

        final class CaptureController {
            var session: SFAuthenticationSession?

            func capture(link: URL) {
                session = SFAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { _, _ in }
                session?.start()
            }
        }
        """

    static let capture = """
        import AuthenticationServices

        final class CaptureController: NSObject, ASWebAuthenticationPresentationContextProviding {
            func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }

            func capture(link: URL) {
                let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { url, error in
                    guard let url else { return }
                    print(url)
                }
                session.presentationContextProvider = self
                session.prefersEphemeralWebBrowserSession = true
                session.start()
            }
        }
        """

    static func verdicts(_ files: [String: String]) throws -> [Verdict] {
        let path = try AppProjectSupport.project(files)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
    }

    @Test(
        "a session the kit cannot follow (typealias, metatype) is a warning naming where the type is named, not a 'no session' failure",
        arguments: [typealiasSession, metatypeSession])
    func indirectSession(_ swift: String) throws {
        let verdicts = try Self.verdicts(["App/CaptureController.swift": swift])
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.status == .warn, "\(session.seen)")
        #expect(session.seen.contains("App/CaptureController.swift:"), "\(session.seen)")
        #expect(!session.seen.contains("SFSafariViewController"), "\(session.seen)")
    }

    @Test("SFAuthenticationSession as the app's only session is named, not judged as no session")
    func legacySessionNamed() throws {
        let verdicts = try Self.verdicts(["App/CaptureController.swift": Self.legacySession])
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.status != .fail, "\(session.seen)")
        #expect(session.seen.contains("SFAuthenticationSession"), "\(session.seen)")
        #expect(session.seen.contains("App/CaptureController.swift:7"), "\(session.seen)")
    }

    @Test("an app with no session type named anywhere still fails HP-APP-SESSION")
    func noSessionStillFails() throws {
        let verdicts = try Self.verdicts(["App/Home.swift": "struct Home { let title = \"Home\" }\n"])
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.status == .fail, "\(session.seen)")
    }

    @Test("an Info.plist the build preprocesses (#ifdef lines) is found and not read: a warning, not 'no Info.plist found'")
    func preprocessedPlist() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            #ifdef DEBUG
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>bankcapture</string></array></dict></array>
            #endif
            </dict></plist>
            """
        let verdicts = try Self.verdicts(["App/CaptureController.swift": Self.capture, "App/Info.plist": plist])
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.status == .warn, "\(urlType.seen)")
        #expect(urlType.seen.contains("App/Info.plist"), "\(urlType.seen)")
        #expect(!urlType.seen.contains("no Info.plist found"), "\(urlType.seen)")
    }

    @Test("a framework's or an XPC service's Info.plist is not read as the app's URL types", arguments: ["FMWK", "XPC!"])
    func otherBundlePlist(_ type: String) throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundlePackageType</key><string>\(type)</string>
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>bankcapture</string></array></dict></array>
            </dict></plist>
            """
        let verdicts = try Self.verdicts(["App/CaptureController.swift": Self.capture, "App/Info.plist": plist])
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.status == .warn, "\(urlType.seen)")
        #expect(urlType.seen.contains("only other bundles'"), "\(urlType.seen)")
    }

    @Test("a framework's Info.plist next to the app's: the app's URL types are judged, and the framework's set aside")
    func frameworkBesideApp() throws {
        let framework = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundlePackageType</key><string>FMWK</string>
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>othercapture</string></array></dict></array>
            </dict></plist>
            """
        let verdicts = try Self.verdicts(["App/CaptureController.swift": Self.capture, "Kit/Info.plist": framework])
        let urlType = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-URL-TYPE"))
        #expect(urlType.status == .pass, "\(urlType.seen)")
        #expect(!urlType.seen.contains("Kit/Info.plist"), "\(urlType.seen)")
    }

    @Test("a local Swift package's platforms: [.iOS(.v12)] is not taken for the app's deployment target")
    func packagePlatformsNotTheApp() throws {
        let pbxproj = """
            // !$*UTF8*$!
            {
                objects = {
                    A1 = { isa = PBXNativeTarget; name = Capture; productType = "com.apple.product-type.application"; };
                    B1 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
                };
            }
            """
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Networking", platforms: [.iOS(.v12)], targets: [.target(name: "Networking")])
            """
        let verdicts = try Self.verdicts([
            "App/CaptureController.swift": Self.capture, "Capture.xcodeproj/project.pbxproj": pbxproj,
            "Packages/Networking/Package.swift": manifest,
        ])
        let target = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-DEPLOYMENT-TARGET"))
        #expect(target.status == .pass, "\(target.seen)")
        #expect(target.seen.contains("15.0"), "\(target.seen)")
    }
}
