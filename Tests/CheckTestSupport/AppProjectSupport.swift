import Foundation
import KitTestSupport

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel

/// Fixture app projects and a way to judge them, whole or with one rule broken.
package enum AppProjectSupport {
    package static let fixtures = ConformanceHarness.testsFolder("AppSourceTests").appendingPathComponent("Fixtures")

    package static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// A scratch copy of fixture `name`, with `edits` applied: (file, text, replacement), each text required to be there.
    package static func copy(_ name: String, edits: [(file: String, text: String, replacement: String)] = []) throws -> String {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: fixture(name), toPath: target.path)
        for edit in edits {
            let url = target.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(edit.text) else { throw EditError(file: edit.file, text: edit.text) }
            try text.replacingOccurrences(of: edit.text, with: edit.replacement).write(to: url, atomically: true, encoding: .utf8)
        }
        return target.path
    }

    package struct EditError: Error {
        package var file: String
        package var text: String
    }

    /// A scratch project of `files` (path: text) and `App/Info.plist` registering `bankcapture`.
    package static func project(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-inline-\(UUID().uuidString)")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key>
            <array><string>bankcapture</string></array></dict></array><key>MinimumOSVersion</key><string>15.0</string></dict></plist>
            """
        for (path, text) in files.merging(["App/Info.plist": plist], uniquingKeysWith: { first, _ in first }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    /// The app group's verdicts for the project at `path`.
    package static func judge(
        _ path: String, scheme: String? = nil, variant: KitConfiguration.Variant? = nil, token: String? = nil
    ) throws -> [Verdict] {
        let project = try AppProject.read(path)
        let app = AppEvidence(project: project, configuredScheme: scheme, variant: variant, humanPluginToken: token)
        return AppCheckRun.verdicts(catalogue: ConformanceHarness.specs.catalogue, app: app)
    }

    /// Ids of the verdicts that failed, warned or errored.
    package static func broken(_ verdicts: [Verdict], warnings: Bool = true) -> Set<String> {
        Set(verdicts.filter { $0.status == .fail || $0.status == .error || (warnings && $0.status == .warn) }.map(\.checkID))
    }

    package static func verdict(_ verdicts: [Verdict], _ id: String) -> Verdict? { verdicts.first { $0.checkID == id } }
}
