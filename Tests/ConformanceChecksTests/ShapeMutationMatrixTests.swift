import ExampleRunTestSupport
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ExampleBackend

/// The mutation matrix for the call kinds of real partner APIs: every starter shape of `init`
/// (logins with a bearer token, rotating cookie sessions, asynchronous results, errors in 200
/// bodies, other paths and layouts) and combinations of them. Each shape's correct back-end passes
/// every check; each planted fault fails exactly its checks.
@Suite("Mutation matrix: partner API shapes", .serialized)
struct ShapeMutationMatrixTests {
    struct Mutation: CustomTestStringConvertible, Sendable {
        var shape: ExampleAPIShape
        var fault: ExampleShapeFault
        var intended: Set<String>
        /// Checks that break as a direct consequence (reason where listed).
        var consequences: Set<String> = []
        /// What the intended check's finding must say.
        var says: String
        var testDescription: String { "\(shape.rawValue) + \(fault.rawValue)" }
    }

    static let mutations: [Mutation] = [
        Mutation(
            shape: .loginBearer, fault: .identityIgnored, intended: ["HP-IDOR-FOREIGN-ID"],
            says: "'capture ended' (POST /api/captures/{id}/ended) with another user's id answered 200"),
        Mutation(
            shape: .cookieSession, fault: .identityIgnored, intended: ["HP-IDOR-FOREIGN-ID"],
            says: "'capture ended' (POST /api/captures/{id}/ended) with another user's id answered 200"),
        // Every poll says "processing": no outcome for any final state, nor for a failed read or
        // a read that never answers ("in progress" is no answer), in every scenario.
        Mutation(
            shape: .asyncPoll, fault: .resultNeverFinishes, intended: ["HP-OUTCOME-FOLLOWS-STATE"],
            consequences: ["HP-FAULT-READ-ERROR", "HP-FAULT-READ-TIMEOUT", "HP-RESULT-WITHIN-BOUND"], says: "then no result within 1 s"),
        // The read hangs and the back-end waits for ever: "processing" to every poll is silence, not pending.
        Mutation(
            shape: .asyncPoll, fault: .readHangs, intended: ["HP-FAULT-READ-TIMEOUT", "HP-RESULT-WITHIN-BOUND"],
            says: "no result within 1 s"),
        Mutation(
            shape: .asyncPoll, fault: .resultNoOwnership, intended: ["HP-IDOR-FOREIGN-ID"],
            says: "'result' (GET /api/verifications/{id}) with another user's id answered 200 with 'approved'"),
        Mutation(
            shape: .location, fault: .resultNoOwnership, intended: ["HP-IDOR-FOREIGN-ID"],
            says: "'result' (GET /api/v1/kyc-sessions/{id}) with another user's id answered 200 with 'approved'"),
        // "Capture ended" echoes the app's claim ('approved' at the result's outcome pointer) while
        // the poll answers the true state: the outcome the ended answer carries is judged.
        Mutation(
            shape: .asyncPoll, fault: .endedEchoesClaim, intended: ["HP-OUTCOME-SERVER-DECIDES"],
            says: "the app claimed success and the back-end reported 'approved'"),
        // The create that never answers also ends in a failed start, answered {"ok": true} likewise.
        Mutation(
            shape: .bodyErrors, fault: .errorAsSuccess, intended: ["HP-FAULT-CREATE-ERROR"], consequences: ["HP-FAULT-CREATE-TIMEOUT"],
            says: "the app got 200 with no link"),
    ]

    @Test(
        "each shape's correct back-end passes every check, and no credential reaches the report",
        arguments: ExampleAPIShape.allCases)
    func correctShapePasses(_ shape: ExampleAPIShape) throws {
        let (result, credentials) = try ShapeHarness.run(shape)
        for verdict in result.verdicts {
            // Attach mode: the kit did not start the back-end, so it has no output to search.
            let expected: VerdictStatus = verdict.checkID == "HP-LOG-NO-SECRETS" ? .skip : .pass
            #expect(verdict.status == expected, "\(verdict.checkID): \(verdict.seen)")
        }
        #expect(result.isConformant)
        let text = "\(result)"
        #expect(!text.contains(ShapeHarness.password), "the login password reached the report")
        if shape == .loginBearer || shape == .cookieSession {
            #expect(credentials.count >= 10, "\(credentials.count) credentials handed out")
            for credential in credentials {
                #expect(!text.contains(credential), "a token or session id reached the report")
            }
        }
        if shape == .cookieSession {
            // The back-end rotates the session on every answer; the run passing means the kit followed.
            #expect(credentials.count > result.journal.filter { $0.step == "login" }.count)
        }
        if shape == .location {
            // The id came only in Location, "capture ended" was answered 204 without a body.
            #expect(result.journal.contains { $0.step == "start" && $0.response?.status == 201 && $0.response?.headers["Location"] != nil })
            #expect(result.journal.contains { $0.step == "ended" && $0.response?.status == 204 && $0.response?.body.isEmpty == true })
            #expect(result.journal.contains { $0.step == "result" })
        }
        if shape == .asyncPoll {
            let polls = result.journal.filter { $0.step == "result" }
            #expect(!polls.isEmpty)
            let foreign = try #require(result.verdicts.first { $0.checkID == "HP-IDOR-FOREIGN-ID" })
            #expect(foreign.seen.contains("'result' (GET /api/verifications/{id}) 404"), "\(foreign.seen)")
            let forged = try #require(result.verdicts.first { $0.checkID == "HP-IDOR-FORGED-ID" })
            #expect(forged.seen.contains("'result' (GET /api/verifications/{id}) 404"), "\(forged.seen)")
        }
    }

    @Test(
        "the example back-end behind each combination of starter shapes passes every check against the combined starter",
        arguments: ShapeHarness.combinations)
    func combinationPasses(_ shapes: [ExampleAPIShape]) throws {
        let api = try #require(ExampleAPI(shapes))
        let (result, _) = try ShapeHarness.run(api)
        for verdict in result.verdicts {
            let expected: VerdictStatus = verdict.checkID == "HP-LOG-NO-SECRETS" ? .skip : .pass
            #expect(verdict.status == expected, "\(api) \(verdict.checkID): \(verdict.seen)")
        }
        #expect(result.isConformant)
    }

    @Test("each planted fault fails exactly its checks", arguments: mutations)
    func faultBreaksItsChecks(_ mutation: Mutation) throws {
        let (result, _) = try ShapeHarness.run(mutation.shape, faults: [mutation.fault]) { configuration in
            configuration.result?.boundSeconds = 1
        }
        let broken = ConformanceHarness.broken(result)
        let expected = mutation.intended.union(mutation.consequences)
        #expect(
            broken == expected, "unexpected: \(broken.subtracting(expected).sorted()), missing: \(expected.subtracting(broken).sorted())")
        for id in mutation.intended {
            let verdict = try #require(result.verdicts.first { $0.checkID == id })
            #expect(verdict.status == .fail)
            #expect(verdict.seen.contains(mutation.says), "\(id): \(verdict.seen)")
            #expect(!verdict.evidence.isEmpty)
        }
        #expect(!result.isConformant)
    }

    @Test("a login the back-end refuses stops the run as a kit error naming the user and the call")
    func refusedLogin() throws {
        do {
            _ = try ShapeHarness.run(.loginBearer, faults: [.loginRefused])
            Issue.record("the run went on after a refused login")
        } catch {
            guard case let .login(user, call, answer) = error as? KitError else {
                Issue.record("\(error)")
                return
            }
            #expect(user.hasPrefix("app-user-") && call == "POST /api/login")
            #expect(answer.hasPrefix("answered 401"), "\(answer)")
        }
    }
}
