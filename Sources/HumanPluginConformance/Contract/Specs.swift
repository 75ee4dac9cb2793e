import Foundation

/// The contract and check catalogue loaded from a `specs/` directory, with the exact bytes read
/// (so reports can state their checksum).
public struct Specs: Sendable {
    public static let contractFile = "contract.json"
    public static let checksFile = "checks.json"

    public var directory: URL
    public var contract: ContractSpec
    public var catalogue: CheckCatalogue
    /// The bytes of `contract.json` followed by those of `checks.json`, as read.
    public var rawBytes: [UInt8]

    /// Loads `contract.json` and `checks.json` from `directory`.
    public static func load(from directory: URL) throws(KitError) -> Specs {
        let contractBytes = try read(directory.appendingPathComponent(contractFile))
        let checksBytes = try read(directory.appendingPathComponent(checksFile))
        let contract: ContractSpec = try decode(contractBytes, file: directory.appendingPathComponent(contractFile).path)
        let catalogue: CheckCatalogue = try decode(checksBytes, file: directory.appendingPathComponent(checksFile).path)
        let specs = Specs(directory: directory, contract: contract, catalogue: catalogue, rawBytes: contractBytes + checksBytes)
        try specs.validate()
        return specs
    }

    /// Finds the `specs/` directory: `explicit` when given, else `HP_CONFORMANCE_SPECS`, else the
    /// first `specs/` holding `contract.json` found walking up from the working directory and from
    /// the running executable's directory.
    public static func locate(explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws(KitError) -> URL {
        if let explicit {
            return URL(fileURLWithPath: explicit)
        }
        if let fromEnvironment = environment["HP_CONFORMANCE_SPECS"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
        }
        let starts = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<12 {
                let candidate = directory.appendingPathComponent("specs")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(contractFile).path) {
                    return candidate
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        throw .specs(file: "specs/\(contractFile)", problem: "not found from the working directory or the executable; pass --specs DIR or set HP_CONFORMANCE_SPECS")
    }

    private static func read(_ url: URL) throws(KitError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .specs(file: url.path, problem: "cannot be read")
        }
        return Array(data)
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
    private func validate() throws(KitError) {
        let checksPath = directory.appendingPathComponent(Specs.checksFile).path
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
        let contractPath = directory.appendingPathComponent(Specs.contractFile).path
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
enum DecodingErrorText {
    static func path(_ codingPath: [CodingKey]) -> String {
        let parts = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        var text = ""
        for part in parts {
            if part.hasPrefix("[") || text.isEmpty { text += part } else { text += "." + part }
        }
        return text.isEmpty ? "(top level)" : text
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            let parent = path(context.codingPath)
            return "\(parent == "(top level)" ? key.stringValue : parent + "." + key.stringValue): missing"
        case let .typeMismatch(type, context):
            return "\(path(context.codingPath)): expected \(typeName(type))"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)): expected \(typeName(type)), found null"
        case let .dataCorrupted(context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
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
        default: String(describing: type).contains("Dictionary") ? "an object" : (String(describing: type).contains("Array") ? "an array" : "\(type)")
        }
    }
}
