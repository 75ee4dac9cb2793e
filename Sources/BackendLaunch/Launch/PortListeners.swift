import ConformanceBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The processes that listen on a local TCP port, read from Linux's `/proc` (`net/tcp`, `net/tcp6`
/// and each process's descriptors). Elsewhere, or where a process's descriptors cannot be read,
/// it knows nothing, and says so with `nil`: a launch is then judged on its answer alone.
struct PortListeners {
    /// A process holding a listening socket on the port.
    struct Owner {
        let pid: pid_t
        /// Its command name (`/proc/<pid>/comm`).
        let name: String
        /// When it started, in clock ticks since boot (`/proc/<pid>/stat`'s 22nd field).
        let startTicks: UInt64
    }

    let owners: [Owner]

    /// Who listens on `port`, or `nil` when that cannot be known here.
    static func on(port: UInt16) -> PortListeners? {
        #if os(Linux)
        var inodes: Set<UInt64> = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            guard let bytes = try? RegularFile.read(table, limit: 16 << 20) else { continue }
            inodes.formUnion(listeningInodes(in: String(decoding: bytes, as: UTF8.self), port: port))
        }
        guard !inodes.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        var owners: [Owner] = []
        for entry in entries where entry.first?.isNumber == true {
            guard let pid = pid_t(entry), ProcFiles.holds(pid, "socket", anyOf: inodes), let ticks = ProcFiles.stat(of: entry)?.startTicks
            else { continue }
            let name = (try? RegularFile.read("/proc/\(pid)/comm", limit: 256)).map { String(decoding: $0, as: UTF8.self) }
            owners.append(Owner(pid: pid, name: name.map { String($0.filter { !$0.isNewline }) } ?? "?", startTicks: ticks))
        }
        return owners.isEmpty ? nil : PortListeners(owners: owners)
        #else
        return nil
        #endif
    }

    /// The inodes of the sockets in LISTEN state (`0A`) on `port` in a `/proc/net/tcp` table.
    static func listeningInodes(in table: String, port: UInt16) -> Set<UInt64> {
        var found: Set<UInt64> = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
            guard fields.count > 9, fields[3] == "0A", let colon = fields[1].lastIndex(of: ":"),
                UInt16(fields[1][fields[1].index(after: colon)...], radix: 16) == port, let inode = UInt64(fields[9])
            else { continue }
            found.insert(inode)
        }
        return found
    }

    /// The owners that cannot be a back-end whose first process started at `start`: the kit's own
    /// process, and any process already running before then. Empty when any owner may be the
    /// back-end (a server it started, a container runtime's proxy started for it).
    func foreign(toProcessStartedAt start: UInt64) -> [Owner] {
        let own = getpid()
        let foreign = owners.filter { $0.pid == own || $0.startTicks < start }
        return foreign.count == owners.count ? foreign : []
    }
}
