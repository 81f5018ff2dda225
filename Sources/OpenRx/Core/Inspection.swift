// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import COpenRxAtomics

    /// What records the subscriptions of observables while it is installed: OpenRxInspector's recorder.
    ///
    package protocol InspectionRecorder: AnyObject, Sendable {
        /// The caller's call stack, as return addresses (innermost first).
        func callStack() -> [UInt]

        /// A subscription of `observer` to an observable made by the code of `origin` (its call stack, empty if
        /// unknown) starts: returns the observer to subscribe instead and what to do with the subscription made,
        /// or `nil` to subscribe as usual.
        func willSubscribe<Element>(
            origin: [UInt], kind: Any.Type, observer: AnyObserver<Element>
        ) -> InspectedSubscribe<Element>?
    }

    /// A subscription the recorder watches: subscribe ``observer``, then hand the subscription to ``finish``
    /// and return what it returns.
    package struct InspectedSubscribe<Element> {
        /// The observer to subscribe: it records each event, then forwards it.
        package let observer: AnyObserver<Element>
        /// Ends the subscribe call: restores the thread's context and wraps the subscription (`nil`: there was
        /// nothing to dispose).
        package let finish: ((any Disposable & AnyObject)?) -> (any Disposable & AnyObject)?

        /// Creates the pair.
        package init(
            observer: AnyObserver<Element>,
            finish: @escaping ((any Disposable & AnyObject)?) -> (any Disposable & AnyObject)?
        ) {
            self.observer = observer
            self.finish = finish
        }
    }

    /// The hooks through which OpenRxInspector records what subscriptions do (Documentation/Contracts.md,
    /// "Inspection"). With no recorder installed, making an observable and subscribing to one each read one
    /// flag, and an event costs nothing: nothing is wrapped.
    @usableFromInline
    package enum Inspection {
        // The lock makes the unchecked access safe.
        nonisolated(unsafe) private static let installed = LockedState<(any InspectionRecorder)?>.make(nil)

        /// Installs `recorder`, or with `nil` removes the one installed; returns the one it replaces.
        @discardableResult
        package static func install(_ recorder: (any InspectionRecorder)?) -> (any InspectionRecorder)? {
            installed.withLock { current in
                defer { set(recorder, in: &current) }
                return current
            }
        }

        /// Installs `recorder` if `expected` is the one installed; returns whether it did.
        package static func replace(
            _ expected: any InspectionRecorder, with recorder: (any InspectionRecorder)?
        ) -> Bool {
            installed.withLock { current in
                guard current === expected else { return false }
                set(recorder, in: &current)
                return true
            }
        }

        /// Makes `recorder` the installed one (`current`, under the lock) and the flag say whether one is.
        private static func set(
            _ recorder: (any InspectionRecorder)?, in current: inout (any InspectionRecorder)?
        ) {
            current = recorder
            openrx_inspection_store(recorder == nil ? 0 : 1)
        }

        /// The recorder installed, if any.
        package static var recorder: (any InspectionRecorder)? {
            installed.withLock { $0 }
        }

        /// Whether a recorder is installed.
        @inlinable
        package static var isRecording: Bool { openrx_inspection_load() != 0 }

        /// The caller's call stack as a token for ``Observable/inspectionOrigin`` (0: none, no recorder is
        /// installed or the table is full). The distinct call stacks are kept once each, so the table grows with
        /// the places that make observables, not with the observables made; a plain integer in the observable,
        /// where an array was released with every observable even when nothing records.
        @usableFromInline @inline(never)
        package static func originToken() -> UInt {
            let override = openrx_inspection_origin_override()
            if override != 0 { return override == UInt.max ? 0 : override }
            guard let callStack = installed.withLock({ $0 })?.callStack() else { return 0 }
            return origins.withLock { $0.token(for: callStack) }
        }

        /// `body`'s result, where every observable `body` makes on this thread takes `origin` (a token of
        /// ``originToken()``) as where it was made: an adapter OpenRx makes later for something the user made
        /// earlier (a `TestableObservable`) is shown at the user's line, not at the operator that needed it.
        /// An `origin` of 0 (made before recording) makes them take none.
        package static func making<Result>(asMadeAt origin: UInt, _ body: () -> Result) -> Result {
            guard _slowPath(isRecording) else { return body() }
            let previous = openrx_inspection_origin_override()
            openrx_set_inspection_origin_override(origin == 0 ? UInt.max : origin)
            defer { openrx_set_inspection_origin_override(previous) }
            return body()
        }

        /// The call stack of `token` (empty for 0).
        static func callStack(of token: UInt) -> [UInt] {
            token == 0 ? [] : origins.withLock { $0.stacks[Int(token) - 1] }
        }

        /// The distinct call stacks of the code that made observables while recording, and their tokens (a
        /// stack's index plus one).
        struct OriginTable {
            var stacks: [[UInt]] = []
            var tokens: [[UInt]: UInt] = [:]
            /// Beyond this many distinct call stacks, observables get no line.
            static let limit = 65_536

            mutating func token(for callStack: [UInt]) -> UInt {
                if let token = tokens[callStack] { return token }
                guard stacks.count < Self.limit else { return 0 }
                stacks.append(callStack)
                let token = UInt(stacks.count)
                tokens[callStack] = token
                return token
            }
        }

        // The lock makes the unchecked access safe.
        nonisolated(unsafe) private static let origins = LockedState.make(OriginTable())

        /// Asks the recorder how to subscribe (`nil`: as usual, it was removed meanwhile or is full).
        @inline(never)
        static func willSubscribe<Element>(
            origin: UInt, kind: Any.Type, observer: AnyObserver<Element>
        ) -> InspectedSubscribe<Element>? {
            guard let recorder = installed.withLock({ $0 }) else { return nil }
            return recorder.willSubscribe(origin: callStack(of: origin), kind: kind, observer: observer)
        }

        /// `action`, run with the recorded subscription whose code is scheduling it as the context (the parent of
        /// what it subscribes), so that a subscription made later on a scheduler (`delaySubscription`,
        /// `subscribe(on:)`) stays under the operator that made it. With no recording, `action` itself.
        @inlinable @inline(__always)
        static func carryingContext<State>(
            _ action: @escaping (State) -> Disposable
        ) -> (State) -> Disposable {
            guard _slowPath(isRecording) else { return action }
            let context = openrx_inspection_context()
            guard context != 0 else { return action }
            return { state in
                let previous = openrx_inspection_context()
                openrx_set_inspection_context(context)
                defer { openrx_set_inspection_context(previous) }
                return action(state)
            }
        }
    }

    extension Observable {
        /// Subscribes `observer` with `subscribe`, through the inspector's recorder while it records: the
        /// subscription of an observable that is not a producer (a subject, `share`).
        @inline(__always)
        func subscribeRecorded(
            _ observer: AnyObserver<Element>, kind: Any.Type,
            _ subscribe: (AnyObserver<Element>) -> DisposableObject?
        ) -> DisposableObject? {
            if _slowPath(Inspection.isRecording) { return subscribeInspected(observer, kind: kind, subscribe) }
            return subscribe(observer)
        }

        /// ``subscribeRecorded(_:kind:_:)`` while recording, out of line (see `Producer.subscribeInspected`).
        @inline(never)
        func subscribeInspected(
            _ observer: AnyObserver<Element>, kind: Any.Type,
            _ subscribe: (AnyObserver<Element>) -> DisposableObject?
        ) -> DisposableObject? {
            guard let inspected = Inspection.willSubscribe(origin: inspectionOrigin, kind: kind, observer: observer)
            else { return subscribe(observer) }
            return inspected.finish(subscribe(inspected.observer))
        }
    }
#endif
