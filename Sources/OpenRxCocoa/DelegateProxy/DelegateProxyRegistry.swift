// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import OpenRx

/// The factories of delegate-proxy types and the one proxy of each object, by delegate (the proxy types'
/// `identifier`).
///
/// Without the Objective-C runtime there are no associated objects, so the proxies live here, each beside a
/// weak reference to its object; entries whose object is gone are dropped (and their proxies released) on
/// the next lookup.
///
/// A proxy type's `registerKnownImplementations()` runs once, and an object's proxy is made once: the first
/// thread to ask does it with no lock held, and a thread that asks meanwhile waits until it is done (a call
/// from inside that work, on the same thread, does not wait). Before, a type was marked registered before
/// its registration ran, so a second thread could look for a factory that was not there yet and trap.
// Sendable: the state is behind its lock; factories, registrations and proxies run and are released
// outside it.
package final class DelegateProxyRegistry: @unchecked Sendable {
    package static let shared = DelegateProxyRegistry()

    private typealias Factory = (AnyObject) -> AnyObject

    private struct Key: Hashable {
        let object: ObjectIdentifier
        let identifier: UnsafeRawPointer
    }

    private struct Entry {
        weak var object: AnyObject?
        let proxy: AnyObject
    }

    /// Work done once per key: running on a thread (others wait for `done`), or finished with its result.
    private enum Once<Value> {
        case running(thread: ObjectIdentifier, done: DispatchGroup)
        case finished(Value)
    }

    /// What a thread that asks for once-only work does next.
    private enum Step<Value> {
        /// Use the finished result.
        case use(Value)
        /// Wait until the thread doing the work is done, then ask again.
        case wait(DispatchGroup)
        /// Do the work (this thread claimed it) and publish the result, then signal `done`.
        case run(done: DispatchGroup)
        /// The work is running on this very thread, which asks again from inside it.
        case reenter
    }

    private struct State {
        var factories: [UnsafeRawPointer: [ObjectIdentifier: Factory]] = [:]
        var registrations: [UnsafeRawPointer: Once<Void>] = [:]
        var proxies: [Key: Once<Entry>] = [:]
        /// Threads blocked until another thread's work is done (read by tests that force the interleaving).
        var waitingThreads = 0

        /// Claims the work for `key` unless it is finished (and `isCurrent`) or runs on another thread; a
        /// finished result that is no longer current is returned as `replaced`, to release after unlocking.
        static func step<K: Hashable, V>(
            _ table: inout [K: Once<V>], key: K, thread: ObjectIdentifier, isCurrent: (V) -> Bool
        ) -> (step: Step<V>, replaced: V?) {
            var replaced: V?
            switch table[key] {
            case .finished(let value) where isCurrent(value):
                return (.use(value), nil)
            case .running(let runner, let done):
                return (runner == thread ? .reenter : .wait(done), nil)
            case .finished(let value):
                replaced = value
            case nil:
                break
            }
            let done = DispatchGroup()
            done.enter()
            table[key] = .running(thread: thread, done: done)
            return (.run(done: done), replaced)
        }

        /// Removes the proxies whose object is gone; returns them, to be released after unlocking.
        mutating func pruneProxies() -> [Entry] {
            var dead: [Entry] = []
            for (key, once) in proxies {
                if case .finished(let entry) = once, entry.object == nil {
                    dead.append(entry)
                    proxies[key] = nil
                }
            }
            return dead
        }
    }

    private let state = LockedState.make(State())

    /// How many threads are waiting for another thread's registration or proxy.
    package var waitingThreads: Int {
        state.withLock { $0.waitingThreads }
    }

    /// Registers `factory` for objects of `parentType` (and their subclasses without a factory of their own);
    /// returns `false`, registering nothing, if one is registered for `parentType` already.
    func register(
        identifier: UnsafeRawPointer, parentType: Any.Type, factory: @escaping (AnyObject) -> AnyObject
    )
        -> Bool
    {
        state.withLock { state in
            let parent = ObjectIdentifier(parentType)
            guard state.factories[identifier]?[parent] == nil else { return false }
            state.factories[identifier, default: [:]][parent] = factory
            return true
        }
    }

    /// Runs `register` the first time it is asked for `identifier`; a thread that asks while it runs on
    /// another thread returns once it is done.
    func registerKnownImplementationsOnce(of identifier: UnsafeRawPointer, _ register: () -> Void) {
        once(\.registrations, key: identifier, make: register, reenter: {})
    }

    /// A new proxy for `object` from the factory of its type or of its nearest superclass that has one.
    func makeProxy(identifier: UnsafeRawPointer, for object: AnyObject) -> AnyObject? {
        let byParent = state.withLock { $0.factories[identifier] ?? [:] }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let factory = byParent[ObjectIdentifier(current.subjectType)] { return factory(object) }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The proxy registered for `object` under `identifier` (made by any proxy type of that identifier), or the
    /// one `make` creates (and registers).
    ///
    /// A thread that asks while another makes the proxy of the same object waits for it. `make` called
    /// again from inside `make` on the same thread makes a proxy that is returned but not registered.
    func proxy(identifier: UnsafeRawPointer, for object: AnyObject, make: () -> AnyObject) -> AnyObject {
        let key = Key(object: ObjectIdentifier(object), identifier: identifier)
        return once(
            \.proxies, key: key, isCurrent: { $0.object === object },
            make: { Entry(object: object, proxy: make()) },
            reenter: { Entry(object: object, proxy: make()) }
        ).proxy
    }

    /// Returns the result of the work for `key` in `table`, doing it with `make` if no thread did it yet,
    /// or waiting for the thread doing it; `reenter` answers a call made from inside `make`.
    private func once<K: Hashable, V>(
        _ table: WritableKeyPath<State, [K: Once<V>]>, key: K, isCurrent: (V) -> Bool = { _ in true },
        make: () -> V, reenter: () -> V
    ) -> V {
        let thread = ObjectIdentifier(Thread.current)
        while true {
            let (step, pruned, replaced) = state.withLock { state in
                let pruned = state.pruneProxies()
                let (step, replaced) = State.step(
                    &state[keyPath: table], key: key, thread: thread, isCurrent: isCurrent)
                if case .wait = step { state.waitingThreads += 1 }
                return (step, pruned, replaced)
            }
            // Proxies of objects that are gone are released here, after unlocking (they complete their
            // sequences).
            withExtendedLifetime((pruned, replaced)) {}
            switch step {
            case .use(let value):
                return value
            case .reenter:
                return reenter()
            case .wait(let done):
                done.wait()
                state.withLock { $0.waitingThreads -= 1 }
            case .run(let done):
                let value = make()
                state.withLock { $0[keyPath: table][key] = .finished(value) }
                done.leave()
                return value
            }
        }
    }
}
