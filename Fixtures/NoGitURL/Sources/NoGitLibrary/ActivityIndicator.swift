// OpenRx — reactive programming for Swift. MIT licence.

import RxCocoa
import RxSwift

/// Counts the sequences running through it, in the style of RxSwiftUtilities' activity indicator.
public final class ActivityCounter {
    private let count = BehaviorRelay(value: 0)

    public init() {}

    /// Whether any tracked sequence is running.
    public var isActive: Driver<Bool> {
        count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// `source`, counted while it runs.
    public func track<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.do(
            onSubscribe: { [count] in count.accept(count.value + 1) },
            onDispose: { [count] in count.accept(count.value - 1) })
    }

    /// The number of tracked sequences running now.
    public var running: Int { count.value }
}
