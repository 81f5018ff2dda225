// OpenRx — reactive programming for Swift. MIT licence.

import OpenCombine
import OpenRx

func subjectScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.pumping
    let creating = size.creating * 10
    // The floor of a subscription to something that exists: a handler added to a list, called, removed.
    let subscribingFloor = {
        var sum = 0
        let list = HandlerList()
        for _ in 0..<creating {
            list.handlers.append { sum += $0 }
            list.send(1)
            list.handlers.removeAll(keepingCapacity: true)
        }
        return sum
    }
    return [
        Scenario(
            name: "PublishSubjectPumping", unit: .element, units: count, expected: count,
            floor: {
                var sum = 0
                let list = HandlerList()
                list.handlers.append { sum += $0 }
                for _ in 0..<count { list.send(1) }
                return sum
            },
            openRx: {
                var sum = 0
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { sum += $0 })
                for _ in 0..<count { subject.onNext(1) }
                subscription.dispose()
                return sum
            },
            openCombine: {
                var sum = 0
                let subject = PassthroughSubject<Int, Never>()
                let cancellable = subject.sink { sum += $0 }
                for _ in 0..<count { subject.send(1) }
                cancellable.cancel()
                return sum
            }),
        Scenario(
            name: "PublishSubjectPumpingTwoSubscriptions", unit: .element, units: count, expected: 2 * count,
            floor: {
                var sum = 0
                let list = HandlerList()
                list.handlers.append { sum += $0 }
                list.handlers.append { sum += $0 }
                for _ in 0..<count { list.send(1) }
                return sum
            },
            openRx: {
                var sum = 0
                let subject = PublishSubject<Int>()
                let first = subject.subscribe(onNext: { sum += $0 })
                let second = subject.subscribe(onNext: { sum += $0 })
                for _ in 0..<count { subject.onNext(1) }
                first.dispose()
                second.dispose()
                return sum
            },
            openCombine: {
                var sum = 0
                let subject = PassthroughSubject<Int, Never>()
                let first = subject.sink { sum += $0 }
                let second = subject.sink { sum += $0 }
                for _ in 0..<count { subject.send(1) }
                first.cancel()
                second.cancel()
                return sum
            }),
        Scenario(
            name: "PublishSubjectCreating", unit: .subscription, units: creating, expected: creating,
            floor: {
                var sum = 0
                for _ in 0..<creating {
                    let list = HandlerList()
                    list.handlers.append { sum += $0 }
                    list.send(1)
                    list.handlers.removeAll()
                }
                return sum
            },
            openRx: {
                var sum = 0
                for _ in 0..<creating {
                    let subject = PublishSubject<Int>()
                    let subscription = subject.subscribe(onNext: { sum += $0 })
                    subject.onNext(1)
                    subscription.dispose()
                }
                return sum
            },
            openCombine: {
                var sum = 0
                for _ in 0..<creating {
                    let subject = PassthroughSubject<Int, Never>()
                    let cancellable = subject.sink { sum += $0 }
                    subject.send(1)
                    cancellable.cancel()
                }
                return sum
            }),
        // A subscription to a subject that exists already: what a subscription itself costs, without the
        // subject's one-time objects (the subject and its lock).
        Scenario(
            name: "PublishSubjectSubscribing", unit: .subscription, units: creating, expected: creating,
            floor: subscribingFloor,
            openRx: {
                var sum = 0
                let subject = PublishSubject<Int>()
                for _ in 0..<creating {
                    let subscription = subject.subscribe(onNext: { sum += $0 })
                    subject.onNext(1)
                    subscription.dispose()
                }
                return sum
            },
            openCombine: {
                var sum = 0
                let subject = PassthroughSubject<Int, Never>()
                for _ in 0..<creating {
                    let cancellable = subject.sink { sum += $0 }
                    subject.send(1)
                    cancellable.cancel()
                }
                return sum
            }),
        // The same subscription formed on the main actor, as a Swift 6 app's view code forms it: the closures
        // take the main actor's isolation (`#isolation`), and the events that arrive on it run at once.
        Scenario(
            name: "MainActorSubscribing", unit: .subscription, units: creating, expected: creating,
            floor: subscribingFloor,
            openRx: {
                MainActor.assumeIsolated {
                    var sum = 0
                    let subject = PublishSubject<Int>()
                    for _ in 0..<creating {
                        let subscription = subject.subscribe(onNext: { sum += $0 })
                        subject.onNext(1)
                        subscription.dispose()
                    }
                    return sum
                }
            },
            openCombine: nil,
            note: "subscribe(onNext:) on the main actor (Swift 6: isolated to it); OpenCombine has no isolation."),
        // A binder formed on the main actor and bound to a subject, as a Swift 6 view binds a view model's output.
        Scenario(
            name: "MainActorBinding", unit: .subscription, units: creating, expected: creating,
            floor: subscribingFloor,
            openRx: {
                MainActor.assumeIsolated {
                    let target = BindingTarget()
                    let subject = PublishSubject<Int>()
                    for _ in 0..<creating {
                        let binding = subject.bind(to: Binder(target) { target, value in target.sum += value })
                        subject.onNext(1)
                        binding.dispose()
                    }
                    return target.sum
                }
            },
            openCombine: nil,
            note: "Binder(target) formed on the main actor (Swift 6), on the main scheduler; a new binder each time."),
        Scenario(
            name: "BehaviorRelayAccept", unit: .element, units: count, expected: count,
            floor: {
                var sum = 0
                var value = 0
                let list = HandlerList()
                list.handlers.append { sum += $0 }
                list.send(value)
                for _ in 0..<count {
                    value = 1
                    list.send(value)
                }
                return sum
            },
            openRx: {
                var sum = 0
                let relay = BehaviorRelay(value: 0)
                let subscription = relay.subscribe(onNext: { sum += $0 })
                for _ in 0..<count { relay.accept(1) }
                subscription.dispose()
                return sum
            },
            openCombine: {
                var sum = 0
                let subject = CurrentValueSubject<Int, Never>(0)
                let cancellable = subject.sink { sum += $0 }
                for _ in 0..<count { subject.send(1) }
                cancellable.cancel()
                return sum
            }),
    ]
}

/// The object a benchmark binder applies its elements to.
private final class BindingTarget {
    var sum = 0
}
