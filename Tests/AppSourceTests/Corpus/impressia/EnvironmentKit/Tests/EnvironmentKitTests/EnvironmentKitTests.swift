import XCTest
@testable import EnvironmentKit

final class EnvironmentKitTests: XCTestCase {
    func testExample() throws {
        // This is an example of a functional test case.
        // Use XCTAssert and related functions to verify your tests produce the correct
        // results.
        // XCTAssertEqual(EnvironmentKit().text, "Hello, World!")
    }
}
