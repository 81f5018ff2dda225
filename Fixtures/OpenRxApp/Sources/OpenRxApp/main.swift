// OpenRx — reactive programming for Swift. MIT licence.
//
// Counts with the RxSwift library's reactor, whose sequences are OpenRx's own types here, through OpenRx's
// operators, and exits with status 1 unless the counts are the expected ones.

import ByNameLibrary
import Foundation
import OpenRx

let states: Observable<Int> = CounterReactor.reduce(.from([.increase, .increase, .decrease]), from: 0)
var counts: [Int] = []
let subscription = states.map { $0 * 10 }.subscribe(onNext: { counts.append($0) })
subscription.dispose()

let expected = [0, 10, 20, 10]
print("counts: \(counts)")
if counts != expected {
    print("unexpected; expected counts \(expected)")
    exit(1)
}
