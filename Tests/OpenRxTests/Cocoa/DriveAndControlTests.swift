// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa
import OpenRxTest
import XCTest

/// `drive`, `emit`, ControlEvent and ControlProperty on the real main scheduler. The tests run on the main
/// thread, where the main scheduler runs the first piece of work at once and enqueues what that work
/// schedules on the main queue (as RxSwift does); `drainMainQueue` runs those blocks.
final class DriveAndControlTests: RxTestCase {
    func testDriveForms() {
        XCTAssertTrue(Thread.isMainThread)
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
        var log: [String] = []
        let values = BehaviorRelay(value: 0)
        let optionals = BehaviorRelay<Int?>(value: nil)
        let replayed = ReplayRelay<Int>.create(bufferSize: 1)
        let observer = AnyObserver<Int> { event in log.append("observer \(event)") }
        let optionalObserver = AnyObserver<Int?> { event in log.append("optional \(event)") }
        final class Owner {
            var seen: [Int] = []
        }
        let owner = Owner()
        var bag = DisposeBag()
        driver.drive(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") }).disposed(by: bag)
        driver.drive(values).disposed(by: bag)
        driver.drive(optionals).disposed(by: bag)
        driver.drive(replayed).disposed(by: bag)
        driver.drive(observer).disposed(by: bag)
        driver.drive(optionalObserver).disposed(by: bag)
        driver.drive(with: owner, onNext: { $0.seen.append($1) }).disposed(by: bag)
        driver.drive().disposed(by: bag)
        let transformed = driver.drive { observable in observable.subscribe(onNext: { log.append("binder \($0)") }) }
        transformed.disposed(by: bag)
        let curried = driver.drive(
            { observable in { (prefix: String) in observable.subscribe(onNext: { log.append("\(prefix) \($0)") }) } },
            curriedArgument: "curried")
        curried.disposed(by: bag)
        relay.accept(2)
        drainMainQueue(until: { values.value == 2 })
        XCTAssertEqual(optionals.value, 2)
        XCTAssertEqual(owner.seen, [1, 2])
        var replayedValues: [Int] = []
        replayed.subscribe(onNext: { replayedValues.append($0) }).dispose()
        XCTAssertEqual(replayedValues, [2])
        XCTAssertEqual(
            log,
            [
                "next 1", "observer next(1)", "optional next(Optional(1))", "binder 1", "curried 1", "next 2",
                "observer next(2)", "optional next(Optional(2))", "binder 2", "curried 2",
            ])
        bag = DisposeBag()
        drainMainQueue()
    }

    func testEmitForms() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        var log: [String] = []
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        var bag = DisposeBag()
        publish.subscribe(onNext: { log.append("publish \($0)") }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { log.append("optional publish \(String(describing: $0))") })
            .disposed(by: bag)
        signal.emit(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") }).disposed(by: bag)
        signal.emit(to: publish).disposed(by: bag)
        signal.emit(to: optionalPublish).disposed(by: bag)
        signal.emit(to: behavior).disposed(by: bag)
        signal.emit(to: optionalBehavior).disposed(by: bag)
        signal.emit(to: replay).disposed(by: bag)
        signal.emit(to: optionalReplay).disposed(by: bag)
        signal.emit(to: AnyObserver<Int> { log.append("observer \($0)") }).disposed(by: bag)
        signal.emit(to: AnyObserver<Int?> { log.append("optional observer \($0)") }).disposed(by: bag)
        signal.emit(with: self, onNext: { _, value in log.append("with \(value)") }).disposed(by: bag)
        signal.emit().disposed(by: bag)
        relay.accept(3)
        drainMainQueue(until: { behavior.value == 3 })
        XCTAssertEqual(optionalBehavior.value, 3)
        var replayed: [String] = []
        replay.subscribe(onNext: { replayed.append("\($0)") }).dispose()
        optionalReplay.subscribe(onNext: { replayed.append(String(describing: $0)) }).dispose()
        XCTAssertEqual(replayed, ["3", "Optional(3)"])
        XCTAssertEqual(
            log,
            [
                "next 3", "publish 3", "optional publish Optional(3)", "observer next(3)",
                "optional observer next(Optional(3))", "with 3",
            ])
        bag = DisposeBag()
        drainMainQueue()
    }

    func testControlEventNeverFailsAndConvertsToDriverSignalAndInfallible() {
        let taps = PublishSubject<Void>()
        let event = ControlEvent(events: taps)
        var log: [String] = []
        var bag = DisposeBag()
        event.subscribe(onNext: { log.append("tap") }).disposed(by: bag)
        event.asDriver().drive(onNext: { log.append("driver tap") }).disposed(by: bag)
        event.asSignal().emit(onNext: { log.append("signal tap") }).disposed(by: bag)
        event.asInfallible().subscribe(onNext: { log.append("infallible tap") }).disposed(by: bag)
        XCTAssertEqual(event.asControlEvent().asObservable() === event.asObservable(), true)
        taps.onNext(())
        drainMainQueue(until: { log.count == 4 })
        XCTAssertEqual(log.sorted(), ["driver tap", "infallible tap", "signal tap", "tap"])
        bag = DisposeBag()
        drainMainQueue()
    }

    /// As RxSwift's (in release builds), a control event's driver and signal complete if the events fail, with
    /// an empty sequence made when the error arrives: under a mocked sharing scheduler then, it completes on
    /// that scheduler.
    func testAControlEventsDriverMakesItsEmptyReplacementWhenTheErrorArrives() {
        let taps = PublishSubject<Int>()
        let event = ControlEvent(events: taps)
        let driver = event.asDriver()
        let signal = event.asSignal()
        var log: [String] = []
        let bag = DisposeBag()
        driver.drive(onNext: { log.append("driver \($0)") }, onCompleted: { log.append("driver completed") })
            .disposed(by: bag)
        signal.emit(onNext: { log.append("signal \($0)") }, onCompleted: { log.append("signal completed") })
            .disposed(by: bag)
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) { taps.onError(testError) }
        XCTAssertEqual(log, [], "the replacement subscribes on the mocked scheduler")
        scheduler.start()
        XCTAssertEqual(log.sorted(), ["driver completed", "signal completed"])
    }

    func testControlPropertyReadsAndWrites() {
        let storage = BehaviorRelay<String?>(value: "a")
        let property = ControlProperty(values: storage.asObservable(), valueSink: storage.asBinderLikeObserver())
        var values: [String?] = []
        var changes: [String?] = []
        var emptied: [String] = []
        var bag = DisposeBag()
        property.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        property.changed.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
        property.orEmpty.subscribe(onNext: { emptied.append($0) }).disposed(by: bag)
        property.on(.next("b"))
        property.onNext(nil)
        property.orEmpty.onNext("c")
        XCTAssertEqual(values, ["a", "b", nil, "c"])
        XCTAssertEqual(changes, ["b", nil, "c"])
        XCTAssertEqual(emptied, ["a", "b", "", "c"])
        var driven: [String?] = []
        property.asDriver().drive(onNext: { driven.append($0) }).disposed(by: bag)
        drainMainQueue(until: { driven == ["c"] })
        XCTAssertTrue(property.asControlProperty().asObservable() === property.asObservable())
        bag = DisposeBag()
        drainMainQueue()
    }

    /// A control property reports an error as every binding does: a `BindingError` wrapping it, which a handler
    /// can unwrap. It passed the bare error, where a `Binder` passed an internal wrapper a handler could not open.
    func testAnErrorSentToAControlPropertyIsABindingErrorAndDoesNotSetIt() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: [String] = []
        var underlying: [Error] = []
        Hooks.defaultErrorHandler = { _, error in
            reported.append("\(error)")
            if let binding = error as? BindingError { underlying.append(binding.underlying) }
        }
        let storage = BehaviorRelay<String?>(value: "kept")
        let property = ControlProperty(values: storage.asObservable(), valueSink: storage.asBinderLikeObserver())
        property.on(.error(testError))
        let binder = Binder(storage, scheduler: CurrentThreadScheduler.instance) { storage, value in
            storage.accept(value)
        }
        binder.on(.error(testError))
        XCTAssertEqual(storage.value, "kept")
        XCTAssertEqual(reported, ["Binding error: TestError(1)", "Binding error: TestError(1)"])
        XCTAssertEqual(underlying.compactMap { $0 as? TestError }, [testError, testError])
    }
}

extension BehaviorRelay {
    /// An observer that sets the relay's value (what a control's binder does).
    fileprivate func asBinderLikeObserver() -> AnyObserver<Element> {
        AnyObserver { [weak self] event in
            if case .next(let value) = event { self?.accept(value) }
        }
    }
}

/// RxCocoa's public error type, which RxCocoa code throws and matches: it was missing, so such code did not
/// compile.
final class RxCocoaErrorTests: XCTestCase {
    func testTheCasesDescribeThemselvesAsRxCocoasDo() {
        XCTAssertEqual(RxCocoaError.unknown.debugDescription, "Unknown error occurred.")
        XCTAssertEqual(
            RxCocoaError.castingError(object: 1, targetType: String.self).debugDescription,
            "Error casting `1` to `String`")
        XCTAssertEqual(
            RxCocoaError.itemsNotYetBound(object: "table").debugDescription,
            "Data source is set, but items are not yet bound to user interface for `table`.")
        do {
            throw RxCocoaError.invalidOperation(object: "view")
        } catch RxCocoaError.invalidOperation(let object) {
            XCTAssertEqual(object as? String, "view")
        } catch {
            XCTFail("\(error)")
        }
    }
}
