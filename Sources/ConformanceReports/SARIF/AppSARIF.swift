import ConformanceBasics
import ConformanceChecks
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app checks' findings as SARIF 2.1.0 (`app-check.sarif`), so that GitHub code scanning and
/// other SARIF readers show each finding on its file and line: one result per place a failed or
/// warned check cites (a check with no place gets one result without a location). Paths are
/// relative to `%SRCROOT%` (`uriBaseId`), declared in the run's `originalUriBaseIds`: the git
/// repository's root when the project is in one (so a project in a subfolder maps onto the files
/// GitHub shows), else the project folder (see `SARIFRoot`).
public enum AppSARIF {
    public static let fileName = "app-check.sarif"

    public static func render(_ verdicts: [Verdict], version: String, root: SARIFRoot = .project) -> [UInt8] {
        let judged = verdicts.filter { $0.group == AppChecks.group }
        let rules = judged.map {
            Rule(id: $0.checkID, name: $0.checkID, shortDescription: Text(text: $0.title), fullDescription: Text(text: $0.expected))
        }
        var results: [Result] = []
        for (index, verdict) in judged.enumerated() where verdict.status == .fail || verdict.status == .warn || verdict.status == .error {
            let level = verdict.status == .warn ? "warning" : "error"
            let message = Text(text: verdict.status == .error ? "not judged: \(verdict.seen)" : "\(verdict.title): \(verdict.seen)")
            let places = verdict.locations.filter { !$0.file.isEmpty }
            if places.isEmpty {
                results.append(Result(ruleId: verdict.checkID, ruleIndex: index, level: level, message: message, locations: nil))
            }
            for place in places {
                let region = place.line > 0 ? Region(startLine: place.line, startColumn: place.column > 0 ? place.column : nil) : nil
                results.append(
                    Result(
                        ruleId: verdict.checkID, ruleIndex: index, level: level, message: message,
                        locations: [
                            Location(
                                physicalLocation: PhysicalLocation(
                                    artifactLocation: ArtifactLocation(uri: uri(root.prefix + place.file), uriBaseId: SARIFRoot.baseID),
                                    region: region))
                        ]))
            }
        }
        let base = ArtifactLocation(
            uri: root.uri, uriBaseId: nil,
            description: Text(
                text: root.isRepository ? repositoryRootText : "the app project's folder"))
        let log = Log(runs: [
            Run(
                tool: Tool(driver: Driver(name: "hp-conformance", version: version, rules: rules)),
                originalUriBaseIds: [SARIFRoot.baseID: base], results: results)
        ])
        return JSONText.bytes(JSONValue(encoding: log) ?? .object([:]), options: [.prettyPrinted, .withoutEscapingSlashes]) + [0x0A]
    }

    /// The root `sarif` was rendered with, read back from the file (the one input of the SARIF that
    /// `report.json` does not record: where the project sat), given the verdicts it was rendered
    /// from; nil when the file does not declare one in the kit's shape.
    package static func root(of sarif: [UInt8], verdicts: [Verdict]) -> SARIFRoot? {
        guard JSONValue.nestingDepth(sarif) <= JSONValue.maxDepth, let log = JSONValue.parse(sarif),
            case .array(let runs)? = log["runs"], let run = runs.first,
            let base = run["originalUriBaseIds"]?[SARIFRoot.baseID]
        else { return nil }
        let rootURI = base["uri"]?.stringValue
        let isRepository = base["description"]?["text"]?.stringValue == repositoryRootText
        // The prefix is the part of the first located result's path before the file it cites: the
        // first place of the first finding (`render` writes the results in that order).
        var prefix = ""
        let firstPlace = verdicts.filter { $0.group == AppChecks.group && [.fail, .warn, .error].contains($0.status) }
            .lazy.flatMap { $0.locations.filter { !$0.file.isEmpty } }.first
        if let firstPlace, case .array(let results)? = run["results"],
            let located = results.lazy.compactMap({ result -> String? in
                guard case .array(let locations)? = result["locations"] else { return nil }
                return locations.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue
            }).first
        {
            let file = Self.uri(firstPlace.file)
            if located.hasSuffix(file) { prefix = String(located.dropLast(file.count)).percentDecoded ?? "" }
        }
        return SARIFRoot(uri: rootURI, prefix: prefix, isRepository: isRepository)
    }

    static let repositoryRootText = "the root of the git repository holding the app project"

    /// A relative path as a URI reference: every byte outside the unreserved set and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte < 0x80 && (Character(scalar).isLetter || Character(scalar).isNumber)) || "-._~/".unicodeScalars.contains(scalar) {
                text.unicodeScalars.append(scalar)
            } else {
                text += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return text
    }

    struct Log: Encodable {
        package var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        package var version = "2.1.0"
        package var runs: [Run]
        package enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
    }
    struct Tool: Encodable {
        var driver: Driver
    }
    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
    }
    package struct Text: Encodable {
        var text: String
    }
    package struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]?
    }
    package struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    struct ArtifactLocation: Encodable {
        var uri: String?
        var uriBaseId: String?
        var description: Text? = nil
    }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
