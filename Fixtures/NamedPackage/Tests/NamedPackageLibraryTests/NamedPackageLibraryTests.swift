// OpenRx — reactive programming for Swift. MIT licence.

import NamedPackageLibrary
import RxSwift
import XCTest

final class NamedPackageLibraryTests: XCTestCase {
    func testRecordElements() {
        let elements = recordElements { scheduler in
            scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)]).asObservable()
        }
        XCTAssertEqual(elements, ["a", "b"])
    }
}
