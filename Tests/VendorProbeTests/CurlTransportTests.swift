import ConformanceBasics
import ConformanceModel
import HTTP1Codec
import Testing

@testable import VendorProbe

@Suite("The probe's HTTPS through curl: the request as a configuration, the answer as curl dumps it")
struct CurlTransportTests {
    @Test("a configuration string keeps quotes, backslashes and line breaks as escapes, so a value cannot add an option")
    func quoting() {
        #expect(CurlTransport.quoted(#"a "b" \c"#) == #""a \"b\" \\c""#)
        #expect(CurlTransport.quoted("x\nurl = \"http://evil\"") == #""x\nurl = \"http://evil\"""#)
    }

    @Test("the last response of a header dump is the answer (an interim 100 before it is skipped), CR LF or LF")
    func headerDump() throws {
        let dump = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Type: application/json\r\nX-Request-Id:  a1 \r\n\r\n"
        let answer = try #require(ProbeAnswer.parse(headerDump: Array(dump.utf8), body: Array("{}".utf8)))
        #expect(answer.status == 201 && answer.reason == "Created" && answer.httpVersion == "1.1")
        #expect(answer.headers.fields.map(\.name) == ["Content-Type", "X-Request-Id"])
        #expect(answer.headers["x-request-id"] == "a1")
        let bare = try #require(ProbeAnswer.parse(headerDump: Array("HTTP/2 404\ncontent-type: text/plain\n\n".utf8), body: []))
        #expect(bare.status == 404 && bare.httpVersion == "2" && bare.reason.isEmpty)
        #expect(ProbeAnswer.parse(headerDump: Array("garbage".utf8), body: []) == nil)
    }

    @Test("curl's exit codes become the failure's kind, its message one line without curl's prefix")
    func failures() {
        #expect(CurlTransport.failure(status: 60, message: "SSL certificate problem", timeoutSeconds: 5).kind == .certificate)
        #expect(CurlTransport.failure(status: 28, message: "", timeoutSeconds: 5).line.hasPrefix("no answer within 5 s"))
        #expect(CurlTransport.failure(status: 7, message: "", timeoutSeconds: 5).kind == .connection)
        #expect(
            CurlTransport.curlMessage(Array("curl: (60) SSL certificate problem: certificate has expired\nMore details\n".utf8))
                == "SSL certificate problem: certificate has expired")
    }

    @Test("curl is given the proxies and certificate stores of the environment, and nothing else (no HOME: no .curlrc)")
    func environment() {
        let transport = CurlTransport(
            curl: "/usr/bin/curl",
            environment: ["HTTPS_PROXY": "http://proxy:3128", "NO_PROXY": "localhost", "HOME": "/root", "AWS_SECRET": "x"],
            extraCertificates: nil)
        #expect(transport.environment == ["PATH": "/usr/bin:/bin", "HTTPS_PROXY": "http://proxy:3128", "NO_PROXY": "localhost"])
    }

    @Test("a corporate CA is trusted beside the system's bundle, not instead of it")
    func extraCertificates() throws {
        let pem = Array("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n".utf8)
        let transport = CurlTransport(curl: "/usr/bin/curl", environment: [:], extraCertificates: pem)
        let trusted = try #require(transport.trusted)
        #expect(Array(trusted.suffix(pem.count)) == pem)
        if CurlTransport.systemBundles.contains(where: { RegularFile.identity($0, followingLinks: true) != nil }) {
            #expect(trusted.count > pem.count + 1, "the system's bundle comes first")
            #expect(transport.trustNote == nil)
        } else {
            #expect(transport.trustNote != nil, "no system bundle: said in the report")
        }
    }
}

@Suite("The sandbox's address: https only, given explicitly")
struct SandboxURLTests {
    @Test("an https origin with a path prefix is taken; the calls' paths go after the prefix")
    func accepted() throws {
        let url = try SandboxURL("https://Sandbox.example.com:8443/api/")
        #expect(url.url("/v1/processes") == "https://Sandbox.example.com:8443/api/v1/processes")
    }

    @Test(
        "http, a user in the URL, a query, no host: refused in one line naming the option",
        arguments: [
            "http://sandbox.example.com", "https://user:pw@sandbox.example.com", "https://sandbox.example.com/?a=1", "https://",
            "sandbox.example.com",
        ])
    func refused(_ text: String) {
        #expect(throws: KitError.self) { try SandboxURL(text) }
        do {
            _ = try SandboxURL(text)
        } catch {
            #expect(error.description.hasPrefix("probe: --base-url"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }
}
