import CheckTestSupport
import Testing

@testable import ConformanceBasics
@testable import ConformanceChecks
@testable import ConformanceModel
@testable import HTTP1Codec

/// HP-CREATE-*, HP-CORRELATION-NO-DOCUMENT: the create Human Plugin received, judged alone.
/// In `EvidenceBuilder.happyCapture()` the start is #1, the create #2, the ended call #4, the read #5.
@Suite("Create checks alone")
struct CreateCheckTests: CheckUnitTests {
    static let covered = [
        "HP-CREATE-METHOD-PATH", "HP-CREATE-JSON", "HP-CREATE-FLOW", "HP-CREATE-CLIENT-ID", "HP-CREATE-CORRELATION-ID",
        "HP-CREATE-CREDENTIAL", "HP-CREATE-CREDENTIAL-FIDELITY", "HP-CORRELATION-NO-DOCUMENT", "HP-CREATE-AUTH", "HP-CREATE-ONCE",
    ]

    /// Every create check holds on a correct capture and cites its create.
    @Test(
        "a correct create holds every create check",
        arguments: [
            CreateMethodPathCheck() as any Check, CreateJSONCheck(), CreateFlowCheck(), CreateClientIDCheck(), CreateCorrelationIDCheck(),
            CreateCredentialCheck(), CorrelationNoDocumentCheck(), CreateAuthCheck(),
        ])
    func correctCreateHolds(check: any Check) {
        expectHeld(judge(check, .happyCapture()), cites: [2])
    }

    @Test(
        "with no create at all, the body checks have nothing to judge",
        arguments: [
            CreateJSONCheck() as any Check, CreateFlowCheck(), CreateClientIDCheck(), CreateCorrelationIDCheck(), CreateCredentialCheck(),
            CreateCredentialFidelityCheck(), CorrelationNoDocumentCheck(), CreateAuthCheck(), CreateOnceCheck(), CreateMethodPathCheck(),
        ])
    func nothingToJudge(check: any Check) {
        expectNotApplicable(judge(check, EvidenceBuilder()))
    }

    // MARK: HP-CREATE-METHOD-PATH

    @Test("a start that reached Human Plugin on an undocumented path breaks HP-CREATE-METHOD-PATH, citing the start and the stray call")
    func wrongPath() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let context = builder.context()
            var journey = JourneyRecord(context: context)
            journey.start = builder.start(context, id: nil, link: nil, status: 502)
            builder.record(
                .backendToHumanPlugin, "unknown-call", HTTPRequest(method: "POST", target: "/v1/process"), HTTPResponse(status: 404),
                journey: context.name)
            builder.journey(journey)
        }
        expectBroken(
            judge(CreateMethodPathCheck(), builder), cites: [1, 2],
            saying: "happy/finished-ok: no POST /v1/processes", "#2 POST /v1/process → 404 is not a documented Human Plugin call")
    }

    @Test("a start that never reached Human Plugin breaks HP-CREATE-METHOD-PATH, naming what the app's start call was answered")
    func startNeverReached() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let context = builder.context()
            var journey = JourneyRecord(context: context)
            journey.start = builder.start(context, id: nil, link: nil, status: 404, answer: .object(["error": .string("Not Found")]))
            builder.journey(journey)
        }
        expectBroken(
            judge(CreateMethodPathCheck(), builder), cites: [1],
            saying:
                "happy/finished-ok: no POST /v1/processes; no request reached Human Plugin (the app's start call POST /captures answered 404 for document type 'DUI_TYPE_NG_BVN': {\"error\":\"Not Found\"})"
        )
    }

    // MARK: HP-CREATE-JSON

    @Test("a create sent as text/plain breaks HP-CREATE-JSON")
    func plainTextCreate() {
        var builder = EvidenceBuilder.happyCapture()
        builder.editExchange(2) { $0.request.headers.set("Content-Type", "text/plain") }
        expectBroken(judge(CreateJSONCheck(), builder), cites: [2], saying: "#2: Content-Type is 'text/plain', expected application/json")
    }

    @Test(
        "a JSON media type with a parameter or in capitals holds HP-CREATE-JSON",
        arguments: ["application/json; charset=utf-8", "Application/JSON"])
    func jsonMediaTypeVariants(contentType: String) {
        var builder = EvidenceBuilder.happyCapture()
        builder.editExchange(2) { $0.request.headers.set("Content-Type", contentType) }
        expectHeld(judge(CreateJSONCheck(), builder), cites: [2])
    }

    @Test(
        "a create whose body is JSON but not an object breaks HP-CREATE-JSON, and one that is not JSON too",
        arguments: [
            ("[1, 2]", "the body is a JSON array, expected an object"), ("flow=humantoken", "the body is not JSON (15 bytes)"),
        ])
    func createNotAnObject(body: String, message: String) {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.create(bytes: Array(body.utf8), journey: nil) }
        expectBroken(judge(CreateJSONCheck(), builder), cites: [1], saying: "#1: " + message)
    }

    // MARK: Body fields

    @Test(
        "flow other than humantoken, or none, breaks HP-CREATE-FLOW",
        arguments: [
            (JSONValue.string("web"), #"flow is "web", expected "humantoken""#), (nil, #"flow is missing, expected "humantoken""#),
        ])
    func wrongFlow(flow: JSONValue?, message: String) {
        let builder = EvidenceBuilder.happyCapture { $0["flow"] = flow }
        expectBroken(judge(CreateFlowCheck(), builder), cites: [2], saying: "#2: " + message)
    }

    @Test("a pass says what the contract judged against demands, not a fixed text: another contract's flow is named")
    func passTextFromContract() {
        let builder = EvidenceBuilder.happyCapture { $0["flow"] = .string("kyc-v2") }
        var contract = EvidenceBuilder.contract
        contract.create.flow = "kyc-v2"
        let evidence = RunEvidence(
            configuration: builder.configuration, contract: contract, journal: builder.journal, scenarios: builder.scenarios,
            processes: builder.processes)
        let judgement = CreateFlowCheck().judge(evidence)
        #expect(judgement.status == .held && judgement.seen.hasPrefix("flow is kyc-v2 in every create"), "\(judgement.seen)")
        #expect(CreateFlowCheck().judge(builder.evidence).seen.contains("expected \"humantoken\""))
    }

    @Test("another client id breaks HP-CREATE-CLIENT-ID")
    func wrongClientID() {
        let builder = EvidenceBuilder.happyCapture { $0["clientId"] = .string("client-b") }
        expectBroken(judge(CreateClientIDCheck(), builder), cites: [2], saying: #"#2: clientId is "client-b", expected "client-a""#)
    }

    @Test(
        "a correlationId missing, not a string or blank breaks HP-CREATE-CORRELATION-ID",
        arguments: [
            (nil, "correlationId is missing"), (JSONValue.number(7), "correlationId is a number, expected a string"),
            (JSONValue.string("  "), "correlationId is empty"),
        ])
    func badCorrelationID(value: JSONValue?, message: String) {
        let builder = EvidenceBuilder.happyCapture { $0["correlationId"] = value }
        expectBroken(judge(CreateCorrelationIDCheck(), builder), cites: [2], saying: "#2: " + message)
    }

    @Test(
        "a credential of an unknown type, without a value, or not an object breaks HP-CREATE-CREDENTIAL",
        arguments: [
            (
                JSONValue.object(["type": .string("PASSPORT"), "value": .string("0424200101")]),
                #"credential.type "PASSPORT" is not a known document type"#
            ),
            (JSONValue.object(["type": .string("DUI_TYPE_NG_BVN")]), "credential.value is missing or not a string"),
            (JSONValue.object(["type": .string("DUI_TYPE_NG_BVN"), "value": .string("")]), "credential.value is empty"),
            (JSONValue.string("0424200101"), "credential is a string, expected an object"),
        ])
    func badCredential(credential: JSONValue, message: String) {
        let builder = EvidenceBuilder.happyCapture { $0["credential"] = credential }
        expectBroken(judge(CreateCredentialCheck(), builder), cites: [2], saying: "#2: " + message)
    }

    // MARK: HP-CREATE-CREDENTIAL-FIDELITY

    @Test("the number and type the app sent hold HP-CREATE-CREDENTIAL-FIDELITY, citing the create and its start")
    func fidelityHolds() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture(documentType: "DUI_TYPE_NG_NIN") }
        let judgement = judge(CreateCredentialFidelityCheck(), builder)
        expectHeld(judgement, cites: [1, 2])
        #expect(judgement.seen.contains("types asked: DUI_TYPE_NG_NIN"))
    }

    @Test("a number the app's start request carried (a configuration may fix it) holds HP-CREATE-CREDENTIAL-FIDELITY")
    func numberFixedByConfiguration() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            builder.capture { $0["credential"] = .object(["type": .string("DUI_TYPE_NG_BVN"), "value": .string("77700011122")]) }
        }
        builder.editExchange(1) { $0.request.body = Array(#"{"documentType": "DUI_TYPE_NG_BVN", "documentNumber": "77700011122"}"#.utf8) }
        expectHeld(judge(CreateCredentialFidelityCheck(), builder), cites: [1, 2])
    }

    @Test("a number that lost its leading zero breaks HP-CREATE-CREDENTIAL-FIDELITY, though it is inside the one the app sent")
    func numberLostLeadingZero() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let number = builder.context().documentNumber
            #expect(number.hasPrefix("0"))
            builder.capture {
                $0["credential"] = .object(["type": .string("DUI_TYPE_NG_BVN"), "value": .string(String(number.dropFirst()))])
            }
        }
        let judgement = judge(CreateCredentialFidelityCheck(), builder)
        expectBroken(
            judgement, cites: [1, 2],
            saying:
                "#2 (happy/finished-ok#1): credential.value is not the document number the app sent for this journey (its leading zero is lost)"
        )
    }

    @Test(
        "how a document number was changed is said without quoting it",
        arguments: [
            ("1234567890", "01234567890", "its leading zero is lost"),
            ("0123456", "01234567890", "cut to its first 7 of 11 characters"),
            ("4567890", "01234567890", "its first 4 of 11 characters are lost"),
            ("01234567890.0", "01234567890", "2 characters added to the app's 11"),
            ("01234567899", "01234567890", "as long as the app's (11 characters), and different from character 11 on"),
            ("987", "01234567890", "3 characters where the app sent 11"),
        ])
    func differenceWords(_ row: (String, String, String)) {
        let words = CreateCredentialFidelityCheck.difference(row.0, from: row.1)
        #expect(words == row.2)
        #expect(words.map { !$0.contains(row.0) && !$0.contains(row.1) } ?? false, "a number is quoted: \(words ?? "")")
    }

    @Test("a known type other than the one the app asked for breaks HP-CREATE-CREDENTIAL-FIDELITY")
    func otherDocumentType() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let number = builder.context().documentNumber
            builder.capture(documentType: "DUI_TYPE_NG_NIN") {
                $0["credential"] = .object(["type": .string("DUI_TYPE_NG_BVN"), "value": .string(number)])
            }
        }
        expectBroken(
            judge(CreateCredentialFidelityCheck(), builder), cites: [1, 2],
            saying: "credential.type is 'DUI_TYPE_NG_BVN', the app asked for 'DUI_TYPE_NG_NIN'")
    }

    // MARK: HP-CORRELATION-NO-DOCUMENT

    @Test("a correlationId carrying the document number breaks HP-CORRELATION-NO-DOCUMENT")
    func correlationCarriesNumber() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let number = builder.context().documentNumber
            builder.capture { $0["correlationId"] = .string("order-" + number) }
        }
        expectBroken(judge(CorrelationNoDocumentCheck(), builder), cites: [2], saying: "#2: correlationId carries a document number")
    }

    // MARK: HP-CREATE-AUTH

    @Test(
        "a create without the configured Bearer token breaks HP-CREATE-AUTH",
        arguments: [
            (nil, "#2: no Authorization header"), ("Basic aHA6dG9rZW4=", "#2: Authorization does not use the Bearer scheme"),
            ("Bearer hp-sandbox-token-0002", "#2: the Bearer token is not the configured Human Plugin token"),
        ])
    func badAuthorization(value: String?, message: String) {
        var builder = EvidenceBuilder.happyCapture()
        builder.editExchange(2) { exchange in
            var headers: HTTPHeaders = ["Content-Type": "application/json"]
            if let value { headers.set("Authorization", value) }
            exchange.request.headers = headers
        }
        expectBroken(judge(CreateAuthCheck(), builder), cites: [2], saying: message)
    }

    @Test("the scheme name in any case holds HP-CREATE-AUTH")
    func bearerInLowercase() {
        var builder = EvidenceBuilder.happyCapture()
        builder.editExchange(2) { $0.request.headers.set("Authorization", "bearer hp-sandbox-token-0001") }
        expectHeld(judge(CreateAuthCheck(), builder), cites: [2])
    }

    // MARK: HP-CREATE-ONCE

    @Test("one create per start holds HP-CREATE-ONCE, citing the start and its create")
    func createOnceHolds() {
        expectHeld(judge(CreateOnceCheck(), .happyCapture()), cites: [1, 2])
    }

    @Test("a start that made two creates breaks HP-CREATE-ONCE, citing both")
    func twoCreates() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let journey = builder.capture()
            builder.create(body: builder.createBody(journey.context), journey: journey.context.name)
        }
        expectBroken(
            judge(CreateOnceCheck(), builder), cites: [1, 2, 6],
            saying: "happy/finished-ok#1: one start made 2 creates", "happy/finished-ok: 1 start(s) made 2 create(s)")
    }

    /// Two starts at once whose requests crossed: the second start's create carried the first
    /// journey's document, and the process it made was handed to the second journey's app.
    static func crossed() -> EvidenceBuilder {
        var builder = EvidenceBuilder()
        builder.scenario(.concurrent(users: 2)) { builder in
            let first = builder.begin()
            builder.journey(first)
            let second = builder.context()
            var record = JourneyRecord(context: second)
            record.start = builder.start(second, id: "proc-crossed", link: EvidenceBuilder.link("proc-crossed"))
            let create = builder.create(body: builder.createBody(first.context), journey: first.context.name, processID: "proc-crossed")
            builder.issue("proc-crossed", journey: first.context.name, state: "finished-ok", createExchangeID: create)
            builder.journey(record)
        }
        return builder
    }

    @Test("crossed starts are named as crossed under HP-CREATE-CREDENTIAL-FIDELITY, and are not extra creates under HP-CREATE-ONCE")
    func crossedStarts() {
        let fidelity = judge(CreateCredentialFidelityCheck(), Self.crossed())
        #expect(fidelity.status == .broken, "\(fidelity.seen)")
        #expect(
            fidelity.seen.contains(
                "concurrent/2-users#2: its start handed the app process proc-crossed, which the create #4 made with concurrent/2-users#1's document; no create carried concurrent/2-users#2's own: the two starts crossed"
            ), "\(fidelity.seen)")
        let once = judge(CreateOnceCheck(), Self.crossed())
        #expect(once.status == .held, "each start made one create: \(once.seen)")
    }

    @Test(
        "a journey the kit stopped waiting for is not counted against HP-CREATE-ONCE (not judged), unless the scenario made more creates than captures"
    )
    func unfinishedJourney() {
        func scenario(strayCreate: Bool) -> EvidenceBuilder {
            var builder = EvidenceBuilder()
            builder.scenario(.concurrent(users: 2)) { builder in
                builder.capture()
                let context = builder.context()
                builder.create(body: builder.createBody(context), journey: context.name)
                if strayCreate { builder.create(body: builder.createBody(context), journey: nil) }
                builder.journey(JourneyRecord(context: context))
            }
            return builder
        }
        let unfinished = judge(CreateOnceCheck(), scenario(strayCreate: false))
        #expect(unfinished.status == .couldNotJudge, "\(unfinished.seen)")
        #expect(
            unfinished.seen.contains("concurrent/2-users#2 not counted: the kit stopped waiting for the journey before it ended"),
            "\(unfinished.seen)")
        let stray = judge(CreateOnceCheck(), scenario(strayCreate: true))
        #expect(stray.status == .broken, "\(stray.seen)")
        #expect(stray.seen.contains("concurrent/2-users: 2 capture(s) made 3 create(s)"), "\(stray.seen)")
    }

    @Test("a create no journey can own breaks HP-CREATE-ONCE by the scenario's count")
    func strayCreate() {
        var builder = EvidenceBuilder()
        builder.scenario(.happy(finalState: "finished-ok")) { builder in
            let journey = builder.capture()
            builder.create(body: builder.createBody(journey.context), journey: nil)
        }
        expectBroken(judge(CreateOnceCheck(), builder), cites: [1, 2, 6], saying: "happy/finished-ok: 1 start(s) made 2 create(s)")
    }
}
