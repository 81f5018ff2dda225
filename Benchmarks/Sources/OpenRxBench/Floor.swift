// OpenRx — reactive programming for Swift. MIT licence.

/// The hand-written floor: what the scenarios cost with plain closures, arrays and loops.
///
/// Closures are kept behind class references and arrays so the optimizer cannot fold the work away, as
/// a real callback-based design would have them.
final class HandlerList {
    var handlers: [(Int) -> Void] = []

    func send(_ value: Int) {
        for handler in handlers { handler(value) }
    }
}

/// A stage of the floor's map/filter pipeline: a transform and a predicate, as closures.
struct FloorStage {
    let transform: (Int) -> Int
    let predicate: (Int) -> Bool
}

/// Six map+filter stages: +1 then keep everything non-negative, so every element passes.
func makeFloorStages() -> [FloorStage] {
    (0..<6).map { _ in FloorStage(transform: { $0 + 1 }, predicate: { $0 >= 0 }) }
}

/// Runs `value` through `stages`; `nil` if a predicate drops it.
@inline(never)
func runFloorStages(_ stages: [FloorStage], _ value: Int) -> Int? {
    var current = value
    for stage in stages {
        current = stage.transform(current)
        if !stage.predicate(current) { return nil }
    }
    return current
}
