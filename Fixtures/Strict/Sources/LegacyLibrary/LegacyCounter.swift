// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// RxSwift-era code in the Swift 5 language mode, in the same graph as a strict-mode app: its operator closures
/// capture a variable and a non-Sendable `self`, as RxSwift code does. It must compile with no error (Swift 5
/// mode reports at most the warning "mutation of captured var … is an error in the Swift 6 language mode").
public final class LegacyCounter {
    /// How many elements passed through ``counted(_:)``.
    public private(set) var count = 0

    /// A counter.
    public init() {}

    /// `source`, counting its elements; each element is multiplied by how many came so far.
    public func counted(_ source: Observable<Int>) -> Observable<Int> {
        var seen = 0
        return
            source
            .do(onNext: { _ in
                seen += 1
                self.count += 1
            })
            .map { $0 * seen }
    }
}
