// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import XCTest

/// Subjects release the elements they replace or drop after unlocking, so an element whose `deinit`
/// reaches back into the same subject does not deadlock.
final class SubjectElementReleaseTests: RxTestCase {
    /// An element that runs `onRelease` from its `deinit`.
    private final class Element: @unchecked Sendable {
        // Sendable: `onRelease` is set before the element is shared and never changed.
        var onRelease: () -> Void = {}
        deinit { onRelease() }
    }

    /// Runs `body` on another thread and fails (instead of hanging the suite) if it deadlocks.
    private func assertFinishes(_ body: @escaping @Sendable () -> Void) {
        startOnAnotherThread(body).wait(timeout: 5)
    }

    func testBehaviorSubjectReleasesTheReplacedValueAfterUnlocking() {
        let released = CallCounter()
        let subject: BehaviorSubject<Element> = {
            let first = Element()
            let subject = BehaviorSubject(value: first)
            first.onRelease = { [weak subject] in
                _ = subject?.hasObservers
                released.increment()
            }
            return subject
        }()
        assertFinishes { subject.onNext(Element()) }
        XCTAssertEqual(released.value, 1)
    }

    func testReplaySubjectReleasesTheDroppedElementAfterUnlocking() {
        let subject = ReplaySubject<Element>.create(bufferSize: 1)
        let released = CallCounter()
        do {
            let first = Element()
            first.onRelease = { [weak subject] in
                _ = subject?.hasObservers
                released.increment()
            }
            subject.onNext(first)
        }
        assertFinishes { subject.onNext(Element()) }
        XCTAssertEqual(released.value, 1)
    }

    func testAsyncSubjectReleasesTheReplacedElementAfterUnlocking() {
        let subject = AsyncSubject<Element>()
        let released = CallCounter()
        do {
            let first = Element()
            first.onRelease = { [weak subject] in
                _ = subject?.hasObservers
                released.increment()
            }
            subject.onNext(first)
        }
        assertFinishes { subject.onNext(Element()) }
        XCTAssertEqual(released.value, 1)
    }
}
