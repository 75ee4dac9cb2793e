import XCTest

import RouterTests

var tests = [XCTestCaseEntry]()
tests += RouterTests.allTests()
XCTMain(tests)
