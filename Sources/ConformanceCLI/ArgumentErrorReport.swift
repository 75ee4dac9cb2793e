import BackendLaunch
import ConformanceModel
import ConformanceReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A command line that cannot be parsed (`run --report-dir Z --confg x.json`) still replaces the
/// report directory's previous report with a not-run report, so a reused CI workspace never
/// publishes an older green result after a typo. The directory is read from the arguments the
/// way the parser would have read it (`--report-dir DIR`, `--report-dir=DIR`, else `Reports`);
/// when the arguments leave it in doubt (`--report-dir` without a value, or a token that may be
/// another option's value), nothing is written and standard error says so.
enum ArgumentErrorReport {
    /// The default report directory of `run` and `app-check`.
    static let defaultDirectory = "Reports"

    /// Where the report goes, or why that cannot be known.
    enum Target: Equatable {
        case directory(String, explicit: Bool)
        case unknown(String)
    }

    /// The report directory `arguments` name for a command whose options taking a value are
    /// `options` (flags and unknown options are taken to have no value).
    static func target(_ arguments: [String], options: Set<String>) -> Target {
        var found: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            let inline = argument.contains("=")
            if name == "--report-dir" {
                if inline {
                    found = String(argument.dropFirst("--report-dir=".count))
                } else if index < arguments.count {
                    found = arguments[index]
                    index += 1
                } else {
                    return .unknown("--report-dir has no value")
                }
                if found?.isEmpty ?? true { return .unknown("--report-dir is empty") }
            } else if options.contains(name) && !inline && index < arguments.count {
                let value = arguments[index]
                index += 1
                if value == "--report-dir" || value.hasPrefix("--report-dir=") {
                    return .unknown("'\(value)' follows \(name), which takes a value")
                }
            }
        }
        return found.map { .directory($0, explicit: true) } ?? .directory(defaultDirectory, explicit: false)
    }

    /// Writes the not-run report for `error` where `arguments` say (best effort: a failure to
    /// write is said on standard error), or says on standard error why nothing was written.
    /// `command` is nil for an unknown command: then only an explicit `--report-dir` is written to.
    static func write(_ error: KitError, command: String?, arguments: [String], options: Set<String>, environment: [String: String]) {
        let console = Console(color: false)
        let directory: String
        switch target(arguments, options: options) {
        case .directory(let path, let explicit) where explicit || command != nil:
            directory = path
        case .directory:
            console.err(
                "hp-conformance: no report written: without a command the report directory is not known; an earlier report stays in place")
            return
        case .unknown(let why):
            console.err(
                "hp-conformance: no report written: the report directory cannot be known (\(why)); an earlier report stays in place")
            return
        }
        let flavor = lastValue("--junit-flavor", in: arguments).flatMap(JUnitFlavor.init(rawValue:)) ?? .jenkins
        let specs = try? Specs.load(from: Specs.locate(environment: environment))
        let result = NotRunReport.result(error.description, NotRunReport.Known(specs: specs, backendBaseURL: ""))
        let url = URL(fileURLWithPath: directory)
        do throws(KitError) {
            try console.writeReports(result, with: ReportWriter(redactor: Redactor(secrets: []), junitFlavor: flavor), to: url)
        } catch {
            console.err("hp-conformance: \(error.description)")
        }
    }

    /// The last value of `--name value` or `--name=value` in `arguments`.
    private static func lastValue(_ name: String, in arguments: [String]) -> String? {
        var value: String?
        for (index, argument) in arguments.enumerated() {
            if argument == name, index + 1 < arguments.count { value = arguments[index + 1] }
            if argument.hasPrefix(name + "=") { value = String(argument.dropFirst(name.count + 1)) }
        }
        return value
    }
}
