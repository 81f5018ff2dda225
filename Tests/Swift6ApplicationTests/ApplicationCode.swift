// OpenRx — reactive programming for Swift. MIT licence.

// Application code as a Swift 6 user writes it: no `@preconcurrency`, no `nonisolated(unsafe)`, no
// `@unchecked Sendable`. This target is built with warnings as errors in CI: a diagnostic here is a bug in
// OpenRx's Sendable model or async API (Documentation/Contracts.md, "Sendable").

import Foundation
import OpenRx
import OpenRxCocoa

// MARK: - Model and services

/// A value type of the app: implicitly `Sendable`.
struct User: Equatable {
    let name: String
}

/// A service whose requests are singles built from async functions.
struct SearchAPI {
    /// The users whose name starts with `query`.
    func search(_ query: String) -> Single<[User]> {
        Single.create { try await Self.fetch(query) }
    }

    /// One page of results, or nothing when there are no more pages.
    func page(_ number: Int) -> Maybe<[User]> {
        number < 2 ? .just([User(name: "page \(number)")]) : .empty()
    }

    /// Saves a user.
    func save(_ user: User) -> Completable {
        .empty()
    }

    private static func fetch(_ query: String) async throws -> [User] {
        await Task.yield()
        if query == "fail" { throw SearchFailure() }
        return query.isEmpty ? [] : [User(name: query), User(name: query + "2")]
    }
}

struct SearchFailure: Error, Equatable {}

// MARK: - Globals

let sharedRelay = BehaviorRelay<Int>(value: 0)
let sharedEvents = PublishRelay<String>()
let sharedSubject = PublishSubject<String>()
let sharedHistory = ReplaySubject<Int>.create(bufferSize: 3)
let sharedCount: Observable<Int> = sharedRelay.asObservable()
let sharedScheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
let appDisposeBag = DisposeBag()

// MARK: - A view model on the main actor

/// A label-like view that the view model binds to through `rx`.
final class TitleLabel: NSObject {
    var text = ""
}

@MainActor
final class SearchViewModel {
    let api = SearchAPI()
    let query = BehaviorRelay<String>(value: "")
    let results: Driver<[User]>
    let label = TitleLabel()
    private(set) var shown: [[User]] = []
    private(set) var messages: [String] = []
    private let disposeBag = DisposeBag()

    init() {
        let api = self.api
        results = query.asDriver()
            .flatMapLatest { query in api.search(query).asDriver(onErrorJustReturn: []) }
    }

    /// The first snippet of issue 10: awaiting a single's value on the main actor.
    func load() async throws -> [User] {
        try await api.search("x").value
    }

    /// Every kind of subscription a view model makes.
    func bind() {
        results.drive(with: self) { model, users in model.shown.append(users) }.disposed(by: disposeBag)
        query.map { "Search: \($0)" }.bind(to: label.rx.text).disposed(by: disposeBag)
        sharedSubject.subscribe(with: self, onNext: { model, message in model.messages.append(message) })
            .disposed(by: disposeBag)
    }

    /// A main-actor loop over a driver's values.
    func firstResults(_ count: Int) async -> [[User]] {
        var received: [[User]] = []
        for await users in results.values {
            received.append(users)
            if received.count == count { break }
        }
        return received
    }
}

// MARK: - An actor that holds relays and sequences

actor RelayStore {
    /// The second and third snippets of issue 10.
    nonisolated let state = BehaviorRelay<Int>(value: 0)
    nonisolated let events: Observable<Int>
    nonisolated let changes: Infallible<Int>
    private var log: [String] = []

    init() {
        events = state.asObservable()
        changes = state.asInfallible()
    }

    func increment() {
        state.accept(state.value + 1)
    }

    /// Subscribes to `events` inside the actor, counts to `count`, then iterates what the loop received.
    func countTo(_ count: Int) async throws -> [Int] {
        let received = events.take(count + 1).values
        for _ in 0..<count { increment() }
        var values: [Int] = []
        for try await value in received { values.append(value) }
        return values
    }

    /// Awaits each trait inside the actor, and records what it got in the actor's state.
    func awaitTraits(_ api: SearchAPI) async throws -> [String] {
        let users = try await api.search("actor").value
        let page = try await api.page(0).value
        let missing = try await api.page(5).value
        try await api.save(User(name: "saved")).value
        log.append("\(users.count) \(page?.count ?? -1) \(missing == nil)")
        return log
    }

    /// The same with the infallible `changes`, whose loop cannot throw.
    func countChangesTo(_ count: Int) async -> [Int] {
        let received = changes.take(count + 1).values
        for _ in 0..<count { increment() }
        var values: [Int] = []
        for await value in received { values.append(value) }
        return values
    }
}

// MARK: - Nonisolated async code

/// Awaits a single from a nonisolated async function.
func searchEverywhere(_ api: SearchAPI, _ query: String) async throws -> [User] {
    try await api.search(query).value
}

/// Subscribes to global sequences in a detached task and waits for what it collected.
func collectInADetachedTask() async throws -> [Int] {
    try await Task.detached {
        let collected = ReplaySubject<Int>.createUnbounded()
        let subscription = sharedHistory.take(3).subscribe(onNext: { collected.onNext($0) })
        sharedHistory.onNext(1)
        sharedHistory.onNext(2)
        sharedHistory.onNext(3)
        subscription.dispose()
        collected.onCompleted()
        return try await collected.toArray().value
    }.value
}

/// An observable made from async work, and one made from an async sequence.
func countdown(from start: Int) -> Observable<Int> {
    Observable.create { observer in
        for value in stride(from: start, through: 1, by: -1) {
            await Task.yield()
            observer.onNext(value)
        }
    }
}

func lines(_ text: String) -> Observable<String> {
    AsyncStream<String> { continuation in
        for line in text.split(separator: "\n") { continuation.yield(String(line)) }
        continuation.finish()
    }
    .asObservable()
}
