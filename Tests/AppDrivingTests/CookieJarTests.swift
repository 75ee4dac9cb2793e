import Foundation
import Testing

@testable import AppDriving

/// The app user's cookie jar follows RFC 6265 §5 as a user agent does.
@Suite("Cookie jar (RFC 6265)")
struct CookieJarTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func sendsWhatItWasGiven() {
        var jar = CookieJar()
        jar.receive(["sid=abc123; Path=/; HttpOnly", "theme=dark"], host: "127.0.0.1", path: "/api/login", now: now)
        #expect(jar.header(host: "127.0.0.1", path: "/api/login", now: now) == "theme=dark; sid=abc123", "longer paths first")
        // theme has the default path /api (the directory of /api/login).
        #expect(jar.header(host: "127.0.0.1", path: "/other", now: now) == "sid=abc123")
        #expect(jar.cookies.first?.httpOnly == true)
    }

    @Test("a rotated session id replaces the old one, keeping its place")
    func rotation() {
        var jar = CookieJar()
        jar.receive(["sid=first; Path=/api", "lang=en; Path=/api"], host: "localhost", path: "/api/login", now: now)
        jar.receive(["sid=second; Path=/api; HttpOnly"], host: "localhost", path: "/api/captures", now: now)
        #expect(jar.header(host: "localhost", path: "/api/captures", now: now) == "sid=second; lang=en")
        #expect(jar.cookies.count == 2)
    }

    @Test func pathMatching() {
        var jar = CookieJar()
        jar.receive(["a=1; Path=/api", "b=2; Path=/api/captures", "c=3; Path=/apiary"], host: "127.0.0.1", path: "/", now: now)
        #expect(jar.header(host: "127.0.0.1", path: "/api/captures/x/ended", now: now) == "b=2; a=1", "longer paths first")
        #expect(jar.header(host: "127.0.0.1", path: "/api", now: now) == "a=1")
        #expect(jar.header(host: "127.0.0.1", path: "/apix", now: now) == nil, "/api does not match /apix")
        #expect(CookieJar.defaultPath("/a/b/c?x=1") == "/a/b")
        #expect(CookieJar.defaultPath("/login") == "/")
        #expect(CookieJar.defaultPath("") == "/")
    }

    @Test("Max-Age and Expires: expiry, deletion, Max-Age first")
    func expiry() {
        var jar = CookieJar()
        jar.receive(
            [
                "short=1; Max-Age=10", "gone=1; Max-Age=0", "old=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT",
                "later=1; Expires=Wed, 21 Oct 2099 07:28:00 GMT", "both=1; Max-Age=5; Expires=Wed, 21 Oct 2015 07:28:00 GMT",
            ],
            host: "127.0.0.1", path: "/", now: now)
        #expect(jar.header(host: "127.0.0.1", path: "/", now: now) == "short=1; later=1; both=1")
        #expect(jar.header(host: "127.0.0.1", path: "/", now: now.addingTimeInterval(7)) == "short=1; later=1")
        #expect(jar.header(host: "127.0.0.1", path: "/", now: now.addingTimeInterval(11)) == "later=1")
        jar.receive(["later=; Max-Age=-1"], host: "127.0.0.1", path: "/", now: now)
        #expect(jar.cookies.map(\.name) == ["short", "both"], "a past expiry deletes the cookie")
    }

    @Test func cookieDates() {
        #expect(CookieDate.parse("Wed, 21 Oct 2015 07:28:00 GMT") == Date(timeIntervalSince1970: 1_445_412_480))
        #expect(CookieDate.parse("Wednesday, 21-Oct-15 07:28:00 GMT") == Date(timeIntervalSince1970: 1_445_412_480))
        #expect(CookieDate.parse("Wed Oct 21 07:28:00 2015") == Date(timeIntervalSince1970: 1_445_412_480))
        #expect(CookieDate.parse("not a date") == nil)
        #expect(CookieDate.parse("Wed, 32 Oct 2015 07:28:00 GMT") == nil)
    }

    @Test("Secure cookies go over http to a loopback host only")
    func secureOnLoopback() {
        var jar = CookieJar()
        jar.receive(["sid=1; Secure"], host: "127.0.0.1", path: "/", now: now)
        #expect(jar.header(host: "127.0.0.1", path: "/", now: now) == "sid=1")
        var remote = CookieJar()
        remote.receive(["sid=1; Secure"], host: "staging.example.com", path: "/", now: now)
        #expect(remote.header(host: "staging.example.com", path: "/", now: now) == nil)
    }

    @Test func domains() {
        var jar = CookieJar()
        jar.receive(["a=1; Domain=example.com", "b=2; Domain=other.com", "c=3"], host: "api.example.com", path: "/", now: now)
        #expect(jar.header(host: "api.example.com", path: "/", now: now) == "a=1; c=3", "a foreign Domain is refused")
        #expect(jar.header(host: "www.example.com", path: "/", now: now) == "a=1", "host-only cookies stay on their host")
        var ip = CookieJar()
        ip.receive(["a=1; Domain=0.0.1"], host: "127.0.0.1", path: "/", now: now)
        #expect(ip.cookies.isEmpty)
    }

    @Test func malformedIsIgnored() {
        var jar = CookieJar()
        jar.receive(["novalue", "=x", "ok=1; Max-Age=abc; Path=relative"], host: "127.0.0.1", path: "/a/b", now: now)
        #expect(jar.cookies.map(\.name) == ["ok"])
        #expect(jar.cookies.first?.path == "/a", "a relative Path falls back to the default path")
        #expect(jar.cookies.first?.expires == nil, "a bad Max-Age is ignored")
    }
}

@Suite("Form bodies")
struct FormEncodingTests {
    @Test func encodes() {
        let bytes = FormEncoding.encode(["username": "app user+1", "password": "p&ss=wörd", "a": "*-._~"])
        #expect(String(decoding: bytes, as: UTF8.self) == "a=*-._%7E&password=p%26ss%3Dw%C3%B6rd&username=app+user%2B1")
    }
}
