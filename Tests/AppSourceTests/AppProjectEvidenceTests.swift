import CheckTestSupport
import Foundation
import Testing

@testable import ConformanceModel

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
        "a session made through a metatype kept in a property (sessionType.init(url:callbackURLScheme:…)) is found and judged: its missing ephemeral flag fails"
    )
    func metatypeSessionJudged() throws {
        let verdicts = try Self.verdicts(["App/CaptureController.swift": Self.metatypeSession])
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION")?.status == .pass)
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .fail && ephemeral.seen.contains("App/CaptureController.swift:7"), "\(ephemeral.seen)")
    }

    @Test("a session made as Self(url:callbackURLScheme:…) in a protocol extension is found and judged: its unhandled cancel fails")
    func selfSessionJudged() throws {
        let swift = """
            import AuthenticationServices

            protocol CaptureSessionMaking {
                init(url: URL, callbackURLScheme: String?, completionHandler: @escaping (URL?, Error?) -> Void)
            }

            extension ASWebAuthenticationSession: CaptureSessionMaking {}

            extension CaptureSessionMaking {
                static func capture(link: URL) -> Self {
                    Self(url: link, callbackURLScheme: "bankcapture") { url, _ in print(url!) }
                }
            }
            """
        let verdicts = try Self.verdicts(["App/CaptureSessionMaking.swift": swift])
        #expect(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION")?.status == .pass)
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.status == .fail && cancel.seen.contains("App/CaptureSessionMaking.swift"), "\(cancel.seen)")
    }

    @Test(
        "a session the kit cannot follow (a typealias) is a warning naming where the type is named, not a 'no session' failure",
        arguments: [typealiasSession])
    func indirectSession(_ swift: String) throws {
        let verdicts = try Self.verdicts(["App/CaptureController.swift": swift])
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.status == .warn, "\(session.seen)")
        #expect(session.seen.contains("App/CaptureController.swift:"), "\(session.seen)")
        #expect(!session.seen.contains("SFSafariViewController"), "\(session.seen)")
    }

    @Test(
        "no session the kit can follow, but the app hands a presenter to a library call (signIn(withPresenting:), presentationContextProvider:): a warning, not 'no session'",
        arguments: [
            "GIDSignIn.sharedInstance.signIn(withPresenting: controller) { _, _ in }",
            "client.authorizeURLHandler = URLHandler(callbackUrlScheme: \"bankcapture\", presentationContextProvider: provider)",
        ])
    func presenterHandedToLibrary(_ call: String) throws {
        let swift =
            "import UIKit\n\nfinal class Login {\n    func logIn(controller: UIViewController, provider: AnyObject) {\n        \(call)\n    }\n}\n"
        let verdicts = try Self.verdicts(["App/Login.swift": swift])
        let session = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-SESSION"))
        #expect(session.status == .warn && session.seen.contains("hands a presenter to a call at App/Login.swift:5"), "\(session.seen)")
    }

    @Test(
        "the ephemeral flag or the provider set on an alias of the session, or the session handed to a call before start(): a warning, not 'never set'"
    )
    func configuredOutOfSight() throws {
        let alias = """
            import AuthenticationServices

            final class Authorizer {
                var authenticationSession: AnyObject?

                func authorize(link: URL) {
                    authenticationSession = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { url, error in
                        guard let url else { return }
                        print(url)
                    }
                    if let session = authenticationSession as? ASWebAuthenticationSession {
                        session.presentationContextProvider = Provider()
                        session.prefersEphemeralWebBrowserSession = true
                    }
                    (authenticationSession as! ASWebAuthenticationSession).start()
                }
            }
            """
        let aliased = try Self.verdicts(["App/Authorizer.swift": alias])
        for (id, line) in [("HP-APP-EPHEMERAL", 13), ("HP-APP-PRESENTATION-CONTEXT", 12)] {
            let verdict = try #require(AppProjectSupport.verdict(aliased, id))
            #expect(
                verdict.status == .warn
                    && verdict.seen.contains("is set at App/Authorizer.swift:\(line) on a value the kit cannot tie to it"),
                "\(id): \(verdict.seen)")
        }
        let handedOn = """
            import AuthenticationServices

            final class Authorizer {
                func authorize(link: URL, configure: (ASWebAuthenticationSession) -> Void) {
                    let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "bankcapture") { url, error in
                        guard let url else { return }
                        print(url)
                    }
                    configure(session)
                    session.start()
                }
            }
            """
        let verdicts = try Self.verdicts(["App/Authorizer.swift": handedOn])
        for id in ["HP-APP-EPHEMERAL", "HP-APP-PRESENTATION-CONTEXT"] {
            let verdict = try #require(AppProjectSupport.verdict(verdicts, id))
            #expect(
                verdict.status == .warn && verdict.seen.contains("handed to a call at App/Authorizer.swift:9"), "\(id): \(verdict.seen)")
        }
        // Without the call, nothing can set them: both fail.
        let closed = try Self.verdicts(["App/Authorizer.swift": handedOn.replacingOccurrences(of: "configure(session)\n", with: "")])
        #expect(AppProjectSupport.verdict(closed, "HP-APP-EPHEMERAL")?.status == .fail)
        #expect(AppProjectSupport.verdict(closed, "HP-APP-PRESENTATION-CONTEXT")?.status == .fail)
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
