// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of strategy `S` that, instead of failing, sends
    /// `onErrorJustReturn` and completes.
    @inlinable
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element
    )
        -> SharedSequence<S, Element>
    {
        let source = asObservable().observe(on: S.scheduler)
        if let replay = S.whileConnectedReplay {
            // The catch and the share as one observable (Documentation/Contracts.md, "One object per driver stage").
            return SharedSequence(raw: source.sharedWhileConnected(replay: replay, catchAndReturn: onErrorJustReturn))
        }
        return SharedSequence(source.catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a shared sequence of strategy `S` that, instead of failing, continues with
    /// `onErrorDriveWith`.
    @inlinable
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(
            asObservable().observe(on: S.scheduler).catch(
                uncheckedOperatorClosure { _ in onErrorDriveWith.asObservable() }))
    }

    /// The sequence as a shared sequence of strategy `S` that, instead of failing, continues with the
    /// sequence `onErrorRecover` makes from the error.
    @inlinable
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorRecover: @escaping RxNonThrowingClosure<Swift.Error, SharedSequence<S, Element>>
    ) -> SharedSequence<S, Element> {
        SharedSequence(
            asObservable().observe(on: S.scheduler).catch(
                uncheckedOperatorClosure { onErrorRecover($0).asObservable() }))
    }
}
