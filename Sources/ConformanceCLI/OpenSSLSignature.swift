import BackendLaunch
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

/// One signature over one message checked with the reviewer's public key by `openssl pkeyutl
/// -verify -rawin` (OpenSSL 3; an Ed25519 key as `scripts/sign-report.sh` uses, or any key that
/// signs raw messages). The kit carries no signature code of its own: the check is the one a
/// reviewer can run by hand (docs/CERTIFICATION.md, "Signing").
struct OpenSSLSignature: Sendable {
    /// The longest one check may take before openssl is stopped and the signature called unchecked.
    static let deadlineSeconds = 10.0

    let openssl: String
    let keyPath: String

    /// `openssl` on `environment`'s PATH, or nil.
    static func locate(_ environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/openssl"
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// True when `signature` over `message` verifies with the key, false when it does not, nil
    /// when openssl could not be run or did not finish within `deadlineSeconds`. The message and
    /// the signature reach openssl as `/dev/fd/3` and `/dev/fd/4`, files unlinked as soon as they
    /// are made: nothing is left behind, whatever ends the kit (a kill included).
    func verifies(_ message: [UInt8], _ signature: [UInt8]) -> Bool? {
        guard let messageFile = UnlinkedFile.holding(message) else { return nil }
        defer { close(messageFile) }
        guard let signatureFile = UnlinkedFile.holding(signature) else { return nil }
        defer { close(signatureFile) }
        // 0 verified, 1 a signature that does not verify (the key was read before: `readsKey`).
        let arguments = ["pkeyutl", "-verify", "-pubin", "-inkey", keyPath, "-rawin", "-in", "/dev/fd/3", "-sigfile", "/dev/fd/4"]
        switch run(arguments, inherited: [messageFile, signatureFile]) {
        case 0?: return true
        case 1?: return false
        default: return nil
        }
    }

    /// Whether openssl reads `keyPath` as a public key (nil: openssl could not be run).
    func readsKey() -> Bool? {
        run(["pkey", "-pubin", "-in", keyPath, "-noout"]).map { $0 == 0 }
    }

    /// openssl's exit status for `arguments`, its output discarded; nil when it could not start,
    /// ended by a signal, or ran past `deadlineSeconds` (then it is killed).
    private func run(_ arguments: [String], inherited: [Int32] = []) -> Int32? {
        var request = Spawn.Request(
            executable: openssl, arguments: ["openssl"] + arguments, environment: ["PATH": "/usr/bin:/bin"], workingDirectory: nil)
        request.inherited = inherited
        guard case let .success(pid) = Spawn.start(request) else { return nil }
        let child = ChildProcess(pid: pid)
        guard ProcessGroup.poll(for: Self.deadlineSeconds, until: { !child.isRunning }) else {
            kill(pid, SIGKILL)
            _ = ProcessGroup.poll(for: 1, until: { !child.isRunning })
            return nil
        }
        // 128 + n: ended by signal n.
        return child.exitStatus.flatMap { $0 < 128 ? $0 : nil }
    }
}
