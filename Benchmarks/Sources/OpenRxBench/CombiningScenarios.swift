// OpenRx — reactive programming for Swift. MIT licence.

import OpenCombine
import OpenRx

func combiningScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.heavyPumping
    let creating = size.creating
    // RxSwift's shape: seven chained 4-ary combineLatests; three `just(1)`s and the previous stage in each, so
    // every element of the pumping source comes out as 1 + 3 × 7.
    let combineStages = 7
    let combinedValue = 1 + 3 * combineStages
    func floorCombine(_ elements: Int, runs: Int) -> () -> Int {
        {
            var sum = 0
            for _ in 0..<runs {
                var latest = Array(repeating: [1, 1, 1, 0], count: combineStages)
                let handler: (Int) -> Void = { sum += $0 }
                for _ in 0..<elements {
                    var value = 1
                    for stage in 0..<combineStages {
                        latest[stage][3] = value
                        value = latest[stage][0] + latest[stage][1] + latest[stage][2] + latest[stage][3]
                    }
                    handler(value)
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
                var chain = rxOnes(elements)
                for _ in 0..<combineStages {
                    chain = Observable.combineLatest(one, one, one, chain) {
                        (a: Int, b: Int, c: Int, d: Int) -> Int in a + b + c + d
                    }
                }
                _ = chain.subscribe(onNext: { sum += $0 })
            }
            return sum
        }
    }
    // Zip pairs the n-th elements, so every source must send as many as are paired: four subjects, sent to in
    // turn, each element completing one tuple (no source runs ahead, so no buffer grows).
    func floorZip(_ elements: Int, runs: Int) -> () -> Int {
        {
            var sum = 0
            for _ in 0..<runs {
                var pending: [Int?] = [nil, nil, nil, nil]
                let handler: (Int) -> Void = { sum += $0 }
                for _ in 0..<elements {
                    for index in 0..<4 { pending[index] = 1 }
                    if let a = pending[0], let b = pending[1], let c = pending[2], let d = pending[3] {
                        for index in 0..<4 { pending[index] = nil }
                        handler(a + b + c + d)
                    }
                }
            }
            return sum
        }
    }
    func rxZipPumping(_ elements: Int) -> () -> Int {
        {
            var sum = 0
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            let zipped: Observable<Int> = Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3]) {
                (a: Int, b: Int, c: Int, d: Int) -> Int in a + b + c + d
            }
            let subscription = zipped.subscribe(onNext: { sum += $0 })
            for _ in 0..<elements {
                for subject in subjects { subject.onNext(1) }
            }
            subscription.dispose()
            return sum
        }
    }
    func rxZipCreating(_ runs: Int) -> () -> Int {
        {
            var sum = 0
            for _ in 0..<runs {
                let one = Observable.just(1)
                let zipped: Observable<Int> = Observable.zip(one, one, one, one) {
                    (a: Int, b: Int, c: Int, d: Int) -> Int in a + b + c + d
                }
                _ = zipped.subscribe(onNext: { sum += $0 })
            }
            return sum
        }
    }
    func combineZip4<
        A: OpenCombine.Publisher, B: OpenCombine.Publisher, C: OpenCombine.Publisher, D: OpenCombine.Publisher
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> AnyPublisher<Int, Never>
    where
        A.Output == Int, A.Failure == Never, B.Output == Int, B.Failure == Never, C.Output == Int,
        C.Failure == Never, D.Output == Int, D.Failure == Never
    {
        a.zip(b, c, d) { $0 + $1 + $2 + $3 }.eraseToAnyPublisher()
    }
    let mergeEach = count / 10
    return [
        Scenario(
            name: "CombineLatestPumping", unit: .element, units: count, expected: combinedValue * count,
            floor: floorCombine(count, runs: 1), openRx: rxCombine(count, runs: 1),
            openCombine: nil,
            note:
                "seven chained 4-ary stages (RxSwift's benchmark shape), the innermost source pumps; OpenCombine 0.14 has no `combineLatest`."
        ),
        Scenario(
            name: "CombineLatestCreating", unit: .subscription, units: creating, expected: combinedValue * creating,
            floor: floorCombine(1, runs: creating), openRx: rxCombine(1, runs: creating),
            openCombine: nil),
        Scenario(
            name: "ZipPumping", unit: .element, units: count, expected: 4 * count,
            floor: floorZip(count, runs: 1), openRx: rxZipPumping(count),
            openCombine: {
                var sum = 0
                let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
                let cancellable = combineZip4(subjects[0], subjects[1], subjects[2], subjects[3]).sink { sum += $0 }
                for _ in 0..<count {
                    for subject in subjects { subject.send(1) }
                }
                cancellable.cancel()
                return sum
            }, note: "four subjects sent to in turn; each element is one zipped tuple (four `onNext`s)."),
        Scenario(
            name: "ZipCreating", unit: .subscription, units: creating, expected: 4 * creating,
            floor: floorZip(1, runs: creating), openRx: rxZipCreating(creating),
            openCombine: {
                var sum = 0
                for _ in 0..<creating { _ = combineZip4(Just(1), Just(1), Just(1), Just(1)).sink { sum += $0 } }
                return sum
            }, note: "four one-element sources (`just`; OpenCombine's `Just`)."),
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
