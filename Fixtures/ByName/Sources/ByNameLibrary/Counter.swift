// OpenRx — reactive programming for Swift. MIT licence.

import RxSwift

/// A running total of the numbers a source sends, in the style of a ReactorKit reactor's state.
public func runningTotal(of numbers: Observable<Int>) -> Observable<Int> {
    numbers.scan(0, accumulator: +)
}
