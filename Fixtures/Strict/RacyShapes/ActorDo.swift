// expect: actor-isolated property 'count' can not be mutated from a Sendable closure
// Issue 30's second shape: an actor's state changed in `do(onNext:)` after `delay` on a concurrent scheduler.
import Foundation
import OpenRx

actor Tracker {
    var count = 0
    let bag = DisposeBag()

    func track(_ source: Observable<Int>) {
        source
            .delay(.milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
            .do(onNext: { _ in self.count += 1 })
            .subscribe().disposed(by: bag)
    }
}
