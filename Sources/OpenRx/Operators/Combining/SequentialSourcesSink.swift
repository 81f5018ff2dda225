// OpenRx — reactive programming for Swift. MIT licence.

/// What moves a ``SequentialSourcesSink`` to its next source.
@usableFromInline
enum SequentialAdvance {
    /// Completion moves on; an error ends the sequence (`concat`).
    case onCompleted
    /// An error moves on; completion ends the sequence; running out ends with the last error (`catch`,
    /// `retry`).
    case onError
}

/// Subscribes to a sequence of sources one after the other: the engine of `concat`, `catch(sequence:)`
/// and `retry`.
///
/// The first source is subscribed inside the subscribe call, as in RxSwift. Moving on is serialized like
/// RxSwift's asynchronous lock: a source that ends while its own subscribe call still runs (on this thread
/// or another) leaves a request that the subscribing thread carries out when the call returns, so a long
/// run of sources that end at once is iterated in a loop instead of nesting on the stack.
@usableFromInline
struct SequentialSourcesLogic<Sources: Sequence, Element>: ProducerLogic
where Sources.Element == Observable<Element> {
    @usableFromInline let sources: Sources
    @usableFromInline let advance: SequentialAdvance

    @inlinable
    init(sources: Sources, advance: SequentialAdvance) {
        self.sources = sources
        self.advance = advance
    }

    @inlinable
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SequentialSourcesSink<Sources, Observer>(
            observer: observer, cancel: cancel, iterator: sources.makeIterator(), advance: advance)
        sink.start()
        return (sink, nil)
    }
}

/// The locked state of a ``SequentialSourcesSink``: which source is current (its subscription owned by
/// the slot), whether a thread is moving on, and whether the current source already ended.
@usableFromInline
struct SequentialSourcesState {
    @usableFromInline var slot = SubscriptionSlot()
    /// A thread runs the advance loop (subscribes the next source).
    @usableFromInline var isAdvancing = false
    /// The current source ended while the advance loop was subscribing it.
    @usableFromInline var isAdvanceRequested = false
    /// The current source sent its stop event.
    @usableFromInline var isCurrentStopped = false
    @usableFromInline var lastError: Swift.Error?
    @usableFromInline var isStopped = false

    @usableFromInline
    enum Action {
        case none
        /// Run the advance loop on this thread.
        case advance
        /// Forward the stop event and dispose.
        case stop
    }

    @inlinable
    init() {}

    /// The subscription starts: the subscribing thread runs the advance loop.
    @inlinable
    mutating func start() -> Action {
        isAdvancing = true
        return .advance
    }

    /// Source `id` ended in a way that moves on (with `error` for `catch`/`retry`).
    @inlinable
    mutating func ended(_ id: SubscriptionID, error: Swift.Error?) -> Action {
        guard slot.isCurrent(id), !isCurrentStopped, !isStopped else { return .none }
        isCurrentStopped = true
        lastError = error
        if isAdvancing {
            isAdvanceRequested = true
            return .none
        }
        isAdvancing = true
        return .advance
    }

    /// Source `id` ended the whole sequence.
    @inlinable
    mutating func finished(_ id: SubscriptionID) -> Action {
        guard slot.isCurrent(id), !isCurrentStopped, !isStopped else { return .none }
        isCurrentStopped = true
        isStopped = true
        return .stop
    }

    /// The advance loop is about to subscribe a new source: the previous subscription to dispose and the
    /// new id, or `nil` if the sink was disposed.
    @inlinable
    mutating func willSubscribe() -> (id: SubscriptionID, previous: DisposableObject?)? {
        if isStopped { return nil }
        guard let reserved = slot.reserve() else { return nil }
        isCurrentStopped = false
        isAdvanceRequested = false
        return reserved
    }

    /// The advance loop subscribed source `id`: keeps the subscription (or hands it back to dispose) and
    /// says whether the loop goes on, because the source already ended.
    @inlinable
    mutating func didSubscribe(
        _ id: SubscriptionID, _ subscription: DisposableObject?
    ) -> (
        dispose: DisposableObject?, again: Bool
    ) {
        let isCurrent = slot.isCurrent(id)
        let toDispose = slot.fill(id, with: subscription)
        if isAdvanceRequested, !isStopped, isCurrent {
            isAdvanceRequested = false
            return (nil, true)
        }
        isAdvancing = false
        return (toDispose, false)
    }

    /// The sources ran out: the stop event is the last error or completion.
    @inlinable
    mutating func ranOut() -> Swift.Error?? {
        if isStopped { return .none }
        isStopped = true
        isAdvancing = false
        return .some(lastError)
    }
}

/// Walks its sources lazily, one at a time, on each subscription. A source that is itself a sequence of
/// sources of the same kind (a `concat` of the same sequence type inside a `concat`, a `catch(sequence:)`
/// inside one) is not subscribed: its sources are walked in place, on a stack of iterators, as RxSwift's
/// tail-recursive sink does, so a concatenation built recursively (`[x, concat(rest)]`) runs in constant
/// stack depth and forwards each event through one sink.
@usableFromInline
final class SequentialSourcesSink<Sources: Sequence, Observer: ObserverType>: Sink<Observer>
where Sources.Element == Observable<Observer.Element> {
    /// A nested sequence of sources that this sink walks in place.
    @usableFromInline typealias Nested = Producer<SequentialSourcesLogic<Sources, Observer.Element>>

    @usableFromInline let state = LockedState.make(SequentialSourcesState())
    /// The sequences being walked, innermost last. Touched only by the thread running the advance loop; the
    /// state's lock hands the loop over.
    @usableFromInline var frames: [Frame]
    @usableFromInline let advance: SequentialAdvance

    @inlinable
    init(observer: Observer, cancel: SinkDisposer?, iterator: Sources.Iterator, advance: SequentialAdvance) {
        self.frames = [Frame(iterator: iterator, remaining: nil)]
        self.advance = advance
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func start() {
        perform(state.withLock { $0.start() })
    }

    /// Disposes the current source's subscription; the producer's disposer does the rest.
    @usableFromInline
    override func dispose() {
        state.withLock { $0.slot.dispose() }?.dispose()
        super.dispose()
    }

    @inlinable
    func on(_ event: Event<Observer.Element>, from id: SubscriptionID) {
        switch (event, advance) {
        case (.next, _):
            forwardOn(event)
        case (.completed, .onCompleted):
            perform(state.withLock { $0.ended(id, error: nil) })
        case (.error(let error), .onError):
            perform(state.withLock { $0.ended(id, error: error) })
        case (.error, .onCompleted), (.completed, .onError):
            if case .stop = state.withLock({ $0.finished(id) }) { forwardStop(event) }
        }
    }

    @inlinable
    func perform(_ action: SequentialSourcesState.Action) {
        switch action {
        case .none, .stop: return
        case .advance: advanceLoop()
        }
    }

    /// Subscribes to the next source, again while sources end during their own subscribe call.
    @inlinable
    func advanceLoop() {
        while true {
            // The sequence is user code: iterate it unlocked.
            guard let next = nextSource() else {
                if let lastError = state.withLock({ $0.ranOut() }) {
                    forwardStop(lastError.map { .error($0) } ?? .completed)
                }
                return
            }
            guard let (id, previous) = state.withLock({ $0.willSubscribe() }) else { return }
            previous?.dispose()
            let subscription = next.subscribeSink(SequentialSourceObserver(sink: self, id: id))
            let (toDispose, again) = state.withLock { $0.didSubscribe(id, subscription) }
            toDispose?.dispose()
            if !again { return }
        }
    }

    /// The next source to subscribe: from the innermost sequence that still has one, descending into
    /// nested sequences of sources of the same kind and dropping exhausted ones.
    @inlinable
    func nextSource() -> Observable<Observer.Element>? {
        while !frames.isEmpty {
            let top = frames.count - 1
            guard let source = frames[top].iterator.next() else {
                frames.removeLast()
                continue
            }
            if let remaining = frames[top].remaining {
                // Its last source taken, a nested sequence of known length leaves the stack at once.
                if remaining <= 1 { frames.removeLast() } else { frames[top].remaining = remaining - 1 }
            }
            if let nested = source as? Nested, nested.logic.advance == advance {
                let sources = nested.logic.sources
                frames.append(Frame(iterator: sources.makeIterator(), remaining: Self.knownCount(of: sources)))
                continue
            }
            return source
        }
        return nil
    }

    /// The number of sources in `sources` when it is known without walking it (a collection, or the
    /// sources of an instance `concat`).
    @usableFromInline
    static func knownCount(of sources: Sources) -> Int? {
        if let collection = sources as? any Collection { return collection.count }
        return (sources as? ConsumedSources<Observer.Element>)?.sources.count
    }

    /// One sequence of sources being walked.
    @usableFromInline
    struct Frame {
        @usableFromInline var iterator: Sources.Iterator
        /// How many sources it has left, when known (nested sequences only: the outermost one stays at the
        /// bottom of the stack anyway). So a concatenation nested in last position (`[x, concat(rest)]`)
        /// replaces its parent on the stack instead of growing it, as RxSwift's tail-recursive sink does
        /// with collections.
        @usableFromInline var remaining: Int?

        @inlinable
        init(iterator: Sources.Iterator, remaining: Int?) {
            self.iterator = iterator
            self.remaining = remaining
        }
    }
}

@usableFromInline
struct SequentialSourceObserver<Sources: Sequence, Observer: ObserverType>: ObserverType
where Sources.Element == Observable<Observer.Element> {
    @usableFromInline let sink: SequentialSourcesSink<Sources, Observer>
    @usableFromInline let id: SubscriptionID

    @inlinable
    init(sink: SequentialSourcesSink<Sources, Observer>, id: SubscriptionID) {
        self.sink = sink
        self.id = id
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        sink.on(event, from: id)
    }
}
