import Foundation
import KitTestSupport
import Testing

@testable import AppDriving
@testable import ConformanceBasics
@testable import ConformanceModel
@testable import ConformanceReports
@testable import HTTP1Codec

@Suite("Redactor")
struct ReportRedactorTests {
    static let token = "CANARYtok/en+1 é\"x"
    static let document = "DOC-NR-998877"
    static let unlistedBearer = "UNLISTEDBEARER4242"
    static let unlistedCookie = "UNLISTEDCOOKIE5151"
    static let unlistedDocument = "4455667788"
    static let urlPassword = "PWCANARY99"
    static let redactor = Redactor(secrets: [("humanplugin.token", token), ("credential.value", document), ("short", "abc")])

    static func percent(_ s: String) -> String {
        s.addingPercentEncoding(
            withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"))!
    }

    /// Percent-encoding with lowercase hex digits (`%2f`), letters of the secret untouched.
    static func lowerHex(_ s: String) -> String {
        var out = ""
        var pending = 0
        for c in s {
            if c == "%" {
                pending = 2
                out.append(c)
                continue
            }
            out += pending > 0 ? c.lowercased() : String(c)
            pending = max(0, pending - 1)
        }
        return out
    }

    static func jsonEscaped(_ s: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [s], options: [])
        let text = String(decoding: data, as: UTF8.self)
        return String(text.dropFirst(2).dropLast(2))
    }

    /// Every spelling of every canary that must not appear in any output.
    static var forbidden: [String] {
        var list = [token, document, unlistedBearer, unlistedCookie, unlistedDocument, urlPassword, "CANARYtok"]
        list += [percent(token), lowerHex(percent(token)), jsonEscaped(token), JSONText.escaped(token, options: [.escapingNonASCII])]
        return list
    }

    /// A run with canaries planted in headers, bodies, URLs, verdict text, log and errors.
    static var planted: RunResult {
        var result = ReportFixture.mixed
        result.metadata.backendBaseURL = "https://user:\(urlPassword)@backend.example/?k=\(percent(token))"
        result.journal[0].request.target = "/v1/captures?token=\(percent(token))&t2=\(lowerHex(percent(token)))"
        result.journal[0].request.headers = [
            "Authorization": "Bearer \(unlistedBearer)", "X-Token": token,
            "Cookie": "sid=\(unlistedCookie); theme=dark", "Proxy-Authorization": "Basic \(unlistedBearer)",
        ]
        let body = try! JSONSerialization.data(
            withJSONObject: [
                "credential": ["type": "passport", "value": document],
                "note": "token is \(token)",
                "nested": ["credential": ["value": Int(unlistedDocument)!]],
            ], options: [.sortedKeys])
        result.journal[0].request.body = Array(body)
        result.journal[1].response?.headers = ["Set-Cookie": "sid=\(unlistedCookie); Path=/; HttpOnly; Secure"]
        result.journal[1].response?.body = Array(
            "{\"credential\": {\"value\": \"\(unlistedDocument)\"}, \"echo\": \"\(jsonEscaped(token))\"}".utf8)
        result.journal[2].request.body = Array("token=\(percent(token))&doc=\(document)".utf8)
        result.journal[3].error = "connection reset while sending \(token)"
        result.verdicts[2].seen = "response echoed \(token) and \(document)"
        result.verdicts[2].expected = "never echo \(percent(token))"
        result.log = ["Authorization: Bearer \(unlistedBearer)", "using token \(token)", "authorization=\(unlistedBearer)"]
        result.kitErrors = ["failed with \(jsonEscaped(token))"]
        return result
    }

    @Test("plain, percent-encoded and JSON-escaped secrets are replaced by their label")
    func textForms() {
        let r = ReportRedactorTests.redactor
        #expect(r.redact("a \(ReportRedactorTests.token) b") == "a <redacted:humanplugin.token> b")
        #expect(r.redact("q=\(ReportRedactorTests.percent(ReportRedactorTests.token))") == "q=<redacted:humanplugin.token>")
        #expect(
            r.redact("q=\(ReportRedactorTests.lowerHex(ReportRedactorTests.percent(ReportRedactorTests.token)))")
                == "q=<redacted:humanplugin.token>")
        #expect(r.redact("\"\(ReportRedactorTests.jsonEscaped(ReportRedactorTests.token))\"") == "\"<redacted:humanplugin.token>\"")
        #expect(r.redact("doc \(ReportRedactorTests.document).") == "doc <redacted:credential.value>.")
    }

    @Test("a password in a form body is replaced, as the kit's login form and as quote_plus write it")
    func formEncodedPassword() {
        let password = "a*b~c d!$x"
        let r = Redactor(secrets: [("login.password", password)])
        let sentByTheKit = String(decoding: FormEncoding.encode(["username": "user-01", "password": password]), as: UTF8.self)
        #expect(sentByTheKit.contains("a*b%7Ec+d%21%24x"), "the kit's form spelling: \(sentByTheKit)")
        #expect(r.redact(sentByTheKit) == "password=<redacted:login.password>&username=user-01")
        #expect(r.redact("password=a%2Ab~c+d%21%24x") == "password=<redacted:login.password>")  // Python's quote_plus
    }

    @Test("secrets shorter than 4 characters are ignored")
    func shortSecrets() {
        #expect(ReportRedactorTests.redactor.redact("abcabc") == "abcabc")
    }

    @Test("the marker does not reveal a secret's length")
    func noLength() {
        let a = Redactor(secrets: [("s", "1234")]).redact("x1234y")
        let b = Redactor(secrets: [("s", "1234567890123456789")]).redact("x1234567890123456789y")
        #expect(a == b)
    }

    @Test("credential headers keep only the scheme, cookie names and attributes")
    func headers() {
        let r = Redactor()
        let headers: HTTPHeaders = [
            "authorization": "Bearer abc.def", "Proxy-Authorization": "opaque", "Cookie": "a=1; b=2",
            "Set-Cookie": "sid=xyz; Path=/; HttpOnly", "Content-Type": "application/json",
        ]
        let out = r.redact(headers)
        #expect(out["Authorization"] == "Bearer <redacted:authorization>")
        #expect(out["Proxy-Authorization"] == "<redacted:proxy-authorization>")
        #expect(out["Cookie"] == "a=<redacted:cookie>; b=<redacted:cookie>")
        #expect(out["Set-Cookie"] == "sid=<redacted:set-cookie>; Path=/; HttpOnly")
        #expect(out["Content-Type"] == "application/json")
        #expect(out.fields.map(\.name) == headers.fields.map(\.name))
    }

    @Test("JSON credential.value is replaced at any depth, other bytes kept")
    func jsonCredentialValue() {
        let body = Array(#"{"a":1, "credential" : {"type":"id","value": 123456789}, "list":[{"credential":{"value":"X1"}}]}"#.utf8)
        let out = String(decoding: Redactor().redact(body: body), as: UTF8.self)
        #expect(
            out
                == #"{"a":1, "credential" : {"type":"id","value": "<redacted:credential.value>"}, "list":[{"credential":{"value":"<redacted:credential.value>"}}]}"#
        )
        let notJSON = Array("credential.value=1 {".utf8)
        #expect(Redactor().redact(body: notJSON) == notJSON)
    }

    @Test("URL passwords in metadata are removed")
    func urlPassword() {
        #expect(Redactor.redactURLPassword("https://u:p4ss@h:1/x") == "https://u:<redacted:url-password>@h:1/x")
        #expect(Redactor.redactURLPassword("https://h/x@y") == "https://h/x@y")
    }

    @Test("canaries planted everywhere survive in no rendered format")
    func canaries() throws {
        let clean = ReportRedactorTests.redactor.redact(ReportRedactorTests.planted)
        let outputs = [
            ("junit.xml", JUnitReport.render(clean)),
            ("report.json", JSONReport.render(clean)),
            ("report.html", HTMLReport.render(clean)),
        ]
        for (name, text) in outputs {
            for canary in ReportRedactorTests.forbidden {
                #expect(!text.contains(canary), "\(name) leaks \(canary)")
                #expect(!text.contains(XMLText.escapeText(canary)), "\(name) leaks escaped \(canary)")
            }
            #expect(text.contains("redacted:humanplugin.token"), "\(name)")
        }
        // Evidence stays useful: schemes, cookie names and attributes remain.
        let json = JSONReport.render(clean)
        #expect(json.contains("Bearer <redacted:authorization>"))
        #expect(json.contains("HttpOnly; Secure"))
        #expect(json.contains("<redacted:url-password>@backend.example"))
    }

    @Test("the written directory holds no canary, including extra files")
    func writtenCanaries() throws {
        let dir = try ReportTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent().appendingPathComponent(dir.lastPathComponent)) }
        let writer = ReportWriter(redactor: ReportRedactorTests.redactor)
        let paths = try writer.write(
            ReportRedactorTests.planted, to: dir, extraFiles: ["backend.log": Array("received \(ReportRedactorTests.token)\n".utf8)])
        #expect(paths.count == 7)
        for path in paths {
            let text = String(decoding: try Data(contentsOf: path), as: UTF8.self)
            for canary in ReportRedactorTests.forbidden { #expect(!text.contains(canary), "\(path.lastPathComponent) leaks \(canary)") }
        }
    }
}
