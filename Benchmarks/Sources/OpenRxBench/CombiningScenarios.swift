// OpenRx — reactive programming for Swift. MIT licence.

import OpenCombine
import OpenRx

func combiningScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.heavyPumping
    let creating = size.creating
    func floorCombine(_ elements: Int, runs: Int) -> () -> Int {
        {
            var sum = 0
            for _ in 0..<runs {
                var latest = [1, 1, 1, 0]
                let handler: (Int) -> Void = { sum += $0 }
                for _ in 0..<elements {
                    latest[3] = 1
                    handler(latest[0] + latest[1] + latest[2] + latest[3])
                }
            }
            return sum
        }
    }
    func rxCombine(_ elements: Int, runs: Int) -> () -> Int {
        {
            var sum = 0
            for _ in 0..<runs {
                let one = Observable.just(1)
                let combined: Observable<Int> = Observable.combineLatest(one, one, one, rxOnes(elements)) {
                    (a: Int, b: Int, c: Int, d: Int) -> Int in a + b + c + d
                }
                _ = combined.subscribe(onNext: { sum += $0 })
            }
            return sum
        }
    }
    let mergeEach = count / 10
    return [
        Scenario(
            name: "CombineLatestPumping", unit: .element, units: count, expected: 4 * count,
            floor: floorCombine(count, runs: 1), openRx: rxCombine(count, runs: 1),
            openCombine: nil, note: "four sources, the last one pumps; OpenCombine 0.14 has no `combineLatest`."),
        Scenario(
            name: "CombineLatestCreating", unit: .subscription, units: creating, expected: 4 * creating,
            floor: floorCombine(1, runs: creating), openRx: rxCombine(1, runs: creating),
            openCombine: nil),
        Scenario(
            name: "MergeTen", unit: .element, units: mergeEach * 10, expected: mergeEach * 10,
            floor: {
                var sum = 0
                let list = HandlerList()
                list.handlers.append { sum += $0 }
                for _ in 0..<10 {
                    for _ in 0..<mergeEach { list.send(1) }
                }
                return sum
            },
            openRx: {
                var sum = 0
                _ = Observable.merge((0..<10).map { _ in rxOnes(mergeEach) }).subscribe(onNext: { sum += $0 })
                return sum
            },
            openCombine: {
                var sum = 0
                let sources = (0..<10).map { _ in combineOnes(mergeEach) }
                _ = sources.publisher.flatMap { $0 }.sink { sum += $0 }
                return sum
            }, note: "OpenCombine 0.14 has no `MergeMany`: `sources.publisher.flatMap { $0 }`."),
    ]
}
