import ConformanceBasics
import HTTP1Codec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// HTTPS through the system's `curl` program: its TLS library verifies the certificate and the
/// host name (the probe has no switch to turn that off), reads the system's certificate store, and
/// honours `HTTPS_PROXY` and `NO_PROXY`. The kit links no TLS library of its own, so every other
/// command of the release binary runs with glibc alone; the probe says how to install curl when
/// it is missing (`missingLine`).
///
/// Nothing secret is on curl's command line (which any local user can read in `/proc`): the
/// request, its token included, reaches curl as a configuration on its standard input, and the
/// answer comes back through files that have no name on disk (`UnlinkedFile`).
package struct CurlTransport: Sendable {
    /// The largest answer body read (a probe's answers are a few hundred bytes).
    package static let largestAnswer = 1 << 20
    /// What the probe says when there is no curl.
    package static let missingLine =
        "probe needs the curl program for HTTPS (the kit links no TLS library): apt-get install curl (Debian, Ubuntu), dnf install curl (Fedora, RHEL), apk add curl (Alpine), or put curl on PATH"
    /// The environment curl is given from the kit's: proxies and certificate stores, nothing else
    /// (no HOME: no `.curlrc` is read either).
    static let passedVariables = [
        "HTTPS_PROXY", "https_proxy", "NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy", "SSL_CERT_FILE", "SSL_CERT_DIR", "CURL_CA_BUNDLE",
    ]
    /// Where Linux distributions keep the system's certificate bundle.
    static let systemBundles = [
        "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/ca-bundle.pem",
        "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem", "/etc/ssl/cert.pem",
    ]

    package let curl: String
    let environment: [String: String]
    /// The certificates curl trusts when the partner adds some (`--cacert`): the system's bundle
    /// and theirs; nil leaves curl's own default (the system's store).
    let trusted: [UInt8]?
    /// Said in the report when the added certificates could not be joined to the system's.
    package let trustNote: String?

    /// curl on `environment`'s PATH, or nil.
    package static func locate(_ environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") where directory.hasPrefix("/") {
            let path = "\(directory)/curl"
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    package init(curl: String, environment: [String: String], extraCertificates: [UInt8]?) {
        self.curl = curl
        var passed = ["PATH": "/usr/bin:/bin"]
        for name in Self.passedVariables { if let value = environment[name] { passed[name] = value } }
        self.environment = passed
        guard let extraCertificates else {
            trusted = nil
            trustNote = nil
            return
        }
        let candidates = [environment["SSL_CERT_FILE"], environment["CURL_CA_BUNDLE"]].compactMap { $0 } + Self.systemBundles
        let system = candidates.lazy.compactMap { try? RegularFile.read($0, limit: 16 << 20, followingLinks: true) }.first
        trusted = (system ?? []) + Array("\n".utf8) + extraCertificates
        trustNote = system == nil ? "no system certificate bundle was found: only the certificates of --cacert are trusted" : nil
    }

    /// Sends one request; the answer, or why there is none. Never follows a redirect (the
    /// answer is the redirect), never speaks anything but HTTPS, never takes longer than
    /// `timeoutSeconds` (curl's own limit, and the process is killed five seconds after it).
    package func send(
        method: String, url: String, headers: HTTPHeaders, body: [UInt8]?, timeoutSeconds: Double
    ) -> Result<
        ProbeAnswer, ProbeTransportFailure
    > {
        var config = [
            "url = \(Self.quoted(url))",
            "request = \(Self.quoted(method))",
            "proto = \"=https\"",
            "proto-redir = \"=https\"",
            "http1.1",
            "silent",
            "show-error",
            "max-time = \(Self.seconds(timeoutSeconds))",
            "connect-timeout = \(Self.seconds(timeoutSeconds))",
            "max-filesize = \(Self.largestAnswer)",
            "dump-header = \"/dev/fd/3\"",
            "output = \"/dev/fd/4\"",
            "header = \"Expect:\"",
        ]
        for field in headers { config.append("header = \(Self.quoted("\(field.name): \(field.value)"))") }
        if let body { config.append("data-binary = \(Self.quoted(String(decoding: body, as: UTF8.self)))") }
        if trusted != nil { config.append("cacert = \"/dev/fd/5\"") }
        let text = Array((config.joined(separator: "\n") + "\n").utf8)
        guard text.count < 60_000 else {
            return .failure(ProbeTransportFailure(kind: .tool, line: "the request is too large for the probe"))
        }

        guard let headerFile = UnlinkedFile.holding([]), let bodyFile = UnlinkedFile.holding([]),
            let outFile = UnlinkedFile.holding([]), let errFile = UnlinkedFile.holding([])
        else { return .failure(ProbeTransportFailure(kind: .tool, line: "no temporary file could be made for curl's answer")) }
        var files = [headerFile, bodyFile, outFile, errFile]
        if let trusted {
            guard let caFile = UnlinkedFile.holding(trusted) else {
                files.forEach { _ = close($0) }
                return .failure(ProbeTransportFailure(kind: .tool, line: "no temporary file could be made for the certificates"))
            }
            files.append(caFile)
        }
        defer { files.forEach { _ = close($0) } }
        guard let pipe = Spawn.pipe() else { return .failure(ProbeTransportFailure(kind: .tool, line: "no pipe could be made for curl")) }
        let written = text.withUnsafeBytes { write(pipe.write, $0.baseAddress!, $0.count) }
        Spawn.close(pipe.write)
        defer { Spawn.close(pipe.read) }
        guard written == text.count else {
            return .failure(ProbeTransportFailure(kind: .tool, line: "curl's request could not be written"))
        }

        var request = Spawn.Request(
            executable: curl, arguments: ["curl", "-q", "--config", "-"], environment: environment, newSession: true,
            input: .descriptor(pipe.read), output: .descriptor(outFile), error: .descriptor(errFile))
        request.inherited = [headerFile, bodyFile] + (trusted != nil ? [files[4]] : [])
        guard case let .success(pid) = Spawn.start(request) else {
            return .failure(ProbeTransportFailure(kind: .tool, line: "curl (\(curl)) could not be started"))
        }
        let status = ChildProcess(pid: pid).exitStatus(within: timeoutSeconds + 5)
        guard let status else {
            return .failure(
                ProbeTransportFailure(kind: .timeout, line: "no answer within \(Self.seconds(timeoutSeconds)) s (curl was stopped)"))
        }
        let message = Self.curlMessage(UnlinkedFile.contents(of: errFile, limit: 64 << 10) ?? [])
        guard status == 0 else { return .failure(Self.failure(status: status, message: message, timeoutSeconds: timeoutSeconds)) }
        guard let headerDump = UnlinkedFile.contents(of: headerFile, limit: 1 << 20),
            let body = UnlinkedFile.contents(of: bodyFile, limit: Self.largestAnswer),
            let answer = ProbeAnswer.parse(headerDump: headerDump, body: body)
        else { return .failure(ProbeTransportFailure(kind: .answer, line: "curl reported an answer the probe could not read")) }
        return .success(answer)
    }

    /// The failure curl's exit `status` stands for (curl's exit codes, `man curl`).
    static func failure(status: Int32, message: String, timeoutSeconds: Double) -> ProbeTransportFailure {
        let said = message.isEmpty ? "curl exit \(status)" : "curl: \(message)"
        switch status {
        case 60, 51, 58, 77, 83, 90, 91:
            return ProbeTransportFailure(
                kind: .certificate,
                line:
                    "the sandbox's certificate is not trusted for this host (\(said)); nothing was sent. A corporate CA: --cacert FILE")
        case 35, 53, 54, 59, 64, 66, 80:
            return ProbeTransportFailure(kind: .tls, line: "the TLS handshake failed (\(said)); nothing was sent")
        case 28:
            return ProbeTransportFailure(kind: .timeout, line: "no answer within \(seconds(timeoutSeconds)) s (\(said))")
        case 5, 6, 7, 97:
            return ProbeTransportFailure(kind: .connection, line: "the sandbox could not be reached (\(said))")
        case 1:
            return ProbeTransportFailure(kind: .connection, line: "a redirect to another scheme was refused (\(said))")
        case 18, 52, 56, 63, 8, 16, 92:
            return ProbeTransportFailure(kind: .answer, line: "the answer was cut short, empty or too large (\(said))")
        default:
            return ProbeTransportFailure(kind: .tool, line: "curl failed (\(said))")
        }
    }

    /// curl's own first line of error, without its `curl: (N) ` prefix, on one line.
    static func curlMessage(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(2048), as: UTF8.self)
        guard var line = text.split(separator: "\n").first.map(String.init) else { return "" }
        if line.hasPrefix("curl: ("), let close = line.firstIndex(of: ")") {
            line = String(line[line.index(after: close)...]).trimmingASCIIWhitespace()
        }
        return String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f }.prefix(300).map(Character.init))
    }

    /// A curl configuration string: double-quoted, with `\` and `"` escaped and line breaks written as escapes.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
