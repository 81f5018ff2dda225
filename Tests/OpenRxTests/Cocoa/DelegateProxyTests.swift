// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa
import XCTest

// A control with a delegate, as a Linux program would write one, and its proxy.

protocol ScrollerDelegate: AnyObject {
    func scroller(_ scroller: Scroller, didScrollTo offset: Int)
    func scrollerShouldScroll(_ scroller: Scroller) -> Bool
}

class Scroller: HasDelegate, ReactiveCompatible {
    weak var delegate: ScrollerDelegate?

    func scroll(to offset: Int) {
        guard delegate?.scrollerShouldScroll(self) ?? true else { return }
        delegate?.scroller(self, didScrollTo: offset)
    }
}

final class FancyScroller: Scroller {}

final class ScrollerDelegateProxy: DelegateProxy<Scroller, ScrollerDelegate>, DelegateProxyType, ScrollerDelegate {
    init(scroller: Scroller) {
        super.init(parentObject: scroller, delegateProxy: ScrollerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { ScrollerDelegateProxy(scroller: $0) }
    }

    func scroller(_ scroller: Scroller, didScrollTo offset: Int) {
        interceptDelegateCall("scroller:didScrollTo:", arguments: [scroller, offset]) {
            $0.scroller(scroller, didScrollTo: offset)
        }
    }

    func scrollerShouldScroll(_ scroller: Scroller) -> Bool {
        forwardToDelegate()?.scrollerShouldScroll(scroller) ?? true
    }
}

extension Reactive where Base: Scroller {
    var didScroll: ControlEvent<Int> {
        let calls = ScrollerDelegateProxy.proxy(for: base).methodInvoked("scroller:didScrollTo:")
        return ControlEvent(events: calls.map { $0[1] as! Int })
    }
}

// A proxy type and its subclass for a subclass of the parent, registered as RxCocoa registers
// `RxTableViewDelegateProxy` from `RxScrollViewDelegateProxy`.

protocol DialDelegate: AnyObject {}

class Dial: HasDelegate {
    weak var delegate: DialDelegate?
}

final class FineDial: Dial {}

class DialDelegateProxy: DelegateProxy<Dial, DialDelegate>, DelegateProxyType, DialDelegate {
    static let registrations = CallCounter()

    init(dial: Dial) {
        super.init(parentObject: dial, delegateProxy: DialDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        registrations.increment()
        register { DialDelegateProxy(dial: $0) }
        register { (dial: FineDial) in FineDialDelegateProxy(fineDial: dial) }
    }
}

final class FineDialDelegateProxy: DialDelegateProxy {
    init(fineDial: FineDial) {
        super.init(dial: fineDial)
    }
}

final class RecordingScrollerDelegate: ScrollerDelegate {
    var log: [String] = []
    var allowsScrolling = true

    func scroller(_ scroller: Scroller, didScrollTo offset: Int) {
        log.append("delegate \(offset)")
    }

    func scrollerShouldScroll(_ scroller: Scroller) -> Bool {
        allowsScrolling
    }
}

final class DelegateProxyTests: RxTestCase {
    func testTheProxyStandsInForwardsAndReportsBeforeAndAfter() {
        let original = RecordingScrollerDelegate()
        do {
            let scroller = Scroller()
            scroller.delegate = original
            let proxy = ScrollerDelegateProxy.proxy(for: scroller)
            XCTAssertTrue(scroller.delegate === proxy)
            XCTAssertTrue(proxy.forwardToDelegate() === original)
            XCTAssertTrue(proxy.parentObject === scroller)
            let bag = DisposeBag()
            proxy.sentMessage("scroller:didScrollTo:")
                .subscribe(onNext: { original.log.append("sent \($0[1])") }).disposed(by: bag)
            proxy.methodInvoked("scroller:didScrollTo:")
                .subscribe(onNext: { original.log.append("invoked \($0[1])") }).disposed(by: bag)
            scroller.rx.didScroll.subscribe(onNext: { original.log.append("rx \($0)") }).disposed(by: bag)
            scroller.scroll(to: 3)
            original.allowsScrolling = false
            scroller.scroll(to: 4)
        }
        XCTAssertEqual(original.log, ["sent 3", "delegate 3", "invoked 3", "rx 3"])
        // The scroller is gone: the next lookup releases its proxy and the proxy's subjects.
        _ = ScrollerDelegateProxy.proxy(for: Scroller())
    }

    func testOneProxyPerObjectAndTheSuperclassFactoryForSubclasses() {
        let first = Scroller()
        let second = FancyScroller()
        let proxy = ScrollerDelegateProxy.proxy(for: first)
        XCTAssertTrue(ScrollerDelegateProxy.proxy(for: first) === proxy)
        let other = ScrollerDelegateProxy.proxy(for: second)
        XCTAssertFalse(other === proxy)
        XCTAssertTrue(second.delegate === other)
    }

    /// As RxSwift's: the installed forward delegate replaces the one there before, and disposing clears it.
    func testInstallForwardDelegateReplacesTheForwardDelegateAndDisposingClearsIt() {
        let scroller = Scroller()
        let original = RecordingScrollerDelegate()
        scroller.delegate = original
        let installed = RecordingScrollerDelegate()
        let installation = ScrollerDelegateProxy.installForwardDelegate(
            installed, retainDelegate: false, onProxyForObject: scroller)
        scroller.scroll(to: 1)
        installation.dispose()
        scroller.scroll(to: 2)
        XCTAssertEqual(installed.log, ["delegate 1"])
        XCTAssertEqual(original.log, [], "RxSwift does not restore the delegate that was there before")
        XCTAssertNil(ScrollerDelegateProxy.proxy(for: scroller).forwardToDelegate())
    }

    /// RxCocoa's installation holds its proxy: until it is disposed, the proxy and a retained delegate live on,
    /// even once the object is gone and the registry has let go of the proxy.
    func testAnInstallationKeepsItsProxyAndRetainedDelegateUntilDisposed() {
        weak var proxy: ScrollerDelegateProxy?
        weak var delegate: RecordingScrollerDelegate?
        var installation: Disposable?
        do {
            let scroller = Scroller()
            let installed = RecordingScrollerDelegate()
            delegate = installed
            installation = ScrollerDelegateProxy.installForwardDelegate(
                installed, retainDelegate: true, onProxyForObject: scroller)
            proxy = ScrollerDelegateProxy.proxy(for: scroller)
        }
        // Another lookup lets the registry drop the proxy of the scroller that is gone.
        _ = ScrollerDelegateProxy.proxy(for: Scroller())
        XCTAssertNotNil(proxy, "the installation let go of its proxy")
        XCTAssertNotNil(delegate, "the retained delegate was released before the installation was disposed")
        installation?.dispose()
        installation = nil
        XCTAssertNil(proxy)
        XCTAssertNil(delegate)
    }

    /// Proxy types of one delegate protocol share the object's proxy and their factories (RxCocoa's
    /// `identifier`): the base type's registration makes the subclass's proxy for the parent's subclass, and
    /// both types find that one proxy, which is the object's delegate.
    func testProxyTypesOfOneDelegateShareTheProxyOfAnObject() {
        let fine = FineDial()
        let fromSubclass = FineDialDelegateProxy.proxy(for: fine)
        let fromBase = DialDelegateProxy.proxy(for: fine)
        XCTAssertTrue(fromBase === fromSubclass)
        XCTAssertTrue(fine.delegate === fromSubclass)
        XCTAssertFalse(DialDelegateProxy.proxy(for: Dial()) is FineDialDelegateProxy)
        XCTAssertTrue(fromBase is FineDialDelegateProxy)
        XCTAssertEqual(DialDelegateProxy.registrations.value, 1)
    }

    func testRetainDelegateKeepsTheForwardDelegateAlive() {
        let scroller = Scroller()
        weak var retained: RecordingScrollerDelegate?
        weak var notRetained: RecordingScrollerDelegate?
        let proxy = ScrollerDelegateProxy.proxy(for: scroller)
        do {
            let delegate = RecordingScrollerDelegate()
            retained = delegate
            proxy.setForwardToDelegate(delegate, retainDelegate: true)
        }
        XCTAssertNotNil(retained)
        XCTAssertTrue(proxy.forwardToDelegate() === retained)
        do {
            let delegate = RecordingScrollerDelegate()
            notRetained = delegate
            proxy.setForwardToDelegate(delegate, retainDelegate: false)
        }
        XCTAssertNil(notRetained)
        XCTAssertNil(retained, "replacing the retained delegate released it")
        XCTAssertNil(proxy.forwardToDelegate())
    }

    func testAProxyWhoseObjectIsGoneIsReleasedAndCompletesOnTheNextLookup() {
        weak var released: ScrollerDelegateProxy?
        var events: [Event<[Any]>] = []
        do {
            let scroller = Scroller()
            let proxy = ScrollerDelegateProxy.proxy(for: scroller)
            released = proxy
            _ = proxy.methodInvoked("scroller:didScrollTo:").subscribe { events.append($0) }
        }
        XCTAssertNotNil(released, "the registry keeps the proxy until the next lookup")
        _ = ScrollerDelegateProxy.proxy(for: Scroller())
        XCTAssertNil(released)
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events.first?.isCompleted ?? false)
    }
}
