// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxTest
import XCTest

private final class Label: ReactiveCompatible {
    var text = ""
    var isHidden = false
}

extension Reactive where Base: Label {
    /// A custom extension, as users write them.
    fileprivate var uppercasedText: Binder<String> {
        Binder(base, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text.uppercased() }
    }
}

final class ReactiveTests: RxTestCase {
    func testABinderOnTheMainSchedulerQueuesBehindWhatItSentFromAnotherThread() {
        let label = Label()
        var applied: [String] = []
        let binder = Binder(label) { label, text in
            label.text = text
            applied.append(text)
        }
        // Sent from another thread: queued on the main queue.
        let unchecked = Unchecked(binder)
        runOnAnotherThread { unchecked.value.onNext("from a worker") }
        // Sent on the main thread while that waits: queued behind it, as the main scheduler's own actions are.
        binder.onNext("behind it")
        XCTAssertEqual(applied, [])
        drainMainQueue(until: { applied.count == 2 })
        XCTAssertEqual(applied, ["from a worker", "behind it"])
        // With nothing of its own waiting, on the main thread: at once.
        binder.onNext("at once")
        XCTAssertEqual(applied, ["from a worker", "behind it", "at once"])
        XCTAssertEqual(label.text, "at once")
    }

    /// Each binder is a main scheduler of its own, as RxSwift's (`MainScheduler()` per binder): what one binder
    /// has waiting on the main queue does not make another queue its elements.
    func testABindersQueuedWorkDoesNotDelayAnotherBinder() {
        let label = Label()
        var applied: [String] = []
        let waiting = Binder<String>(label) { _, text in applied.append("waiting: \(text)") }
        let other = Binder<String>(label) { _, text in applied.append("other: \(text)") }
        let unchecked = Unchecked(waiting)
        runOnAnotherThread { unchecked.value.onNext("from a worker") }
        other.onNext("at once")
        waiting.onNext("behind it")
        XCTAssertEqual(applied, ["other: at once"])
        drainMainQueue(until: { applied.count == 3 })
        XCTAssertEqual(applied, ["other: at once", "waiting: from a worker", "waiting: behind it"])
        // A binder given `MainScheduler.instance` counts in that one scheduler, shared with its other users.
        let shared = Binder<String>(label, scheduler: MainScheduler.instance) { _, text in
            applied.append("shared: \(text)")
        }
        let sharedToo = Unchecked(
            Binder<String>(label, scheduler: MainScheduler.instance) { _, text in
                applied.append("shared too: \(text)")
            })
        runOnAnotherThread { sharedToo.value.onNext("from a worker") }
        shared.onNext("behind it")
        XCTAssertEqual(applied.count, 3)
        drainMainQueue(until: { applied.count == 5 })
        XCTAssertEqual(applied.suffix(2), ["shared too: from a worker", "shared: behind it"])
    }

    func testKeyPathBinderOnTheMainThreadAppliesAtOnce() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        let label = Label()
        let subscription = Observable.of("a", "b").bind(to: label.rx.text)
        XCTAssertEqual(label.text, "b")
        Observable.just(true).bind(to: label.rx.isHidden).dispose()
        XCTAssertTrue(label.isHidden)
        subscription.dispose()
    }

    func testCustomExtensionAndWeakTarget() {
        var label: Label? = Label()
        let binder = label!.rx.uppercasedText
        binder.onNext("hi")
        XCTAssertEqual(label?.text, "HI")
        label = nil
        binder.onNext("ignored")
        binder.onCompleted()
    }

    func testBinderReportsErrors() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let label = Label()
        label.rx.text.onError(testError)
        XCTAssertEqual(reported, ["Binding error: TestError(1)"])
        label.rx.text.asObserver().onNext("x")
        XCTAssertEqual(label.text, "x")
    }

    func testBinderOnABackgroundThreadDeliversOnMain() {
        let label = Label()
        let delivered = expectation(description: "delivered on the main thread")
        let binder = Binder<String>(label) { label, text in
            XCTAssertTrue(Thread.isMainThread)
            label.text = text
            delivered.fulfill()
        }
        let shared = Unchecked(binder)
        let sent = expectation(description: "the background thread finished sending")
        DispatchQueue.global().async {
            shared.value.onNext("from background")
            sent.fulfill()
        }
        wait(for: [delivered, sent], timeout: 5)
        XCTAssertEqual(label.text, "from background")
        // The main queue is serial: once this block runs, the delivering block has returned and released
        // what it held.
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
    }

    func testNSObjectIsReactiveCompatible() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
        _ = NSObject.rx
    }
}
