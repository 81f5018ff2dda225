// OpenRx — reactive programming for Swift. MIT licence.

/// A type-erased observer that forwards every event to a handler.
///
///     let observer = AnyObserver<Int> { event in print(event) }
///     observer.onNext(1)   // prints next(1)
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    /// Creates an observer that calls `eventHandler` for every event.
    @available(swift, obsoleted: 6)
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that calls `eventHandler` for every event, on `isolation` (the caller's actor by
    /// default): at once when the event arrives there with nothing queued, otherwise queued onto the actor,
    /// in order. `nil` calls it where the event arrives, as RxSwift does.
    @available(swift, introduced: 6)
    @inlinable
    public init(isolation: (any Actor)? = #isolation, eventHandler: @escaping EventHandler) {
        guard let isolation else {
            self.observer = eventHandler
            return
        }
        self.observer = Self.isolatedHandler(eventHandler, isolation)
    }

    /// `handler`, run through a hop onto `actor`.
    @usableFromInline
    static func isolatedHandler(_ handler: @escaping EventHandler, _ actor: any Actor) -> EventHandler {
        let hop = ActorHop(actor, holdingItWeakly: true)
        return { event in hop.run(event, handler) }
    }

    /// Creates an observer that forwards every event to `observer`.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards the event to the handler.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

/// `observer` as an `AnyObserver`, reusing it when it already is one (no closure around a closure).
@inlinable
func eraseObserver<Observer: ObserverType>(_ observer: Observer) -> AnyObserver<Observer.Element> {
    if let erased = observer as? AnyObserver<Observer.Element> { return erased }
    return AnyObserver(observer)
}

extension ObserverType {
    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms each element before sending it to `self`; an error thrown
    /// by `transform` is sent to `self` as an `error` event.
    ///
    ///     let strings: AnyObserver<String> = intObserver.mapObserver { Int($0) ?? 0 }
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}

// Sendable: the handler is immutable; whoever calls `on` keeps the Rx grammar (calls never overlap), which
// is what every OpenRx observer relies on, from whatever thread they come.
extension AnyObserver: @unchecked Sendable {}

extension AnyObserver {
    /// Erases `observer` without inlining, so that each observer type gets one closure forwarder.
    ///
    /// For observers built at many call sites (the observer of `subscribe(onNext:…)`, the sink of
    /// `create`): inlined at every call site, `AnyObserver(observer)` gives each site its own forwarder,
    /// which the optimizer merges into chains of jumps that every element pays for; one specialization per
    /// observer type keeps one forwarder, folded into the observer's `on` (Contracts.md, "Performance").
    @inlinable @inline(never)
    static func sharedForwarder<Observer: ObserverType>(to observer: consuming Observer) -> AnyObserver
    where Observer.Element == Element {
        AnyObserver(observer)
    }
}
