// OpenRx — reactive programming for Swift. MIT licence.

import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// Code as an RxSwift user writes it, with RxSwift's module names, including module-qualified type names.
final class RxSwiftModuleNamesTests: CompatibilityTestCase {
    func testModuleQualifiedNamesResolveThroughTheReExports() throws {
        let relay = RxRelay.BehaviorRelay<Int>(value: 1)
        let doubled: RxSwift.Observable<Int> = relay.asObservable().map { $0 * 2 }
        XCTAssertEqual(try doubled.take(1).toBlocking().toArray(), [2])

        let driver: RxCocoa.Driver<Int> = RxSwift.Observable.just(3).asDriver(onErrorJustReturn: 0)
        var driven: [Int] = []
        let subscription = driver.drive(onNext: { driven.append($0) })
        subscription.dispose()
        XCTAssertEqual(driven, [3])
    }

    func testRxTestSchedulesAndRecords() {
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { source.asObservable().map { $0 + 1 } }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(220)])
    }

    func testRxCocoaAloneBringsTheCoreAndTheRelays() {
        // Only RxCocoa's names are used here; RxCocoa re-exports the core and the relays, as RxSwift's does.
        let relay = RxCocoa.PublishRelay<String>()
        var received: [String] = []
        let subscription = relay.asSignal().emit(onNext: { received.append($0) })
        relay.accept("a")
        subscription.dispose()
        XCTAssertEqual(received, ["a"])
    }
}

// An app's own two-way binding operator, as RxSwift's example app declares it. RxCocoa's stand-in declares
// no `<->`, so this one is the one used (OpenRx's lives in OpenRxChannels).
infix operator <-> : DefaultPrecedence

/// The disposable the app's operator returns, so the test can tell which operator ran.
final class AppTwoWayBinding: Disposable {
    let parts: Disposable
    init(_ parts: Disposable) { self.parts = parts }
    func dispose() { parts.dispose() }
}

func <-> <T>(property: ControlProperty<T>, relay: BehaviorRelay<T>) -> Disposable {
    let toProperty = relay.bind(to: property)
    let toRelay = property.subscribe(onNext: { relay.accept($0) }, onCompleted: { toProperty.dispose() })
    return AppTwoWayBinding(Disposables.create(toProperty, toRelay))
}

final class AppTwoWayOperatorTests: CompatibilityTestCase {
    func testTheAppsOwnOperatorIsTheOneCalled() {
        let relay = BehaviorRelay(value: "a")
        // A control: programmatic sets land in `shown`; the user's edits arrive on `edits` (not echoed).
        let shown = BehaviorRelay(value: "")
        let edits = PublishRelay<String>()
        let property = ControlProperty(values: edits.asObservable(), valueSink: Binder(shown) { $0.accept($1) })
        let binding = property <-> relay
        edits.accept("typed")
        binding.dispose()
        XCTAssertTrue(binding is AppTwoWayBinding)
        XCTAssertEqual(shown.value, "typed")
        XCTAssertEqual(relay.value, "typed")
    }
}
