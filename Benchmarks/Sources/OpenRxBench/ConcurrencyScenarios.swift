// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import OpenRx

/// A counter that an actor owns; the benchmark reads it after the work has drained.
private actor CountingActor {
    var sum = 0

    func add(_ value: Int) {
        sum += value
    }
}

/// A counter written by one task or queue at a time and read after a semaphore orders it.
private final class TaskCounter: @unchecked Sendable {
    // Sendable: written one transform at a time (the scenarios run them in sequence).
    var sum = 0
}

/// The hops of issue 20: onto an actor (the scheduler, and a subscriber's isolation) and an `async` map.
func concurrencyScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.heavyPumping
    let queue = DispatchQueue(label: "openrx-bench.floor")
    // The floor of both hops: one block per element on a serial queue (what observe(on:) of a queue costs).
    let serialQueueFloor = {
        let counter = TaskCounter()
        for _ in 0..<count { queue.async { counter.sum += 1 } }
        queue.sync {}
        return counter.sum
    }
    return [
        Scenario(
            name: "ObserveOnActor", unit: .element, units: count, expected: count,
            floor: serialQueueFloor,
            openRx: {
                let actor = CountingActor()
                let done = DispatchSemaphore(value: 0)
                let subject = PublishSubject<Int>()
                let subscription = subject.observe(on: ActorScheduler(actor))
                    .subscribe(
                        onNext: { value in actor.assumeIsolated { $0.add(value) } },
                        onCompleted: { done.signal() }, isolation: nil)
                for _ in 0..<count { subject.onNext(1) }
                subject.onCompleted()
                done.wait()
                subscription.dispose()
                return actor.sumAfterDrain()
            }, openCombine: nil,
            note: "a subject pumped on one thread, observed on an actor (ActorScheduler); beside ObserveOnSerialQueue."),
        Scenario(
            name: "SubscriberIsolationHop", unit: .element, units: count, expected: count,
            floor: serialQueueFloor,
            openRx: {
                // A subscriber isolated to an actor, fed from a thread off it: every event hops.
                let actor = CountingActor()
                let done = DispatchSemaphore(value: 0)
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(
                    onNext: { value in actor.assumeIsolated { $0.add(value) } },
                    onCompleted: { done.signal() }, isolation: actor)
                for _ in 0..<count { subject.onNext(1) }
                subject.onCompleted()
                done.wait()
                subscription.dispose()
                return actor.sumAfterDrain()
            }, openCombine: nil,
            note: "subscribe(isolation: actor) fed from another thread: each event is queued onto the actor."),
        Scenario(
            name: "AsyncMap", unit: .element, units: count, expected: count,
            floor: {
                // The floor: one task per element, one after the other.
                let counter = TaskCounter()
                let step = DispatchSemaphore(value: 0)
                for _ in 0..<count {
                    Task {
                        counter.sum += 1
                        step.signal()
                    }
                    step.wait()
                }
                return counter.sum
            },
            openRx: {
                let counter = TaskCounter()
                let done = DispatchSemaphore(value: 0)
                let subscription = Observable.repeatElement(1).take(count).asyncMap { $0 }
                    .subscribe(onNext: { counter.sum += $0 }, onCompleted: { done.signal() })
                done.wait()
                subscription.dispose()
                return counter.sum
            }, openCombine: nil,
            note: "asyncMap { $0 } over `count` elements: a task per element, in order; beside one bare task each."),
    ]
}

extension CountingActor {
    /// The sum, read once the actor has run what was queued on it (a blocking wait, for the benchmark's
    /// synchronous scenarios).
    nonisolated func sumAfterDrain() -> Int {
        let result = ResultBox()
        let read = DispatchSemaphore(value: 0)
        Task {
            result.value = await self.sum
            read.signal()
        }
        read.wait()
        return result.value
    }
}

/// A value handed from a task to the waiting thread.
private final class ResultBox: @unchecked Sendable {
    // Sendable: written by the task before the semaphore signals, read after it.
    var value = 0
}
