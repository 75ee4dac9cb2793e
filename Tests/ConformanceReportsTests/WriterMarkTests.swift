import Foundation
import Testing

@testable import ConformanceReports

/// When a report writer's temporary folder is abandoned: never judged by a pid outside its namespace.
@Suite("Writer mark")
struct WriterMarkTests {
    static let here = WriterMark(boot: "boot-a", pidNamespace: "pid:[100]", pid: 500, processStart: "9000", created: 1_000_000)
    static let now = Date(timeIntervalSince1970: 1_000_060)
    static let young = Date(timeIntervalSince1970: 1_000_000)
    static let old = Date(timeIntervalSince1970: 1_000_060 - WriterMark.generousAge - 1)

    static func mark(
        boot: String = "boot-a", namespace: String = "pid:[100]", pid: Int32 = 700, start: String = "8000", created: Int = 1_000_000
    ) -> WriterMark {
        WriterMark(boot: boot, pidNamespace: namespace, pid: pid, processStart: start, created: created)
    }

    func abandoned(_ mark: WriterMark?, modified: Date = young, running: [Int32: String] = [:]) -> Bool {
        WriterMark.isAbandoned(mark, modified: modified, now: Self.now, here: Self.here, processStart: { running[$0] })
    }

    @Test("a mark reads back as written; an older kit's empty mark, or a damaged one, is no mark")
    func roundTrip() {
        let mark = WriterMark.current()
        #expect(WriterMark.parse(Array(mark.text.utf8)) == mark)
        #expect(mark.pid == getpid())
        #expect(WriterMark.parse([]) == nil)
        #expect(WriterMark.parse(Array("boot x\npid nope\n".utf8)) == nil)
    }

    @Test(
        "on Linux the mark names the boot, the pid namespace and this process's start time",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/ns/pid"), "no /proc/self/ns/pid on this system"))
    func linuxIdentity() {
        let mark = WriterMark.current()
        #expect(mark.pidNamespace.hasPrefix("pid:["), "\(mark.pidNamespace)")
        #expect(!mark.boot.isEmpty)
        #expect(!mark.processStart.isEmpty && mark.processStart == WriterMark.startTime(of: getpid()))
    }

    @Test("same system and namespace: abandoned when its pid runs nothing, or runs a process started at another time")
    func sameNamespace() {
        #expect(abandoned(Self.mark()))
        #expect(abandoned(Self.mark(), running: [700: "8001"]), "the pid was reused")
        #expect(!abandoned(Self.mark(), running: [700: "8000"]), "its writer runs")
        #expect(!abandoned(Self.mark(), running: [700: ""]), "a running pid whose start is unknown is given the benefit of the doubt")
        #expect(!abandoned(Self.here), "this writer's own")
    }

    @Test("another pid namespace, another boot, or no namespace known: a dead-looking pid proves nothing until a day has passed")
    func elsewhere() {
        for mark in [Self.mark(namespace: "pid:[200]"), Self.mark(boot: "boot-b"), Self.mark(boot: "", namespace: ""), nil] {
            #expect(!abandoned(mark), "\(String(describing: mark))")
            #expect(
                abandoned(mark, modified: Self.old, running: [700: "8000"])
                    == (mark == nil || mark!.created < 1_000_000 - Int(WriterMark.generousAge)),
                "the mark's own time keeps a recently made folder")
        }
        #expect(abandoned(Self.mark(namespace: "pid:[200]", created: 0), modified: Self.old, running: [700: "8000"]))
        #expect(abandoned(nil, modified: Self.old))
    }
}
