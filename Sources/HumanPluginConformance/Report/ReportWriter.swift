#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report file could not be written; `description` is one line naming the path.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotReplace(path: String, reason: String)
    case invalidExtraFileName(String)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason): "cannot create report directory \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write report file \(path): \(reason)"
        case .cannotReplace(let path, let reason): "cannot replace report file \(path): \(reason)"
        case .invalidExtraFileName(let name): "invalid extra report file name \(name.debugDescription): must be a plain file name not used by the report"
        }
    }
}

/// Writes a run's reports into a directory: `junit.xml`, `report.json`, `report.html`, `report.md`,
/// any extra files (e.g. `backend.log`) and `SHA256SUMS` (`<hex>  <name>` lines, sorted by name, as
/// `sha256sum -c` reads them).
///
/// Everything is redacted (extra files too, byte for byte) and rendered in memory first, then
/// written and fsynced into a fresh sibling directory `.<dirname>.tmp-<pid>-<random>`. Then the
/// target's old `SHA256SUMS` is removed first (a directory without it is an unfinished write),
/// the files the kit owns from the previous run (the fixed names, this run's extra names, and
/// every name listed in the old `SHA256SUMS`) are removed, and the new files are renamed in with
/// `SHA256SUMS` last. Each file appears whole or not at all; other files in the directory are
/// left alone. Temporary directories left behind by a writer that died (its pid no longer runs)
/// are removed before writing.
public struct ReportWriter: Sendable {
    /// The file names the kit always writes.
    public static let reportFileNames = ["junit.xml", "report.json", "report.html", "report.md", "SHA256SUMS"]

    public var redactor: Redactor
    /// Which scenario the HTML journey draws (nil: the journal's first).
    public var scenario: String?
    /// The JUnit dialect of `junit.xml`.
    public var junitFlavor: JUnitFlavor

    public init(redactor: Redactor, scenario: String? = nil, junitFlavor: JUnitFlavor = .jenkins) {
        self.redactor = redactor
        self.scenario = scenario
        self.junitFlavor = junitFlavor
    }

    /// The files, redacted and rendered, including `SHA256SUMS`, by name.
    public func render(_ result: RunResult, extraFiles: [String: [UInt8]] = [:]) throws -> [(name: String, bytes: [UInt8])] {
        for name in extraFiles.keys where !ReportWriter.isPlainName(name) || ReportWriter.reportFileNames.contains(name) {
            throw ReportError.invalidExtraFileName(name)
        }
        let clean = redactor.redact(result)
        var files: [(name: String, bytes: [UInt8])] = [
            ("junit.xml", JUnitReport.data(clean, flavor: junitFlavor)),
            ("report.json", JSONReport.data(clean)),
            ("report.html", HTMLReport.data(clean, scenario: scenario)),
            ("report.md", MarkdownReport.data(clean)),
        ]
        for (name, bytes) in extraFiles { files.append((name, redactor.redact(bytes: bytes))) }
        files.sort { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        let sums = files.map { "\(SHA256.hex(of: $0.bytes))  \($0.name)\n" }.joined()
        files.append(("SHA256SUMS", Array(sums.utf8)))
        return files
    }

    /// Writes the reports into `directory` (created if missing); returns the written paths, sorted by name.
    @discardableResult
    public func write(_ result: RunResult, to directory: URL, extraFiles: [String: [UInt8]] = [:]) throws -> [URL] {
        let files = try render(result, extraFiles: extraFiles)
        let fm = FileManager.default
        let target = directory.standardizedFileURL
        do {
            try fm.createDirectory(at: target, withIntermediateDirectories: true)
        } catch {
            throw ReportError.cannotCreateDirectory(path: target.path, reason: Self.reason(error))
        }
        Self.removeLeftovers(of: target)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(Self.temporaryPrefix(of: target) + "\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        guard mkdir(temporary.path, 0o700) == 0 else {
            throw ReportError.cannotCreateDirectory(path: temporary.path, reason: String(cString: strerror(errno)))
        }
        defer { try? fm.removeItem(at: temporary) }

        for file in files { try Self.writeSynced(file.bytes, to: temporary.appendingPathComponent(file.name)) }
        Self.syncDirectory(temporary)

        let sumsURL = target.appendingPathComponent("SHA256SUMS")
        var owned = Set(Self.reportFileNames).union(files.map(\.name))
        if let old = try? String(contentsOf: sumsURL, encoding: .utf8) { owned.formUnion(Self.namesListed(in: old)) }
        try Self.remove(sumsURL)
        for name in owned.sorted() where name != "SHA256SUMS" { try Self.remove(target.appendingPathComponent(name)) }

        var written: [URL] = []
        for file in files {  // sorted by name with SHA256SUMS appended last
            let from = temporary.appendingPathComponent(file.name), to = target.appendingPathComponent(file.name)
            guard rename(from.path, to.path) == 0 else {
                throw ReportError.cannotReplace(path: to.path, reason: String(cString: strerror(errno)))
            }
            written.append(to)
        }
        Self.syncDirectory(target)
        return written.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    // MARK: - Internals

    /// `.<dirname>.tmp-`: the start of every temporary directory a writer makes beside `target`.
    static func temporaryPrefix(of target: URL) -> String { ".\(target.lastPathComponent).tmp-" }

    /// Removes the temporary directories beside `target` whose writer's process no longer runs
    /// (a run killed while writing); returns their names. Those of running writers stay.
    @discardableResult
    static func removeLeftovers(of target: URL) -> [String] {
        let parent = target.deletingLastPathComponent()
        let prefix = temporaryPrefix(of: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }
            if (try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))) != nil { removed.append(name) }
        }
        return removed.sorted()
    }

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.hasPrefix(".")
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// File names in a `SHA256SUMS` text that are plain names (others are ignored, never removed).
    static func namesListed(in sums: String) -> [String] {
        sums.split(separator: "\n").compactMap { line in
            guard line.count > 66, line.dropFirst(64).hasPrefix("  ") else { return nil }
            let name = String(line.dropFirst(66))
            return isPlainName(name) ? name : nil
        }
    }

    private static func writeSynced(_ bytes: [UInt8], to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportError.cannotWrite(path: url.path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReportError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
            }
            offset += n
        }
        guard fsync(fd) == 0 else { throw ReportError.cannotWrite(path: url.path, reason: String(cString: strerror(errno))) }
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    private static func syncDirectory(_ url: URL) {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    private static func remove(_ url: URL) throws {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw ReportError.cannotReplace(path: url.path, reason: String(cString: strerror(errno)))
        }
    }

    private static func reason(_ error: Error) -> String {
        ErrorText.describe(error)
    }
}
