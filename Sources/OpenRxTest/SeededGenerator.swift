// OpenRx — reactive programming for Swift. MIT licence.

/// A small, fast generator that a seed makes reproducible (SplitMix64), for OpenRx's own randomized tests:
/// a failing run is replayed from its seed. Package access: RxTest has no such type, so users get none.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence `seed` decides.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
