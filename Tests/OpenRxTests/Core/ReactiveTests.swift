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
