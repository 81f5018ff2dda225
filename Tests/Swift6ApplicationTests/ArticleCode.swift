// OpenRx — reactive programming for Swift. MIT licence.

// The Swift blocks of the articles "Swift 6 and concurrency" (OpenRx.docc) and "Drivers and signals"
// (OpenRxCocoa.docc), as an app writes them, around stand-ins for the app's own types (an API, an image loader,
// a label). `Scripts/docs-snippets-check.py` finds each block here; `ArticleTests` runs them.

import Foundation
import OpenRx
import OpenRxCocoa
import Synchronization

// MARK: - The app's own types the blocks use

/// The app's service: async functions, and a single.
struct API {
    func user(_ id: Int) async throws -> User {
        await Task.yield()
        return User(name: "user \(id)")
    }

    func search(_ text: String) async throws -> [User] {
        [User(name: text)]
    }

    func save() async throws {}

    func profile() -> Single<User> {
        .just(User(name: "Ada"))
    }
}

/// The app's image loader.
struct ImageLoader {
    func load(_ url: URL) async throws -> Data {
        Data(url.lastPathComponent.utf8)
    }
}

let api = API()
let loader = ImageLoader()
let ids = Observable.of(1, 2, 3)
let urls = Observable.of(URL(fileURLWithPath: "/a.png"), URL(fileURLWithPath: "/b.png"))
let query = Observable.just("swift")
let saveTaps = Observable<Void>.of((), ())

/// A view model whose title may fail, and a label a driver sets.
struct TitleViewModel {
    let title: Observable<String>
}

@MainActor
final class Label {
    var text: String?
}

// MARK: - "Swift 6 and concurrency": the subscriber runs on the main actor

@MainActor final class Model {
    var total = 0
    let bag = DisposeBag()
    func bind(_ ticks: Observable<Int>) {
        ticks.observe(on: SerialDispatchQueueScheduler(qos: .default))
            .subscribe(onNext: { self.total += $0 })  // runs on the main thread, in order
            .disposed(by: bag)
    }
}

// MARK: - "Swift 6 and concurrency": what to write instead of a captured variable

func countedElements(_ source: Observable<Int>) -> Observable<Int> {
    let count = Mutex(0)  // a lock: Synchronization's Mutex (Linux, macOS 15, iOS 18), or a class with an NSLock
    return source.do(onNext: { _ in count.withLock { $0 += 1 } })
}

func runningCounts(_ source: Observable<Int>) -> Observable<Int> {
    source.scan(0) { count, _ in count + 1 }  // or make the count an element of the chain
}

// MARK: - "Swift 6 and concurrency": Swift concurrency inside chains

let users = ids.asyncMap { id in try await api.user(id) }  // one at a time, in order
let thumbnails = urls.asyncFlatMap { url in try await loader.load(url) }  // concurrently, as they finish
let results = query.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    .asyncFlatMapLatest { text in try await api.search(text) }  // a newer query cancels the search
let saved = saveTaps.asyncFlatMapFirst { try await api.save() }  // taps while saving are ignored

actor Counter {
    var total = 0
    let bag = DisposeBag()
    func start(_ ticks: Observable<Int>) {
        ticks.observe(on: ActorScheduler(self))  // the actor's executor
            .subscribe(onNext: { self.total += $0 })
            .disposed(by: bag)
    }
}

// MARK: - "Swift 6 and concurrency": relays shared across isolation

let session = BehaviorRelay<User?>(value: nil)  // a global: fine, the relay is Sendable

actor Store {
    nonisolated let count = BehaviorRelay(value: 0)  // readable and writable from any isolation
    nonisolated let updates: Observable<Int>
    init() { updates = count.asObservable() }
}

@MainActor final class ProfileModel {
    let disposeBag = DisposeBag()
    var name = ""
    func load(_ api: API) async throws {
        let user = try await api.profile().value  // Single<User>, awaited on the main actor
        session.accept(user)
        session.asDriver().drive(with: self) { model, user in model.name = user?.name ?? "" }
            .disposed(by: disposeBag)
    }
}

let ticks = Observable<Int>.create { observer in  // async body: a task per subscription,
    for i in 1... { observer.onNext(i); try await Task.sleep(for: .seconds(1)) }  // cancelled on dispose
}

// MARK: - "Drivers and signals" (OpenRxCocoa.docc)

@MainActor
func showTitle(of viewModel: TitleViewModel, in label: Label, disposeBag: DisposeBag) {
    let title: Driver<String> = viewModel.title.asDriver(onErrorJustReturn: "")
    title.drive(onNext: { label.text = $0 }).disposed(by: disposeBag)
}
