// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxBlocking
import OpenRxTest
import XCTest

/// RxSwift 6 code as users write it, with only the imports changed. It must keep compiling: this file is
/// the compile-time check of the compatibility promise for the API implemented so far.
private final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let results = PublishRelay<[String]>()
    let isLoading = BehaviorSubject<Bool>(value: false)
    private let disposeBag = DisposeBag()

    init(search: @escaping (String) -> Single<[String]>) {
        query.asObservable()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .distinctUntilChanged()
            .do(onNext: { [weak self] _ in self?.isLoading.onNext(true) })
            .flatMap { text -> Observable<[String]> in
                search(text).asObservable().catchAndReturn([])
            }
            .do(onNext: { [weak self] _ in self?.isLoading.onNext(false) })
            .bind(to: results)
            .disposed(by: disposeBag)
    }
}

private final class TitleLabel: ReactiveCompatible {
    var text: String?
}

final class RxSwiftSourceCompatibilityTests: RxTestCase {
    func testViewModelWrittenForRxSwiftRuns() throws {
        let viewModel = SearchViewModel { text in
            Single.create { observer in
                observer(.success([text, text.uppercased()]))
                return Disposables.create()
            }
        }
        var received: [[String]] = []
        let disposeBag = DisposeBag()
        viewModel.results.subscribe(onNext: { received.append($0) }).disposed(by: disposeBag)
        viewModel.query.accept("rx ")
        viewModel.query.accept("rx")
        XCTAssertEqual(received, [["rx", "RX"]])
        XCTAssertEqual(try viewModel.isLoading.value(), false)
    }

    func testCommonIdiomsCompile() throws {
        let disposeBag = DisposeBag()
        let label = TitleLabel()
        let counter = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.on(.next(2))
            observer.onCompleted()
            return Disposables.create()
        }
        counter.map { "\($0)" }.bind(to: label.rx.text).disposed(by: disposeBag)
        XCTAssertEqual(label.text, "2")

        let sum = try Observable.from([1, 2, 3]).reduce(0, accumulator: +).toBlocking().single()
        XCTAssertEqual(sum, 6)
        let array = try Observable.of(1, 2).concat(Observable.just(3)).toArray().asObservable().toBlocking().single()
        XCTAssertEqual(array, [1, 2, 3])

        var disposables = CompositeDisposable()
        _ = disposables.insert(Observable<Int>.never().subscribe())
        disposables.dispose()
        disposables = CompositeDisposable()

        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        Observable.range(start: 0, count: 3).subscribe(subject).disposed(by: disposeBag)
        _ = subject.asObserver()
        let shared = subject.share(replay: 1, scope: .whileConnected)
        shared.take(1).subscribe(with: self, onNext: { owner, value in XCTAssertEqual(value, 2) }).disposed(
            by: disposeBag)
        _ = Observable<Int>.error(RxError.timeout).retry(2).catch { _ in .empty() }.subscribe()
        _ = Observable.merge([Observable.just(1), .just(2)]).enumerated().materialize().subscribe()
        _ = Observable<Int>.zipLikePairs()
    }
}

extension ObservableType {
    /// A helper in the style of user extensions.
    fileprivate static func zipLikePairs() -> Observable<(Int, Int)> {
        Observable<Int>.of(1, 2).map { ($0, $0) }
    }
}
