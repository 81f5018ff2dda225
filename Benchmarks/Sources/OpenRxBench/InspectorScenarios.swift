// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import OpenRx
    import OpenRxInspector

    /// Issue 37: what recording costs an event. MapFilterPumping's chain while the inspector records (every
    /// subscription wraps its observer; each event is described and appended), beside the same chain with
    /// recording off (the build has the hooks compiled in: `--traits Inspector`).
    func inspectorScenarios(_ size: BenchmarkSize) -> [Scenario] {
        let count = size.heavyPumping
        let chain = {
            var sum = 0
            _ = rxMapFilter(rxOnes(count)).subscribe(onNext: { sum += $0 })
            return sum
        }
        return [
            Scenario(
                name: "MapFilterPumpingRecorded", unit: .element, units: count, expected: 7 * count,
                floor: chain,
                openRx: {
                    var sum = 0
                    _ = Inspector.record(limit: Int.max) { sum = chain() }
                    return sum
                },
                openCombine: nil,
                note: "The floor is the chain with recording off; 13 subscriptions record each element once.")
        ]
    }
#else
    /// Without the Inspector trait (`--traits Inspector`), no inspector scenario.
    func inspectorScenarios(_ size: BenchmarkSize) -> [Scenario] { [] }
#endif
