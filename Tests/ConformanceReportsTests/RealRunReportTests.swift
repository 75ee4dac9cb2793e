import ExampleRunTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import ConformanceReports

/// The reports of real runs against the example back-end: the page's weight, every exchange kept,
/// times within the run's wall time, and a diagram for each failing journey.
@Suite("Reports of real runs", .serialized)
struct RealRunReportTests {
    @Test("a passing run's page stays under 300 KB and still holds every exchange and its bodies")
    func passingPageWeight() throws {
        let result = try ConformanceHarness.run(adjust: { $0.concurrentUsers = 20 })
        #expect(result.isConformant)
        let html = HTMLReport.render(result)
        #expect(html.utf8.count < 300_000, "report.html weighs \(html.utf8.count) bytes")
        for exchange in result.journal {
            #expect(html.contains("<details id=\"x-\(exchange.id)\">"), "exchange #\(exchange.id) is missing")
        }
        // Every body is either written out or referenced to the exchange that shows it.
        let references = html.components(separatedBy: "<p class=\"same\">body (").count - 1
        #expect(references > 0)
        #expect(!html.contains("<dt>severity</dt><dd>failure"))
    }

    @Test("testcase times sum within their suites, suites within the run's wall time")
    func timesWithinWallTime() throws {
        let result = try ConformanceHarness.run(faults: [.uppercaseScheme])
        let times = CheckTimes(result)
        let wall = Int(result.metadata.finishedAt.timeIntervalSince(result.metadata.startedAt) * 1000)
        #expect(times.run <= wall)
        for group in result.groups {
            let sum = group.verdicts.map { times.checks[$0.checkID] ?? 0 }.reduce(0, +)
            #expect(sum <= times.groups[group.name] ?? 0, "\(group.name)")
        }
        #expect(times.groups.values.reduce(0, +) <= times.run)
        let xml = JUnitReport.render(result)
        let testcaseSeconds = xml.components(separatedBy: "<testcase ").dropFirst()
            .map { Double($0.components(separatedBy: " time=\"")[1].prefix { $0 != "\"" })! }.reduce(0, +)
        #expect(testcaseSeconds * 1000 <= Double(times.run) + 0.5, "testcases sum to \(testcaseSeconds) s in a \(times.run) ms run")
        #expect(
            Int((testcaseSeconds * 1000).rounded()) == times.run,
            "every millisecond of the run is on a testcase: \(testcaseSeconds) s of \(times.run) ms")
        let testcases = xml.components(separatedBy: "<testcase ").dropFirst()
        let zero = testcases.filter { $0.contains(" time=\"0.000\"") }
        #expect(
            zero.count * 4 < testcases.count,
            "\(zero.count) of \(testcases.count) testcases show 0 s (each check has its share of the scenarios it reads)")
    }

    @Test("a 100-user failing run: junit.xml under 64 KB a failure and 200 KB in all")
    func hundredUsersFailing() throws {
        let result = try ConformanceHarness.run(
            faults: [.wrongClientId, .noOwnershipCheck, .expiredAsFailed, .uppercaseScheme, .sharedLastProcess],
            adjust: { $0.concurrentUsers = 100 })
        #expect(!result.isConformant)
        let xml = JUnitReport.render(result)
        let failures = xml.components(separatedBy: "<failure ").dropFirst().map { $0.components(separatedBy: "</failure>")[0] }
        #expect(failures.count >= 4, "\(failures.count) failures")
        let largest = failures.map(\.utf8.count).max() ?? 0
        #expect(largest < 64_000, "the largest failure is \(largest) bytes")
        #expect(xml.utf8.count < 200_000, "junit.xml is \(xml.utf8.count) bytes, \(failures.count) failures, the largest \(largest) bytes")
    }

    @Test("two failing journeys get a diagram each; the warning is named on its testcase")
    func failingJourneys() throws {
        let result = try ConformanceHarness.run(faults: [.noOwnershipCheck, .expiredAsFailed, .uppercaseScheme])
        let html = HTMLReport.render(result)
        let failing = result.verdicts.filter { $0.status == .fail }.map(\.checkID)
        #expect(failing.count >= 2, "\(failing)")
        let figures = html.components(separatedBy: "<figure id=\"journey-").count - 1
        #expect(figures >= 2)
        for id in failing {
            let card = html.components(separatedBy: "id=\"check-\(id)\"").last?.components(separatedBy: "</article>").first ?? ""
            #expect(card.contains("<dt>journey</dt><dd><a href=\"#journey-"), "\(id) links to its journey")
        }
        let xml = JUnitReport.render(result)
        #expect(xml.contains("<system-out>WARNING HP-CALLBACK-LOWERCASE: "))
        let warning = try #require(
            xml.components(separatedBy: "<system-out>WARNING HP-CALLBACK-LOWERCASE").last?.components(separatedBy: "</system-out>").first)
        #expect(warning.count < 1000, "\(warning.count) characters")
    }
}
