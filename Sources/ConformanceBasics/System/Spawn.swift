#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs with `posix_spawn` (no `fork` in a multithreaded process): every signal back to
/// its default disposition and unblocked (the kit ignores SIGINT and SIGTERM itself), standard
/// streams chosen explicitly, optionally in a session (and process group) of its own.
package enum Spawn {
    /// Where a child's standard stream goes.
    package enum Stream {
        case null
        case descriptor(Int32)
    }

    package struct Request {
        package var executable: String
        /// `argv[0]` included.
        package var arguments: [String]
        package var environment: [String: String]
        package var workingDirectory: String?
        /// A new session, so the child leads a process group whose id is its pid.
        package var newSession = true
        package var input: Stream = .null
        package var output: Stream = .null
        package var error: Stream = .null
        /// Descriptors the child gets as 3, 4, … (at most six), for a program that takes
        /// `/dev/fd/3` as a file name; every other descriptor of the kit stays closed to it.
        package var inherited: [Int32] = []

        package init(
            executable: String, arguments: [String], environment: [String: String], workingDirectory: String? = nil,
            newSession: Bool = true,
            input: Stream = .null, output: Stream = .null, error: Stream = .null
        ) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
            self.workingDirectory = workingDirectory
            self.newSession = newSession
            self.input = input
            self.output = output
            self.error = error
        }
    }

    /// Starts `request`; returns the child's pid, or the reason it could not start.
    package static func start(_ request: Request) -> Result<pid_t, SpawnFailure> {
        var request = request
        if let directory = request.workingDirectory, addChdir == nil {
            // No posix_spawn_file_actions_addchdir_np: let a shell change directory, then exec.
            request.arguments =
                ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory] + [request.executable] + request.arguments.dropFirst()
            request.executable = "/bin/sh"
            request.workingDirectory = nil
        }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (stream, target) in [(request.input, Int32(0)), (request.output, 1), (request.error, 2)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case let .descriptor(fd): posix_spawn_file_actions_adddup2(&actions, fd, target)
            }
        }
        // Copies above the targets first, so that giving one descriptor never overwrites another.
        let copies = request.inherited.prefix(6).map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        defer { for copy in copies where copy >= 0 { close(copy) } }
        guard !copies.contains(where: { $0 < 0 }) else { return .failure(SpawnFailure(code: errno)) }
        for (index, copy) in copies.enumerated() { posix_spawn_file_actions_adddup2(&actions, copy, Int32(3 + index)) }
        if let directory = request.workingDirectory, let addChdir {
            _ = directory.withCString { addChdir(&actions, $0) }
        }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if request.newSession {
            #if os(Linux)
            flags |= 0x80  // POSIX_SPAWN_SETSID (glibc 2.26+)
            #else
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
            #endif
        }
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))

        let argv = CStrings(request.arguments)
        let envp = CStrings(request.environment.map { "\($0.key)=\($0.value)" }.sorted())
        defer {
            argv.free()
            envp.free()
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, request.executable, &actions, &attributes, argv.pointers, envp.pointers)
        guard rc == 0 else { return .failure(SpawnFailure(code: rc)) }
        return .success(pid)
    }

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29+, macOS 10.15+), looked up at run time
    /// because the C module does not export it.
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    nonisolated(unsafe) private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    /// A pipe whose two ends are closed on exec (a child gets one only through an explicit `dup2`).
    package static func pipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        if let pipe2 {
            guard pipe2(&fds, O_CLOEXEC) == 0 else { return nil }
        } else {
            guard SystemCall.pipe(&fds) == 0 else { return nil }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        return (fds[0], fds[1])
    }

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    nonisolated(unsafe) private static let pipe2: Pipe2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: Pipe2.self)
    }()

    package static func close(_ fd: Int32) {
        guard fd >= 0 else { return }
        _ = SystemCall.close(fd)
    }
}

/// Why `posix_spawn` failed (an errno value).
package struct SpawnFailure: Error, CustomStringConvertible {
    package var code: Int32
    package init(code: Int32) { self.code = code }
    package var description: String { String(cString: strerror(code)) }
}

/// A NULL-terminated array of C strings, freed by `free()`.
private struct CStrings {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
        pointers[strings.count] = nil
    }

    func free() {
        for index in 0..<count { SystemCall.free(pointers[index]) }
        pointers.deallocate()
    }
}
