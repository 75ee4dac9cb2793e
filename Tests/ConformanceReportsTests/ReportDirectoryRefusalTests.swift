import Foundation
import KitTestSupport
import Synchronization
import Testing

@testable import ConformanceModel
@testable import ConformanceReports

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

/// One writer of a report directory at a time (an exclusive lock on the directory itself).
@Suite("Report directory: one writer at a time")
struct ReportDirectoryLockTests {
    @Test("a writer waits for another writer of the same directory, and refuses when it does not finish in time")
    func waitsThenRefuses() throws {
        let folder = try ReportTools.temporaryDirectory().appendingPathComponent("Reports")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let held = try ReportWriter.lock(folder, waiting: .seconds(1))
        var writer = ReportWriter(redactor: Redactor())
        writer.lockWait = .milliseconds(200)
        #expect {
            try writer.write(ReportFixture.mixed, to: folder)
        } throws: { error in
            "\(error)".contains("another run of the kit is writing its reports into this directory")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
        close(held)
        _ = try writer.write(ReportFixture.mixed, to: folder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
    }

    @Test("eight runs writing into one directory at once leave one run's report, every file the marker's, nothing foreign")
    func manyWritersOneReport() throws {
        let folder = try ReportTools.temporaryDirectory().appendingPathComponent("Reports")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            do {
                _ = try ReportWriter(redactor: Redactor()).write(index % 2 == 0 ? ReportFixture.mixed : ReportFixture.hostile, to: folder)
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let after = ReportDirectory.inspect(folder)
        #expect(after.foreignEntries.isEmpty, "\(after.foreignEntries)")
        #expect(Set(after.kitFiles.keys).isSuperset(of: ["junit.xml", "report.json", "SHA256SUMS"]))
        // The next run takes the directory over.
        _ = try ReportWriter(redactor: Redactor()).write(ReportFixture.mixed, to: folder)
    }
}
