import XCTest
@testable import ServicesKit

final class ServicesKitTests: XCTestCase {
    func testExample() throws {
        // This is an example of a functional test case.
        // Use XCTAssert and related functions to verify your tests produce the correct
        // results.
        // XCTAssertEqual(ServicesKit().text, "Hello, World!")
    }
}
