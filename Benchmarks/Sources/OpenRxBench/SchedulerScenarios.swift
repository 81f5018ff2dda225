// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import OpenCombine
import OpenCombineDispatch
import OpenRx

/// A counter written on a serial queue and read after the queue is drained.
private final class QueueCounter: @unchecked Sendable {
    // Sendable: written only on the benchmark's serial queue; read after a semaphore or `sync` orders it.
    var sum = 0
}

func schedulerScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.heavyPumping
    let queue = DispatchQueue(label: "openrx-bench.observe-on")
    return [
        Scenario(
            name: "ObserveOnSerialQueue", unit: .element, units: count, expected: count,
            floor: {
                let counter = QueueCounter()
                for _ in 0..<count {
                    queue.async { counter.sum += 1 }
                }
                queue.sync {}
                return counter.sum
            },
            openRx: {
                let counter = QueueCounter()
                let done = DispatchSemaphore(value: 0)
                let subject = PublishSubject<Int>()
                let subscription = subject.observe(on: SerialDispatchQueueScheduler(serialQueue: queue))
                    .subscribe(onNext: { counter.sum += $0 }, onCompleted: { done.signal() })
                for _ in 0..<count { subject.onNext(1) }
                subject.onCompleted()
                done.wait()
                subscription.dispose()
                return counter.sum
            },
            openCombine: {
                let counter = QueueCounter()
                let done = DispatchSemaphore(value: 0)
                let subject = PassthroughSubject<Int, Never>()
                let cancellable = subject.receive(on: queue.ocombine)
                    .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { counter.sum += $0 })
                for _ in 0..<count { subject.send(1) }
                subject.send(completion: .finished)
                done.wait()
                cancellable.cancel()
                return counter.sum
            }, note: "a subject pumped on one thread, observed on a serial dispatch queue.")
    ]
}
