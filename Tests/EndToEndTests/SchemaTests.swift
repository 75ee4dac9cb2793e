import Foundation
import KitTestSupport
import Testing

/// `specs/config.schema.json` describes exactly what the loader accepts: every shipped and fixture
/// configuration passes it, and what the loader refuses, it refuses too.
@Suite("Configuration schema", .blockingWork)
struct SchemaTests {
    static let schema = EndToEnd.packageRoot.appendingPathComponent("specs/config.schema.json")
    static let script = EndToEnd.fixtures.appendingPathComponent("validate_config_schema.py")
    static let jsonschemaReason: Comment = "needs python3 with the jsonschema package (pip install jsonschema)"

    static func loadSchema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schema)) as? [String: Any])
    }

    /// Runs the validation script; returns its status and output.
    static func validate(_ paths: [String]) throws -> (status: Int32, output: String) {
        let python3 = try #require(Tools.python3)
        return try Tools.exec(python3, [script.path, schema.path] + paths)
    }

    static var shippedConfigs: [String] {
        let examples = EndToEnd.packageRoot.appendingPathComponent("specs/examples")
        let fromExamples = ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { examples.appendingPathComponent($0).path }
        let fromFixtures = ((try? FileManager.default.contentsOfDirectory(atPath: EndToEnd.fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { EndToEnd.fixtures.appendingPathComponent($0).path }
        return (fromExamples + fromFixtures).sorted()
    }

    @Test("the schema is draft 2020-12 and refuses unknown top-level fields")
    func header() throws {
        let root = try Self.loadSchema()
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["additionalProperties"] as? Bool == false)
        #expect(Set(root["required"] as? [String] ?? []) == ["backend", "app", "humanPlugin", "outcomes"])
        // The app's calls: declarative (start and ended), or an app adapter, never both.
        let choices = (root["oneOf"] as? [[String: Any]] ?? []).map { Set($0["required"] as? [String] ?? []) }
        #expect(choices == [["start", "ended"], ["adapter"]])
    }

    @Test("every field has a description, and every object refuses unknown fields")
    func descriptions() throws {
        var missing: [String] = []
        var open: [String] = []
        func walk(_ node: Any, _ path: String) {
            if let object = node as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] {
                    for (name, child) in properties {
                        if (child as? [String: Any])?["description"] == nil { missing.append("\(path).\(name)") }
                        walk(child, "\(path).\(name)")
                    }
                    if object["additionalProperties"] == nil && !path.hasSuffix(".then") && !path.contains(".then.")
                        && !path.contains(".if")
                    {
                        open.append(path)
                    }
                }
                for key in ["if", "then"] { if let child = object[key] { walk(child, "\(path).\(key)") } }
            }
        }
        walk(try Self.loadSchema(), "(root)")
        // The `if`/`then` of backend only restate constraints; their sub-schemas need no descriptions.
        missing.removeAll { $0.contains(".if.") || $0.contains(".then.") }
        #expect(missing.isEmpty, "fields without a description: \(missing.sorted())")
        #expect(open.isEmpty, "objects that accept unknown fields: \(open.sorted())")
    }

    @Test("outcomes and document types follow specs/contract.json")
    func followsContract() throws {
        let contractURL = EndToEnd.packageRoot.appendingPathComponent("specs/contract.json")
        let contract = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: contractURL)) as? [String: Any])
        let states = ((contract["finalStates"] as? [String: Any])?["states"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let types = (contract["documentTypes"] as? [String: Any])?["values"] as? [String] ?? []
        let properties = try #require(try Self.loadSchema()["properties"] as? [String: Any])
        let outcomes = try #require(properties["outcomes"] as? [String: Any])
        #expect(Set(outcomes["required"] as? [String] ?? []) == Set(states))
        let documentType = try #require(properties["documentType"] as? [String: Any])
        #expect(Set((documentType["enum"] as? [Any] ?? []).compactMap { $0 as? String }) == Set(types))
    }

    @Test(
        "every configuration in specs/examples and the fixtures passes the schema",
        .enabled(if: Tools.hasJSONSchema, jsonschemaReason))
    func shippedConfigsPass() throws {
        let configs = Self.shippedConfigs
        #expect(configs.count >= 7, "\(configs)")
        let result = try Self.validate(configs)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        "every configuration hp-conformance init writes passes the schema",
        .enabled(if: Tools.hasJSONSchema, jsonschemaReason))
    func starterConfigsPass() throws {
        let directory = try EndToEnd.temporaryDirectory("schema")
        defer { EndToEnd.cleanUp(directory) }
        var paths: [String] = []
        for shape in try ValidateInitTests.shapes() {
            let path = directory.appendingPathComponent("\(shape).json").path
            #expect(try Kit.run(["init", "--shape", shape, "--output", path]).status == 0)
            paths.append(path)
        }
        let result = try Self.validate(paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        "a configuration with an unknown field fails the schema",
        .enabled(if: Tools.hasJSONSchema, jsonschemaReason))
    func unknownFieldFails() throws {
        let directory = try EndToEnd.temporaryDirectory("schema")
        defer { EndToEnd.cleanUp(directory) }
        var config = try ConfigFiles.load("python.json")
        ConfigFiles.edit(&config, "start.idPointr", "/id")
        let path = try ConfigFiles.write(config, as: "unknown.json", in: directory)
        let result = try Self.validate([path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("invalid \(path): start: Additional properties are not allowed ('idPointr'"), "\(result.output)")
    }

    @Test(
        "what the loader refuses, the schema refuses", .enabled(if: Tools.hasJSONSchema, jsonschemaReason),
        arguments: ConfigErrorTests.staticErrors)
    func agreesWithLoader(_ broken: ConfigErrorTests.BrokenConfig) throws {
        let directory = try EndToEnd.temporaryDirectory("schema")
        defer { EndToEnd.cleanUp(directory) }
        var config = try ConfigFiles.load("python.json")
        broken.edit(&config)
        let path = try ConfigFiles.write(config, as: "broken.json", in: directory)
        let result = try Self.validate([path])
        #expect(result.status == 1, "the schema accepts a configuration the loader refuses (\(broken.field)): \(result.output)")
    }

    @Test(
        "comments, nulls for optional fields and lower-case methods pass both the loader and the schema",
        .enabled(if: Tools.hasJSONSchema, jsonschemaReason))
    func tolerated() throws {
        let directory = try EndToEnd.temporaryDirectory("schema")
        defer { EndToEnd.cleanUp(directory) }
        var config = try ConfigFiles.load("node.json")
        ConfigFiles.edit(&config, "start.method", "post")
        ConfigFiles.edit(&config, "start.headers.//", "the session header")
        ConfigFiles.edit(&config, "outcomes.//", "what the back-end says")
        ConfigFiles.edit(&config, "timeouts.//", "short, for tests")
        config["secrets"] = NSNull()
        config["documentType"] = NSNull()
        config["$schema"] = "https://example.com/hp-conformance/config.schema.json"
        ConfigFiles.edit(&config, "backend.launch.workingDirectory", EndToEnd.fixtures.path)
        let path = try ConfigFiles.write(config, as: "tolerated.json", in: directory)
        let validated = try Kit.run(["validate", "--config", path])
        #expect(validated.status == 0, "\(validated)")
        let result = try Self.validate([path])
        #expect(result.status == 0, "\(result.output)")
    }
}
