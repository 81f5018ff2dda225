// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa

/// The counter scene: + and − taps change a count held by a relay.
public struct CounterViewModel {
    /// The count.
    public let count: BehaviorRelay<Int>
    /// What the counter label shows.
    public let text: Driver<String>
    /// Keeps the taps applied.
    public let subscription: Disposable

    /// A counter at 0 that `increments` raise and `decrements` lower.
    public init(increments: Observable<Void>, decrements: Observable<Void>) {
        let count = BehaviorRelay(value: 0)
        self.count = count
        subscription = Observable.merge(increments.map { 1 }, decrements.map { -1 })
            .subscribe(onNext: { step in count.accept(count.value + step) })
        text = count.asDriver().map { "Count: \($0)" }
    }
}

/// The search scene: the query, debounced, filters a catalogue.
public struct SearchViewModel {
    /// The catalogue the example searches.
    public static let catalogue = [
        "RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking", "ReactiveCocoa", "ReactiveSwift", "Combine",
        "OpenRx", "OpenCombine", "Swift", "GTK",
    ]

    /// The entries that contain the query (case-insensitively); all of them for an empty query.
    public let results: Driver<[String]>

    /// Results for `query`, once it has been still for 300 ms on `scheduler`.
    public init(query: Observable<String>, scheduler: SchedulerType, catalogue: [String] = Self.catalogue) {
        results =
            query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .map { query in
                let needle = query.lowercased()
                return needle.isEmpty ? catalogue : catalogue.filter { $0.lowercased().contains(needle) }
            }
            .startWith(catalogue)
            .asDriver(onErrorJustReturn: [])
    }
}

/// The login scene: the button is enabled only when both fields are valid.
public struct LoginViewModel {
    /// The fewest characters a valid username or password has.
    public static let minimumLength = 5

    /// Whether the username is valid.
    public let isUsernameValid: Driver<Bool>
    /// Whether the password is valid.
    public let isPasswordValid: Driver<Bool>
    /// Whether both are: the login button's enabled state.
    public let canLogIn: Driver<Bool>
    /// What the status label shows after each login tap.
    public let status: Driver<String>

    /// Validation of `username` and `password`; `logins` are the login button's taps.
    public init(username: Observable<String>, password: Observable<String>, logins: Observable<Void>) {
        let usernameValid = username.map { $0.count >= Self.minimumLength }.share(replay: 1)
        let passwordValid = password.map { $0.count >= Self.minimumLength }.share(replay: 1)
        isUsernameValid = usernameValid.asDriver(onErrorJustReturn: false)
        isPasswordValid = passwordValid.asDriver(onErrorJustReturn: false)
        canLogIn = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
        status = logins.withLatestFrom(username)
            .map { "Signed in as \($0)" }
            .asDriver(onErrorJustReturn: "")
    }
}
