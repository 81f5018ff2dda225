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

/// Scheduling code as RxSwift users write it: the chains on real schedulers are built (which is what the
/// compatibility promise is about); the same chain runs on virtual time.
final class RxSwiftSchedulerCompatibilityTests: RxTestCase {
    private func search(
        _ query: Observable<String>, on scheduler: SchedulerType, retryOn retryScheduler: SchedulerType
    )
        -> Observable<String>
    {
        query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .throttle(.seconds(1), latest: false, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { text in Observable.just(text).delay(.seconds(1), scheduler: scheduler) }
            .timeout(.seconds(500), scheduler: scheduler)
            .retry(when: { (errors: Observable<Error>) in errors.delay(.seconds(1), scheduler: retryScheduler) })
            .observe(on: scheduler)
    }

    func testSchedulersAndTimeOperatorsCompileAndRun() {
        let background = ConcurrentDispatchQueueScheduler(qos: .background)
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "compat")
        let query = PublishSubject<String>()
        _ = search(query.asObservable(), on: MainScheduler.instance, retryOn: background)
        _ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .take(for: .seconds(3), scheduler: MainScheduler.instance)
            .subscribe(on: ConcurrentMainScheduler.instance)
            .buffer(timeSpan: .seconds(1), count: 10, scheduler: MainScheduler.asyncInstance)
        _ = Observable<Int>.timer(.seconds(1), period: .seconds(1), scheduler: serial).sample(query)
        _ = OperationQueueScheduler(operationQueue: OperationQueue())
        XCTAssertEqual(HistoricalScheduler().now, Date(timeIntervalSince1970: 0))

        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([.next(210, "rx"), .next(300, "swift")])
        let result = scheduler.start(disposed: 2_000) {
            self.search(typed.asObservable(), on: scheduler, retryOn: scheduler)
        }
        XCTAssertEqual(result.events.compactMap { $0.value.element }, ["rx", "swift"])
    }
}

extension ObservableType {
    /// A helper in the style of user extensions.
    fileprivate static func zipLikePairs() -> Observable<(Int, Int)> {
        Observable<Int>.of(1, 2).map { ($0, $0) }
    }
}
