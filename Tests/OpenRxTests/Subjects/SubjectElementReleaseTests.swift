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

    /// An element that, when released, reaches back into its subject through `reenter` and counts.
    private func element(released: CallCounter, reenter: @escaping () -> Void) -> Element {
        let element = Element()
        element.onRelease = {
            reenter()
            released.increment()
        }
        return element
    }

    func testBehaviorSubjectReleasesTheReplacedValueAfterUnlocking() {
        let released = CallCounter()
        let subject = BehaviorSubject(value: Element())
        subject.onNext(element(released: released) { [weak subject] in _ = subject?.hasObservers })
        startOnAnotherThread { subject.onNext(Element()) }.wait(timeout: 5)
        XCTAssertEqual(released.value, 1)
    }

    func testReplaySubjectReleasesTheDroppedElementAfterUnlocking() {
        let released = CallCounter()
        let subject = ReplaySubject<Element>.create(bufferSize: 1)
        subject.onNext(element(released: released) { [weak subject] in _ = subject?.hasObservers })
        startOnAnotherThread { subject.onNext(Element()) }.wait(timeout: 5)
        XCTAssertEqual(released.value, 1)
    }

    func testAsyncSubjectReleasesTheReplacedElementAfterUnlocking() {
        let released = CallCounter()
        let subject = AsyncSubject<Element>()
        subject.onNext(element(released: released) { [weak subject] in _ = subject?.hasObservers })
        startOnAnotherThread { subject.onNext(Element()) }.wait(timeout: 5)
        XCTAssertEqual(released.value, 1)
    }
}
