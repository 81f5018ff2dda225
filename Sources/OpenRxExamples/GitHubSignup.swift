// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa

/// What the sign-up screen asks of GitHub (RxExample's `GitHubAPI`); the examples use ``StubGitHubService``,
/// a local stub behind the same protocol.
public protocol GitHubAPI: Sendable {
    /// Whether `username` is free.
    func usernameAvailable(_ username: String) -> Observable<Bool>
    /// Signs up; `true` when it worked.
    func signup(_ username: String, password: String) -> Observable<Bool>
}

/// Checks the sign-up fields (RxExample's `GitHubValidationService`).
public struct GitHubValidationService: Sendable {
    /// The shortest password accepted.
    public static let minimalPasswordLength = 5
    private let api: GitHubAPI

    /// A validation service that asks `api` whether a username is free.
    public init(api: GitHubAPI) {
        self.api = api
    }

    /// Empty, invalid characters, taken, or available — with "validating" while the service is asked.
    public func validateUsername(_ username: String) -> Observable<ValidationResult> {
        if username.isEmpty { return .just(.empty) }
        if username.rangeOfCharacter(from: .alphanumerics.inverted) != nil {
            return .just(.failed(message: "Username can only contain numbers or digits"))
        }
        return api.usernameAvailable(username)
            .map { $0 ? .ok(message: "Username available") : .failed(message: "Username already taken") }
            .startWith(.validating)
    }

    /// Empty, too short, or acceptable.
    public func validatePassword(_ password: String) -> ValidationResult {
        if password.isEmpty { return .empty }
        if password.count < Self.minimalPasswordLength {
            return .failed(message: "Password must be at least \(Self.minimalPasswordLength) characters")
        }
        return .ok(message: "Password acceptable")
    }

    /// Empty, or whether it matches `password`.
    public func validateRepeatedPassword(_ password: String, repeatedPassword: String) -> ValidationResult {
        if repeatedPassword.isEmpty { return .empty }
        return repeatedPassword == password ? .ok(message: "Password repeated") : .failed(message: "Password different")
    }
}

/// The GitHub sign-up screen's view model, Driver version (RxExample's `GithubSignupViewModel2`): validated
/// fields, a button enabled while everything is valid and no sign-up runs, the sign-up's outcome.
public struct GitHubSignupViewModel {
    /// The username's validation, as it is typed.
    public let validatedUsername: Driver<ValidationResult>
    /// The password's validation.
    public let validatedPassword: Driver<ValidationResult>
    /// The repeated password's validation.
    public let validatedPasswordRepeated: Driver<ValidationResult>
    /// Whether the sign-up button is enabled.
    public let signupEnabled: Driver<Bool>
    /// The outcome of each sign-up.
    public let signedIn: Driver<Bool>
    /// Whether a sign-up runs.
    public let signingIn: Driver<Bool>

    /// The view model of the fields as typed and the button's taps.
    public init(
        username: Driver<String>, password: Driver<String>, repeatedPassword: Driver<String>, signupTaps: Signal<Void>,
        api: GitHubAPI
    ) {
        let validation = GitHubValidationService(api: api)
        let signingIn = ActivityIndicator()
        self.signingIn = signingIn.asDriver()
        validatedUsername = username.flatMapLatest { name in
            validation.validateUsername(name).asDriver(onErrorJustReturn: .failed(message: "Error contacting server"))
        }
        validatedPassword = password.map { validation.validatePassword($0) }
        validatedPasswordRepeated = Driver.combineLatest(password, repeatedPassword) {
            validation.validateRepeatedPassword($0, repeatedPassword: $1)
        }
        let credentials = Driver.combineLatest(username, password) { (username: $0, password: $1) }
        signedIn = signupTaps.withLatestFrom(credentials).flatMapLatest { credentials in
            api.signup(credentials.username, password: credentials.password)
                .trackActivity(signingIn)
                .asDriver(onErrorJustReturn: false)
        }
        signupEnabled = Driver.combineLatest(
            validatedUsername, validatedPassword, validatedPasswordRepeated, signingIn
        ) { username, password, repeated, signingIn in
            username.isValid && password.isValid && repeated.isValid && !signingIn
        }
        .distinctUntilChanged()
    }
}

/// A local stand-in for GitHub: `taken` usernames are not available; each answer comes after `delay` on
/// `scheduler` (a virtual-time scheduler in tests); sign-ups succeed unless the username is `"fail"`.
public struct StubGitHubService: GitHubAPI, @unchecked Sendable {
    // Sendable: the scheduler is used as any scheduler is, from any thread.
    private let taken: Set<String>
    private let delay: RxTimeInterval
    private let scheduler: SchedulerType

    /// A stub that answers after `delay` on `scheduler`.
    public init(
        taken: Set<String> = ["octocat", "admin"], delay: RxTimeInterval = .milliseconds(300),
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        self.taken = taken
        self.delay = delay
        self.scheduler = scheduler
    }

    /// Whether `username` is not among the taken ones, after the delay.
    public func usernameAvailable(_ username: String) -> Observable<Bool> {
        Observable.just(!taken.contains(username.lowercased())).delay(delay, scheduler: scheduler)
    }

    /// `true` unless the username is `"fail"`, after the delay.
    public func signup(_ username: String, password: String) -> Observable<Bool> {
        Observable.just(username != "fail").delay(delay, scheduler: scheduler)
    }
}
