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

/// Who made a report writer's temporary folder, as its mark (`.hp-conformance-partial`) records it,
/// so that a later writer removes the folder only when its maker is provably gone: the running
/// system (the kernel's boot id), the pid namespace, the pid, that process's start time, and when the
/// folder was made. A pid means nothing outside its namespace: a writer in another container on a
/// shared volume, or on another machine, is never judged by it.
struct WriterMark: Equatable, Sendable {
    /// `/proc/sys/kernel/random/boot_id`; empty where the system has none.
    package var boot: String
    /// The target of `/proc/self/ns/pid` (`pid:[4026531836]`); empty where the system has none.
    var pidNamespace: String
    package var pid: Int32
    /// Field 22 of `/proc/<pid>/stat` (clock ticks after boot); empty where unknown.
    var processStart: String
    /// When the folder was made, in seconds since 1970.
    package var created: Int

    /// A folder whose maker cannot be proven gone is left alone until it is this old (seconds):
    /// far longer than any report takes to write.
    static let generousAge: Double = 24 * 3600

    /// This process's mark, now.
    package static func current(now: Date = Date()) -> WriterMark {
        let pid = getpid()
        return WriterMark(
            boot: firstLine("/proc/sys/kernel/random/boot_id"), pidNamespace: linkTarget("/proc/self/ns/pid"), pid: pid,
            processStart: startTime(of: pid) ?? "", created: Int(now.timeIntervalSince1970))
    }

    /// The mark as written: one `key value` line each.
    package var text: String {
        "boot \(boot)\npidns \(pidNamespace)\npid \(pid)\nstart \(processStart)\ncreated \(created)\n"
    }

    /// A mark read back; nil for anything else (the empty mark of older kits, a damaged one).
    package static func parse(_ bytes: [UInt8]) -> WriterMark? {
        var fields: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            fields[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        guard let boot = fields["boot"], let namespace = fields["pidns"], let pid = fields["pid"].flatMap({ Int32($0) }), pid > 0,
            let start = fields["start"], let created = fields["created"].flatMap({ Int($0) })
        else { return nil }
        return WriterMark(boot: boot, pidNamespace: namespace, pid: pid, processStart: start, created: created)
    }

    /// Whether a folder whose mark reads `mark` (nil: an older kit's empty mark, or damaged), last
    /// changed at `modified`, is abandoned. Within this system and pid namespace (both known): when
    /// its pid runs no process, or a process started at another time (the pid was reused). Anywhere
    /// else, or without a mark: only once it is `generousAge` old.
    static func isAbandoned(
        _ mark: WriterMark?, modified: Date, now: Date = Date(), here: WriterMark = current(),
        processStart: (Int32) -> String? = running
    ) -> Bool {
        if let mark, !mark.boot.isEmpty, !mark.pidNamespace.isEmpty, mark.boot == here.boot, mark.pidNamespace == here.pidNamespace {
            if mark.pid == here.pid && mark.processStart == here.processStart { return false }
            guard let start = processStart(mark.pid) else { return true }
            return !start.isEmpty && !mark.processStart.isEmpty && start != mark.processStart
        }
        let made = max(modified.timeIntervalSince1970, Double(mark?.created ?? 0))
        return now.timeIntervalSince1970 - made > generousAge
    }

    /// Whether the folder at `folder` (its mark is `markerName` inside it) is abandoned.
    static func isAbandoned(folder: URL, markerName: String) -> Bool {
        let path = folder.appendingPathComponent(markerName).path
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        #if canImport(Darwin)
        let modified = Date(timeIntervalSince1970: Double(status.st_mtimespec.tv_sec))
        #else
        let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec))
        #endif
        let mark = (try? RegularFile.read(path, limit: 4096, followingLinks: false)).flatMap(parse)
        return isAbandoned(mark, modified: modified)
    }

    /// The start time of the process `pid` when one runs ("" when it runs but its start is unknown);
    /// nil when no process has that pid.
    package static func running(_ pid: Int32) -> String? {
        guard kill(pid, 0) == 0 || errno == EPERM else { return nil }
        return startTime(of: pid) ?? ""
    }

    /// Field 22 of `/proc/<pid>/stat`: counted after the command name, which may hold spaces and parentheses.
    static func startTime(of pid: Int32) -> String? {
        guard let bytes = try? RegularFile.read("/proc/\(pid)/stat", limit: 64 << 10),
            let close = bytes.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        // After ")" come field 3 (state) onwards: field 22 is the 20th.
        return fields.count > 19 ? String(decoding: fields[19], as: UTF8.self) : nil
    }

    private static func firstLine(_ path: String) -> String {
        guard let bytes = try? RegularFile.read(path, limit: 4096) else { return "" }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    private static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return "" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
