// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableType {
    /// Calls the given closures for side effects as events pass, without changing them. An error thrown
    /// by an `on…`/`after…` closure ends the sequence with that error.
    ///
    ///     source.do(onNext: { print("will send \($0)") }, afterNext: { print("sent \($0)") })
    ///
    /// - Parameters:
    ///   - onNext: Runs before an element is sent.
    ///   - afterNext: Runs after an element was sent.
    ///   - onError: Runs before the error is sent.
    ///   - afterError: Runs after the error was sent.
    ///   - onCompleted: Runs before completion is sent.
    ///   - afterCompleted: Runs after completion was sent.
    ///   - onSubscribe: Runs before subscribing to the source.
    ///   - onSubscribed: Runs after subscribing to the source.
    ///   - onDispose: Runs when the subscription is disposed (after a stop event or by the subscriber).
    ///
    /// ![The marble diagram of `do`, drawn from a run on TestScheduler.](marble-do)
    @inlinable
    public func `do`(
        onNext: RxClosure<Element, Void>? = nil, afterNext: RxClosure<Element, Void>? = nil,
        onError: RxClosure<Swift.Error, Void>? = nil, afterError: RxClosure<Swift.Error, Void>? = nil,
        onCompleted: RxClosure<Void>? = nil, afterCompleted: RxClosure<Void>? = nil,
        onSubscribe: RxNonThrowingClosure<Void>? = nil, onSubscribed: RxNonThrowingClosure<Void>? = nil,
        onDispose: RxNonThrowingClosure<Void>? = nil
    ) -> Observable<Element> {
        let callbacks = DoCallbacks(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted)
        return Producer(
            DoLogic(
                source: asObservable(), callbacks: callbacks, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

@usableFromInline
struct DoCallbacks<Element> {
    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?

    @inlinable
    init(
        onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

@usableFromInline
struct DoLogic<Element>: ProducerLogic {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let callbacks: DoCallbacks<Element>
    @usableFromInline let onSubscribe: (() -> Void)?
    @usableFromInline let onSubscribed: (() -> Void)?
    @usableFromInline let onDispose: (() -> Void)?

    @inlinable
    init(
        source: Observable<Element>, callbacks: DoCallbacks<Element>, onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.callbacks = callbacks
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(observer: observer, cancel: cancel, callbacks: callbacks)
        let subscription = source.subscribeSink(sink)
        onSubscribed?()
        guard let onDispose else { return (sink, subscription) }
        return (sink, BinaryDisposable.make(disposing: subscription, then: AnonymousDisposable.make(onDispose)))
    }
}

@usableFromInline
final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline let callbacks: DoCallbacks<Observer.Element>

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, callbacks: DoCallbacks<Observer.Element>) {
        self.callbacks = callbacks
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        do {
            switch event {
            case .next(let element):
                try callbacks.onNext?(element)
                forwardOn(event)
                try callbacks.afterNext?(element)
            case .error(let error):
                try callbacks.onError?(error)
                forwardOn(event)
                // The sequence has ended: an error thrown now has nowhere to go (RxSwift's observers drop it).
                try? callbacks.afterError?(error)
                dispose()
            case .completed:
                try callbacks.onCompleted?()
                forwardOn(event)
                try? callbacks.afterCompleted?()
                dispose()
            }
        } catch {
            forwardError(error)
        }
    }
}
