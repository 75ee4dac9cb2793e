import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

/// A report directory is a folder of its own: the working directory, a folder above it, or a folder
/// holding a repository is refused before anything is written, so a CI upload of the report
/// directory never carries the checkout's `.git/config` (the job's token) or an `.env`.
@Suite("Report directory: never the working directory or a repository")
struct ReportDirectoryRefusalTests {
    let writer = ReportWriter(redactor: Redactor())

    @Test("a folder holding .git is refused, and nothing is written into it")
    func repositoryRefused() throws {
        let folder = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect {
            try writer.write(ReportFixture.mixed, to: folder)
        } throws: { error in
            "\(error)".contains("holds a repository (.git)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
    }

    @Test("the working directory and a folder above it are refused; a folder inside it is written")
    func workingDirectoryRefused() throws {
        let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        #expect(ReportWriter.refusal(of: working)?.contains("it is the working directory") == true)
        #expect(ReportWriter.refusal(of: URL(fileURLWithPath: ".")) != nil)
        #expect(ReportWriter.refusal(of: working.deletingLastPathComponent())?.contains("or a folder above it") == true)
        let folder = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ReportWriter.refusal(of: folder.appendingPathComponent("Reports")) == nil)
        _ = try writer.write(ReportFixture.mixed, to: folder.appendingPathComponent("Reports"))
    }
}
