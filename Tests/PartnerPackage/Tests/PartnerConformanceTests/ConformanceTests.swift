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
    try ConformanceTest(configurationFile: configurationFile, backend: .inProcess { humanPlugin in
        let backend = try PartnerBackend(humanPluginURL: humanPlugin.url, token: humanPlugin.token)
        return InProcessBackend(baseURL: backend.baseURL, stop: backend.stop)
    }).run()
}

@Suite("Human Plugin conformance")
struct HumanPluginConformance {
    @Test(arguments: ConformanceTest.checkIDs)
    func check(_ id: String) throws {
        switch try conformance.get().testResult(id) {
        case .passed: break
        case let .warning(text): Issue.record("\(text)", severity: .warning)
        // Not judged (not applicable by configuration, or never reached): skipped, never passed.
        case let .skipped(reason):
            // Swift Testing 6.3 shows a cancelled case of a parameterized test as passed: the warning says it was not.
            Issue.record("not judged: \(reason)", severity: .warning)
            try Test.cancel("\(reason)")
        case let .failed(text): Issue.record("\(text)")
        }
    }
}

/// The same few lines catch a back-end that breaks a rule.
@Suite("A broken back-end is caught")
struct BrokenBackend {
    @Test func wrongFlowFailsItsCheck() throws {
        let outcome = try ConformanceTest(configurationFile: configurationFile, backend: .inProcess { humanPlugin in
            let backend = try PartnerBackend(humanPluginURL: humanPlugin.url, token: humanPlugin.token, faults: [.wrongFlow])
            return InProcessBackend(baseURL: backend.baseURL, stop: backend.stop)
        }).run()
        #expect(!outcome.verdict("HP-CREATE-FLOW").holds)
        #expect(outcome.failures.map(\.checkID) == ["HP-CREATE-FLOW"])
        #expect(!outcome.isConformant)
    }
}
