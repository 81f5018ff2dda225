// OpenRx — reactive programming for Swift. MIT licence.

import OpenCombine
import OpenRx
import OpenRxCocoa

/// The floor of a flatMap stage: a closure that hands the element on.
@inline(never)
func floorInner(_ value: Int, _ next: (Int) -> Void) {
    next(value)
}

func floorSixInners(_ value: Int, _ sink: (Int) -> Void) {
    floorInner(value) { a in
        floorInner(a) { b in
            floorInner(b) { c in
                floorInner(c) { d in floorInner(d) { e in floorInner(e, sink) } }
            }
        }
    }
}

func flatMapScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.heavyPumping / 10
    let creating = size.heavyCreating
    func floorPumping(_ count: Int) -> () -> Int {
        {
            var sum = 0
            for _ in 0..<count { floorSixInners(1) { sum += $0 } }
            return sum
        }
    }
    func rxFlatMaps(_ source: Observable<Int>) -> Observable<Int> {
        var chain = source
        for _ in 0..<6 { chain = chain.flatMap { Observable.just($0) } }
        return chain
    }
    func rxFlatMapLatests(_ source: Observable<Int>) -> Observable<Int> {
        var chain = source
        for _ in 0..<6 { chain = chain.flatMapLatest { Observable.just($0) } }
        return chain
    }
    func rxDriverFlatMapLatests(_ source: Driver<Int>) -> Driver<Int> {
        var chain = source
        for _ in 0..<6 { chain = chain.flatMapLatest { Driver.just($0) } }
        return chain
    }
    func combineFlatMaps<Upstream: OpenCombine.Publisher>(_ source: Upstream) -> AnyPublisher<Int, Never>
    where Upstream.Output == Int, Upstream.Failure == Never {
        var chain = source.flatMap { Just($0) }.eraseToAnyPublisher()
        for _ in 1..<6 { chain = chain.flatMap { Just($0) }.eraseToAnyPublisher() }
        return chain
    }
    func combineSwitches<Upstream: OpenCombine.Publisher>(_ source: Upstream) -> AnyPublisher<Int, Never>
    where Upstream.Output == Int, Upstream.Failure == Never {
        var chain = source.map { Just($0) }.switchToLatest().eraseToAnyPublisher()
        for _ in 1..<6 { chain = chain.map { Just($0) }.switchToLatest().eraseToAnyPublisher() }
        return chain
    }
    func rx(_ chain: @escaping (Observable<Int>) -> Observable<Int>, elements: Int, runs: Int) -> () -> Int {
        {
            var sum = 0
            for _ in 0..<runs { _ = chain(rxOnes(elements)).subscribe(onNext: { sum += $0 }) }
            return sum
        }
    }
    return [
        Scenario(
            name: "FlatMapsPumping", unit: .element, units: count, expected: count, floor: floorPumping(count),
            openRx: rx(rxFlatMaps, elements: count, runs: 1),
            openCombine: {
                var sum = 0
                _ = combineFlatMaps(combineOnes(count)).sink { sum += $0 }
                return sum
            }),
        Scenario(
            name: "FlatMapsCreating", unit: .subscription, units: creating, expected: creating,
            floor: floorPumping(creating), openRx: rx(rxFlatMaps, elements: 1, runs: creating),
            openCombine: {
                var sum = 0
                for _ in 0..<creating { _ = combineFlatMaps(Just(1)).sink { sum += $0 } }
                return sum
            }),
        Scenario(
            name: "FlatMapLatestPumping", unit: .element, units: count, expected: count, floor: floorPumping(count),
            openRx: rx(rxFlatMapLatests, elements: count, runs: 1),
            openCombine: {
                var sum = 0
                _ = combineSwitches(combineOnes(count)).sink { sum += $0 }
                return sum
            }, note: "OpenCombine: `map { Just($0) }.switchToLatest()`."),
        Scenario(
            name: "FlatMapLatestCreating", unit: .subscription, units: creating, expected: creating,
            floor: floorPumping(creating), openRx: rx(rxFlatMapLatests, elements: 1, runs: creating),
            openCombine: {
                var sum = 0
                for _ in 0..<creating { _ = combineSwitches(Just(1)).sink { sum += $0 } }
                return sum
            }),
        Scenario(
            name: "DriverFlatMapLatestPumping", unit: .element, units: count, expected: count,
            floor: floorPumping(count),
            openRx: {
                // On the main thread, where a driver delivers synchronously.
                var sum = 0
                let subject = PublishSubject<Int>()
                let subscription = rxDriverFlatMapLatests(subject.asDriver(onErrorJustReturn: 0))
                    .drive(onNext: { sum += $0 })
                for _ in 0..<count { subject.onNext(1) }
                subscription.dispose()
                return sum
            },
            openCombine: nil,
            note: "six `flatMapLatest { Driver.just($0) }` stages on a driver; OpenCombine has no Driver."),
    ]
}
