import ConformanceTesting
import Foundation
import PartnerBackend
import Testing

/// The configuration beside this package's Package.swift.
let configurationFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("conformance.json").path

/// One run for all the tests below: the back-end started in this process, pointed at the kit's
/// stand-in Human Plugin; the contract is the one compiled into the kit.
let conformance = Result {
    try ConformanceTest(
        configurationFile: configurationFile,
        backend: .inProcess { humanPlugin in
            let backend = try PartnerBackend(humanPluginURL: humanPlugin.url, token: humanPlugin.token)
            return InProcessBackend(baseURL: backend.baseURL, stop: backend.stop)
        }
    ).run()
}

@Suite("Human Plugin conformance")
struct HumanPluginConformance {
    @Test(arguments: ConformanceTest.checkIDs)
    func check(_ id: String) throws {
        try conformance.get().record(id)
    }
}

/// The same few lines catch a back-end that breaks a rule.
@Suite("A broken back-end is caught")
struct BrokenBackend {
    @Test func wrongFlowFailsItsCheck() throws {
        let outcome = try ConformanceTest(
            configurationFile: configurationFile,
            backend: .inProcess { humanPlugin in
                let backend = try PartnerBackend(humanPluginURL: humanPlugin.url, token: humanPlugin.token, faults: [.wrongFlow])
                return InProcessBackend(baseURL: backend.baseURL, stop: backend.stop)
            }
        ).run()
        #expect(!outcome.verdict("HP-CREATE-FLOW").holds)
        #expect(outcome.failures.map(\.checkID) == ["HP-CREATE-FLOW"])
        #expect(!outcome.isConformant)
    }
}
