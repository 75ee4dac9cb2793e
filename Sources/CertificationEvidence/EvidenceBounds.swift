import ConformanceBasics
import ConformanceModel
import ConformanceReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The played scenarios as report.json records them for re-judging: an answer body the app
/// parsed (start, "capture ended") is kept only within `ReportBounds.bodyBytes` once serialized,
/// as the journal's bodies are, so that the evidence section never carries megabytes the journal
/// already cut. A check that needed a dropped body is then named as not re-derivable, with why.
package enum EvidenceBounds {
    package static func bounded(_ scenarios: [ScenarioRecord]) -> [ScenarioRecord] {
        scenarios.map { record in
            var record = record
            record.journeys = record.journeys.map { journey in
                var journey = journey
                if let body = journey.start?.body, !fits(body) { journey.start?.body = nil }
                if let body = journey.ended?.body, !fits(body) { journey.ended?.body = nil }
                return journey
            }
            return record
        }
    }

    private static func fits(_ body: JSONValue) -> Bool {
        body.serialized.count <= ReportBounds.bodyBytes
    }
}
