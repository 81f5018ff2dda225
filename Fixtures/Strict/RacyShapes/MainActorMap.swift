// expect: main actor-isolated property 'total' can not be mutated from a Sendable closure
// Issue 30's first shape: a main-actor model's state changed in a `map` closure that runs after
// `observe(on:)` a background scheduler — off the main thread.
import OpenRx

@MainActor
final class Model {
    var total = 0
    let bag = DisposeBag()

    func load() {
        Observable.from([1, 2, 3, 4])
            .observe(on: SerialDispatchQueueScheduler(qos: .default))
            .map { value -> Int in
                self.total += value
                return value
            }
            .subscribe().disposed(by: bag)
    }
}
