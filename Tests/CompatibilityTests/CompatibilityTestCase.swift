// OpenRx — reactive programming for Swift. MIT licence.

import RxSwift
import XCTest

/// Fails a test that leaves OpenRx resources alive (see OpenRxTests' `RxTestCase`).
class CompatibilityTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        // At most as many: one less is an earlier test's object released meanwhile (see `RxTestCase.tearDown()`).
        XCTAssertLessThanOrEqual(Resources.total, resourcesAtStart, "OpenRx resources leaked by this test")
        super.tearDown()
    }
}
