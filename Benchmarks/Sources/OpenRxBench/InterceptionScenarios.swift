// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
import OpenRx
import OpenRxReactiveCocoa

/// A class with one intercepted method and the same method plain.
@Interceptable
final class Counted {
    var sum = 0

    @Intercepted
    func add(_ value: Int) {
        sum &+= value
    }

    @inline(never)
    func addPlainly(_ value: Int) {
        sum &+= value
    }
}

/// Issue 21: what `@Intercepted` costs a call that nobody observes (one atomic load), and one that is.
func interceptionScenarios(_ size: BenchmarkSize) -> [Scenario] {
    let count = size.pumping
    // The floor of both: the same method, plain and not inlined.
    let plainCalls = {
        let counted = Counted()
        for _ in 0..<count { counted.addPlainly(1) }
        return counted.sum
    }
    return [
        Scenario(
            name: "InterceptedCallUnobserved", unit: .element, units: count, expected: count,
            floor: plainCalls,
            openRx: {
                let counted = Counted()
                for _ in 0..<count { counted.add(1) }
                return counted.sum
            }, openCombine: nil,
            note: "a call of an @Intercepted method with no observer, beside the same method plain."),
        Scenario(
            name: "InterceptedCallObserved", unit: .element, units: count, expected: count,
            floor: plainCalls,
            openRx: {
                let counted = Counted()
                var calls = 0
                let subscription = counted.rx.methodInvoked(\.add).subscribe(onNext: { _ in calls += 1 })
                for _ in 0..<count { counted.add(1) }
                subscription.dispose()
                return calls
            }, openCombine: nil,
            note: "a call of an @Intercepted method observed by methodInvoked."),
    ]
}
#else
/// Without the Macros trait (`--traits Macros`), no interception scenario.
func interceptionScenarios(_ size: BenchmarkSize) -> [Scenario] { [] }
#endif
