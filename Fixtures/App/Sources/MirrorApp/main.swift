// OpenRx — reactive programming for Swift. MIT licence.
//
// Types a query into the library's search model on the main scheduler, waits for the debounced results, counts
// with the by-name library's reactor through the unsuffixed-URL library's helper, and exits with status 1 unless
// all are the expected ones.

import ByNameLibrary
import Foundation
import RxCocoa
import RxLibrary
import RxSwift
import UnsuffixedURLLibrary

let model = SearchViewModel(
    catalog: ["rxswift", "swift", "swiftui"], debounce: .milliseconds(10), scheduler: MainScheduler.instance)
let bag = DisposeBag()
var shown: [[String]] = []
var edits: [String] = []
model.results.drive(onNext: { shown.append($0) }).disposed(by: bag)
model.query.asObservable().pairwise().subscribe(onNext: { edits.append("\($0.0)->\($0.1)") }).disposed(by: bag)

// Both edits happen before the main queue runs, so only the second one settles.
model.query.accept("swift")
model.query.accept("swiftu")

let deadline = Date().addingTimeInterval(30)
while shown.isEmpty && Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
}

let counts = (try? CounterReactor.reduce(.from([.increase, .decrease, .decrease]), from: 1).firstElements(10)) ?? []

let expected = (shown: [["swiftui"]], edits: ["->swift", "swift->swiftu"], counts: [1, 2, 1, 0])
print("results: \(shown), edits: \(edits), counts: \(counts)")
if shown != expected.shown || edits != expected.edits || counts != expected.counts {
    print("unexpected; expected results \(expected.shown), edits \(expected.edits), counts \(expected.counts)")
    exit(1)
}
