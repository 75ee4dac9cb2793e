import Foundation
import XCTest

final class StandByWidgetTests: XCTestCase {
	func test_twoPlusTwo_isFour() {
		XCTAssertEqual(2+2, 4)
	}
}
