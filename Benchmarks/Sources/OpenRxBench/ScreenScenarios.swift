// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa

// What a screen that opens pays (issue 38): 200 bindings of the shapes an RxCocoa app writes, set up, each
// delivering its first value, and torn down with the screen's dispose bag.
//   - 100 control properties → map → Driver → binder,
//   - 50 combineLatest of three relays → binder,
//   - 50 flatMapLatest of a request → binder.
// Every binding writes its first value to a label-like target; the sum of the targets checks the work.

/// A label: what a binder writes to.
final class ScreenTarget {
    var value = 0
}

/// The first values: 1 in every relay, so a screen's targets sum to 100 × 2 + 50 × 3 + 50 × 2.
let screenSum = 100 * 2 + 50 * 3 + 50 * 2

/// A text field's `rx.text`: made in a function of its own, as an app gets it from its control's extension in
/// another module, so that the optimizer cannot keep its binder on the stack (it did in some builds and not in
/// others, which moved the screen's count by 100 allocations with no change in OpenRx).
@inline(never)
func screenControlProperty(_ text: BehaviorRelay<Int>) -> ControlProperty<Int> {
    ControlProperty(values: text.asObservable(), valueSink: Binder(text) { $0.accept($1) })
}

/// A view model's output that combines three inputs, made in a function of its own as a view model's
/// initializer makes it; inlined into the screen, the optimizer kept the observable on the stack in some builds
/// and not in others.
@inline(never)
func screenTotal(_ a: BehaviorRelay<Int>, _ b: BehaviorRelay<Int>, _ c: BehaviorRelay<Int>) -> Observable<Int> {
    Observable.combineLatest(a, b, c) { $0 + $1 + $2 }
}

/// A view model's search output: the latest request for each query (see ``screenTotal(_:_:_:)``).
@inline(never)
func screenSearch(_ query: BehaviorRelay<Int>) -> Observable<Int> {
    query.flatMapLatest { value in Observable.just(value * 2) }
}

/// One screen with OpenRx: its bindings set up, then torn down; returns the sum of its targets.
@inline(never)
func rxScreen() -> Int {
    var targets: [ScreenTarget] = []
    do {
        let disposeBag = DisposeBag()
        let text = BehaviorRelay(value: 1)
        let (a, b, c) = (BehaviorRelay(value: 1), BehaviorRelay(value: 1), BehaviorRelay(value: 1))
        let query = BehaviorRelay(value: 1)
        func binder() -> Binder<Int> {
            let target = ScreenTarget()
            targets.append(target)
            return Binder(target) { $0.value = $1 }
        }
        for _ in 0..<100 {
            let property = screenControlProperty(text)
            property.map { $0 * 2 }.asDriver(onErrorJustReturn: 0).drive(binder()).disposed(by: disposeBag)
        }
        for _ in 0..<50 {
            screenTotal(a, b, c).bind(to: binder()).disposed(by: disposeBag)
        }
        for _ in 0..<50 {
            screenSearch(query).bind(to: binder()).disposed(by: disposeBag)
        }
    }
    return targets.reduce(0) { $0 + $1.value }
}

/// One screen by hand: a callback per binding registered with its source, called with the first value, then
/// the registrations dropped.
@inline(never)
func floorScreen() -> Int {
    var targets: [ScreenTarget] = []
    let text = HandlerList()
    let combined = HandlerList()
    let query = HandlerList()
    var latest = (1, 1, 1)
    for _ in 0..<100 {
        let target = ScreenTarget()
        targets.append(target)
        text.handlers.append { target.value = $0 * 2 }
    }
    for _ in 0..<50 {
        let target = ScreenTarget()
        targets.append(target)
        combined.handlers.append { _ in target.value = latest.0 + latest.1 + latest.2 }
    }
    for _ in 0..<50 {
        let target = ScreenTarget()
        targets.append(target)
        query.handlers.append { value in target.value = value * 2 }
    }
    latest = (1, 1, 1)
    text.send(1)
    combined.send(1)
    query.send(1)
    text.handlers.removeAll()
    combined.handlers.removeAll()
    query.handlers.removeAll()
    return targets.reduce(0) { $0 + $1.value }
}

func screenScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let screens = size.heavyCreating
    return [
        Scenario(
            name: "ScreenCreating", unit: .screen, units: screens, expected: screenSum * screens,
            floor: {
                var sum = 0
                for _ in 0..<screens { sum += floorScreen() }
                return sum
            },
            openRx: {
                // On the main thread, where a driver delivers synchronously.
                var sum = 0
                for _ in 0..<screens { sum += rxScreen() }
                return sum
            },
            openCombine: nil,
            note:
                "200 bindings per screen: 100 control property → map → Driver → binder, 50 combineLatest of three, "
                + "50 flatMapLatest of a request; the control property and the view model's two outputs come from "
                + "functions of their own, as from another module. OpenCombine 0.14 has no combineLatest.")
    ]
}
