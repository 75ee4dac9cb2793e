import ConformanceBasics
import ConformanceModel
import ConformanceRun

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The result a command reports when it could not judge (exit 2), or before it starts judging:
/// no verdicts and one kit error saying why, so that the report directory never keeps an older
/// result. `run` and `app-check` write it with their own `ReportWriter` settings, and
/// `ConformanceTest.run(reportDirectory:)` when the kit cannot run in library mode.
package enum NotRunReport {
    /// What is known when the command stopped: anything not yet loaded is nil.
    package struct Known {
        package var startedAt = Date()
        package var specs: Specs?
        package var configuration: KitConfiguration?
        package var redactor = Redactor(secrets: [])
        package var seed: UInt64 = 1
        /// What the report names as the back-end (the base URL, or the app project for app-check).
        package var backendBaseURL: String?
        /// The stand-in's base URL, once it listened.
        package var humanPluginURL: String?

        package init(specs: Specs? = nil, backendBaseURL: String? = nil) {
            self.specs = specs
            self.backendBaseURL = backendBaseURL
        }
    }

    /// A result with `reason` (redacted) as its only content.
    package static func result(_ reason: String, _ known: Known) -> RunResult {
        let specs = known.specs
        let metadata = RunMetadata(
            kitVersion: ConformanceRunner.kitVersion, contractVersion: specs?.contract.contractVersion ?? "unknown",
            contractSHA256: specs.map { SHA256.hex(of: $0.rawBytes) } ?? "",
            configSHA256: known.configuration.map { SHA256.hex(of: known.redactor.redact(bytes: $0.sourceBytes)) } ?? "",
            backendBaseURL: known.backendBaseURL ?? known.configuration?.backend.baseURL ?? "",
            humanPluginBaseURL: known.humanPluginURL ?? "",
            startedAt: known.startedAt, finishedAt: Date(), seed: known.seed, hostname: ProcessInfo.processInfo.hostName)
        return RunResult(metadata: metadata, verdicts: [], journal: [], log: [], kitErrors: [known.redactor.redactFreeText(reason)])
    }
}
