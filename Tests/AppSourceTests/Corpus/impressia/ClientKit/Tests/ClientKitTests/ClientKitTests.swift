import XCTest
@testable import ClientKit

final class ClientKitTests: XCTestCase {
    func testExample() throws {
        // This is an example of a functional test case.
        // Use XCTAssert and related functions to verify your tests produce the correct
        // results.
        // XCTAssertEqual(ClientKit().text, "Hello, World!")
    }
}
