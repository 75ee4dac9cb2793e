import CheckTestSupport
import Testing

@testable import AppDriving
@testable import ConformanceChecks
@testable import ConformanceModel

/// Pre-provisioned users' credentials (`users.static` headers) are secrets as login tokens are:
/// HP-CALLBACK-NO-SECRETS and HP-LOG-NO-SECRETS search for them, and every report redacts them.
@Suite("Static users' credentials")
struct StaticUserCredentialsTests {
    static let alice = KitConfiguration.StaticUser(
        name: "alice",
        headers: [
            "Authorization": "Bearer alice-token-1-3",
            "Cookie": "theme=dark; sid=alice-session-cookie-9",
            "X-Api-Key": "alice-api-key-77",
            "X-Device": "iphone-15-pro-max",
            "Accept-Language": "fr-FR,fr;q=0.9",
        ])

    @Test("Authorization (whole and without its scheme), cookie values and token-named headers are credentials; other headers are not")
    func credentialValues() {
        let values = Set(Self.alice.credentialValues)
        #expect(values == ["Bearer alice-token-1-3", "alice-token-1-3", "alice-session-cookie-9", "alice-api-key-77"], "\(values)")
    }

    @Test("values under 8 characters are left out")
    func shortValues() {
        let user = KitConfiguration.StaticUser(name: "bob", headers: ["Authorization": "Bearer abc", "X-Token": "1234567"])
        #expect(user.credentialValues == ["Bearer abc"])
    }

    @Test("the run's app sessions start with the static users' credentials as secrets")
    func sessionsStartWithThem() {
        let sessions = AppSessions(staticUsers: [Self.alice])
        #expect(Set(sessions.secrets) == Set(Self.alice.credentialValues))
        #expect(AppSessions().secrets.isEmpty)
    }

    @Test("a static user's token in callbackUri breaks HP-CALLBACK-NO-SECRETS")
    func tokenInCallback() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            builder.capture { $0["callbackUri"] = .string("com.example.capture://done?t=alice-token-1-3") }
        }
        var evidence = builder.evidence
        evidence.appSessionSecrets = AppSessions(staticUsers: [Self.alice]).secrets
        let judgement = CallbackNoSecretsCheck().judge(evidence)
        #expect(judgement.status == .broken, "\(judgement.seen)")
        #expect(judgement.seen.contains("app user's session token or cookie"), "\(judgement.seen)")
        #expect(!judgement.seen.contains("alice-token"), "\(judgement.seen)")
    }
}
