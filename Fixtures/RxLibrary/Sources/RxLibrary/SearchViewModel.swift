// OpenRx — reactive programming for Swift. MIT licence.

import RxCocoa
import RxRelay
import RxSwift

/// A search screen's model, written the way an RxSwift library writes one: the query is a relay, the
/// results a driver, and time goes through an injected scheduler.
public final class SearchViewModel {
    /// The text typed so far.
    public let query: RxRelay.BehaviorRelay<String>
    /// The catalogue entries that start with the query, once the query has settled for `debounce`.
    public let results: RxCocoa.Driver<[String]>

    /// Makes a model that searches `catalog`.
    /// - Parameters:
    ///   - catalog: the entries to search.
    ///   - debounce: how long the query must stay unchanged before it is searched.
    ///   - scheduler: the scheduler the debounce timer runs on.
    public init(catalog: [String], debounce: RxSwift.RxTimeInterval, scheduler: RxSwift.SchedulerType) {
        let query = RxRelay.BehaviorRelay(value: "")
        self.query = query
        self.results = query.asObservable()
            .debounce(debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .map { text -> [String] in
                text.isEmpty ? [] : catalog.filter { $0.hasPrefix(text) }
            }
            .asDriver(onErrorJustReturn: [])
    }
}
