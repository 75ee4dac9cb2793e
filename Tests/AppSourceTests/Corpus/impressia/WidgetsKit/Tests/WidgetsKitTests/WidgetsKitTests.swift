import XCTest
@testable import WidgetsKit

final class WidgetsKitTests: XCTestCase {
    func testExample() throws {
        // This is an example of a functional test case.
        // Use XCTAssert and related functions to verify your tests produce the correct
        // results.
        // XCTAssertEqual(WidgetsKit().text, "Hello, World!")
    }
}
