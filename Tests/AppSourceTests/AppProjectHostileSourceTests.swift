import CheckTestSupport
import Foundation
import Testing

@testable import ConformanceChecks

/// Source the kit does not expect (token soup around the shapes the rules look for, cut-off files)
/// is judged without a crash or a hang: every check answers.
@Suite("AppProject: hostile sources")
struct AppProjectHostileSourceTests {
    static let vocabulary = [
        "ASWebAuthenticationSession", "(", ")", "{", "}", "[", "]", "url:", "callbackURLScheme:", "callback:", "completionHandler:",
        ".customScheme", ".https", "\"myapp\"", "\"a\\(b)c\"", "#\"raw\"#", "\"\"\"\n x \n\"\"\"", "let", "var", "scheme", "=", "!=", "nil",
        "in", "_", ",", ".", "?", "!", "start", "presentationContextProvider", "prefersEphemeralWebBrowserSession", "true", "queryItems",
        "absoluteString", "contains", "\"status\"", "\"id\"", "==", "$0", "name", "canceledLogin", "func", "authenticate", "using:",
        "preferredBrowserSession:", "do", "catch", "try", "/*", "*/", "//", "\n", "\"", "\\", "#", "`", "enum", "static", "Config",
        "humanPluginToken",
    ]

    @Test("token soup never crashes the checks", arguments: 0..<6)
    func tokenSoup(_ seed: Int) throws {
        var generator = SoupGenerator(seed: UInt64(seed) &+ 0x9E3779B97F4A7C15)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-soup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in 0..<60 {
            let words = (0..<Int.random(in: 1...300, using: &generator)).map { _ in Self.vocabulary.randomElement(using: &generator)! }
            try Data(words.joined(separator: Bool.random(using: &generator) ? " " : "").utf8).write(
                to: directory.appendingPathComponent("F\(file).swift"))
        }
        let verdicts = try AppProjectSupport.judge(directory.path, scheme: "myapp", variant: .humanToken, token: "hp_live_0123456789")
        #expect(verdicts.count == AppChecks.all.count)
        #expect(!verdicts.contains { $0.status == .error })
    }

    @Test("every prefix of the vendor's session manager is judged (cut-off files)")
    func prefixes() throws {
        let text = try String(
            contentsOfFile: AppProjectSupport.fixture("VendorSample/VendorSample/CaptureSessionManager.swift"), encoding: .utf8)
        let bytes = Array(text.utf8)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for cut in stride(from: 0, through: bytes.count, by: 3) {
            try Data(bytes[0..<cut]).write(to: directory.appendingPathComponent("P\(cut).swift"))
        }
        let verdicts = try AppProjectSupport.judge(directory.path, scheme: "myapp", variant: .callback)
        #expect(verdicts.count == AppChecks.all.count)
    }
}

/// A small deterministic generator (SplitMix64), so a failing soup can be replayed.
struct SoupGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
