// OpenRx — reactive programming for Swift. MIT licence.
//
// Types a query into the library's search model on the main scheduler, waits for the debounced results, sums
// numbers with the by-name library while the unsuffixed-URL library counts the running sequence, and exits with
// status 1 unless all are the expected ones.

import ByNameLibrary
import Foundation
import NoGitLibrary
import RxCocoa
import RxLibrary
import RxSwift

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

let activity = ActivityCounter()
var totals: [Int] = []
activity.track(runningTotal(of: .of(1, 2, 3))).subscribe(onNext: { totals.append($0 * 10 + activity.running) })
    .disposed(by: bag)

let expected = (shown: [["swiftui"]], edits: ["->swift", "swift->swiftu"], totals: [11, 31, 61])
print("results: \(shown), edits: \(edits), totals: \(totals) (running: \(activity.running))")
if shown != expected.shown || edits != expected.edits || totals != expected.totals || activity.running != 0 {
    print("unexpected; expected results \(expected.shown), edits \(expected.edits), totals \(expected.totals)")
    exit(1)
}
