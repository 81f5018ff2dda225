// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import OpenRx

/// A sequence converted to blocking operations, for tests and command-line tools.
///
///     let values = try Observable.of(1, 2, 3).toBlocking().toArray()   // [1, 2, 3]
///
/// Each operation subscribes, waits until the sequence ends (or the timeout elapses, then throws
/// `RxError.timeout`) and disposes. It keeps the calling thread's run loop running while it waits, as
/// RxBlocking does: on the main thread, sequences that deliver on `MainScheduler` do not deadlock; on any thread,
/// a `Timer` or source on that thread's run loop delivers. The timeout bounds the wait: a
/// source that sends on the calling thread inside `subscribe` (the current-thread scheduler's `of`, `range`,
/// `repeatElement`) runs before the wait starts, as in RxBlocking; `first()` and `single()` stop it at the
/// deciding element, while `toArray()` and `last()` of an endless one never return.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// Converts the sequence to blocking operations; `timeout` (seconds) bounds each of them.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// The outcome of ``BlockingObservable/materialize()``: the elements, and how the sequence ended.
@frozen
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after these elements.
    case completed(elements: [T])
    /// The sequence failed after these elements.
    case failed(elements: [T], error: Error)
}

/// How one blocking run ended: its elements, the sequence's error, and whether the wait timed out (with the
/// elements received until then).
struct BlockingOutcome<Element> {
    let elements: [Element]
    let error: Error?
    let timedOut: Bool
}

/// Elements gathered by one blocking run, and whether it ended, behind a lock: the sequence writes them on its
/// thread, and the waiting thread reads them when the run ended or timed out.
private struct BlockingRunState<Element> {
    var elements: [Element] = []
    var error: Error?
    var isFinished = false
}

extension BlockingObservable {
    /// Subscribes and waits until the sequence ends or `stop` asks to end it early; returns the elements, the
    /// sequence's error, and whether the wait timed out (with the elements received until then).
    ///
    /// As RxBlocking's: the source is disposed where the outcome is decided, inside the event that decides it
    /// (the element `stop` accepts, or the stop event), so it sends nothing more; after a timeout, when the
    /// wait gives up. As RxBlocking does, it subscribes inside a `CurrentThreadScheduler` trampoline (unless
    /// one runs already): a source that sends through that scheduler (`of`, `from`, `range`,
    /// `repeatElement`…) starts sending once the subscription is in place, so the deciding element can stop
    /// it; subscribed outside, the source ran to its end inside `subscribe` (for ever, if it has none).
    ///
    /// - Parameter stop: given the elements so far, returns `true` to stop waiting for more.
    func run(until stop: @escaping ([Element]) -> Bool = { _ in false }) -> BlockingOutcome<Element> {
        let state = LockedState.make(BlockingRunState<Element>())
        let done = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        let subscribe = {
            subscription.setDisposable(
                source.subscribe { event in
                    // The stop decision is user code: taken outside the lock, on the elements this run holds,
                    // which only this subscription's events (one at a time) change.
                    let elements: [Element]? = state.withLock { state in
                        guard !state.isFinished else { return nil }
                        switch event {
                        case .next(let element): state.elements.append(element)
                        case .error(let error): state.error = error
                        case .completed: break
                        }
                        if event.isStopEvent { state.isFinished = true }
                        return state.elements
                    }
                    guard let elements else { return }
                    if !event.isStopEvent {
                        guard stop(elements) else { return }
                        state.withLock { $0.isFinished = true }
                    }
                    subscription.dispose()
                    done.signal()
                })
        }
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscribe()
                return Disposables.create()
            }
        } else {
            subscribe()
        }
        let finished = wait(for: done)
        subscription.dispose()
        let outcome = state.withLock { state in
            state.isFinished = true
            return (state.elements, state.error)
        }
        return BlockingOutcome(elements: outcome.0, error: outcome.1, timedOut: !finished)
    }

    /// The elements, or the sequence's error, or `RxError.timeout`.
    func elementsOrThrow(until stop: @escaping ([Element]) -> Bool = { _ in false }) throws -> ([Element], Error?) {
        let outcome = run(until: stop)
        if outcome.timedOut { throw RxError.timeout }
        return (outcome.elements, outcome.error)
    }

    /// Waits for `semaphore`, turning the calling thread's run loop meanwhile, as RxBlocking runs it on any
    /// thread: the main queue's blocks (on the main thread), timers and sources scheduled on this thread's run
    /// loop deliver while it waits. A run loop with nothing to run returns at once; the wait then sleeps on the
    /// semaphore for the slice instead of spinning.
    private func wait(for semaphore: DispatchSemaphore) -> Bool {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        let slice = 0.005
        while semaphore.wait(timeout: .now()) == .timedOut {
            if let deadline, Date() >= deadline { return false }
            if RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: slice)) { continue }
            if semaphore.wait(timeout: .now() + slice) == .success { return true }
        }
        return true
    }

    /// All elements, once the sequence completes.
    ///
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        let (elements, error) = try elementsOrThrow()
        if let error { throw error }
        return elements
    }

    /// The first element, or `nil` if the sequence completes empty.
    ///
    /// - Throws: the sequence's error (before any element), or `RxError.timeout`.
    public func first() throws -> Element? {
        let (elements, error) = try elementsOrThrow(until: { !$0.isEmpty })
        if let first = elements.first { return first }
        if let error { throw error }
        return nil
    }

    /// The last element, or `nil` if the sequence completes empty.
    ///
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try toArray().last
    }

    /// The only element.
    ///
    /// - Throws: `RxError.noElements`, `RxError.moreThanOneElement`, the sequence's error, or
    ///   `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element that satisfies `predicate`.
    ///
    /// - Throws: `RxError.noElements`, `RxError.moreThanOneElement`, the predicate's or the sequence's
    ///   error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        // Once a second match decides the outcome, later elements (a source that sends them inside its
        // `subscribe`, as `create` can, cannot be disposed before it returns) are not shown to the predicate.
        // Unchecked: one subscription, whose elements arrive one at a time, uses the count and the predicate.
        let check = UncheckedSendable((matches: MatchCount(), predicate: predicate))
        let decided = source.filter { element in
            let (matches, predicate) = check.value
            if matches.count > 1 { return false }
            let isMatch = try predicate(element)
            if isMatch { matches.count += 1 }
            return isMatch
        }
        let elements = try BlockingObservable(timeout: timeout, source: decided).elementsOrThrow(until: { $0.count > 1 }
        )
        if elements.0.count > 1 { throw RxError.moreThanOneElement }
        if let error = elements.1 { throw error }
        guard let only = elements.0.first else { throw RxError.noElements }
        return only
    }

    /// The elements and how the sequence ended, without throwing the sequence's error.
    ///
    /// A timeout is reported as `.failed` with `RxError.timeout` and the elements received until then, as in
    /// RxBlocking.
    public func materialize() -> MaterializedSequenceResult<Element> {
        let outcome = run()
        if outcome.timedOut { return .failed(elements: outcome.elements, error: RxError.timeout) }
        if let error = outcome.error { return .failed(elements: outcome.elements, error: error) }
        return .completed(elements: outcome.elements)
    }
}

/// How many elements matched `single(_:)`'s predicate. One subscription's events arrive one at a time,
/// so the count needs no lock.
private final class MatchCount {
    var count = 0
}

/// A blocking view is Sendable, as its `Observable` is.
extension BlockingObservable: Sendable {}

extension MaterializedSequenceResult: Sendable where T: Sendable {}
