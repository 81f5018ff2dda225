// OpenRx — reactive programming for Swift. MIT licence.

import OpenCombine
import OpenRx
import OpenRxCocoa

/// Six `map { $0 + 1 }.filter { $0 >= 0 }` stages: every element passes and arrives as itself + 6.
/// The same chain on a driver: every stage is a driver again (shared, replaying its latest element).
func rxMapFilterDriver(_ source: Driver<Int>) -> Driver<Int> {
    var chain = source
    for _ in 0..<6 { chain = chain.map { $0 + 1 }.filter { $0 >= 0 } }
    return chain
}

func rxMapFilter(_ source: Observable<Int>) -> Observable<Int> {
    var chain = source
    for _ in 0..<6 { chain = chain.map { $0 + 1 }.filter { $0 >= 0 } }
    return chain
}

/// One OpenCombine map+filter stage.
func combineStage<Upstream: OpenCombine.Publisher>(_ source: Upstream) -> AnyPublisher<Int, Never>
where Upstream.Output == Int, Upstream.Failure == Never {
    source.map { $0 + 1 }.filter { $0 >= 0 }.eraseToAnyPublisher()
}

func combineMapFilter<Upstream: OpenCombine.Publisher>(_ source: Upstream) -> AnyPublisher<Int, Never>
where Upstream.Output == Int, Upstream.Failure == Never {
    var chain = combineStage(source)
    for _ in 1..<6 { chain = combineStage(chain) }
    return chain
}

func mapFilterScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.heavyPumping
    let creating = size.creating
    // The floor of the pumping scenarios: the six stages as closures, run for each element.
    let floorPumping = {
        var sum = 0
        let stages = makeFloorStages()
        for _ in 0..<count {
            if let value = runFloorStages(stages, 1) { sum += value }
        }
        return sum
    }
    // The floor of the creating scenarios: the stages built anew for each one-element run.
    let floorCreating = {
        var sum = 0
        for _ in 0..<creating {
            let stages = makeFloorStages()
            if let value = runFloorStages(stages, 1) { sum += value }
        }
        return sum
    }
    return [
        Scenario(
            name: "MapFilterPumping", unit: .element, units: count, expected: 7 * count,
            floor: floorPumping,
            openRx: {
                var sum = 0
                _ = rxMapFilter(rxOnes(count)).subscribe(onNext: { sum += $0 })
                return sum
            },
            openCombine: {
                var sum = 0
                _ = combineMapFilter(combineOnes(count)).sink { sum += $0 }
                return sum
            }),
        Scenario(
            name: "MapFilterCreating", unit: .subscription, units: creating, expected: 7 * creating,
            floor: floorCreating,
            openRx: {
                var sum = 0
                for _ in 0..<creating {
                    _ = rxMapFilter(rxOnes(1)).subscribe(onNext: { sum += $0 })
                }
                return sum
            },
            openCombine: {
                var sum = 0
                for _ in 0..<creating {
                    _ = combineMapFilter(Just(1)).sink { sum += $0 }
                }
                return sum
            }, note: "OpenCombine's one-element source is `Just`."),
        Scenario(
            name: "MapFilterDriverPumping", unit: .element, units: count, expected: 7 * count,
            floor: floorPumping,
            openRx: {
                // On the main thread, where a driver delivers synchronously.
                var sum = 0
                let subject = PublishSubject<Int>()
                let subscription = rxMapFilterDriver(subject.asDriver(onErrorJustReturn: 0))
                    .drive(onNext: { sum += $0 })
                for _ in 0..<count { subject.onNext(1) }
                subscription.dispose()
                return sum
            },
            openCombine: nil,
            note: "OpenCombine has no Driver; the floor is MapFilterPumping's. Each stage is shared and replays."),
        Scenario(
            name: "MapFilterDriverCreating", unit: .subscription, units: creating, expected: 7 * creating,
            floor: floorCreating,
            openRx: {
                var sum = 0
                for _ in 0..<creating {
                    rxMapFilterDriver(Driver.just(1)).drive(onNext: { sum += $0 }).dispose()
                }
                return sum
            },
            openCombine: nil),
    ]
}
