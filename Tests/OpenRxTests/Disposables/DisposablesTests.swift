// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import XCTest

final class DisposablesTests: RxTestCase {
    func testAnonymousDisposableRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(count, 1)
    }

    func testAnonymousDisposableRunsOnceUnderConcurrentDisposal() {
        let count = AtomicCounter()
        let disposable = Disposables.create { count.increment() }
        let shared = Unchecked(disposable)
        runConcurrently(4) { _ in
            for _ in 0..<100 { shared.value.dispose() }
        }
        XCTAssertEqual(count.value, 1)
    }

    func testBinaryAndCompositeCreateDisposeEachOnce() {
        var log: [Int] = []
        let two = Disposables.create(Disposables.create { log.append(1) }, Disposables.create { log.append(2) })
        two.dispose()
        two.dispose()
        XCTAssertEqual(log, [1, 2])
        let three = Disposables.create(
            Disposables.create { log.append(3) }, Disposables.create { log.append(4) },
            Disposables.create { log.append(5) })
        three.dispose()
        let many = Disposables.create([6, 7, 8, 9].map { value in Disposables.create { log.append(value) } })
        many.dispose()
        let variadic = Disposables.create(
            Disposables.create { log.append(10) }, Disposables.create { log.append(11) },
            Disposables.create { log.append(12) }, Disposables.create { log.append(13) })
        variadic.dispose()
        // The variadic form disposes the extra disposables first, as RxSwift appends the first three to them.
        XCTAssertEqual(log, Array(1...9) + [13, 10, 11, 12])
        Disposables.create().dispose()
    }

    func testCompositeInsertRemoveAndLateInsert() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let keyA = composite.insert(Disposables.create { log.append("a") })
        _ = composite.insert(Disposables.create { log.append("b") })
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: keyA!)
        XCTAssertEqual(log, ["a"], "removing disposes that member")
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(log, ["a", "b"])
        XCTAssertNil(composite.insert(Disposables.create { log.append("late") }))
        XCTAssertEqual(log, ["a", "b", "late"], "inserting after disposal disposes at once")
        XCTAssertEqual(composite.count, 0)
    }

    func testCompositeInitializers() {
        var count = 0
        let make = { Disposables.create { count += 1 } }
        CompositeDisposable(make(), make()).dispose()
        CompositeDisposable(make(), make(), make()).dispose()
        CompositeDisposable(make(), make(), make(), make(), make()).dispose()
        CompositeDisposable(disposables: [make()]).dispose()
        XCTAssertEqual(count, 11)
    }

    func testCompositeManyRemovalsKeepOrder() {
        var log: [Int] = []
        let composite = CompositeDisposable()
        let keys = (0..<100).map { value in composite.insert(Disposables.create { log.append(value) })! }
        for (index, key) in keys.enumerated() where index % 3 != 0 { composite.remove(for: key) }
        log.removeAll()
        composite.dispose()
        XCTAssertEqual(log, Array(stride(from: 0, to: 100, by: 3)))
    }

    func testSerialDisposableReplacesAndDisposesPrevious() {
        var log: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        XCTAssertEqual(log, ["first"])
        serial.dispose()
        XCTAssertEqual(log, ["first", "second"])
        XCTAssertTrue(serial.isDisposed)
        serial.disposable = Disposables.create { log.append("third") }
        XCTAssertEqual(log, ["first", "second", "third"])
    }

    func testSingleAssignmentDisposable() {
        var log: [String] = []
        let early = SingleAssignmentDisposable()
        early.dispose()
        XCTAssertTrue(early.isDisposed)
        early.setDisposable(Disposables.create { log.append("early") })
        XCTAssertEqual(log, ["early"])
        let normal = SingleAssignmentDisposable()
        normal.setDisposable(Disposables.create { log.append("normal") })
        XCTAssertEqual(log, ["early"])
        normal.dispose()
        normal.dispose()
        XCTAssertEqual(log, ["early", "normal"])
    }

    func testRefCountDisposable() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(disposed, 0)
        first.dispose()
        XCTAssertEqual(disposed, 0)
        second.dispose()
        XCTAssertEqual(disposed, 1)
        XCTAssertTrue(refCount.isDisposed)
        refCount.retain().dispose()
        XCTAssertEqual(disposed, 1)

        let unretained = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        unretained.dispose()
        unretained.dispose()
        XCTAssertEqual(disposed, 2)
    }

    func testBooleanDisposable() {
        let flag = BooleanDisposable()
        XCTAssertFalse(flag.isDisposed)
        flag.dispose()
        XCTAssertTrue(flag.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func testScheduledDisposableDisposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let scheduled = ScheduledDisposable(
            scheduler: scheduler, disposable: Disposables.create { disposedAt = scheduler.clock })
        scheduler.scheduleAt(50) { scheduled.dispose() }
        scheduler.start()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(disposedAt, 51, "disposed by a scheduled action, one tick later")
    }

    func testDisposeBagDisposesOnDeinitAndLateInserts() {
        var log: [String] = []
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { log.append("a") }.disposed(by: bag!)
        bag!.insert(Disposables.create { log.append("b") }, Disposables.create { log.append("c") })
        bag!.insert([Disposables.create { log.append("d") }])
        bag!.insert {
            Disposables.create { log.append("e") }
        }
        XCTAssertEqual(log, [])
        bag = nil
        XCTAssertEqual(log, ["a", "b", "c", "d", "e"])

        var built: DisposeBag? = DisposeBag {
            Disposables.create { log.append("f") }
            Disposables.create { log.append("g") }
        }
        var variadic: DisposeBag? = DisposeBag(disposing: Disposables.create { log.append("h") })
        XCTAssertNotNil(built)
        XCTAssertNotNil(variadic)
        built = nil
        variadic = nil
        XCTAssertEqual(log.suffix(3), ["f", "g", "h"])
    }

    func testDisposeBagEndsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }
}
