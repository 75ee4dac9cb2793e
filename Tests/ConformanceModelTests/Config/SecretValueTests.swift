import Foundation
import KitTestSupport
import Testing

@testable import ConformanceModel

/// A value redacted by value (`${env:NAME}`, `secrets`) that is also ordinary text (a method, a
/// word of the configuration or of the contract) would be redacted there too: the report would
/// record a configuration and exchanges the run never had, and `verify` would call the kit's own
/// genuine report altered. Such a value is refused as a secret, naming where, never the value.
@Suite("Configuration: a secret is a value of its own")
struct SecretValueTests {
    static func parse(environment: [String: String] = [:], _ edit: (inout [String: Any]) -> Void = { _ in }) throws -> KitConfiguration {
        try ConfigurationLoader.parse(ConformanceHarness.editedExampleConfiguration(edit), file: "my.json", environment: environment)
    }

    static func keyHeader(_ config: inout [String: Any]) {
        var start = config["start"] as! [String: Any]
        var headers = start["headers"] as? [String: Any] ?? [:]
        headers["X-Api-Key"] = "${env:APP_KEY}"
        start["headers"] = headers
        config["start"] = start
    }

    @Test(
        "an ${env:} value that is a method, a literal, a word of the file or of the contract is refused, naming the variable and not the value",
        arguments: [
            ("POST", "shorter than 8 characters"), ("true", "shorter than 8 characters"),
            ("callback", "the kit's own word 'callbackUri'"), ("humantoken", "the kit's own word 'humantoken'"),
            ("application/json", "the kit's own word 'application/json'"),
            ("documentNumber", "its value also stands in the key start.body.documentNumber as ordinary text"),
        ])
    func commonValue(_ value: String, _ reason: String) throws {
        do {
            _ = try Self.parse(environment: ["APP_KEY": value], Self.keyHeader)
            Issue.record("accepted \(value) as a secret")
        } catch {
            let text = "\(error)"
            #expect(text.contains("APP_KEY"), "\(text)")
            #expect(text.contains(reason), "\(text)")
            #expect(!text.contains("'\(value)'") || reason.contains(value), "the value was printed: \(text)")
        }
    }

    @Test("a listed secret that is also a value of the file is refused, naming the entry and the place")
    func listedSecret() throws {
        do {
            _ = try Self.parse {
                var start = $0["start"] as! [String: Any]
                start["path"] = "/kyc/start-capture-here"
                $0["start"] = start
                $0["secrets"] = ["long-enough-secret", "start-capture-here"]
            }
            Issue.record("accepted part of the start path as a secret")
        } catch {
            #expect("\(error)".contains("secrets[1]: also stands in start.path"), "\(error)")
        }
    }

    @Test("a secret of its own still loads, and is a secret of the configuration")
    func ownValue() throws {
        let configuration = try Self.parse(environment: ["APP_KEY": "k3y-of-its-own-0042"], Self.keyHeader)
        #expect(configuration.secrets.contains("k3y-of-its-own-0042"))
        let listed = try Self.parse { $0["secrets"] = ["listed-secret-0042"] }
        #expect(listed.secrets == ["listed-secret-0042"])
    }
}
