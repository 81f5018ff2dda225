// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class RelayTests: RxTestCase {
    func testPublishRelay() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        relay.accept(0)
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testBehaviorRelayCounter() {
        let count = BehaviorRelay(value: 0)
        var seen: [Int] = []
        let subscription = count.asObservable().subscribe(onNext: { seen.append($0) })
        for _ in 0..<3 { count.accept(count.value + 1) }
        XCTAssertEqual(count.value, 3)
        XCTAssertEqual(seen, [0, 1, 2, 3])
        subscription.dispose()
    }

    func testReplayRelay() {
        let relay = ReplayRelay<String>.create(bufferSize: 2)
        ["a", "b", "c"].forEach(relay.accept)
        var seen: [String] = []
        _ = relay.subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen, ["b", "c"])
        let unbound = ReplayRelay<Int>.createUnbound()
        (1...5).forEach(unbound.accept)
        var all: [Int] = []
        _ = unbound.subscribe(onNext: { all.append($0) })
        XCTAssertEqual(all, [1, 2, 3, 4, 5])
    }

    func testBindToRelaysAndOptionalRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        var published: [Int] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        let subject = PublishSubject<Int>()
        let bindings = [
            subject.bind(to: publish), subject.bind(to: behavior), subject.bind(to: optional),
            subject.bind(to: replay),
        ]
        subject.onNext(5)
        XCTAssertEqual(published, [5])
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(optional.value, 5)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [5])
        bindings.forEach { $0.dispose() }
    }

    func testBindingErrorIsReportedNotFatal() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let relay = BehaviorRelay(value: 0)
        _ = Observable<Int>.error(testError).bind(to: relay)
        XCTAssertEqual(reported, ["Binding error: TestError(1)"])
        XCTAssertEqual(relay.value, 0)
    }

    /// A relay binding is RxSwift's `subscribe { event in … }`: its disposable is the subscription itself, which
    /// reads disposed once a finite source completed, where `bind(onNext:)`'s pair reads disposed only once
    /// `dispose()` was called.
    func testARelayBindingIsTheSubscriptionItself() {
        let relay = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let optional = BehaviorRelay<Int?>(value: nil)
        let bindings = [
            Observable.of(1).bind(to: relay), Observable.of(1).bind(to: behavior), Observable.of(1).bind(to: replay),
            Observable.of(1).bind(to: optional),
        ]
        XCTAssertEqual(bindings.map { ($0 as? Cancelable)?.isDisposed }, [true, true, true, true])
        XCTAssertEqual(optional.value, 1)
        let onNext = Observable.of(1).bind(onNext: { _ in })
        XCTAssertEqual((onNext as? Cancelable)?.isDisposed, false)
        onNext.dispose()
        XCTAssertEqual(behavior.value, 1)
    }

    /// A binding to relays of optional elements maps the elements first, as RxRelay's: through that `map`, a
    /// stopped `BehaviorSubject` is left at its stop, where a binding straight to it stays registered until
    /// disposed.
    func testABindingToOptionalRelaysMapsFirst() {
        let subject = BehaviorSubject(value: 1)
        let optional = BehaviorRelay<Int?>(value: nil)
        let plain = BehaviorRelay(value: 0)
        let toOptional = subject.bind(to: optional)
        let toPlain = subject.bind(to: plain)
        subject.onCompleted()
        XCTAssertEqual(subject.hasObservers, true, "the plain binding stays, as RxSwift's subscribe { event in }")
        toPlain.dispose()
        XCTAssertEqual(subject.hasObservers, false, "the map of the optional binding left at the stop")
        toOptional.dispose()
        XCTAssertEqual(optional.value, 1)
    }

    func testBindToObserversForwardsErrorsAsRxSwiftDoes() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }

        let subject = PublishSubject<Int>()
        var subjectEvents: [Event<Int>] = []
        _ = subject.subscribe { subjectEvents.append($0) }
        let observer = GrammarObserver<Int>()
        let optionalObserver = GrammarObserver<Int?>()
        _ = Observable.just(1).concat(Observable.error(testError))
            .bind(to: subject.asObserver(), AnyObserver(observer))
        _ = Observable<Int>.error(testError).bind(to: optionalObserver)

        XCTAssertEqual(subjectEvents, [.next(1), .error(testError)])
        XCTAssertEqual(observer.events, [.next(1), .error(testError)])
        XCTAssertEqual(optionalObserver.events, [.error(testError)])
        XCTAssertEqual(reported, [], "an observer's error is the observer's, not a binding error")
    }

    /// `bind(to:)` forwards nothing after the first stop event, even from a source of the user's that breaks the
    /// grammar: the source's wrapper stops there, and the binding's observer guards too, as RxSwift's anonymous
    /// observer does.
    func testBindToObserversStopsAtTheFirstStopEvent() {
        struct Unruly: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.on(.next(1))
                observer.on(.completed)
                observer.on(.next(2))
                observer.on(.error(testError))
                return Disposables.create()
            }
        }
        let first = GrammarObserver<Int>()
        let second = GrammarObserver<Int>()
        _ = Unruly().bind(to: AnyObserver(first), AnyObserver(second))
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(1), .completed])
    }

    func testBindToABinderReportsTheErrorAsABindingError() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        final class Target {
            var values: [Int] = []
        }
        let target = Target()
        let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { $0.values.append($1) }
        _ = Observable.just(1).concat(Observable.error(testError)).bind(to: binder)
        XCTAssertEqual(target.values, [1])
        XCTAssertEqual(reported, ["Binding error: TestError(1)"])
    }

    func testBindWithAnObjectHeldWeakly() {
        final class Owner {
            var names: [String] = []
        }
        let subject = PublishSubject<String>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let binding = subject.bind(with: owner!) { owner, name in owner.names.append(name) }
        subject.onNext("a")
        XCTAssertEqual(owner?.names, ["a"])
        owner = nil
        XCTAssertNil(weakOwner, "the binding does not keep the object")
        subject.onNext("b")
        binding.dispose()
    }

    func testBindToObserversAndClosures() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int?>()
        var firstEvents: [Event<Int>] = []
        var secondEvents: [Event<Int?>] = []
        _ = first.subscribe { firstEvents.append($0) }
        _ = second.subscribe { secondEvents.append($0) }
        _ = Observable.of(1, 2).bind(to: first)
        _ = Observable.of(3).bind(to: second)
        XCTAssertEqual(firstEvents, [.next(1), .next(2), .completed])
        XCTAssertEqual(secondEvents, [.next(3), .completed])
        var seen: [Int] = []
        _ = Observable.of(4).bind(onNext: { seen.append($0) })
        let count = Observable.of(1, 2, 3).bind(to: { source in source.toBlockingCount() })
        XCTAssertEqual(seen, [4])
        XCTAssertEqual(count, 3)
    }

    /// A relay's `asInfallible()` subscribes inside a trampoline, as RxRelay's (`catch`) does: a sequence
    /// subscribed from inside the replay runs after it.
    func testARelaysInfallibleReplaysInsideATrampoline() {
        var log: [String] = []
        let relays: [(String, Infallible<Int>)] = [
            ("behavior", BehaviorRelay(value: 1).asInfallible()),
            (
                "replay",
                {
                    let relay = ReplayRelay<Int>.create(bufferSize: 1); relay.accept(1); return relay.asInfallible()
                }()
            ),
        ]
        for (name, infallible) in relays {
            let subscription = infallible.subscribe(onNext: { _ in
                _ = Observable.of(10, 20).subscribe(onNext: { log.append("\(name) \($0)") })
                log.append("\(name) handled")
            })
            subscription.dispose()
        }
        XCTAssertEqual(
            log, ["behavior handled", "behavior 10", "behavior 20", "replay handled", "replay 10", "replay 20"])
        let publish = PublishRelay<Int>()
        var received: [Int] = []
        let subscription = publish.asInfallible().subscribe(onNext: { received.append($0) })
        publish.accept(5)
        subscription.dispose()
        XCTAssertEqual(received, [5])
    }
}

extension ObservableType {
    fileprivate func toBlockingCount() -> Int {
        var count = 0
        _ = subscribe(onNext: { _ in count += 1 })
        return count
    }
}
