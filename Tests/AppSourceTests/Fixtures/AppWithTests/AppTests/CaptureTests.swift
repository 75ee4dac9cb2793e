import AuthenticationServices
import XCTest

final class CaptureTests: XCTestCase {
    func testSessionOpens() {
        let session = ASWebAuthenticationSession(url: URL(string: "https://example.com")!, callbackURLScheme: "test") { url, _ in
            XCTAssertNotNil(url!)
        }
        session.start()
    }
}
