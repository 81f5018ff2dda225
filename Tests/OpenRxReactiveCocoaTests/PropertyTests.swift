// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxReactiveCocoa
import XCTest

/// `Property`, `MutableProperty` and `<~`: values readable through compositions, atomic `modify`, changes in
/// order under concurrent writes, bindings tied to their target.
final class PropertyTests: LeakCheckedTestCase {
    func testCompositionsKeepAValueReadableNow() {
        let count = MutableProperty(1)
        let factor = MutableProperty(10)
        let label = count.map { "\($0) items" }
        let product = count.combineLatest(with: factor).map { $0 * $1 }
        let pages = [MutableProperty("a"), MutableProperty("b")]
        let selected = MutableProperty(0)
        let page = selected.flatMap(.latest) { pages[$0] }
        XCTAssertEqual(label.value, "1 items")
        XCTAssertEqual(product.value, 10)
        XCTAssertEqual(page.value, "a")
        count.value = 3
        factor.value = 2
        selected.value = 1
        pages[1].value = "b2"
        XCTAssertEqual(label.value, "3 items")
        XCTAssertEqual(product.value, 6)
        XCTAssertEqual(page.value, "b2")
    }

    func testAPropertySendsItsCurrentValueThenEachChangeAndChangesSendsOnlyChanges() {
        let count = MutableProperty(0)
        var all: [Int] = []
        var changes: [Int] = []
        let bag = DisposeBag()
        count.asObservable().subscribe(onNext: { all.append($0) }).disposed(by: bag)
        count.changes.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
        count.value = 1
        count.modify { $0 += 1 }
        XCTAssertEqual(all, [0, 1, 2])
        XCTAssertEqual(changes, [1, 2])
        XCTAssertEqual(count.swap(9), 2)
        XCTAssertEqual(count.readOnly.value, 9)
    }

    func testConcurrentModificationsAreAtomicAndTheirChangesArriveInOrder() {
        let count = MutableProperty(0)
        let received = ReceivedValues()
        let subscription = count.changes.subscribe(onNext: { received.append($0) })
        onThreads(8) { _ in
            for _ in 0..<500 { count.modify { $0 += 1 } }
        }
        XCTAssertEqual(count.value, 4_000)
        XCTAssertEqual(received.values, Array(1...4_000), "every change, in the order it was made")
        subscription.dispose()
    }

    func testACompositionOfConcurrentlyWrittenPropertiesReadsTheLatestValues() {
        let first = MutableProperty(0)
        let second = MutableProperty(0)
        let sum = first.combineLatest(with: second).map { $0 + $1 }
        let last = ReceivedValues()
        let subscription = sum.asObservable().subscribe(onNext: { last.append($0) })
        onThreads(4) { index in
            let property = index % 2 == 0 ? first : second
            for _ in 0..<250 { property.modify { $0 += 1 } }
        }
        XCTAssertEqual(first.value + second.value, 1_000)
        XCTAssertEqual(sum.value, 1_000)
        XCTAssertEqual(last.values.last, 1_000, "the last value sent is the current one")
        subscription.dispose()
    }

    func testAnObserverMaySetThePropertyAgainAndItsChangeFollows() {
        let count = MutableProperty(0)
        var received: [Int] = []
        let subscription = count.changes.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { count.value = value + 1 }
        })
        count.value = 1
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(count.value, 3)
        subscription.dispose()
    }

    func testAPropertyFromASequenceStartsWithItsInitialValue() {
        let values = PublishSubject<Int>()
        var property: Property<Int>? = Property(initial: 1, then: values)
        XCTAssertEqual(property?.value, 1)
        values.onNext(2)
        XCTAssertEqual(property?.value, 2)
        values.onError(WorkError())
        XCTAssertEqual(property?.value, 2, "an error leaves the last value")
        property = nil
        XCTAssertFalse(values.hasObservers)
        XCTAssertEqual(Property(value: 5).value, 5)
    }

    func testABindingIntoAPropertyEndsWhenThePropertyIsReleased() {
        let source = PublishSubject<Int>()
        var property: MutableProperty<Int>? = MutableProperty(0)
        if let property { property <~ source }
        source.onNext(4)
        XCTAssertEqual(property?.value, 4)
        XCTAssertTrue(source.hasObservers)
        property = nil
        XCTAssertFalse(source.hasObservers, "the property owned the binding")
    }

    func testBindingsIntoRelaysAndBindersAndEndingOneEarly() {
        let source = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        final class Label { var text = "" }
        let label = Label()
        let intoRelay = relay <~ source
        let intoBinder = Binder(label, scheduler: CurrentThreadScheduler.instance) { $0.text = "\($1)" } <~ source
        source.onNext(7)
        XCTAssertEqual(relay.value, 7)
        XCTAssertEqual(label.text, "7")
        intoRelay.dispose()
        source.onNext(8)
        XCTAssertEqual(relay.value, 7, "that binding ended")
        XCTAssertEqual(label.text, "8")
        intoBinder.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    /// `<~` into a `Binder` whose object went away ends at the next element, as into a released relay (issue 34:
    /// `BindingTarget`'s and `Binder`'s doc comments disagreed; the binding lasted until the source ended).
    func testABindingIntoABinderWhoseObjectWentAwayEndsAtTheNextElement() {
        final class Label { var text = "" }
        let source = PublishSubject<Int>()
        var label: Label? = Label()
        let binding = Binder(label!, scheduler: CurrentThreadScheduler.instance) { $0.text = "\($1)" } <~ source
        source.onNext(1)
        XCTAssertEqual(label?.text, "1")
        label = nil
        XCTAssertTrue(source.hasObservers)
        source.onNext(2)
        XCTAssertFalse(source.hasObservers, "the binding outlived the binder's object")
        binding.dispose()
    }

    /// ReactiveSwift's `<~` stops holding onto its target's lifetime when the binding ends: a property that lives
    /// as long as its screen, bound once per request, keeps nothing of the bindings that ended (their source
    /// completed or failed, or their disposable was disposed).
    func testAPropertyKeepsNothingOfTheBindingsThatEnded() {
        let isLoading = MutableProperty(false)
        let resourcesBefore = Resources.total
        for _ in 0..<10 {
            isLoading <~ Observable.just(true)
            let request = PublishSubject<Bool>()
            isLoading <~ request
            request.onNext(false)
            request.onCompleted()
            let cancelled = PublishSubject<Bool>()
            let binding = isLoading <~ cancelled
            binding.dispose()
            XCTAssertFalse(cancelled.hasObservers)
        }
        XCTAssertEqual(isLoading.value, false)
        XCTAssertEqual(Resources.total, resourcesBefore, "the property kept the bindings that ended")
    }

    /// A binding that ended leaves its property, and only itself: the bindings made before and after it go on.
    func testAnEndedBindingLeavesTheOtherBindingsOfItsProperty() {
        let property = MutableProperty(0)
        property <~ Observable.of(1, 2, 3)
        XCTAssertEqual(property.value, 3)
        let live = PublishSubject<Int>()
        property <~ live
        property <~ Observable.just(4)
        live.onNext(5)
        XCTAssertEqual(property.value, 5, "an ended binding's removal ended another binding")
    }

    func testABindingIntoAReleasedRelayEndsAtTheNextElement() {
        let source = PublishSubject<Int>()
        var relay: PublishRelay<Int>? = PublishRelay()
        if let relay { relay <~ source }
        relay = nil
        XCTAssertTrue(source.hasObservers, "a relay does not own its bindings")
        source.onNext(1)
        XCTAssertFalse(source.hasObservers)
    }
}

/// Values received on several threads.
final class ReceivedValues: @unchecked Sendable {
    // Sendable: guarded by the lock.
    private let lock = NSLock()
    private var storage: [Int] = []

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ value: Int) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }
}

/// ReactiveSwift's property lifetime (issue 29): releasing a `MutableProperty` completes its sequences and
/// those of every property derived from it, and ends its bindings; nothing is left counted.
final class PropertyLifetimeTests: LeakCheckedTestCase {
    func testReleasingAMutablePropertyCompletesItsAndItsDerivedPropertiesSequences() {
        var count: MutableProperty<Int>? = MutableProperty(1)
        let doubled = count!.map { $0 * 2 }
        let readOnly = count!.readOnly
        var events: [String] = []
        let bag = DisposeBag()
        count!.changes.subscribe(onCompleted: { events.append("changes completed") }).disposed(by: bag)
        doubled.asObservable()
            .subscribe(onNext: { events.append("doubled \($0)") }, onCompleted: { events.append("doubled completed") })
            .disposed(by: bag)
        let source = PublishSubject<Int>()
        count! <~ source
        source.onNext(3)
        weak let gone = count
        count = nil
        XCTAssertNil(gone, "a derived property kept its source alive")
        XCTAssertEqual(events, ["doubled 2", "doubled 6", "changes completed", "doubled completed"])
        XCTAssertFalse(source.hasObservers, "the binding into the released property did not end")
        // A derived property keeps the last value; subscribing now gets it, then completion.
        XCTAssertEqual(doubled.value, 6)
        XCTAssertEqual(readOnly.value, 3)
        var late: [String] = []
        _ = readOnly.asObservable().subscribe(onNext: { late.append("\($0)") }, onCompleted: { late.append("done") })
        XCTAssertEqual(late, ["3", "done"])
    }

    /// A property's sequence always starts with a value, as ReactiveSwift's producer of a property does: a
    /// subscriber on another thread that meets the property's release gets the last value, then the completion
    /// (it got the completion alone when it found the property alive and subscribed just after its release: a few
    /// of the thousand runs did).
    func testASubscriberThatMeetsThePropertysReleaseOnAnotherThreadGetsTheLastValueFirst() {
        final class Holder: @unchecked Sendable {
            // Sendable: `property` is touched by one thread; `events` by both, in an order the subject's lock sets
            // (the completion may come on the releasing thread), and read after the join of `onThreads`.
            var property: MutableProperty<Int>?
            var events: [String] = []
        }
        for _ in 0..<1_000 {
            let holder = Holder()
            holder.property = MutableProperty(7)
            let readOnly = holder.property!.readOnly
            onThreads(2) { index in
                if index == 1 {
                    holder.property = nil
                } else {
                    _ = readOnly.asObservable().subscribe(
                        onNext: { holder.events.append("\($0)") }, onCompleted: { holder.events.append("done") })
                }
            }
            XCTAssertEqual(holder.events.first, "7", "\(holder.events)")
            XCTAssertEqual(holder.events.last, "done")
        }
    }

    /// ReactiveSwift's constant property completes at once, so a composition with it ends with its other
    /// sources; a property made from a sequence completes when the sequence ends (an error too).
    func testConstantAndSequencePropertiesComplete() {
        var constant: [String] = []
        _ = Property(value: 5).asObservable()
            .subscribe(onNext: { constant.append("\($0)") }, onCompleted: { constant.append("done") })
        XCTAssertEqual(constant, ["5", "done"])
        for ending in [Event<Int>.completed, .error(WorkError())] {
            let values = PublishSubject<Int>()
            let property = Property(initial: 1, then: values)
            var received: [String] = []
            _ = property.asObservable()
                .subscribe(onNext: { received.append("\($0)") }, onCompleted: { received.append("done") })
            values.onNext(2)
            values.on(ending)
            XCTAssertEqual(received, ["1", "2", "done"], "\(ending)")
            XCTAssertEqual(property.value, 2)
        }
    }

    /// As ReactiveSwift's `modify`: a change made before the action threw is sent.
    func testAModifyThatThrowsAfterChangingTheValueSendsTheChange() {
        let property = MutableProperty([1])
        var received: [[Int]] = []
        let subscription = property.changes.subscribe(onNext: { received.append($0) })
        XCTAssertThrowsError(
            try property.modify { value in
                value.append(2)
                throw WorkError()
            })
        XCTAssertEqual(property.value, [1, 2])
        XCTAssertEqual(received, [[1, 2]])
        property.value = [3]
        XCTAssertEqual(received, [[1, 2], [3]], "the property stopped sending after the throw")
        subscription.dispose()
    }
}
