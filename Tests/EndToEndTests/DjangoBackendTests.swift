import Foundation
import KitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Django fixture back-end (Fixtures/django: Django 3.2 and Django REST framework on gunicorn with
/// 3 worker processes, PostgreSQL, Debian's packages), written from the partner guide and the vendor's
/// page alone: DRF's token login, urllib to Human Plugin, ownership checks, an outcome mapping, Django's
/// logging with a filter masking the document number. Each test starts a private PostgreSQL cluster in
/// a temporary directory (Fixtures/django/pg.sh: its socket there, no TCP) and stops it. Human
/// Plugin's process id is a UNIQUE column: runs repeated on one database must work, since the kit
/// issues new process ids on every run. `KYC_FAULTS` plants a fault (Fixtures/django/captures/faults.py).
@Suite("Django fixture back-end (Django REST framework on gunicorn, PostgreSQL, launch mode)", .serialized, .blockingWork)
struct DjangoBackendTests {
    static let folder = EndToEnd.fixtures.appendingPathComponent("django")
    static let config = folder.appendingPathComponent("conformance.json").path
    static let pgScript = folder.appendingPathComponent("pg.sh").path
    static let bash = Tools.onPath("bash")

    /// The database and role pg.sh creates, and the back-end's settings read (KYC_DB_NAME, KYC_DB_USER).
    static let databaseName = "hp_django_fixture"
    static let databaseUser = "hp_django_app"

    /// PostgreSQL's server binaries (and, as root, the postgres user and runuser: `pg.sh check`), and a
    /// python3 that imports Django, DRF, psycopg2 and gunicorn (Debian's are for /usr/bin/python3).
    static let hasDjango: Bool = {
        guard let bash, (try? runTool(bash, [pgScript, "check"], deadline: 30).status) == 0 else { return false }
        return [Tools.python3, "/usr/bin/python3"].compactMap { $0 }.contains { python in
            FileManager.default.isExecutableFile(atPath: python)
                && (try? runTool(python, ["-c", "import django, rest_framework, psycopg2, gunicorn"], deadline: 60).status) == 0
        }
    }()
    static let reason: Comment =
        "needs Django, Django REST framework, psycopg2, gunicorn and PostgreSQL (Debian: python3-django python3-djangorestframework python3-psycopg2 gunicorn postgresql; scripts/ci-install.sh)"

    /// The environment pg.sh and the back-end share: where the socket is, which database, which role.
    static func databaseEnvironment(_ cluster: URL) -> [String: String] {
        ["KYC_DB_SOCKET_DIR": cluster.path, "KYC_DB_NAME": databaseName, "KYC_DB_USER": databaseUser]
    }

    /// Starts a private cluster in `cluster` (initdb the first time); the test fails with pg.sh's output
    /// when it cannot. The caller stops it with `stopCluster`, registered before this call.
    static func startCluster(_ cluster: URL) throws {
        let bash = try #require(Self.bash)
        let started = try runTool(bash, [pgScript, "start", cluster.path], environment: databaseEnvironment(cluster), deadline: 120)
        try #require(started.status == 0, "pg.sh start \(cluster.path) exited \(started.status):\n\(started.output)")
    }

    /// Stops the cluster (fast shutdown, at most 60 s in pg.sh) and expects no server left behind.
    static func stopCluster(_ cluster: URL) {
        guard let bash else { return }
        do {
            let stopped = try runTool(bash, [pgScript, "stop", cluster.path], environment: databaseEnvironment(cluster), deadline: 90)
            #expect(stopped.status == 0, "pg.sh stop \(cluster.path) exited \(stopped.status):\n\(stopped.output)")
        } catch {
            Issue.record("pg.sh stop \(cluster.path) could not run: \(error)")
        }
        let pidFile = cluster.appendingPathComponent("data/postmaster.pid").path
        #expect(!FileManager.default.fileExists(atPath: pidFile), "postgres is still running in \(cluster.path)")
    }

    /// Human Plugin's process ids in the database, one per row.
    static func storedProcessIDs(_ cluster: URL) throws -> [String] {
        let bash = try #require(Self.bash)
        let query = try runTool(
            bash, [pgScript, "sql", cluster.path, "SELECT process_id FROM captures_capture ORDER BY id"],
            environment: databaseEnvironment(cluster), deadline: 60)
        try #require(query.status == 0, "pg.sh sql exited \(query.status):\n\(query.output)")
        return query.output.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// The ids of the creates the stand-in answered 201 with an id and a link, from the run's journal
    /// (report.json): the processes a correct back-end keeps. A 201 without a link, or malformed, is a
    /// fault scenario's, reported to the app as an error and not kept.
    static func createdProcessIDs(_ reports: URL) throws -> [String] {
        let data = try Data(contentsOf: reports.appendingPathComponent("report.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let journal = try #require(root["journal"] as? [[String: Any]], "report.json has no journal")
        return journal.compactMap { exchange -> String? in
            guard exchange["channel"] as? String == "backend->humanplugin",
                let request = exchange["request"] as? [String: Any], request["method"] as? String == "POST",
                let response = exchange["response"] as? [String: Any], response["status"] as? Int == 201,
                let body = (response["body"] as? String)?.data(using: .utf8),
                let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                let id = object["id"] as? String, !id.isEmpty,
                let link = object["link"] as? String, !link.isEmpty
            else { return nil }
            return id
        }
    }

    /// Runs the kit on django/conformance.json against the cluster, with a fresh test password (read
    /// by the kit through `${env:APP_TEST_PASSWORD}` and by the launched back-end from the environment
    /// it inherits) and the database's variables (read by the kit through `${env:KYC_DB_...}`).
    func run(faults: String?, cluster: URL) throws -> (KitRun, RunReport, URL, String) {
        let reports = try EndToEnd.temporaryDirectory("django-reports")
        let password = "pw-" + UUID().uuidString
        var environment = Self.databaseEnvironment(cluster)
        environment["APP_TEST_PASSWORD"] = password
        if let faults { environment["KYC_FAULTS"] = faults }
        // Generous: the migrations and gunicorn's boot take seconds on an idle machine, more on a loaded one.
        let run = try Kit.run(
            ["run", "--config", Self.config, "--report-dir", reports.path, "--no-color"],
            deadline: 240, environment: environment)
        #expect(!run.timedOut, "\(run)")
        let report = try RunReport.read(reports, "\(run)")
        return (run, report, reports, password)
    }

    func backendLog(_ reports: URL) -> String {
        (try? String(contentsOf: reports.appendingPathComponent("backend.log"), encoding: .utf8)) ?? ""
    }

    /// The verdict line: `CONFORMANT · ...` (a `NOT CONFORMANT · ...` line does not begin so).
    func saysConformant(_ run: KitRun) -> Bool {
        run.stdout.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("CONFORMANT") }
    }

    @Test(
        "the Django back-end conforms twice on one PostgreSQL database, the sample of variations included: every process id stored once, none refused",
        .enabled(if: hasDjango, reason))
    func repeatedRunsOnOneDatabase() throws {
        let cluster = try EndToEnd.temporaryDirectory("django-pg")
        defer { EndToEnd.cleanUp(cluster) }
        defer { Self.stopCluster(cluster) }
        try Self.startCluster(cluster)

        var created: [[String]] = []
        for attempt in 1...2 {
            let (run, report, reports, password) = try run(faults: nil, cluster: cluster)
            defer { EndToEnd.cleanUp(reports) }
            #expect(run.status == 0, "run \(attempt)\n\(run)")
            #expect(
                !report.statuses.isEmpty && report.notPassing.isEmpty, "run \(attempt): not passing: \(report.notPassing)\n\(run)")
            #expect(saysConformant(run), "run \(attempt)\n\(run)")
            created.append(try Self.createdProcessIDs(reports))
            // gunicorn ran 3 workers, and HP-LOG-NO-SECRETS passed on Django's own lines, masked.
            let log = backendLog(reports)
            #expect(log.components(separatedBy: "Booting worker with pid").count - 1 == 3, "gunicorn booted 3 workers\n\(log)")
            #expect(log.contains("'document_number': '[FILTERED]'"), "Django's log masked the document number")
            #expect(!log.contains(password), "backend.log holds the test password")
        }
        #expect(created.allSatisfy { !$0.isEmpty }, "each run created processes: \(created.map(\.count))")
        let all = created.flatMap { $0 }
        #expect(Set(all).count == all.count, "the kit issued a process id twice across the runs")
        // The stored rows are the reports' processes and those of each run's sample of the vendor's
        // variations (varied runs of the happy journeys, which no report's journal holds): each once.
        let stored = try Self.storedProcessIDs(cluster)
        #expect(Set(stored).count == stored.count, "a process id stored twice among \(stored.count) rows")
        #expect(Set(all).isSubset(of: Set(stored)), "the reports' process ids are stored, in both runs")
        #expect(stored.count > all.count, "\(stored.count) rows for \(created.map(\.count)) creates and the samples' own")
    }

    typealias Fault = PlantedFault

    static let faults = [
        // "capture ended" serves any stored id: another user's is read and its outcome answered (a forged one is still unknown).
        Fault(name: "no_ownership_check", failing: ["HP-IDOR-FOREIGN-ID"]),
        // status "success" from the app is taken for an approval, without reading Human Plugin.
        Fault(name: "trust_app_claim", failing: ["HP-OUTCOME-SERVER-DECIDES"]),
        // The start answer echoes the document back to the app.
        Fault(name: "leak_document_in_start", failing: ["HP-START-NO-LEAK"]),
        // The log handler without its sensitive-data filter: the request's document number is logged.
        Fault(name: "log_document_number", failing: [], warning: ["HP-LOG-NO-SECRETS"]),
    ]

    @Test(
        "a faulty Django back-end fails exactly the checks its fault breaks", .enabled(if: hasDjango, reason), arguments: faults)
    func fault(_ fault: Fault) throws {
        let cluster = try EndToEnd.temporaryDirectory("django-pg")
        defer { EndToEnd.cleanUp(cluster) }
        defer { Self.stopCluster(cluster) }
        try Self.startCluster(cluster)

        let (run, report, reports, _) = try run(faults: fault.name, cluster: cluster)
        defer { EndToEnd.cleanUp(reports) }
        #expect(run.status == (fault.failing.isEmpty ? 0 : 1), "\(run)")
        #expect(report.failing == fault.failing, "\(run)")
        #expect(report.notPassing == (fault.failing + fault.warning).sorted(), "only the planted fault's checks may fail or warn\n\(run)")
        for id in fault.failing {
            #expect(run.stdout.contains("FAIL  \(id)"), "\(run)")
        }
        for id in fault.warning {
            #expect(run.stdout.contains("WARN  \(id)"), "\(run)")
        }
        if fault.name == "log_document_number" {
            // The warning quotes Django's log line where the number was.
            #expect(run.stdout.contains("'document_number': '<redacted:"), "the quote shows where the number was\n\(run)")
        }
    }
}

/// Runs a helper program to completion within `deadline` seconds (then SIGKILL), its standard
/// output and error kept in a file: pg.sh starts a server that outlives it, which must not
/// hold a pipe this test reads to its end.
private func runTool(
    _ program: String, _ arguments: [String], environment extra: [String: String] = [:], deadline: Double
) throws -> (status: Int32, output: String) {
    // posix_spawn and waitpid on this one pid, not Foundation's Process: its termination handler
    // missed the exit of `pg.sh start` (a bash whose server child daemonizes), leaving the test to
    // wait out its deadline beside a zombie.
    let scratch = try EndToEnd.temporaryDirectory("django-tool")
    defer { EndToEnd.cleanUp(scratch) }
    let outPath = scratch.appendingPathComponent("output").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }.map { "\($0.key)=\($0.value)" }
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, envp)
    guard spawned == 0 else { return (-1, "\(program) could not start: \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    let started = Date()
    var timedOut = false
    while waitpid(pid, &status, WNOHANG) == 0 {
        if Date().timeIntervalSince(started) > deadline {
            timedOut = true
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            break
        }
        usleep(20_000)
    }
    let output = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(), as: UTF8.self)
    if timedOut { return (-1, output + "\n(killed after \(Int(deadline)) s)") }
    // Exited normally: its exit code; killed by a signal: 128 + the signal, as shells say.
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (code, output)
}
