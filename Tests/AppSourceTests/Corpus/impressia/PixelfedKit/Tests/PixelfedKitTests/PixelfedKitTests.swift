import XCTest
@testable import PixelfedKit

final class PixelfedKitTests: XCTestCase {
    func testExample() throws {
        // This is an example of a functional test case.
        // Use XCTAssert and related functions to verify your tests produce the correct
        // results.
        // XCTAssertEqual(PixelfedKit().text, "Hello, World!")
    }
}
