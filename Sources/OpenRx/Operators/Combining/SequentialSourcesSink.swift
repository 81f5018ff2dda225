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
/// Each next subscription is scheduled on `CurrentThreadScheduler`, so a long run of sources that finish
/// synchronously is iterated on the trampoline instead of nesting on the stack.
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
    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = SequentialSourcesSink(
            observer: observer, cancel: cancel, iterator: sources.makeIterator(), advance: advance)
        sink.subscribeNext()
        return (sink, sink.current)
    }
}

@usableFromInline
final class SequentialSourcesSink<Iterator: IteratorProtocol, Observer: ObserverType>: Sink<Observer>, ObserverType
where Iterator.Element == Observable<Observer.Element> {
    @usableFromInline let current = SerialDisposable()
    @usableFromInline var iterator: Iterator
    @usableFromInline let advance: SequentialAdvance

    @inlinable
    init(observer: Observer, cancel: SinkDisposer, iterator: Iterator, advance: SequentialAdvance) {
        self.iterator = iterator
        self.advance = advance
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        switch (event, advance) {
        case (.next, _):
            forwardOn(event)
        case (.completed, .onCompleted):
            subscribeNext()
        case (.error(let error), .onError):
            subscribeNext(lastError: error)
        case (.error, .onCompleted), (.completed, .onError):
            forwardStop(event)
        }
    }

    /// Subscribes to the next source, or ends the sequence when there is none.
    @inlinable
    func subscribeNext(lastError: Swift.Error? = nil) {
        if isDisposed { return }
        guard let next = iterator.next() else {
            forwardStop(lastError.map { .error($0) } ?? .completed)
            return
        }
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            if !isDisposed {
                current.disposable = next.subscribeSink(self)
            }
            return Disposables.create()
        }
    }
}
