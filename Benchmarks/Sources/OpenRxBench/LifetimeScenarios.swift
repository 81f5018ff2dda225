// OpenRx — reactive programming for Swift. MIT licence.

import OpenCombine
import OpenRx

func lifetimeScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.heavyPumping
    let rounds = max(1, size.creating / 1_000)
    let perRound = min(1_000, size.creating)
    let churn = rounds * perRound
    return [
        Scenario(
            name: "ShareReplayFanOut", unit: .element, units: count, expected: 10 * count,
            floor: {
                var sum = 0
                var last = 0
                let list = HandlerList()
                for _ in 0..<10 { list.handlers.append { sum += $0 } }
                for _ in 0..<count {
                    last = 1
                    list.send(last)
                }
                return sum
            },
            openRx: {
                var sum = 0
                let subject = PublishSubject<Int>()
                let shared = subject.share(replay: 1)
                let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { sum += $0 }) }
                for _ in 0..<count { subject.onNext(1) }
                subscriptions.forEach { $0.dispose() }
                return sum
            },
            openCombine: {
                var sum = 0
                let subject = PassthroughSubject<Int, Never>()
                let shared = subject.share()
                let cancellables = (0..<10).map { _ in shared.sink { sum += $0 } }
                for _ in 0..<count { subject.send(1) }
                cancellables.forEach { $0.cancel() }
                return sum
            }, note: "OpenCombine's `share()` replays nothing; OpenRx's `share(replay: 1)` keeps the latest element."),
        Scenario(
            name: "DisposeBagChurn", unit: .subscription, units: churn, expected: churn,
            floor: {
                var made = 0
                for _ in 0..<rounds {
                    var bag: [() -> Void] = []
                    for _ in 0..<perRound {
                        bag.append { made += 0 }
                        made += 1
                    }
                    bag.forEach { $0() }
                    bag.removeAll()
                }
                return made
            },
            openRx: {
                var made = 0
                let subject = PublishSubject<Int>()
                for _ in 0..<rounds {
                    var bag: DisposeBag? = DisposeBag()
                    for _ in 0..<perRound {
                        subject.subscribe(onNext: { _ in }).disposed(by: bag!)
                        made += 1
                    }
                    bag = nil
                }
                return subject.hasObservers ? -1 : made
            },
            openCombine: {
                var made = 0
                let subject = PassthroughSubject<Int, Never>()
                for _ in 0..<rounds {
                    var bag = Set<AnyCancellable>()
                    for _ in 0..<perRound {
                        subject.sink { _ in }.store(in: &bag)
                        made += 1
                    }
                    bag.removeAll()
                }
                return made
            }),
    ]
}
