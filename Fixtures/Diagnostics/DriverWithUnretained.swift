// expect: 'withUnretained' is unavailable: withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead
// OpenRx — reactive programming for Swift. MIT licence.
//
// RxCocoa's `withUnretained` is a `Signal` operator; on a `Driver` it is unavailable, so code that RxSwift refuses
// is refused here too.
import OpenRx
import OpenRxCocoa

final class Screen {
    func bind(title: Driver<String>) -> Driver<String> {
        title.withUnretained(self).map { _, text in text }
    }
}
