import CheckTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel

/// HP-START-* and HP-BROWSER-RETURNS: what the app received, and where the browser session took it.
/// In a happy capture the start is #1, the create #2, the capture page #3, the ended call #4, the read #5.
@Suite("Start and browser checks alone")
struct StartCheckTests: CheckUnitTests {
    static let covered = ["HP-START-ID-LINK", "HP-START-NO-LEAK", "HP-BROWSER-RETURNS"]

    // MARK: HP-START-ID-LINK

    @Test("the issued id and link, relayed as they are, hold HP-START-ID-LINK, citing the start and the create")
    func idAndLinkRelayed() {
        expectHeld(judge(StartIDLinkCheck(), .happyCapture()), cites: [1, 2])
    }

    @Test("an id other than the one issued breaks HP-START-ID-LINK")
    func otherID() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(receivedID: "proc-101-copy") }
        expectBroken(
            judge(StartIDLinkCheck(), builder), cites: [1, 2],
            saying: "happy/finished-ok#1: id 'proc-101-copy' is not the issued 'proc-101'")
    }

    @Test("a link other than the one issued breaks HP-START-ID-LINK")
    func otherLink() {
        var builder = EvidenceBuilder.happyCapture()
        builder.editJourney { $0.start?.link = "http://127.0.0.1:8099/capture/proc-101?lang=en" }
        expectBroken(
            judge(StartIDLinkCheck(), builder), cites: [1, 2],
            saying: "link 'http://127.0.0.1:8099/capture/proc-101?lang=en' differs from the issued 'http://127.0.0.1:8099/capture/proc-101'"
        )
    }

    @Test(
        "a process issued but an error or no id told to the app breaks HP-START-ID-LINK",
        arguments: [
            (502, nil, "happy/finished-ok#1: Human Plugin issued a process but the start answered 502"),
            (201, nil, "happy/finished-ok#1: no process id at /id in the start answer"),
        ] as [(Int, String?, String)])
    func processIssuedButNotRelayed(status: Int, id: String?, message: String) {
        var builder = EvidenceBuilder.happyCapture()
        builder.editJourney { journey in
            journey.start?.status = status
            journey.start?.id = id
        }
        expectBroken(judge(StartIDLinkCheck(), builder), cites: [1, 2], saying: message)
    }

    @Test("a start answer in a content coding the kit does not decode leaves HP-START-ID-LINK not judged, naming the coding")
    func encodedStartAnswer() {
        var builder = EvidenceBuilder.happyCapture()
        builder.editJourney { journey in
            journey.start?.id = nil
            journey.start?.link = nil
        }
        builder.editExchange(1) { $0.response?.headers.set("Content-Encoding", "gzip") }
        let judgement = judge(StartIDLinkCheck(), builder)
        #expect(judgement.status == .couldNotJudge, "\(judgement.seen)")
        #expect(judgement.seen.contains("#1 came encoded (Content-Encoding: gzip), which the kit does not decode"), "\(judgement.seen)")

        // `identity` is no coding: the missing id is the back-end's.
        builder.editExchange(1) { $0.response?.headers.set("Content-Encoding", "identity") }
        expectBroken(judge(StartIDLinkCheck(), builder), cites: [1, 2], saying: "no process id at /id in the start answer")
    }

    @Test("with no process issued, HP-START-ID-LINK has nothing to judge")
    func nothingIssued() {
        var builder = EvidenceBuilder.happyCapture()
        builder.processes = []
        expectNotApplicable(judge(StartIDLinkCheck(), builder))
    }

    // MARK: HP-START-NO-LEAK

    @Test("answers without secrets hold HP-START-NO-LEAK, citing every answer to the app")
    func noLeak() {
        expectHeld(judge(StartNoLeakCheck(), .happyCapture()), cites: [1, 4])
    }

    @Test("a start answer echoing the document number breaks HP-START-NO-LEAK")
    func startEchoesNumber() {
        var builder = EvidenceBuilder.happyCapture()
        let number = builder.evidence.scenarios[0].journeys[0].context.documentNumber
        builder.editExchange(1) { $0.response?.body = Array(#"{"id": "proc-101", "link": "x", "documentNumber": "\#(number)"}"#.utf8) }
        expectBroken(
            judge(StartNoLeakCheck(), builder), cites: [1],
            saying: "#1 (start answer, 201): the answer to the app contains the document number")
    }

    @Test("an error answer with the token in a header breaks HP-START-NO-LEAK")
    func errorHeaderCarriesToken() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(answer: .error(502)) }
        builder.editExchange(4) { $0.response?.headers.add("X-Upstream-Authorization", "Bearer hp-sandbox-token-0001") }
        expectBroken(
            judge(StartNoLeakCheck(), builder), cites: [4],
            saying: "#4 (ended answer, 502): the answer to the app contains the Human Plugin token")
    }

    // MARK: HP-BROWSER-RETURNS

    @Test(
        "a session returning to the registered callbackUri holds HP-BROWSER-RETURNS, in both app variants",
        arguments: [KitConfiguration.Variant.callback, .humanToken])
    func sessionReturns(variant: KitConfiguration.Variant) {
        let builder = EvidenceBuilder.happyCapture(configure: { $0.app.variant = variant })
        expectHeld(judge(BrowserReturnsCheck(), builder), cites: [1, 3])
        if variant == .humanToken {
            #expect(builder.evidence.scenarios[0].journeys[0].browser?.callbackURL == "com.example.capture://capture-done?id=proc-101")
        }
    }

    @Test(
        "a session that never returned, or returned elsewhere, breaks HP-BROWSER-RETURNS",
        arguments: [
            (nil, "happy/finished-ok#1: the session never returned to the app (no redirect)"),
            (
                "https://example.com/done",
                "happy/finished-ok#1: the session ended at 'https://example.com/done', not in the app's scheme 'com.example.capture'"
            ),
            (
                "com.example.capture://other",
                "happy/finished-ok#1: returned to 'com.example.capture://other': expected the registered callbackUri 'com.example.capture://capture-done'"
            ),
        ] as [(String?, String)])
    func sessionDidNotReturn(callback: String?, message: String) {
        var builder = EvidenceBuilder.happyCapture()
        builder.editJourney {
            $0.browser = BrowserVisit(exchangeIDs: [3], callbackURL: callback, problem: callback == nil ? "no redirect" : nil)
        }
        expectBroken(judge(BrowserReturnsCheck(), builder), cites: [1, 3], saying: message)
    }

    @Test("with no link to open, HP-BROWSER-RETURNS has nothing to judge")
    func noLink() {
        var builder = EvidenceBuilder.happyCapture()
        builder.editJourney { $0.start?.link = nil }
        expectNotApplicable(judge(BrowserReturnsCheck(), builder))
    }
}
