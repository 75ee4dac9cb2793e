import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report file could not be written; `description` is one line naming the path.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotReplace(path: String, reason: String)
    case invalidExtraFileName(String)
    /// Files the report would replace that the kit cannot prove it wrote; `withdrawn` says what
    /// became of the kit's own previous report there (nil: there was none, nothing was changed).
    case foreignFiles(path: String, names: [String], withdrawn: String? = nil)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason): "cannot create report directory \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write report file \(path): \(reason)"
        case .cannotReplace(let path, let reason): "cannot replace report file \(path): \(reason)"
        case .invalidExtraFileName(let name):
            "invalid extra report file name \(name.debugDescription): must be a plain file name not used by the report"
        case .foreignFiles(let path, let names, let withdrawn):
            "report directory \(path) holds \(names.joined(separator: ", ")) that this kit did not write; \(withdrawn.map { "no report was written\($0)" } ?? "nothing was changed") (move \(names.count == 1 ? "it" : "them") away or choose another --report-dir)"
        }
    }
}

/// Writes a run's reports into a directory: `junit.xml`, `report.json`, `report.html`, `report.md`,
/// any extra files (e.g. `backend.log`), `attestation.intoto.json` (naming all of them) and `SHA256SUMS` (`<hex>  <name>` lines, sorted by name, as
/// `sha256sum -c` reads them).
///
/// The writer replaces only what it can prove it wrote (see ``ReportDirectory``): a directory it
/// creates, or the files its marker lists with their present content. When a file it would write
/// is there and is not its own, nothing is changed and the write fails naming those files; other
/// files it did not write are left alone and named in the result.
///
/// Everything is redacted (extra files too, byte for byte) and rendered in memory first, then
/// written and fsynced into a temporary folder on the report directory's file system (beside it
/// when its parent is writable, else inside it). The marker is widened to list both the old and
/// the new files, the old `SHA256SUMS` is removed (a directory without it is an unfinished write),
/// then the kit's other old files, and the new files are renamed in with `SHA256SUMS` last; the
/// marker is narrowed to the new files at the end. Each file appears whole or not at all, and a
/// write cut short at any point leaves every file of the kit's provable on the next write.
/// Temporary folders left by a writer that died are removed before writing, file by file, and only
/// when they carry the writer's own mark and it proves the writer gone (`WriterMark`).
public struct ReportWriter: Sendable {
    /// What a write did: the files it wrote and the entries it found and left alone.
    public struct Written: Sendable, Equatable {
        /// The written files, sorted by name.
        public var paths: [URL]
        /// The directory's entries the kit did not write, left as they were, sorted.
        public var untouched: [String]
    }

    public static let reportFileNames = ["junit.xml", "report.json", "report.html", "report.md", Attestation.fileName, "SHA256SUMS"]
    /// The files the kit writes beside them, when it has them: a back-end's and an adapter's log,
    /// the app check's SARIF. No other name is ever the kit's.
    public static let extraFileNames = ["backend.log", "adapter.log", AppSARIF.fileName]

    public var redactor: Redactor
    /// The JUnit dialect of `junit.xml`.
    public var junitFlavor: JUnitFlavor

    /// How long a writer waits for another writer of the same directory (another run of the kit)
    /// to finish before it refuses to write.
    package var lockWait: Duration = .seconds(30)

    /// Every page is rendered from the redacted run alone (the HTML journey drawn is the journal's
    /// first), so that `verify` renders each again from `report.json`, byte for byte.
    public init(redactor: Redactor, junitFlavor: JUnitFlavor = .jenkins) {
        self.redactor = redactor
        self.junitFlavor = junitFlavor
    }

    /// The files, redacted and rendered, including `SHA256SUMS`, by name.
    public func render(_ result: RunResult, extraFiles: [String: [UInt8]] = [:]) throws -> [(name: String, bytes: [UInt8])] {
        for name in extraFiles.keys where !ReportWriter.isPlainName(name) || ReportWriter.reportFileNames.contains(name) {
            throw ReportError.invalidExtraFileName(name)
        }
        let clean = Self.asRecorded(redactor.redact(result))
        var files: [(name: String, bytes: [UInt8])] = [
            ("junit.xml", JUnitReport.data(clean, flavor: junitFlavor)),
            ("report.json", JSONReport.data(clean)),
            ("report.html", HTMLReport.data(clean)),
            ("report.md", MarkdownReport.data(clean)),
        ]
        for (name, bytes) in extraFiles { files.append((name, redactor.redact(bytes: bytes))) }
        files.append((Attestation.fileName, Attestation.data(clean, files: files)))
        return Self.withSums(files)
    }

    /// `result` as `report.json` records it: its dates to the millisecond, read back as `ReportReader`
    /// reads them, so that every page rendered from it is the page `verify` renders again from
    /// `report.json` (wall time and check times are differences of these dates).
    package static func asRecorded(_ result: RunResult) -> RunResult {
        func recorded(_ date: Date) -> Date { ReportReader.isoDate(TimestampText.iso(date)) ?? date }
        var out = result
        out.metadata.startedAt = recorded(result.metadata.startedAt)
        out.metadata.finishedAt = recorded(result.metadata.finishedAt)
        for index in out.journal.indices { out.journal[index].startedAt = recorded(out.journal[index].startedAt) }
        return out
    }

    /// `files` sorted by name, with `SHA256SUMS` listing them appended last.
    package static func withSums(_ files: [(name: String, bytes: [UInt8])]) -> [(name: String, bytes: [UInt8])] {
        var files = files
        files.sort { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        let sums = files.map { "\(SHA256.hex(of: $0.bytes))  \($0.name)\n" }.joined()
        files.append(("SHA256SUMS", Array(sums.utf8)))
        return files
    }

    /// Writes the reports into `directory` (created if missing); returns the written paths, sorted by name.
    @discardableResult
    public func write(_ result: RunResult, to directory: URL, extraFiles: [String: [UInt8]] = [:]) throws -> [URL] {
        try writeReport(result, to: directory, extraFiles: extraFiles).paths
    }

    /// Writes the reports into `directory` (created if missing); returns what was written and
    /// what was left alone.
    public func writeReport(_ result: RunResult, to directory: URL, extraFiles: [String: [UInt8]] = [:]) throws -> Written {
        try writeFiles(render(result, extraFiles: extraFiles), to: directory)
    }

    /// Writes `files` (already redacted, `SHA256SUMS` last: `withSums`) into `directory` as a
    /// report is written: all of them or none, the kit's previous files replaced, files the kit
    /// did not write left alone (a clash with one refused, the previous report withdrawn).
    package func writeFiles(_ files: [(name: String, bytes: [UInt8])], to directory: URL) throws -> Written {
        let fm = FileManager.default
        let target = directory.standardizedFileURL
        if let refusal = Self.refusal(of: target) {
            throw ReportError.cannotWrite(path: target.path, reason: refusal)
        }
        if FileSystem.exists(target.path) {
            guard FileSystem.isDirectory(target.path) else {
                throw ReportError.cannotCreateDirectory(path: target.path, reason: "a file is there, not a directory")
            }
        } else {
            do {
                try fm.createDirectory(at: target, withIntermediateDirectories: true)
            } catch {
                throw ReportError.cannotCreateDirectory(path: target.path, reason: Self.reason(error))
            }
        }
        // One writer at a time: two runs into one directory would otherwise leave one run's files
        // under the other's marker, and every later run unable to take the directory over.
        let lock = try Self.lock(target, waiting: lockWait)
        defer { close(lock) }
        let before = ReportDirectory.inspect(target)
        if before.unlistable {
            throw ReportError.cannotWrite(
                path: target.path,
                reason: "the directory cannot be listed, so the kit cannot tell its own files from others; nothing was changed")
        }
        let newNames = Set(files.map(\.name)).union([ReportDirectory.markerName])
        let clashes = before.foreignEntries.filter(newNames.contains)
        guard clashes.isEmpty else {
            // This run's reports cannot go there: the kit's previous report must not pass for them.
            throw ReportError.foreignFiles(path: target.path, names: clashes, withdrawn: Self.withdraw(before, in: target))
        }

        Self.removeLeftovers(of: target)
        let temporary: URL
        do {
            temporary = try Self.makeTemporaryFolder(for: target)
        } catch {
            throw Self.withdrawing(before, in: target, because: error)
        }
        defer { Self.removeTemporaryFolder(temporary) }
        var newFiles: [String: Set<String>] = [:]
        for file in files { newFiles[file.name] = [SHA256.hex(of: file.bytes)] }
        do {
            for file in files { try Self.writeSynced(file.bytes, to: temporary.appendingPathComponent(file.name)) }
            Self.syncDirectory(temporary)
            try Self.replaceMarker(of: target, listing: before.kitFiles.merging(newFiles) { $0.union($1) }, via: temporary)
        } catch {
            Self.removeTemporaryFolder(temporary)  // frees what was staged before the previous report goes
            throw Self.withdrawing(before, in: target, because: error)
        }

        let sumsURL = target.appendingPathComponent("SHA256SUMS")
        if before.kitFiles["SHA256SUMS"] != nil { try Self.remove(sumsURL) }
        for name in before.kitFiles.keys.sorted() where name != "SHA256SUMS" { try Self.remove(target.appendingPathComponent(name)) }

        var written: [URL] = []
        for file in files {  // sorted by name with SHA256SUMS appended last
            let from = temporary.appendingPathComponent(file.name), to = target.appendingPathComponent(file.name)
            try Self.moveWithoutReplacing(from, to)
            written.append(to)
        }
        try Self.replaceMarker(of: target, listing: newFiles, via: temporary)
        Self.syncDirectory(target)
        return Written(paths: written.sorted { $0.lastPathComponent < $1.lastPathComponent }, untouched: before.foreignEntries)
    }

    // MARK: - Internals

    /// When this run's reports cannot be staged (a full disk, a read-only folder), the previous
    /// report must not stay behind to pass for this run. Returns `error` with `withdraw`'s note.
    private static func withdrawing(_ before: ReportDirectory, in target: URL, because error: Error) -> Error {
        guard let note = withdraw(before, in: target) else { return error }
        switch error {
        case ReportError.cannotWrite(let path, let reason): return ReportError.cannotWrite(path: path, reason: reason + note)
        case ReportError.cannotCreateDirectory(let path, let reason):
            return ReportError.cannotCreateDirectory(path: path, reason: reason + note)
        default: return ReportError.cannotWrite(path: target.path, reason: "\(error)" + note)
        }
    }

    /// Removes the kit's own files of `before` from `target`, `SHA256SUMS` first and the marker
    /// last, so that no step leaves a directory that verifies; files the kit did not write stay.
    /// Returns what was done, as a clause to append to an error, or nil when there was nothing.
    static func withdraw(_ before: ReportDirectory, in target: URL) -> String? {
        guard !before.kitFiles.isEmpty else { return nil }
        let names = before.kitFiles.keys.sorted { ($0 == "SHA256SUMS" ? 0 : 1, $0) < ($1 == "SHA256SUMS" ? 0 : 1, $1) }
        var kept: [String] = []
        for name in names {
            let path = target.appendingPathComponent(name).path
            if unlink(path) != 0 && errno != ENOENT { kept.append(name) }
        }
        let marker = target.appendingPathComponent(ReportDirectory.markerName).path
        if kept.isEmpty { _ = unlink(marker) }
        return kept.isEmpty
            ? "; the previous report there was removed, so that it cannot pass for this run"
            : "; the previous report there could not all be removed (\(kept.joined(separator: ", ")))"
    }

    /// An exclusive `flock` on the directory `target` itself (no file is added to it), taken within
    /// `wait`, else a refusal: another run of the kit is writing there. The caller closes the
    /// descriptor, which releases the lock; so does the process's end, however it ends.
    static func lock(_ target: URL, waiting wait: Duration) throws -> Int32 {
        let fd = open(target.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw ReportError.cannotWrite(path: target.path, reason: String(cString: strerror(errno))) }
        let deadline = ContinuousClock.now + wait
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
                close(fd)
                throw ReportError.cannotWrite(
                    path: target.path,
                    reason: "another run of the kit is writing its reports into this directory (waited \(wait)); nothing was changed")
            }
            Pause.seconds(0.02)
        }
        return fd
    }

    /// `.<dirname>.tmp-`: the start of every temporary folder a writer makes beside `target`.
    static func temporaryPrefix(of target: URL) -> String { ".\(target.lastPathComponent).tmp-" }

    /// A fresh temporary folder on `target`'s file system, carrying the writer's mark: beside
    /// `target` when its parent is writable and on the same file system, else inside `target`.
    static func makeTemporaryFolder(for target: URL) throws -> URL {
        let parent = target.deletingLastPathComponent()
        let suffix = "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let beside = access(parent.path, W_OK) == 0 && sameFileSystem(parent.path, target.path)
        let folder =
            beside
            ? parent.appendingPathComponent(temporaryPrefix(of: target) + suffix)
            : target.appendingPathComponent(ReportDirectory.temporaryPrefix + suffix)
        guard mkdir(folder.path, 0o700) == 0 else {
            throw ReportError.cannotCreateDirectory(path: folder.path, reason: String(cString: strerror(errno)))
        }
        try writeSynced(Array(WriterMark.current().text.utf8), to: folder.appendingPathComponent(ReportDirectory.temporaryMarkerName))
        return folder
    }

    /// Removes a temporary folder the writer made: its plain files, then the folder itself. Anything
    /// else found in it (a folder, a link) keeps the folder in place.
    static func removeTemporaryFolder(_ folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            var status = stat()
            let path = folder.appendingPathComponent(name).path
            if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { _ = unlink(path) }
        }
        _ = rmdir(folder.path)
    }

    /// Removes the abandoned temporary folders of writers (a run killed while writing), beside
    /// `target` and inside it; returns their names. A folder is abandoned when its mark proves its
    /// writer gone in this system's pid namespace, or when it is a day old (`WriterMark`): a writer
    /// in another container or on another machine sharing the volume is never judged by its pid.
    /// A folder of a matching name that lacks the writer's mark stays.
    @discardableResult
    static func removeLeftovers(of target: URL) -> [String] {
        let places = [(target.deletingLastPathComponent(), temporaryPrefix(of: target)), (target, ReportDirectory.temporaryPrefix)]
        var removed: [String] = []
        for (folder, prefix) in places {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where name.hasPrefix(prefix) {
                let rest = name.dropFirst(prefix.count)
                guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
                let leftover = folder.appendingPathComponent(name)
                guard WriterMark.isAbandoned(folder: leftover, markerName: ReportDirectory.temporaryMarkerName) else { continue }
                removeTemporaryFolder(leftover)
                if !FileManager.default.fileExists(atPath: leftover.path) { removed.append(name) }
            }
        }
        return removed.sorted()
    }

    /// Moves a staged file to `to`, which the writer has made sure is free: a file that appeared there
    /// meanwhile is someone else's and is never replaced (a hard link fails on an existing name,
    /// where a rename would replace it). File systems without hard links fall back to a rename.
    static func moveWithoutReplacing(_ from: URL, _ to: URL) throws {
        if link(from.path, to.path) == 0 {
            _ = unlink(from.path)
            return
        }
        let code = errno
        if code == EEXIST {
            throw ReportError.foreignFiles(path: to.deletingLastPathComponent().path, names: [to.lastPathComponent])
        }
        guard rename(from.path, to.path) == 0 else {
            throw ReportError.cannotReplace(path: to.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Writes the marker listing `files` into `target`, atomically, through `temporary`.
    private static func replaceMarker(of target: URL, listing files: [String: Set<String>], via temporary: URL) throws {
        let staged = temporary.appendingPathComponent(ReportDirectory.markerName)
        try? remove(staged)
        try writeSynced(Array(ReportDirectory.markerText(files).utf8), to: staged)
        let destination = target.appendingPathComponent(ReportDirectory.markerName)
        guard rename(staged.path, destination.path) == 0 else {
            throw ReportError.cannotReplace(path: destination.path, reason: String(cString: strerror(errno)))
        }
    }

    private static func sameFileSystem(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev
    }

    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.hasPrefix(".")
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Why `directory` cannot be a report directory, or nil: the working directory itself (or a
    /// folder above it), or a folder holding a repository (`.git`), whose files a report's upload
    /// (a CI artifact) would carry along with the reports: the checkout's `.git/config` keeps the
    /// job's token. A report directory is a folder of its own, such as `Reports`.
    package static func refusal(of directory: URL) -> String? {
        let path = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        if working == path || working.hasPrefix(path == "/" ? "/" : path + "/") {
            return
                "it is the working directory\(working == path ? "" : " or a folder above it"); give a folder of its own for the reports (e.g. Reports)"
        }
        if FileSystem.exists(directory.appendingPathComponent(".git").path) {
            return "it holds a repository (.git); give a folder of its own for the reports (e.g. Reports)"
        }
        return nil
    }

    static func writeSynced(_ bytes: [UInt8], to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportError.cannotWrite(path: url.path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { SystemCall.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReportError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
            }
            offset += n
        }
        guard fsync(fd) == 0 else { throw ReportError.cannotWrite(path: url.path, reason: String(cString: strerror(errno))) }
    }

    private static func syncDirectory(_ url: URL) {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    package static func remove(_ url: URL) throws {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw ReportError.cannotReplace(path: url.path, reason: String(cString: strerror(errno)))
        }
    }

    private static func reason(_ error: Error) -> String {
        ErrorText.describe(error)
    }
}
