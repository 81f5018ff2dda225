// OpenRx — reactive programming for Swift. MIT licence.

/// A stateless step that a ``SharedStage`` applies to each event of its upstream before sharing the result:
/// a driver's or a signal's `map`, `filter` or `compactMap`, whose closures do not throw, or the
/// `catchAndReturn` of `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)`.
@usableFromInline
protocol SharedStageStep {
    /// The element type of the upstream sequence.
    associatedtype SourceElement
    /// The element type of the stage.
    associatedtype Element

    /// The element to share for `element`, or `nil` to drop it.
    func apply(_ element: SourceElement) -> Element?

    /// The element to share, before completing, in place of the upstream's error; `nil` to share the error.
    func replacement(for error: Swift.Error) -> Element?
}

extension SharedStageStep {
    @inlinable
    func replacement(for error: Swift.Error) -> Element? {
        nil
    }
}

/// `map`'s step.
@usableFromInline
struct SharedMapStep<SourceElement, Element>: SharedStageStep {
    @usableFromInline let transform: (SourceElement) -> Element

    @inlinable
    init(transform: @escaping (SourceElement) -> Element) {
        self.transform = transform
    }

    @inlinable
    func apply(_ element: SourceElement) -> Element? {
        transform(element)
    }
}

/// `filter`'s step.
@usableFromInline
struct SharedFilterStep<Element>: SharedStageStep {
    @usableFromInline let predicate: (Element) -> Bool

    @inlinable
    init(predicate: @escaping (Element) -> Bool) {
        self.predicate = predicate
    }

    @inlinable
    func apply(_ element: Element) -> Element? {
        predicate(element) ? element : nil
    }
}

/// `compactMap`'s step.
@usableFromInline
struct SharedCompactMapStep<SourceElement, Element>: SharedStageStep {
    @usableFromInline let transform: (SourceElement) -> Element?

    @inlinable
    init(transform: @escaping (SourceElement) -> Element?) {
        self.transform = transform
    }

    @inlinable
    func apply(_ element: SourceElement) -> Element? {
        transform(element)
    }
}

/// `catchAndReturn`'s step: elements pass, and an error becomes `element` and completion.
@usableFromInline
struct SharedCatchAndReturnStep<Element>: SharedStageStep {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element) {
        self.element = element
    }

    @inlinable
    func apply(_ element: Element) -> Element? {
        element
    }

    @inlinable
    func replacement(for error: Swift.Error) -> Element? {
        element
    }
}

/// `upstream.map(transform).share(replay: replay, scope: .whileConnected)` (or `filter`, or `compactMap`, with a
/// closure that does not throw, or `catchAndReturn`) as one observable: a ``Driver`` or ``Signal`` stage. Each
/// connection subscribes `upstream` with an observer that applies the step and feeds the connection, where the
/// operator's sink did.
///
/// What the two observables did, in the same order: the step runs before anything is shared (where the sink
/// ran it, also for an element that arrives as the connection ends); a stop of `upstream` ends the connection
/// as the sink's forwarded stop did, and the upstream subscription is then disposed, as the sink disposed it
/// (an upstream `do(afterCompleted:)` runs after its `onDispose`, as before); a disconnection disposes the
/// upstream subscription (the sink's disposal did); and the upstream subscription runs on the
/// `CurrentThreadScheduler` trampoline, as the operator's `Producer` ran its subscription. Only the number of
/// objects differs: an observable and a sink less per stage (Documentation/Contracts.md, "One object per
/// driver stage").
// Sendable: as the share; `upstream` and `step` are immutable (a step's closure is called as the operator's was).
@usableFromInline
final class SharedStage<Step: SharedStageStep>: ShareWhileConnected<Step.Element>, @unchecked Sendable {
    @usableFromInline let upstream: Observable<Step.SourceElement>
    @usableFromInline let step: Step

    @inlinable
    init(upstream: Observable<Step.SourceElement>, step: Step, replay: Int) {
        self.upstream = upstream
        self.step = step
        super.init(source: nil, replay: replay) { share, observer, kind in
            share.subscribeNow(observer, kind) { connection in
                unsafeDowncast(share, to: SharedStage<Step>.self).connect(connection)
            }
        }
    }

    /// Subscribes `upstream` for `connection`, which keeps the subscription: the observer applies the step and
    /// feeds the connection. Inside the trampoline when none runs, as the operator's `Producer` subscribed, and
    /// the connection keeps the subscription before the trampoline runs what was queued meanwhile, as the
    /// producer stored its sink's: a stop queued there then disposes the upstream after it is broadcast.
    @inlinable
    func connect(_ connection: Connection) {
        let step = self.step
        let input = AnyObserver<Step.SourceElement> { [connection] event in
            switch event {
            case .next(let element):
                guard let result = step.apply(element) else { return }
                ShareWhileConnected.connection(connection, received: .next(result))
            case .error(let error):
                guard let replacement = step.replacement(for: error) else {
                    // The operator's sink disposed its source once it forwarded the stop.
                    return ShareWhileConnected.connection(
                        connection, stoppedWith: .error(error), disposingSourceAfter: true)
                }
                // What `catchAndReturn` does: it subscribes `just(replacement)` (no trampoline), and disposes
                // its source once it forwarded the completion.
                ShareWhileConnected.connection(connection, received: .next(replacement))
                ShareWhileConnected.connection(connection, stoppedWith: .completed, disposingSourceAfter: true)
            case .completed:
                ShareWhileConnected.connection(connection, stoppedWith: .completed, disposingSourceAfter: true)
            }
        }
        if !CurrentThreadScheduler.isScheduleRequired {
            return ShareWhileConnected.keep(upstream.subscribeOwned(input), in: connection)
        }
        CurrentThreadScheduler.runAsSubscription {
            ShareWhileConnected.keep(upstream.subscribeOwned(input), in: connection)
        }
    }
}

extension Observable {
    /// `self.map(transform).share(replay: replay, scope: .whileConnected)` as one observable (``SharedStage``),
    /// for the operators of `SharedSequence` whose strategy is OpenRx's `Driver` or `Signal`. While an
    /// inspector records, the two observables, so that it shows the operator.
    @inlinable
    package func sharedWhileConnected<Result>(
        replay: Int, map transform: @escaping (Element) -> Result
    ) -> Observable<Result> {
        #if Inspector
            if _slowPath(Inspection.isRecording) { return map(transform).share(replay: replay) }
        #endif
        return SharedStage(upstream: self, step: SharedMapStep(transform: transform), replay: replay)
    }

    /// `self.catchAndReturn(element).share(replay: replay, scope: .whileConnected)` as one observable (see
    /// ``sharedWhileConnected(replay:map:)``): `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)`.
    @inlinable
    package func sharedWhileConnected(replay: Int, catchAndReturn element: Element) -> Observable<Element> {
        #if Inspector
            if _slowPath(Inspection.isRecording) { return catchAndReturn(element).share(replay: replay) }
        #endif
        return SharedStage(upstream: self, step: SharedCatchAndReturnStep(element: element), replay: replay)
    }

    /// `self.filter(predicate).share(replay: replay, scope: .whileConnected)` as one observable (see
    /// ``sharedWhileConnected(replay:map:)``).
    @inlinable
    package func sharedWhileConnected(
        replay: Int, filter predicate: @escaping (Element) -> Bool
    ) -> Observable<Element> {
        #if Inspector
            if _slowPath(Inspection.isRecording) { return filter(predicate).share(replay: replay) }
        #endif
        return SharedStage(upstream: self, step: SharedFilterStep(predicate: predicate), replay: replay)
    }

    /// `self.compactMap(transform).share(replay: replay, scope: .whileConnected)` as one observable (see
    /// ``sharedWhileConnected(replay:map:)``).
    @inlinable
    package func sharedWhileConnected<Result>(
        replay: Int, compactMap transform: @escaping (Element) -> Result?
    ) -> Observable<Result> {
        #if Inspector
            if _slowPath(Inspection.isRecording) { return compactMap(transform).share(replay: replay) }
        #endif
        return SharedStage(upstream: self, step: SharedCompactMapStep(transform: transform), replay: replay)
    }
}
