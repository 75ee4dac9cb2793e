import XCTest
@testable import UI

final class UITests: XCTestCase {
    func testExample() {
        XCTAssertTrue(true)
    }

    static var allTests = [
        ("testExample", testExample),
    ]
}
