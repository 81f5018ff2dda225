// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import LegacyLibrary
import OpenRx
import OpenRxCocoa
import Synchronization

/// A page of results (Sendable: it crosses threads).
struct Page: Sendable {
    let items: [String]
}

/// Where each `map` closure ran: the strict mode's way to share state with an operator closure is a lock.
final class ThreadLog: Sendable {
    private let onMainThread = Mutex<[Bool]>([])

    func record() { onMainThread.withLock { $0.append(Thread.isMainThread) } }
    var entries: [Bool] { onMainThread.withLock { $0 } }
}

/// Issue 30's pure shape: a closure formed on the main actor that touches nothing of it compiles in the strict
/// mode and runs where the chain runs it (after `subscribe(on:)` a background scheduler: off the main thread).
@MainActor
final class PageModel {
    var itemCount: Int?
    var total: Int?
    var driven: Int?
    let log = ThreadLog()
    let bag = DisposeBag()

    func load() {
        let log = self.log
        Observable.just(Page(items: ["a", "b", "c"]))
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .map { page in
                log.record()
                return page.items.count
            }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { count in self.itemCount = count })
            .disposed(by: bag)
        // Counting without a captured variable: `scan`.
        Observable.from([1, 2, 3, 4])
            .scan(0) { sum, value in sum + value }
            .takeLast(1)
            .subscribe(onNext: { sum in self.total = sum })
            .disposed(by: bag)
        // A Driver's flat map: OpenRx forwards to the app's closure through its unchecked wrapper.
        Driver.just(20).flatMapLatest { value in Driver.just(value + 1) }
            .drive(onNext: { value in self.driven = value })
            .disposed(by: bag)
    }
}

let model = PageModel()
model.load()
let deadline = Date().addingTimeInterval(10)
while model.itemCount == nil || model.driven == nil, Date() < deadline {
    _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
}
let legacy = LegacyCounter()
var legacyElements: [Int] = []
_ = legacy.counted(.of(1, 1, 1)).subscribe(onNext: { legacyElements.append($0) })

guard model.itemCount == 3, model.total == 10, model.driven == 21, model.log.entries == [false],
    legacyElements == [1, 2, 3],
    legacy.count == 3
else {
    print(
        "StrictApp: wrong results: count \(String(describing: model.itemCount)), total \(String(describing: model.total)), "
            + "map on main \(model.log.entries), legacy \(legacyElements) / \(legacy.count)")
    exit(1)
}
print("StrictApp: the map closure ran off the main thread, as the chain runs it; results as expected")
