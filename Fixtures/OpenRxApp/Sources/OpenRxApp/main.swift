// OpenRx — reactive programming for Swift. MIT licence.
//
// Sums numbers with the RxSwift library's function, whose sequences are OpenRx's own types here, through OpenRx's
// operators, and exits with status 1 unless the sums are the expected ones.

import ByNameLibrary
import Foundation
import OpenRx

let totals: Observable<Int> = runningTotal(of: .of(1, 2, 3))
var sums: [Int] = []
let subscription = totals.map { $0 * 10 }.subscribe(onNext: { sums.append($0) })
subscription.dispose()

let expected = [10, 30, 60]
print("sums: \(sums)")
if sums != expected {
    print("unexpected; expected sums \(expected)")
    exit(1)
}
