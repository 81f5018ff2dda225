// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// RxExample's collection-view partial updates, as a grid of numbers: "Randomize" shuffles them and adds the
/// next number; a tap on a number removes it. Deterministic (each randomization has its seed), so that a test can
/// predict it.
public struct NumberGridState: Equatable, Sendable {
    /// The numbers shown, in order.
    public var numbers: [Int]

    /// What changes the grid.
    public enum Command: Equatable, Sendable {
        /// Shuffles the numbers (with the generator seeded by `seed`) and appends the next number.
        case randomize(seed: UInt64)
        /// Removes the number at `index` (an index past the end: nothing).
        case remove(at: Int)
    }

    /// The numbers 1 to 12, in order.
    public init(numbers: [Int] = Array(1...12)) {
        self.numbers = numbers
    }

    /// The state after `command`.
    public func applying(_ command: Command) -> NumberGridState {
        var next = self
        switch command {
        case .randomize(let seed):
            var generator = SeededGenerator(seed: seed)
            next.numbers.shuffle(using: &generator)
            next.numbers.append((numbers.max() ?? 0) + 1)
        case .remove(let index):
            if next.numbers.indices.contains(index) { next.numbers.remove(at: index) }
        }
        return next
    }
}

/// The grid's sequence of numbers.
public enum NumberGrid {
    /// The numbers shown: `initial`'s, then the state's after each command.
    public static func numbers(
        commands: Observable<NumberGridState.Command>, initial: NumberGridState = NumberGridState()
    ) -> Observable<[Int]> {
        commands.scan(initial) { state, command in state.applying(command) }.startWith(initial).map(\.numbers)
    }
}

/// SplitMix64: a small generator that a seed makes reproducible.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
