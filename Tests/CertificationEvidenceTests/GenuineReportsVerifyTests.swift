import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import CertificationEvidence
@testable import ConformanceModel
@testable import ConformanceReports
@testable import ExampleBackend

/// A genuine, untouched report verifies, whatever shape of back-end made it: every starter shape,
/// every combination `init` allows, and every example fault. A report that fails `verify` on its
/// own is a false alarm a reviewer cannot tell from an edit.
@Suite("Genuine reports verify")
struct GenuineReportsVerifyTests {
    static let verifier = ReportVerification(specs: ConformanceHarness.specs)

    /// `result` written to a fresh directory and verified; the problems found, if any.
    static func problems(_ result: RunResult) throws -> [String] {
        let directory = try ReportTools.temporaryDirectory().appendingPathComponent("Reports")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try ReportWriter(redactor: Redactor()).write(result, to: directory)
        switch verifier.verify(directory) {
        case .verified, .verifiedNotCertifiable: return []
        case .mismatches(let problems, _): return problems
        case let other: return ["\(other)"]
        }
    }

    static let starters: [[ExampleAPIShape]] =
        ExampleAPIShape.allCases.map { [$0] } + ShapeHarness.combinations

    @Test("the report of each starter shape and combination verifies untouched", arguments: starters)
    func starterReportVerifies(_ shapes: [ExampleAPIShape]) throws {
        let api = try #require(ExampleAPI(shapes))
        let (result, _) = try ShapeHarness.run(api)
        #expect(result.isConformant, "\(api) is not conformant: the fixture is wrong")
        let problems = try Self.problems(result)
        #expect(problems.isEmpty, "\(api): \(problems)")
    }

    @Test("the report of each example fault verifies untouched", arguments: ExampleBackendFault.allCases)
    func faultReportVerifies(_ fault: ExampleBackendFault) throws {
        let result = try ConformanceHarness.run(faults: [fault])
        let problems = try Self.problems(result)
        #expect(problems.isEmpty, "\(fault): \(problems)")
    }
}
