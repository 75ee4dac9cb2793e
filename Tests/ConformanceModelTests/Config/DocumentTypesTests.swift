import CheckTestSupport
import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// `documentTypes`: the document types a partner's back-end takes. The run asks only for those,
/// and a start refused for a type is named with the type and the back-end's answer.
@Suite("Document types the back-end takes")
struct DocumentTypesTests {
    static let contractTypes = ConformanceHarness.specs.contract.documentTypes.values

    static func configuration(_ edit: @escaping (inout [String: Any]) -> Void) throws -> KitConfiguration {
        try ConfigurationLoader.parse(try ConfigurationLoaderTests.edited(edit), file: "my.json")
    }

    static func problem(_ edit: @escaping (inout [String: Any]) -> Void) throws -> (field: String, problem: String)? {
        do {
            try ConfigurationValidator.validate(try configuration(edit), against: ConformanceHarness.specs)
            return nil
        } catch let error as KitError {
            guard case let .config(_, field, problem) = error else { return nil }
            return (field, problem)
        }
    }

    @Test(
        "a listed type is the default documentType; an empty list, an unknown type or a documentType not listed is refused, naming the field"
    )
    func validation() throws {
        let one = try Self.configuration {
            $0["documentTypes"] = ["DUI_TYPE_NG_BVN"]
            $0["documentType"] = nil
        }
        #expect(one.documentTypes == ["DUI_TYPE_NG_BVN"] && one.documentType == "DUI_TYPE_NG_BVN")
        try ConfigurationValidator.validate(one, against: ConformanceHarness.specs)

        #expect(try Self.problem { $0["documentTypes"] = [String]() }?.field == "documentTypes")
        let unknown = try Self.problem { $0["documentTypes"] = ["DUI_TYPE_NG_BVN", "LIBRARY_CARD"] }
        #expect(unknown?.field == "documentTypes[1]" && unknown?.problem.hasPrefix("'LIBRARY_CARD' is not a document type") == true)
        let other = try #require(Self.contractTypes.first { $0 != "DUI_TYPE_NG_BVN" })
        let unlisted = try Self.problem {
            $0["documentTypes"] = [other]
            $0["documentType"] = "DUI_TYPE_NG_BVN"
        }
        #expect(unlisted?.field == "documentType" && unlisted?.problem == "'DUI_TYPE_NG_BVN' is not among documentTypes (\(other))")
    }

    @Test("the run asks for a second type only among the listed ones: one listed type, no second")
    func runAsksOnlyListedTypes() throws {
        try #require(Self.contractTypes.count >= 2, "the contract lists two document types or more")
        let asked = { (result: RunResult) in
            Set(result.evidence?.scenarios.flatMap { $0.journeys.compactMap(\.context.documentType) } ?? [])
        }
        #expect(asked(try ConformanceHarness.run()).count == 2, "without documentTypes the run asks for two of the contract's types")
        let configured = ConformanceHarness.exampleConfiguration().documentType
        let one = try ConformanceHarness.run { $0.documentTypes = [configured] }
        #expect(asked(one) == [configured], "one listed type: the run asks for it alone")
    }

    @Test("a start refused for a type other than documentType names the type, the answer's first line and documentTypes")
    func refusalNamed() {
        var builder = EvidenceBuilder { configuration in
            configuration.start.call.body = .object(["documentType": .string("{documentType}")])
        }
        builder.scenario(.happy(finalState: "finished-ok")) { $0.capture() }
        builder.editJourney {
            $0.context.documentType = "PASSPORT_X"
            $0.start?.status = 422
        }
        builder.editExchange(1) { exchange in
            exchange.response?.status = 422
            exchange.response?.body = Array("{\"error\":\"unsupported document type\"}\nsecond line".utf8)
        }
        let evidence = builder.evidence
        let journey = evidence.scenarios[0].journeys[0]
        let text = evidence.startAnswer(journey.start!, journey.context)
        #expect(
            text == "answered 422 for document type 'PASSPORT_X': {\"error\":\"unsupported document type\"} "
                + "(a type other than documentType 'DUI_TYPE_NG_BVN'; if the back-end takes fewer types than the contract, list them in documentTypes)"
        )
    }
}
