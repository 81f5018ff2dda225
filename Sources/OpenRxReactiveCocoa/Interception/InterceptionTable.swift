// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// The sequences of one object's intercepted calls, before (`sentMessage`) and after (`methodInvoked`) each
/// method's body, and of its deallocation; a stored property that `@Interceptable` adds.
///
/// A call that nobody observes costs one atomic load: the table counts the observers of all its object's
/// calls in one word, read before anything else. Subjects are made on first subscription. The object's
/// deallocation releases the table, whose `deinit` sends `deallocating`, then `deallocated`, then completes
/// every sequence.
public final class InterceptionTable: @unchecked Sendable {
    // Sendable: the subjects are behind the lock; the observer count is an atomic word.

    /// When a call is sent: before the body runs, or after it returned.
    public enum Phase: Sendable {
        /// Before the body runs (`sentMessage`).
        case beforeBody
        /// After the body returned (`methodInvoked`).
        case afterBody
    }

    /// A method's name and a phase. The name is compared and hashed by its bytes, so finding an observed
    /// call's subject allocates nothing.
    private struct Key: Hashable {
        let method: StaticString
        let phase: Phase

        private var bytes: UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: method.utf8Start, count: method.utf8CodeUnitCount)
        }

        static func == (left: Key, right: Key) -> Bool {
            left.phase == right.phase && left.bytes.elementsEqual(right.bytes)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytes: bytes)
            hasher.combine(phase)
        }
    }

    /// How many observers the object's calls have, all methods together: the one word a call reads.
    @usableFromInline let observerCount = AtomicInt.make()
    /// The subjects (`PublishSubject<Arguments>`), made on first subscription.
    private let subjects = LockedState.make([Key: AnyObject]())
    private let deallocatingSubject = ReplaySubject<Void>.create(bufferSize: 1)
    private let deallocatedSubject = ReplaySubject<Void>.create(bufferSize: 1)

    /// An empty table.
    public init() {}

    deinit {
        deallocatingSubject.onNext(())
        deallocatingSubject.onCompleted()
        deallocatedSubject.onNext(())
        deallocatedSubject.onCompleted()
        for subject in subjects.withLock({ $0.values }) {
            (subject as? any Completing)?.complete()
        }
    }

    /// Sends `arguments` to the observers of the calls of `method` at `phase`; one atomic load and nothing
    /// else while the object's calls have no observer. Called by the bodies `@Intercepted` writes.
    @inlinable
    public func send<Arguments>(_ method: StaticString, _ phase: Phase, _ arguments: @autoclosure () -> Arguments) {
        if observerCount.atomicLoad() != 0 { deliver(method, phase, arguments()) }
    }

    @usableFromInline
    func deliver<Arguments>(_ method: StaticString, _ phase: Phase, _ arguments: Arguments) {
        let subject = subjects.withLock { $0[Key(method: method, phase: phase)] } as? PublishSubject<Arguments>
        subject?.onNext(arguments)
    }

    /// The calls of `method` at `phase`, from now on; completes when the object is deallocated.
    func calls<Arguments>(of method: InterceptedMethod<Arguments>, _ phase: Phase) -> Observable<Arguments> {
        let key = Key(method: method.name, phase: phase)
        let subject: PublishSubject<Arguments> = subjects.withLock { subjects in
            if let existing = subjects[key] as? PublishSubject<Arguments> { return existing }
            let created = PublishSubject<Arguments>()
            subjects[key] = created
            return created
        }
        let count = observerCount
        return Observable.create { observer in
            _ = count.atomicFetchAdd(1)
            let subscription = subject.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                _ = count.atomicFetchAdd(-1)
            }
        }
    }

    /// Sends once, while the object is being deallocated, then completes.
    var deallocating: Observable<Void> { deallocatingSubject.asObservable() }

    /// Sends once the object is deallocated, then completes.
    var deallocated: Observable<Void> { deallocatedSubject.asObservable() }
}

/// A subject completed when its object is deallocated.
private protocol Completing {
    func complete()
}

extension PublishSubject: Completing {
    fileprivate func complete() { onCompleted() }
}

extension Reactive where Base: InterceptableObject {
    /// Each call of `method`, with its arguments, before the method's body runs (RxCocoa's `sentMessage`);
    /// completes when the object is deallocated.
    ///
    ///     controller.rx.sentMessage(\.viewWillAppear).subscribe(onNext: { animated in … })
    public func sentMessage<Arguments>(
        _ method: KeyPath<Base.Interception, InterceptedMethod<Arguments>>
    ) -> Observable<Arguments> {
        base._rxInterception.calls(of: Base.Interception()[keyPath: method], .beforeBody)
    }

    /// Each call of `method`, with its arguments, after the method's body returned (RxCocoa's
    /// `methodInvoked`); completes when the object is deallocated.
    public func methodInvoked<Arguments>(
        _ method: KeyPath<Base.Interception, InterceptedMethod<Arguments>>
    ) -> Observable<Arguments> {
        base._rxInterception.calls(of: Base.Interception()[keyPath: method], .afterBody)
    }

    /// Sends once while the object is being deallocated (its stored properties are being released, after
    /// its `deinit` body ran), then completes.
    public var deallocating: Observable<Void> { base._rxInterception.deallocating }

    /// Sends once the object is gone, then completes.
    public var deallocated: Observable<Void> { base._rxInterception.deallocated }
}
