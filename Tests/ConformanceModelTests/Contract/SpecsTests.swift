import Foundation
import KitTestSupport
import Testing

@testable import ConformanceChecks
@testable import ConformanceModel

@Suite("Specs")
struct SpecsTests {
    let specsDirectory = ConformanceHarness.packageRoot.appendingPathComponent("specs")

    @Test("the shipped contract and catalogue load")
    func loads() throws {
        let specs = try Specs.load(from: specsDirectory)
        #expect(specs.contract.create.path == "/v1/processes")
        #expect(specs.contract.create.flow == "humantoken")
        #expect(
            specs.contract.finalStates.states.map(\.name) == ["finished-ok", "finished-invalid-identity", "failed", "expired", "created"])
        #expect(specs.contract.pendingStates.map(\.name) == ["created"])
        #expect(!specs.rawBytes.isEmpty)
    }

    @Test("every catalogue check has a judge, and every judge a catalogue entry")
    func catalogueMatchesRegistry() throws {
        let specs = try Specs.load(from: specsDirectory)
        #expect(Set(specs.catalogue.checks.map(\.id)) == Set(CheckRegistry.all.map(\.id)))
        #expect(CheckRegistry.all.count == Set(CheckRegistry.all.map(\.id)).count)
    }

    @Test("every check names a source, a requirement and a fix")
    func checksAreExplained() throws {
        for check in try Specs.load(from: specsDirectory).catalogue.checks {
            #expect(!check.source.isEmpty && !check.requirement.isEmpty && !check.fix.isEmpty, "\(check.id)")
        }
    }

    @Test("--specs, then HP_CONFORMANCE_SPECS, then the embedded specs")
    func locateFromEnvironment() throws {
        #expect(Specs.locate(environment: ["HP_CONFORMANCE_SPECS": "/some/where"]) == .directory(URL(fileURLWithPath: "/some/where")))
        #expect(
            Specs.locate(explicit: "/given", environment: ["HP_CONFORMANCE_SPECS": "/some/where"])
                == .directory(URL(fileURLWithPath: "/given")))
        #expect(Specs.locate(environment: [:]) == .embedded)
        #expect(Specs.locate(environment: ["HP_CONFORMANCE_SPECS": ""]) == .embedded)
    }

    @Test("a malformed contract names the file and the field")
    func malformedContract() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var contract =
            try JSONSerialization.jsonObject(with: Data(contentsOf: specsDirectory.appendingPathComponent("contract.json")))
            as! [String: Any]
        var create = contract["create"] as! [String: Any]
        create["status"] = "201"
        contract["create"] = create
        try JSONSerialization.data(withJSONObject: contract).write(to: directory.appendingPathComponent("contract.json"))
        try FileManager.default.copyItem(
            at: specsDirectory.appendingPathComponent("checks.json"), to: directory.appendingPathComponent("checks.json"))
        #expect(
            throws: KitError.specs(
                file: directory.appendingPathComponent("contract.json").path, problem: "create.status: expected a number")
        ) {
            try Specs.load(from: directory)
        }
    }

    @Test("a missing specs directory is one clear error")
    func missingDirectory() {
        #expect(throws: KitError.specs(file: "/nonexistent/specs/contract.json", problem: "cannot be read (No such file or directory)")) {
            try Specs.load(from: URL(fileURLWithPath: "/nonexistent/specs"))
        }
    }
}
