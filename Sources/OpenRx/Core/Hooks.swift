// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics
import Foundation

/// Global customization points.
public enum Hooks {
    /// Receives errors that reach a `subscribe(onNext:…)` without an `onError` handler: the subscription's call
    /// stack, and the error. It runs on whatever thread the error reaches, so it is `@Sendable` in the strict
    /// mode (``RxNonThrowingClosure``), where a handler that changes an actor's state does not compile.
    public typealias DefaultErrorHandler = RxNonThrowingClosure<[String], Error, Void>
    /// Captures the call stack of a subscription, for the default error handler; it runs on the subscribing
    /// thread (`@Sendable` in the strict mode).
    public typealias CustomCaptureSubscriptionCallstack = RxNonThrowingClosure<[String]>

    private struct Settings {
        var recordCallStackOnError = false
        var defaultErrorHandler: DefaultErrorHandler = Hooks.printUnhandledError
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = Hooks.captureThreadCallStack
    }

    // Sendable: the settings are only touched under their lock.
    nonisolated(unsafe) private static let settings = LockedState.make(Settings())

    /// Whether subscriptions capture their call stack for ``defaultErrorHandler`` (default `false`;
    /// capturing is slow).
    public static var recordCallStackOnError: Bool {
        get { settings.withLock { $0.recordCallStackOnError } }
        set {
            settings.withLock {
                $0.recordCallStackOnError = newValue
                openrx_record_call_stack_store(newValue ? 1 : 0)
            }
        }
    }

    /// Called with errors that no `onError` handler receives. The default prints them in debug builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { settings.withLock { $0.defaultErrorHandler } }
        set { settings.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// Captures a subscription's call stack when ``recordCallStackOnError`` is on, for every subscription made
    /// with closures (whether or not it has an error handler), as in RxSwift. The default is RxSwift's:
    /// `Thread.callStackSymbols` in debug builds, nothing in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { settings.withLock { $0.customCaptureSubscriptionCallstack } }
        set { settings.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }

    private static func captureThreadCallStack() -> [String] {
        #if DEBUG
            Thread.callStackSymbols
        #else
            []
        #endif
    }

    /// RxSwift's default: prints an unhandled error in debug builds. A ``BindingError`` is printed in release
    /// builds too, as RxSwift and RxCocoa print "Binding error: …" there (and stop the program in debug builds).
    private static func printUnhandledError(_ callStack: [String], _ error: Error) {
        #if DEBUG
            print("Unhandled error happened: \(error)")
            if !callStack.isEmpty {
                print("subscription called from:\n\(callStack.joined(separator: "\n"))")
            }
        #else
            if error is BindingError { print(error) }
        #endif
    }

    @usableFromInline
    static func captureCallStackIfEnabled() -> [String] {
        // The common case, recording off, reads the mirrored flag without taking the lock.
        if openrx_record_call_stack_load() == 0 { return [] }
        let (record, capture) = settings.withLock { ($0.recordCallStackOnError, $0.customCaptureSubscriptionCallstack) }
        return record ? capture() : []
    }

    @usableFromInline
    static func reportUnhandled(_ error: Error, callStack: [String]) {
        let handler = settings.withLock { $0.defaultErrorHandler }
        handler(callStack, error)
    }
}
