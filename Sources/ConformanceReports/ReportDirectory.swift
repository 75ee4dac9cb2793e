import ConformanceBasics

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

/// Which entries of a report directory the kit wrote and may therefore replace or remove.
///
/// The kit proves what it wrote with a marker file, `.hp-conformance-report`, that it keeps in
/// every report directory: one `<sha256>  <name>` line per file it wrote there. An entry is the
/// kit's only when it is a regular file (not a link, not a folder) whose name the marker lists
/// with the SHA-256 of its present content. A file someone else wrote, or a report the kit wrote
/// and someone then edited, is not the kit's: it is never removed or replaced.
///
/// A report directory written by kit versions before the marker is recognised only when its
/// `SHA256SUMS` lists nothing but names the kit writes, each matching its file, and its
/// `report.json` is one of the kit's; a `SHA256SUMS` of any other folder (a release's images and
/// notes) proves nothing.
public struct ReportDirectory: Sendable, Equatable {
    /// The marker's file name.
    public static let markerName = ".hp-conformance-report"
    /// The start of the temporary folders the writer makes inside a report directory.
    static let temporaryPrefix = ".hp-conformance.tmp-"
    /// The file in each temporary folder that says the writer made it.
    static let temporaryMarkerName = ".hp-conformance-partial"
    /// The names the kit writes besides its fixed report files: a legacy `SHA256SUMS` may list these.
    package static let legacyExtraNames: Set<String> = ["backend.log"]
    /// The first line of the marker.
    static let markerHeading = "# hp-conformance: files this kit wrote here and may replace; other files are left alone"
    /// Files larger than this are never read to be proven the kit's (no report file comes near it).
    static let largestProvableFile = 1 << 30

    /// Whether the directory existed before the kit looked at it.
    public var existed: Bool
    /// The kit's files in the directory, with the SHA-256 each may have (a name can carry two
    /// while a write is under way).
    var kitFiles: [String: Set<String>]
    /// The entries the kit did not write (marker and the writer's own temporary folders aside), sorted.
    var foreignEntries: [String]
    /// The directory exists but cannot be listed: nothing in it can be proven the kit's.
    var unlistable = false

    /// The directory at `url` as it is now. A missing directory has neither kit nor foreign entries.
    public static func inspect(_ url: URL) -> ReportDirectory {
        let path = url.path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            let existed = FileSystem.isDirectory(path)
            return ReportDirectory(existed: existed, kitFiles: [:], foreignEntries: [], unlistable: existed)
        }
        let digests = FileDigests(largestFile: largestProvableFile)
        let marker = markerEntries(in: url)
        let listed = marker ?? legacyEntries(in: url, names: Set(names), digests: digests) ?? [:]
        var kitFiles: [String: Set<String>] = [:]
        var foreign: [String] = []
        if marker == nil && names.contains(markerName) { foreign.append(markerName) }  // not a marker of this kit's
        for name in names where name != markerName && !isTemporaryFolder(name) {
            if let hashes = listed[name], let digest = digests.hex(url.appendingPathComponent(name).path), hashes.contains(digest) {
                kitFiles[name] = hashes
            } else {
                foreign.append(name)
            }
        }
        return ReportDirectory(existed: true, kitFiles: kitFiles, foreignEntries: foreign.sorted())
    }

    /// The marker text listing `files` (name and SHA-256), names sorted.
    static func markerText(_ files: [String: Set<String>]) -> String {
        var lines = [markerHeading]
        for name in files.keys.sorted() {
            for hash in files[name]!.sorted() { lines.append("\(hash)  \(name)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether `name` is one of the writer's temporary folders inside a report directory.
    package static func isTemporaryFolder(_ name: String) -> Bool { name.hasPrefix(temporaryPrefix) }

    // MARK: - Proofs

    /// The marker's entries, or nil when there is no readable marker.
    package static func markerEntries(in url: URL) -> [String: Set<String>]? {
        guard let bytes = readRegularFile(url.appendingPathComponent(markerName).path, limit: 1 << 20) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(markerHeading) else { return nil }
        return sumsEntries(text)
    }

    /// A pre-marker report directory's entries, or nil when its `SHA256SUMS` does not prove it the kit's.
    static func legacyEntries(
        in url: URL, names: Set<String>, digests: FileDigests = FileDigests(largestFile: largestProvableFile)
    ) -> [String: Set<String>]? {
        guard names.contains("SHA256SUMS"), names.contains("report.json"),
            let bytes = readRegularFile(url.appendingPathComponent("SHA256SUMS").path, limit: 1 << 16)
        else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let entries = sumsEntries(text)
        let kitNames = Set(ReportWriter.reportFileNames).union(legacyExtraNames)
        let lineCount = text.split(separator: "\n").count
        guard !entries.isEmpty, entries.count == lineCount, entries.keys.allSatisfy(kitNames.contains), entries["report.json"] != nil,
            let json = readRegularFile(url.appendingPathComponent("report.json").path, limit: largestProvableFile),
            json.firstRange(of: Array("\"kitVersion\"".utf8)) != nil
        else { return nil }
        for (name, hashes) in entries {
            guard let digest = digests.hex(url.appendingPathComponent(name).path), hashes.contains(digest) else { return nil }
        }
        var all = entries
        all["SHA256SUMS"] = [SHA256.hex(of: bytes)]
        return all
    }

    /// `<64 hex>  <plain name>` lines of a `sha256sum` style text; other lines are ignored.
    package static func sumsEntries(_ text: String) -> [String: Set<String>] {
        var entries: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            let utf8 = Array(line.utf8)
            guard utf8.count > 66, utf8[64] == UInt8(ascii: " "), utf8[65] == UInt8(ascii: " "),
                utf8[0..<64].allSatisfy({
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
                })
            else { continue }
            let name = String(decoding: utf8[66...], as: UTF8.self)
            guard ReportWriter.isPlainName(name) else { continue }
            entries[name, default: []].insert(String(decoding: utf8[0..<64], as: UTF8.self))
        }
        return entries
    }

    /// The bytes of `path` when it is a regular file of at most `limit` bytes; nil otherwise. Never
    /// follows a final symbolic link and never blocks on a FIFO or device.
    package static func readRegularFile(_ path: String, limit: Int) -> [UInt8]? {
        try? RegularFile.read(path, limit: limit, followingLinks: false)
    }
}
