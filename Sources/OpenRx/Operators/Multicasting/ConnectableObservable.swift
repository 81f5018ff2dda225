// OpenRx — reactive programming for Swift. MIT licence.

/// A sequence that starts sending when it is connected: the type of `publish()`, `replay(_:)` and
/// `multicast`.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the underlying subject to the source; dispose the result to disconnect.
    func connect() -> Disposable
}

/// A subject made for one connection: what subscribers observe, and how to feed it from the source.
struct ConnectableSubject<Element> {
    let observable: Observable<Element>
    /// Subscribes the source to the subject for `connection`: the source's observer feeds the subject until
    /// the connection is disposed, and on a stop disposes it before the subject forwards the stop.
    let connect: (_ connection: ConnectableConnection) -> Disposable
}

/// One connection of a ``ConnectableObservable``: disposing it disconnects. Not generic, so that the source's
/// observer, which has the source's element type, can hold it.
///
/// As RxSwift's connection: once disposed, its source's observer drops what the source still sends (a source
/// still sending inside its `subscribe` when the connection is disposed, `of` for one, or one that sends on
/// another thread), and a stop disconnects, disposing the source, before the subject forwards it.
class ConnectableConnection: Disposable {
    /// 1 once disposed; set first, as RxSwift sets its flag before it detaches the connection.
    private let disposedFlag = AtomicInt.make()

    /// Whether the connection was disposed.
    final var isDisposed: Bool { disposedFlag.atomicLoad() != 0 }

    /// Marks the connection disposed; subclasses then detach it and dispose the source.
    func dispose() {
        _ = disposedFlag.atomicFetchOr(1)
    }

    /// The source's observer: it sends `event` to `subject` while connected; a stop disposes the connection
    /// first (a source that stops while connecting has nothing to dispose yet: its subscription is disposed
    /// when it arrives).
    final func forward<Observer: ObserverType>(_ event: Event<Observer.Element>, to subject: Observer) {
        if isDisposed { return }
        if event.isStopEvent { dispose() }
        subject.on(event)
    }
}

/// A sequence shared through a subject that is fed by the source only while connected.
///
///     let shared = ticks.publish()
///     shared.subscribe(onNext: { print("a", $0) }).disposed(by: bag)
///     shared.subscribe(onNext: { print("b", $0) }).disposed(by: bag)
///     shared.connect().disposed(by: bag)   // both see the same ticks
///
/// Subscribing to the subject and connecting to the source both happen outside the lock (RxSwift
/// subscribed under its lock and could deadlock). When the source stops, the connection ends and the
/// next `connect()` uses a new subject (for `multicast(makeSubject:)`, `publish`, `replay`).
// Sendable: the state is guarded by the lock.
public final class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType,
    @unchecked Sendable
{
    private struct State {
        var subject: ConnectableSubject<Element>?
        var connection: Connection?
    }

    /// One connection: disposing it disconnects (see ``ConnectableConnection``).
    private final class Connection: ConnectableConnection {
        let subscription = SingleAssignmentDisposable()
        weak var owner: ConnectableObservable<Element>?

        init(owner: ConnectableObservable<Element>) {
            self.owner = owner
        }

        override func dispose() {
            super.dispose()
            owner?.connectionEnded(self)
            subscription.dispose()
        }
    }

    private let makeSubject: () -> ConnectableSubject<Element>
    private let state = LockedState.make(State())

    init(makeSubject: @escaping () -> ConnectableSubject<Element>) {
        self.makeSubject = makeSubject
        super.init()
    }

    /// The subject of the current connection. The factory is user code, so it runs unlocked; when two
    /// threads race to make the first subject, the one installed first wins and the other is dropped.
    private func currentSubject() -> ConnectableSubject<Element> {
        if let subject = state.withLock({ $0.subject }) { return subject }
        let made = makeSubject()
        return state.withLock { state in
            if let subject = state.subject { return subject }
            state.subject = made
            return made
        }
    }

    /// Subscribes `observer` to the current subject.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        currentSubject().observable.subscribe(observer)
    }

    /// Subscribes to the current subject, keeping its subscription as the object it is (no conversion).
    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> DisposableObject? {
        currentSubject().observable.subscribeErased(observer)
    }

    /// What `connect()` decided under the lock.
    private enum ConnectDecision {
        case existing(Connection)
        case connect(Connection, ConnectableSubject<Element>)
        /// No subject yet: make one (unlocked, it is user code) and decide again.
        case needsSubject
    }

    /// Connects the subject to the source, or returns the existing connection.
    ///
    /// The subject a new connection feeds is read in the same critical section that installs the
    /// connection, so it cannot be the subject of a connection that ended meanwhile (an ended connection
    /// clears its subject under the lock).
    public func connect() -> Disposable {
        var made: ConnectableSubject<Element>?
        while true {
            let decision = state.withLock { state -> ConnectDecision in
                if let connection = state.connection { return .existing(connection) }
                if state.subject == nil {
                    guard let made else { return .needsSubject }
                    state.subject = made
                }
                let connection = Connection(owner: self)
                state.connection = connection
                return .connect(connection, state.subject!)
            }
            switch decision {
            case .needsSubject:
                made = makeSubject()
            case .existing(let connection):
                return connection
            case .connect(let connection, let subject):
                connection.subscription.setDisposable(subject.connect(connection))
                return connection
            }
        }
    }

    private func connectionEnded(_ connection: Connection) {
        let ended = state.withLock { state -> State? in
            guard state.connection === connection else { return nil }
            defer { state = State() }
            return state
        }
        // The connection's subject (and what it buffered) is released here, after unlocking.
        withExtendedLifetime(ended) {}
    }
}

extension ObservableType {
    /// A connectable sequence that shares the source through subjects from `makeSubject`, a new one for
    /// each connection.
    ///
    /// ![The marble diagram of `multicast`, drawn from a run on TestScheduler.](marble-multicast)
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping RxNonThrowingClosure<Subject>
    )
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        connectable(makeSubject: makeSubject)
    }

    /// A connectable sequence that shares the source through `subject`.
    ///
    /// ![The marble diagram of `multicast`, drawn from a run on TestScheduler.](marble-multicast)
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        connectable(makeSubject: { subject })
    }

    /// The connectable sequence of `multicast`: a plain closure, OpenRx's own in `multicast(_:)` (not checked
    /// as an app's in the strict mode; subjects are thread-safe though a protocol-typed one is not `Sendable`).
    private func connectable<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    )
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        let source = asObservable()
        return ConnectableObservable {
            let subject = makeSubject()
            let observer = subject.asObserver()
            return ConnectableSubject(observable: subject.asObservable()) { connection in
                // The connection is held until its source's subscription ends, as RxSwift's connection is the
                // source's observer.
                source.subscribe(AnyObserver<Element> { event in connection.forward(event, to: observer) })
            }
        }
    }

    /// For each subscription: makes a subject, lets `selector` build a sequence from the shared source,
    /// subscribes to it, then connects.
    ///
    ///     numbers.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) })
    ///
    /// ![The marble diagram of `multicast`, drawn from a run on TestScheduler.](marble-multicast)
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping RxClosure<Subject>,
        selector: @escaping RxClosure<Observable<Subject.Element>, Observable<Result>>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        // The logic, not `create`: a closure formed here is OpenRx's, not checked as an app's.
        Producer(
            CreateLogic { observer in
                do {
                    let subject = try subjectSelector()
                    let connectable = self.multicast(subject)
                    let subscription = try selector(connectable.asObservable()).subscribe(observer)
                    return Disposables.create(subscription, connectable.connect())
                } catch {
                    observer.onError(error)
                    return Disposables.create()
                }
            })
    }

    /// A connectable sequence that shares the source without replay.
    ///
    ///     let shared = source.publish()
    ///
    /// ![The marble diagram of `publish`, drawn from a run on TestScheduler.](marble-publish)
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// A connectable sequence that replays the latest `bufferSize` elements to each subscriber.
    ///
    /// ![The marble diagram of `replay`, drawn from a run on TestScheduler.](marble-replay)
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that replays every element to each subscriber.
    ///
    /// ![The marble diagram of `replayAll`, drawn from a run on TestScheduler.](marble-replayAll)
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}
