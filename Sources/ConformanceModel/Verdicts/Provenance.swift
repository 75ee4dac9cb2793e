import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a report comes from: the CI run (when there is one), the back-end tested, the kit and its
/// binary, the contract, the configuration and the seed. Built once per run; every report states it.
/// Every text field has passed through the run's redactor.
public struct Provenance: Sendable, Codable, Equatable {
    /// The run's identity, as every report file states it: `<startedAt>/<seed>`.
    public var runID: String
    public var ci: CIContext?
    /// How the back-end was brought: `launch`, `attach` or `example` (the embedded example back-end).
    public var backendMode: String
    /// The launch command (words joined with spaces) or the base URL, redacted.
    public var backend: String
    public var kitVersion: String
    /// SHA-256 of the running kit's binary, or `unknown` when it cannot be read.
    public var kitBinarySHA256: String
    public var contractVersion: String
    public var contractSHA256: String
    /// SHA-256 of the configuration's text with its secrets redacted.
    public var configSHA256: String
    /// The seed, as a decimal string (a UInt64 does not fit a JSON number).
    public var seed: String
    /// The command's options as given (`--example-fault wrong-flow`, `--seed 7`, `--specs DIR`,
    /// `--only create`), redacted; nil in a report written before the kit recorded them.
    public var options: [String]?
    /// `Provenance.exampleNote` for a run of the kit's own example back-end, else nil.
    public var note: String?

    /// What every file of an example run says: its verdicts are the kit's, not a partner's.
    public static let exampleNote = "the kit's example back-end: not a partner's evidence"

    public init(
        runID: String, ci: CIContext?, backendMode: String, backend: String, kitVersion: String, kitBinarySHA256: String,
        contractVersion: String, contractSHA256: String, configSHA256: String, seed: String, options: [String]? = nil
    ) {
        self.runID = runID
        self.ci = ci
        self.backendMode = backendMode
        self.backend = backend
        self.kitVersion = kitVersion
        self.kitBinarySHA256 = kitBinarySHA256
        self.contractVersion = contractVersion
        self.contractSHA256 = contractSHA256
        self.configSHA256 = configSHA256
        self.seed = seed
        self.options = options
        note = backendMode == "example" ? Self.exampleNote : nil
    }

    /// The run identity of `metadata`: its start time (ISO 8601, UTC, milliseconds) and seed.
    public static func runID(_ metadata: RunMetadata) -> String {
        "\(TimestampText.iso(metadata.startedAt))/\(metadata.seed)"
    }

    /// The provenance of a run: `metadata` as the run recorded it, the back-end as `configuration`
    /// describes it (nil: the embedded example), the CI read from `environment`, every text
    /// passed through `redactor`; `options` as the command was given them.
    public static func make(
        metadata: RunMetadata, configuration: KitConfiguration?, exampleBackend: Bool,
        environment: [String: String], redactor: Redactor, options: [String],
        binaryDigest: String = BinaryDigest.current()
    ) -> Provenance {
        let mode: String, backend: String
        if exampleBackend {
            (mode, backend) = ("example", "embedded example back-end")
        } else if let launch = configuration?.backend.launch {
            (mode, backend) = ("launch", launch.command.joined(separator: " "))
        } else {
            (mode, backend) = ("attach", metadata.backendBaseURL.isEmpty ? configuration?.backend.baseURL ?? "" : metadata.backendBaseURL)
        }
        return Provenance(
            runID: runID(metadata), ci: CIContext.detect(environment), backendMode: mode, backend: backend,
            kitVersion: metadata.kitVersion, kitBinarySHA256: binaryDigest,
            contractVersion: metadata.contractVersion, contractSHA256: metadata.contractSHA256,
            configSHA256: metadata.configSHA256, seed: String(metadata.seed), options: options
        ).redacted(by: redactor)
    }

    /// The fields as `(name, value)` lines, in the order the HTML and Markdown reports show them.
    public var lines: [(String, String)] {
        var lines: [(String, String)] = [("run", runID)]
        if let ci {
            lines.append(("ci", ci.provider))
            if let value = ci.repository { lines.append(("ci.repository", value)) }
            if let value = ci.commit { lines.append(("ci.commit", value)) }
            if let value = ci.branch { lines.append(("ci.branch", value)) }
            if let value = ci.tag { lines.append(("ci.tag", value)) }
            if let value = ci.runURL { lines.append(("ci.runURL", value)) }
        } else {
            lines.append(("ci", "none detected"))
        }
        lines += [
            ("backend", "\(backendMode): \(backend)"),
            ("kit", "\(kitVersion), binary sha256 \(kitBinarySHA256)"),
            ("contract", "\(contractVersion), sha256 \(contractSHA256)"),
            ("config.sha256", configSHA256),
            ("seed", seed),
        ]
        if let options { lines.append(("options", options.isEmpty ? "none" : options.joined(separator: " "))) }
        if let note { lines.append(("evidence", note)) }
        return lines
    }
}

/// The SHA-256 of the running kit's binary.
public enum BinaryDigest {
    /// Hex SHA-256 of `/proc/self/exe` (else of the file `CommandLine.arguments[0]` names), or `unknown`.
    public static func current() -> String {
        cached
    }

    /// Starts computing the digest on a thread of its own (a debug build's SHA-256 of its own
    /// binary takes a second or two of CPU), so that a run's waiting covers it; `current()` then
    /// waits for that computation instead of starting another.
    public static func prefetch() {
        _ = DetachedThread.start(name: "binarydigest") { _ = cached }
    }

    private static let cached: String = {
        for path in ["/proc/self/exe", CommandLine.arguments.first ?? ""] where !path.isEmpty {
            if let digest = digest(path) { return digest }
        }
        return "unknown"
    }()

    /// Hex SHA-256 of the regular file at `path` (links followed), or nil when unreadable.
    package static func digest(_ path: String) -> String? {
        // Hashed a chunk at a time: a debug build's binary is tens of MiB.
        guard let (hex, identity) = try? RegularFile.sha256(path, limit: 1 << 30), identity.size > 0 else { return nil }
        return hex
    }
}

extension Provenance {
    /// The same provenance with every secret `redactor` knows replaced in every text field.
    public func redacted(by redactor: Redactor) -> Provenance {
        func clean(_ text: String) -> String { Redactor.redactURLPassword(redactor.redactFreeText(text)) }
        var out = self
        out.runID = clean(runID)
        out.backendMode = clean(backendMode)
        out.backend = clean(backend)
        out.kitVersion = clean(kitVersion)
        out.kitBinarySHA256 = clean(kitBinarySHA256)
        out.contractVersion = clean(contractVersion)
        out.contractSHA256 = clean(contractSHA256)
        out.configSHA256 = clean(configSHA256)
        out.seed = clean(seed)
        out.options = options?.map(clean)
        if var ci = out.ci {
            ci.provider = clean(ci.provider)
            ci.repository = ci.repository.map(clean)
            ci.commit = ci.commit.map(clean)
            ci.branch = ci.branch.map(clean)
            ci.tag = ci.tag.map(clean)
            ci.runURL = ci.runURL.map(clean)
            out.ci = ci
        }
        return out
    }
}
