// OpenRx — reactive programming for Swift. MIT licence.

import NoGitLibrary
import RxBlocking
import RxSwift
import XCTest

final class NoGitLibraryTests: XCTestCase {
    func testTrackCountsWhileTheSequenceRuns() throws {
        let counter = ActivityCounter()
        var seen: [Int] = []
        let elements = try counter.track(Observable.of(1, 2, 3).do(onNext: { _ in seen.append(counter.running) }))
            .toBlocking().toArray()
        XCTAssertEqual(elements, [1, 2, 3])
        XCTAssertEqual(seen, [1, 1, 1])
        XCTAssertEqual(counter.running, 0)
    }
}
