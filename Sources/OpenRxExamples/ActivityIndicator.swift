// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa

/// Counts the sequences running through ``track(_:)`` and drives `true` while any runs: the activity
/// indicator RxExample's view models share (own code, RxExample's behaviour).
public final class ActivityIndicator: SharedSequenceConvertibleType, @unchecked Sendable {
    // Sendable: the count is changed under the lock.
    /// Whether anything runs.
    public typealias Element = Bool
    /// A driver's: on the main thread, replaying the latest value.
    public typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let count = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    /// An indicator with nothing running.
    public init() {
        loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// `source`, counted from its subscription to its disposal.
    public func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        // The source as an `Observable` (which is Sendable), so that the factory compiles in the strict mode too.
        let source = source.asObservable()
        return Observable.using({ ActivityToken(self) }, observableFactory: { _ in source })
    }

    fileprivate func change(by delta: Int) {
        lock.lock()
        count.accept(count.value + delta)
        lock.unlock()
    }

    /// Whether anything runs.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Bool> {
        loading
    }
}

/// One tracked subscription: counted until disposed.
private final class ActivityToken: Disposable {
    private let indicator: ActivityIndicator
    private var isDisposed = false

    init(_ indicator: ActivityIndicator) {
        self.indicator = indicator
        indicator.change(by: 1)
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        indicator.change(by: -1)
    }
}

extension ObservableConvertibleType {
    /// The sequence, counted by `indicator` while it runs.
    public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.track(self)
    }
}
