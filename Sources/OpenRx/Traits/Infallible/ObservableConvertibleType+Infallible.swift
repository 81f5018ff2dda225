// OpenRx — reactive programming for Swift. MIT licence.

extension ObservableConvertibleType {
    /// The sequence as an ``Infallible`` that, instead of failing, sends `element` and completes.
    ///
    ///     results.asInfallible(onErrorJustReturn: [])
    ///
    /// ![The marble diagram of `asInfallible`, drawn from a run on TestScheduler.](marble-asInfallible)
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an ``Infallible`` that, instead of failing, continues with `infallible`.
    ///
    /// ![The marble diagram of `asInfallible`, drawn from a run on TestScheduler.](marble-asInfallible)
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an ``Infallible`` that, instead of failing, continues with the sequence
    /// `onErrorRecover` makes from the error.
    ///
    /// ![The marble diagram of `asInfallible`, drawn from a run on TestScheduler.](marble-asInfallible)
    @inlinable
    public func asInfallible(
        onErrorRecover: @escaping RxNonThrowingClosure<Swift.Error, Infallible<Element>>
    ) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

// The relays' `asInfallible()` goes through `catch`, as RxRelay's does: never for an error (a relay has
// none), but it subscribes inside a `CurrentThreadScheduler` trampoline, so a sequence subscribed from
// inside the replay waits for it.

extension BehaviorRelay {
    /// The relay as an ``Infallible``: its current value, then every later one.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension PublishRelay {
    /// The relay as an ``Infallible``: every value accepted from now on.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ReplayRelay {
    /// The relay as an ``Infallible``: the buffered values, then every later one.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
