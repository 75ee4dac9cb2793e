import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceChecks

/// The project's Swift files are read one at a time: only the files creating a session (and a few
/// lexed again for a rule) hold their tokens, so memory follows the bytes rather than the tokens;
/// a file lexed again has the tokens it had when read.
@Suite("AppProject: Swift files held")
struct SwiftSourcesTests {
    static let session = """
        import AuthenticationServices
        final class Capture: NSObject {
            func begin(link: URL) {
                let session = ASWebAuthenticationSession(url: link, callbackURLScheme: "heldapp") { url, error in
                    guard let url else { return }
                    print(url)
                }
                session.start()
            }
        }
        """

    static func feature(_ index: Int) -> String {
        (0..<40).map {
            "struct Feature\(index)x\($0) { let title = \"feature \($0)\"; func count() -> Int { [1, 2, 3].map { $0 * \($0) }.count } }\n"
        }.joined()
    }

    static func project(features: Int, extra: [String: String] = [:]) throws -> String {
        var files = ["App/Capture.swift": session]
        for index in 0..<features { files["App/Features/Feature\(index).swift"] = feature(index) }
        files.merge(extra) { $1 }
        return try AppProjectBoundsTests.scratch(files)
    }

    @Test("after reading and judging, only the session file's tokens and a few files lexed again are held, not all files'")
    func heldTokens() throws {
        let root = try Self.project(features: 30)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try AppProject.read(root)
        let sources = project.sources
        #expect(sources.count == 31)
        let site = try #require(project.sessions.first)
        let sessionTokens = sources[site.file].tokens.count
        let allTokens = sources.indices.reduce(0) { $0 + sources.tokens($1).count }
        #expect(sessionTokens > 0 && allTokens > 20 * sessionTokens, "\(sessionTokens) of \(allTokens)")
        #expect(sources.heldTokens == sessionTokens, "held \(sources.heldTokens), session file \(sessionTokens)")

        let app = AppEvidence(project: project, configuredScheme: "heldapp")
        let verdicts = AppCheckRun.verdicts(catalogue: ConformanceHarness.specs.catalogue, app: app)
        #expect(!verdicts.isEmpty)
        let largestFile = sources.indices.map { sources.tokens($0).count }.max() ?? 0
        #expect(sources.heldTokens <= sessionTokens + 4 * largestFile, "held \(sources.heldTokens) after judging")
        #expect(sources.heldTokens < allTokens / 4, "held \(sources.heldTokens) of \(allTokens)")
    }

    @Test("a file lexed again has the tokens, brackets and excerpts it had when read")
    func lexedAgain() throws {
        let root = try Self.project(features: 3)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try AppProject.read(root)
        let index = try #require(project.sources.indices.first { project.sources.path($0) == "App/Features/Feature1.swift" })
        let again = project.sources[index]
        let fresh = SwiftSource(path: again.path, bytes: Array(Self.feature(1).utf8))
        #expect(again.tokens == fresh.tokens)
        #expect(again.partner.storage == fresh.partner.storage)
        let literal = try #require(fresh.tokens.first { $0.kind == .string })
        #expect(project.sources.location(index, literal, masking: literal) == fresh.location(literal, masking: literal))
        #expect(project.sources.location(index, literal).excerpt.hasPrefix("struct Feature1x0 { let title = \"feature 0\""))
    }

    @Test("a file is lexed again for a handler or a session property only when its digest says it declares or assigns it")
    func digests() throws {
        let handlers =
            "final class Handlers { func finish(_ url: URL?, _ error: Error?) { }; func finish(_ url: URL?) { }; func other() { holder.session?.presentationContextProvider = self }; func declared(_ a: Int, _ b: Int); }"
        let root = try Self.project(features: 2, extra: ["App/Handlers.swift": handlers])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try AppProject.read(root)
        let sources = project.sources
        let index = try #require(sources.indices.first { sources.path($0) == "App/Handlers.swift" })
        #expect(sources.mayDeclare("finish", arity: 2, in: index) && sources.mayDeclare("finish", arity: 1, in: index))
        #expect(!sources.mayDeclare("finish", arity: 3, in: index) && !sources.mayDeclare("other", arity: 1, in: index))
        #expect(sources.mayDeclare("other", arity: 0, in: index) && !sources.mayDeclare("declared", arity: 2, in: index))
        #expect(sources.mayAssign("presentationContextProvider", of: "session", in: index))
        #expect(!sources.mayAssign("presentationContextProvider", of: "holder", in: index))
        #expect(!sources.mayAssign("prefersEphemeralWebBrowserSession", of: "session", in: index))
        let feature = try #require(sources.indices.first { sources.path($0) == "App/Features/Feature0.swift" })
        #expect(!sources.mayDeclare("finish", arity: 2, in: feature) && sources.mayDeclare("count", arity: 0, in: feature))
        #expect(sources.mayHold("Feature0x1", in: feature) && !sources.mayHold("Feature1x1", in: feature))
    }

    @Test(
        "the literals kept when a file is read are those the secret rules report; a configured token is found in a file not held, whether the project was read with it or not"
    )
    func reportedLiterals() throws {
        let secrets =
            #"let a = "plain"; let b = "Bearer abcdefghijklmnop"; let c = "https://api.humanplugin.example/v1/processes"; let d = "x-configured-token-1234""#
        let root = try Self.project(features: 2, extra: ["App/Secrets.swift": secrets])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try AppProject.read(root)
        let index = try #require(project.sources.indices.first { project.sources.path($0) == "App/Secrets.swift" })
        #expect(
            project.sources.reportedLiterals(index).compactMap(\.value) == [
                "Bearer abcdefghijklmnop", "https://api.humanplugin.example/v1/processes",
            ])
        #expect(project.sources.heldTokens == project.sources[project.sessions[0].file].tokens.count)

        let withToken = AppCheckRun.verdicts(
            catalogue: ConformanceHarness.specs.catalogue,
            app: AppEvidence(project: project, configuredScheme: "heldapp", humanPluginToken: "configured-token-1234"))
        let credential = try #require(AppProjectSupport.verdict(withToken, "HP-APP-NO-CREDENTIAL"))
        #expect(credential.status == .fail)
        #expect(credential.seen.contains("the Human Plugin token is written in the app at App/Secrets.swift:1"), "\(credential.seen)")
        let processCall = try #require(AppProjectSupport.verdict(withToken, "HP-APP-NO-PROCESS-CALL"))
        #expect(processCall.status == .fail)

        // Read with the token: the literal holding it is kept, and the verdict is the same as from lexing again.
        let digested = try AppProject.read(root, humanPluginToken: "configured-token-1234")
        let digestedIndex = try #require(digested.sources.indices.first { digested.sources.path($0) == "App/Secrets.swift" })
        #expect(
            digested.sources.reportedLiterals(digestedIndex).compactMap(\.value)
                == ["Bearer abcdefghijklmnop", "https://api.humanplugin.example/v1/processes", "x-configured-token-1234"])
        let fromDigest = AppCheckRun.verdicts(
            catalogue: ConformanceHarness.specs.catalogue,
            app: AppEvidence(project: digested, configuredScheme: "heldapp", humanPluginToken: "configured-token-1234"))
        #expect(AppProjectSupport.verdict(fromDigest, "HP-APP-NO-CREDENTIAL") == credential)
        #expect(digested.sources.heldTokens == digested.sources[digested.sessions[0].file].tokens.count)
    }
}
