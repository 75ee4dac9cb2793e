//
//  WithTimeoutTests.swift
//
//
//  Created by Guilherme Souza on 19/04/24.
//

import Helpers

struct WithTimeoutTests {
  //  func testWithTimeout() async {
  //    do {
  //      try await withTimeout(interval: 0.25) {
  //        try await Task.sleep(nanoseconds: NSEC_PER_SEC)
  //      }
  //      XCTFail("Task should timeout.")
  //    } catch {
  //      XCTAssertTrue(error is TimeoutError)
  //    }
  //
  //    do {
  //      let answer = try await withTimeout(interval: 1.25) {
  //        try await Task.sleep(nanoseconds: NSEC_PER_SEC)
  //        return 42
  //      }
  //
  //      XCTAssertEqual(answer, 42)
  //    } catch {
  //      XCTFail("Should not throw error: \(error)")
  //    }
  //  }
}
