import Foundation

@testable import ConformanceModel

/// Where the tests find the package, its built executables, its specs and the example
/// configuration. Runs of the kit against the example back-end are `ExampleRunTestSupport`'s
/// extension of this type, so a test that only reads files depends on no run.
package enum ConformanceHarness {
    /// The folder holding Package.swift, found by walking up from this file.
    package static let packageRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    /// `Tests/<target>` of this package: a test target's own folder (its fixtures live there).
    package static func testsFolder(_ target: String) -> URL {
        packageRoot.appendingPathComponent("Tests").appendingPathComponent(target)
    }

    /// Where this build put its executables: the folder of the running test binary (any
    /// `--build-path`, configuration or triple), or its parent (the test bundle's folder); no folder
    /// is assumed, so a missing executable is named where this build would have put it.
    package static let productsDirectory: URL = {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [binary, binary.deletingLastPathComponent()]
        where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("hp-conformance").path) {
            return folder
        }
        return binary
    }()

    package static let specs: Specs = try! Specs.load(from: packageRoot.appendingPathComponent("specs"))

    package static func exampleConfiguration() -> KitConfiguration {
        try! ConfigurationLoader.load(path: packageRoot.appendingPathComponent("specs/examples/example-backend.json").path)
    }

    /// The example configuration's JSON with one edit applied to its object.
    package static func editedExampleConfiguration(_ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        let path = packageRoot.appendingPathComponent("specs/examples/example-backend.json")
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as! [String: Any]
        edit(&object)
        return Array(try JSONSerialization.data(withJSONObject: object))
    }
}
