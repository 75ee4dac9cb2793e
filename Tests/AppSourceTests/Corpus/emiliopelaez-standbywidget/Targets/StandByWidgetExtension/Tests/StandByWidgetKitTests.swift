import Foundation
import XCTest

final class StandByWidgetKitTests: XCTestCase {
	func test_example() {
		XCTAssertEqual("StandByWidgetKit", "StandByWidgetKit")
	}
}
