// OpenRx — reactive programming for Swift. MIT licence.
//
// Types a query into the library's search model on the main scheduler, waits for the debounced results, and
// exits with status 1 unless they are the expected ones.

import Foundation
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

let expected = (shown: [["swiftui"]], edits: ["->swift", "swift->swiftu"])
print("results: \(shown), edits: \(edits)")
if shown != expected.shown || edits != expected.edits {
    print("unexpected; expected results \(expected.shown), edits \(expected.edits)")
    exit(1)
}
