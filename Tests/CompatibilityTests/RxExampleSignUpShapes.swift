// OpenRx — reactive programming for Swift. MIT licence.

// Only RxCocoa is imported here, as in RxExample's files: `NSRecursiveLock` must come through it (issue 27).
import RxCocoa

/// A type of the app's own that is a `SharedSequenceConvertibleType`, in the shape of RxExample's
/// `ActivityIndicator`: counts the sequences running through `track(_:)` and drives `true` while any runs.
final class SignUpActivity: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let count = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    init() {
        loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// `source`, counted while subscribed.
    func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using(
            { () -> SignUpActivityToken in
                self.change(by: 1)
                return SignUpActivityToken { self.change(by: -1) }
            },
            observableFactory: { _ in source.asObservable() })
    }

    private func change(by delta: Int) {
        lock.lock()
        count.accept(count.value + delta)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading
    }
}

/// What `SignUpActivity.track(_:)` holds while a sequence runs: its disposal ends the count.
final class SignUpActivityToken: Disposable {
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}

/// RxExample's GitHub sign-up view model (the Driver version), in spirit: `Driver.combineLatest` of three
/// drivers and the activity type above, with a result selector.
struct SignUpViewModel {
    let signupEnabled: Driver<Bool>
    let signingIn: SignUpActivity

    init(username: Driver<String>, password: Driver<String>, repeated: Driver<String>, signingIn: SignUpActivity) {
        self.signingIn = signingIn
        let validatedUsername = username.map { $0.count >= 3 }
        let validatedPassword = password.map { $0.count >= 6 }
        let validatedPasswordRepeated = Driver.combineLatest(password, repeated) { $0 == $1 }
        signupEnabled = Driver.combineLatest(
            validatedUsername, validatedPassword, validatedPasswordRepeated, signingIn
        ) { username, password, repeated, signingIn in
            username && password && repeated && !signingIn
        }
        .distinctUntilChanged()
    }
}

/// The tuple forms and `zip`, with a `Signal`-strategy convertible too.
func signUpTupleShapes(
    activity: SignUpActivity, name: Driver<String>
) -> (Driver<(String, Bool)>, Driver<(Bool, String)>) {
    (Driver.combineLatest(name, activity), Driver.zip(activity, name))
}
