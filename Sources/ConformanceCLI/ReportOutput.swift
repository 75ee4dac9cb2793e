import BackendLaunch
import ConformanceModel
import ConformanceReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Console {
    /// Writes a result's reports into `directory`, prints each written path and one line naming
    /// the directory's entries the kit did not write and left alone (nothing when `quiet`). A
    /// failure is one line.
    func writeReports(
        _ result: RunResult, with writer: ReportWriter, to directory: URL,
        extraFiles: [String: [UInt8]] = [:], quiet: Bool = false
    ) throws(KitError) {
        let written: ReportWriter.Written
        do {
            written = try writer.writeReport(result, to: directory, extraFiles: extraFiles)
        } catch let error as ReportError {
            throw .run("reports not written: \(error)")
        } catch {
            throw .file(path: directory.path, problem: "reports not written: \(error)")
        }
        guard !quiet else { return }
        for url in written.paths { out("report: \(url.path)") }
        if !written.untouched.isEmpty {
            let shown = written.untouched.prefix(5).joined(separator: ", ")
            let more = written.untouched.count > 5 ? " and \(written.untouched.count - 5) more" : ""
            out(paint("report directory \(directory.path) also holds what this kit did not write, left alone: \(shown)\(more)", .dim))
        }
    }
}
