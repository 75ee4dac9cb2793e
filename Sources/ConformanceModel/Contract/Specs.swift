import ConformanceBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The contract and check catalogue in use, with the exact bytes read (so reports can state their
/// checksum). By default they are the ones compiled into the kit from `specs/` at build time
/// (`Specs.embedded()`); `--specs DIR` or `HP_CONFORMANCE_SPECS` load a directory instead.
public struct Specs: Sendable {
    static let contractFile = "contract.json"
    static let checksFile = "checks.json"
    static let schemaFile = "config.schema.json"
    static let exampleConfigurationFile = "examples/example-backend.json"

    /// Where the specs came from.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        /// Compiled into the kit from the package's `specs/` directory.
        case embedded
        /// Read from this directory at run time.
        case directory(URL)

        public var description: String {
            switch self {
            case .embedded: "embedded"
            case let .directory(url): url.path
            }
        }
    }

    public var source: Source
    public var contract: ContractSpec
    public var catalogue: CheckCatalogue
    /// The bytes of `contract.json` followed by those of `checks.json`, as read.
    public var rawBytes: [UInt8]

    /// The directory the specs were read from; nil when they are the embedded ones.
    public var directory: URL? {
        if case let .directory(url) = source { return url }
        return nil
    }

    /// SHA-256 (hex) of `rawBytes`: the same for the embedded specs and a directory holding the same files.
    public var sha256: String { SHA256.hex(of: rawBytes) }

    /// Loads `contract.json` and `checks.json` from `directory`.
    public static func load(from directory: URL) throws(KitError) -> Specs {
        let contractPath = directory.appendingPathComponent(contractFile).path
        let checksPath = directory.appendingPathComponent(checksFile).path
        return try make(
            contract: read(contractPath), checks: read(checksPath), source: .directory(directory),
            contractPath: contractPath, checksPath: checksPath)
    }

    /// Loads the specs `source` names.
    public static func load(from source: Source) throws(KitError) -> Specs {
        switch source {
        case .embedded: try embedded()
        case let .directory(url): try load(from: url)
        }
    }

    /// The contract and catalogue compiled into the kit.
    public static func embedded() throws(KitError) -> Specs {
        try make(
            contract: embeddedFile(contractFile), checks: embeddedFile(checksFile), source: .embedded,
            contractPath: "specs/\(contractFile) (embedded)", checksPath: "specs/\(checksFile) (embedded)")
    }

    /// Which specs to use: `explicit` (`--specs DIR`) when given, else `HP_CONFORMANCE_SPECS`, else
    /// the embedded ones. A `specs/` directory lying around is never picked up by chance.
    public static func locate(explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> Source {
        if let explicit {
            return .directory(URL(fileURLWithPath: explicit))
        }
        if let fromEnvironment = environment["HP_CONFORMANCE_SPECS"], !fromEnvironment.isEmpty {
            return .directory(URL(fileURLWithPath: fromEnvironment))
        }
        return .embedded
    }

    /// The names of the files compiled in from `specs/` (relative paths such as `examples/example-backend.json`).
    static var embeddedFileNames: [String] { EmbeddedSpecFiles.all.map(\.name) }

    /// The exact bytes of `specs/NAME` as compiled into the kit.
    static func embeddedFile(_ name: String) throws(KitError) -> [UInt8] {
        guard let file = EmbeddedSpecFiles.all.first(where: { $0.name == name }) else {
            throw .specs(
                file: "specs/\(name)", problem: "not compiled into this kit (embedded: \(embeddedFileNames.joined(separator: ", ")))")
        }
        return Array(file.text.utf8)
    }

    /// The configuration of the embedded example back-end: `examples/example-backend.json` of the
    /// specs directory in use, or the embedded one.
    public func exampleConfiguration() throws(KitError) -> KitConfiguration {
        if let directory {
            let path = directory.appendingPathComponent(Self.exampleConfigurationFile).path
            if FileManager.default.fileExists(atPath: path) { return try ConfigurationLoader.load(path: path) }
        }
        return try ConfigurationLoader.parse(
            Self.embeddedFile(Self.exampleConfigurationFile),
            file: "specs/\(Self.exampleConfigurationFile) (embedded)")
    }

    /// The configuration file at `path` when given, else the example back-end's (`exampleConfiguration()`);
    /// `${env:NAME}` is looked up in `environment`.
    public func configuration(
        file path: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(KitError) -> KitConfiguration {
        guard let path else { return try exampleConfiguration() }
        return try ConfigurationLoader.load(path: path, environment: environment)
    }

    private static func make(
        contract contractBytes: [UInt8], checks checksBytes: [UInt8], source: Source,
        contractPath: String, checksPath: String
    ) throws(KitError) -> Specs {
        let contract: ContractSpec = try decode(contractBytes, file: contractPath)
        let catalogue: CheckCatalogue = try decode(checksBytes, file: checksPath)
        let specs = Specs(source: source, contract: contract, catalogue: catalogue, rawBytes: contractBytes + checksBytes)
        try specs.validate(contractPath: contractPath, checksPath: checksPath)
        return specs
    }

    private static func read(_ path: String) throws(KitError) -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: 4 << 20)
        } catch {
            throw .specs(file: path, problem: error.reason)
        }
    }

    private static func decode<T: Decodable>(_ bytes: [UInt8], file: String) throws(KitError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw .specs(file: file, problem: DecodingErrorText.describe(error))
        } catch {
            throw .specs(file: file, problem: "\(error)")
        }
    }

    /// Cross-file consistency: unique ids, known groups, at least one final state marked success.
    private func validate(contractPath: String, checksPath: String) throws(KitError) {
        var seen = Set<String>()
        let groupIDs = Set(catalogue.groups.map(\.id))
        for check in catalogue.checks {
            guard seen.insert(check.id).inserted else {
                throw .specs(file: checksPath, problem: "check id \(check.id) appears twice")
            }
            guard groupIDs.contains(check.group) else {
                throw .specs(file: checksPath, problem: "check \(check.id) names unknown group \(check.group)")
            }
        }
        guard contract.finalStates.states.contains(where: \.success) else {
            throw .specs(file: contractPath, problem: "finalStates.states: no state is marked success")
        }
        var names = Set<String>()
        for state in contract.finalStates.states where !names.insert(state.name).inserted {
            throw .specs(file: contractPath, problem: "finalStates.states: name \(state.name) appears twice")
        }
    }
}

/// One-line descriptions of Foundation decoding errors, naming the field as a dotted path.
package enum DecodingErrorText {
    package static func path(_ codingPath: [CodingKey]) -> String {
        let parts = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        var text = ""
        for part in parts {
            if part.hasPrefix("[") || text.isEmpty { text += part } else { text += "." + part }
        }
        return text.isEmpty ? "(top level)" : text
    }

    package static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            let parent = path(context.codingPath)
            return "\(parent == "(top level)" ? key.stringValue : parent + "." + key.stringValue): missing"
        case let .typeMismatch(type, context):
            return "\(path(context.codingPath)): expected \(typeName(type))"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)): expected \(typeName(type)), found null"
        case let .dataCorrupted(context):
            let underlying = context.underlyingError.map(ErrorText.describe)
            return "\(path(context.codingPath)): \(underlying ?? context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type, is UInt16.Type: "a number"
        case is Bool.Type: "a boolean"
        default:
            String(describing: type).contains("Dictionary")
                ? "an object" : (String(describing: type).contains("Array") ? "an array" : "\(type)")
        }
    }
}
