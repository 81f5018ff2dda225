// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa

/// A repository found by a search.
public struct Repository: Equatable, Sendable {
    /// Its name.
    public var name: String
    /// Its page.
    public var url: URL

    /// A repository called `name` at `url`.
    public init(name: String, url: URL) {
        self.name = name
        self.url = url
    }
}

/// One page of search results.
public struct SearchPage: Equatable, Sendable {
    /// The repositories on the page.
    public var repositories: [Repository]
    /// Whether another page follows.
    public var hasNextPage: Bool

    /// A page of `repositories`.
    public init(repositories: [Repository], hasNextPage: Bool) {
        self.repositories = repositories
        self.hasNextPage = hasNextPage
    }
}

/// What the search screen asks of GitHub; the examples use ``StubGitHubSearchService``.
public protocol GitHubSearchAPI: Sendable {
    /// Page `page` (from 1) of the repositories matching `query`.
    func searchRepositories(_ query: String, page: Int) -> Observable<SearchPage>
}

/// GitHub search with paging (RxExample's `GitHubSearchRepositoriesViewController`): the query, once typing pauses
/// (`quietTime`, 0.3 s), loads the first page; each `loadNextPage` (the list scrolled to its end) loads the next,
/// appended; a new query replaces everything and cancels what was loading.
public struct GitHubSearchViewModel {
    /// The repositories found so far.
    public let repositories: Driver<[Repository]>
    /// Whether a page is loading.
    public let isLoading: Driver<Bool>

    /// The view model of the query as typed and the requests for more.
    public init(
        query: Observable<String>, loadNextPage: Observable<Void>, api: GitHubSearchAPI, scheduler: SchedulerType,
        quietTime: RxTimeInterval = .milliseconds(300)
    ) {
        let loading = ActivityIndicator()
        isLoading = loading.asDriver()
        let nextPage = loadNextPage.share()
        // `@Sendable`: operator closures call it (the strict mode checks that it captures only Sendable values).
        @Sendable func load(_ query: String, page: Int, found: [Repository]) -> Observable<[Repository]> {
            api.searchRepositories(query, page: page).trackActivity(loading).flatMap { result in
                let all = found + result.repositories
                guard result.hasNextPage else { return Observable.just(all) }
                return Observable.just(all).concat(
                    nextPage.take(1).flatMap { load(query, page: page + 1, found: all) })
            }
        }
        repositories = query.debounce(quietTime, scheduler: scheduler).distinctUntilChanged()
            .flatMapLatest { query in query.isEmpty ? Observable.just([]) : load(query, page: 1, found: []) }
            .asDriver(onErrorJustReturn: [])
    }
}

/// A local stand-in for GitHub's search: `pages` pages of `pageSize` repositories named after the query,
/// each after `delay` on `scheduler`.
public struct StubGitHubSearchService: GitHubSearchAPI, @unchecked Sendable {
    // Sendable: the scheduler is used as any scheduler is, from any thread.
    private let pages: Int
    private let pageSize: Int
    private let delay: RxTimeInterval
    private let scheduler: SchedulerType

    /// A stub with `pages` pages of `pageSize` results.
    public init(
        pages: Int = 3, pageSize: Int = 10, delay: RxTimeInterval = .milliseconds(200),
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        self.pages = pages
        self.pageSize = pageSize
        self.delay = delay
        self.scheduler = scheduler
    }

    /// Page `page` of repositories named after `query`, after the delay.
    public func searchRepositories(_ query: String, page: Int) -> Observable<SearchPage> {
        let first = (page - 1) * pageSize
        let repositories = (first..<first + pageSize).map { index in
            Repository(
                name: "\(query)-\(index + 1)", url: URL(string: "https://github.com/example/\(query)-\(index + 1)")!)
        }
        return Observable.just(SearchPage(repositories: repositories, hasNextPage: page < pages))
            .delay(delay, scheduler: scheduler)
    }
}
