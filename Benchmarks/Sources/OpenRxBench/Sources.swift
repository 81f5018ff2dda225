// OpenRx — reactive programming for Swift. MIT licence.

import OpenCombine
import OpenRx

/// An OpenRx sequence that sends `count` ones and completes, as RxSwift's benchmarks build theirs.
func rxOnes(_ count: Int) -> Observable<Int> {
    Observable.create { observer in
        for _ in 0..<count { observer.onNext(1) }
        observer.onCompleted()
        return Disposables.create()
    }
}

/// The OpenCombine equivalent: a sequence publisher of `count` ones.
func combineOnes(_ count: Int) -> Publishers.Sequence<Repeated<Int>, Never> {
    Swift.repeatElement(1, count: count).publisher
}
