import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// The field names the loader checks first (`ConfigKeys`) are exactly the schema's, object by object.
@Suite("Configuration field names")
struct ConfigKeysTests {
    /// Object paths to their field names, from the schema (`items` of arrays as `[]`).
    static func schemaFields() throws -> [String: Set<String>] {
        let url = ConformanceHarness.packageRoot.appendingPathComponent("specs/config.schema.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var fields: [String: Set<String>] = [:]
        func walk(_ node: [String: Any], _ path: String) {
            if let items = node["items"] as? [String: Any] { walk(items, path + "[]") }
            guard let properties = node["properties"] as? [String: Any], node["additionalProperties"] as? Bool == false else { return }
            // The outcomes' names come from specs/contract.json; the validator checks them.
            if path != "outcomes" { fields[path] = Set(properties.keys).subtracting(["//"]) }
            for (name, child) in properties {
                if let child = child as? [String: Any] { walk(child, path.isEmpty ? name : "\(path).\(name)") }
            }
        }
        walk(root, "")
        return fields
    }

    static func keyFields() -> [String: Set<String>] {
        var fields: [String: Set<String>] = [:]
        func walk(_ node: ConfigKeys.Node, _ path: String) {
            switch node {
            case let .object(children):
                fields[path] = Set(children.keys)
                for (name, child) in children { walk(child, path.isEmpty ? name : "\(path).\(name)") }
            case let .list(item): walk(item, path + "[]")
            case .open: break
            }
        }
        walk(ConfigKeys.root, "")
        return fields
    }

    @Test func sameFieldsAsTheSchema() throws {
        let schema = try Self.schemaFields(), keys = Self.keyFields()
        #expect(
            Set(schema.keys) == Set(keys.keys),
            "objects: schema only \(Set(schema.keys).subtracting(keys.keys).sorted()), loader only \(Set(keys.keys).subtracting(schema.keys).sorted())"
        )
        for path in Set(schema.keys).intersection(keys.keys).sorted() {
            #expect(
                schema[path] == keys[path],
                "\(path.isEmpty ? "(top level)" : path): schema \(schema[path]!.sorted()), loader \(keys[path]!.sorted())")
        }
    }
}
