// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// The factories of delegate-proxy types and the one proxy of each object, by proxy type.
///
/// Without the Objective-C runtime there are no associated objects, so the proxies live here, each beside a
/// weak reference to its object; entries whose object is gone are dropped (and their proxies released) on
/// the next lookup.
// Sendable: every dictionary is behind `lock`; factories and proxies are created and released outside it.
final class DelegateProxyRegistry: @unchecked Sendable {
    static let shared = DelegateProxyRegistry()

    private struct Key: Hashable {
        let object: ObjectIdentifier
        let proxyType: ObjectIdentifier
    }

    private struct Entry {
        weak var object: AnyObject?
        let proxy: AnyObject
    }

    private let lock = NSLock()
    private var factories: [ObjectIdentifier: [ObjectIdentifier: (AnyObject) -> AnyObject]] = [:]
    private var registeredProxyTypes: Set<ObjectIdentifier> = []
    private var proxies: [Key: Entry] = [:]

    func register(proxyType: Any.Type, parentType: Any.Type, factory: @escaping (AnyObject) -> AnyObject) {
        lock.lock()
        factories[ObjectIdentifier(proxyType), default: [:]][ObjectIdentifier(parentType)] = factory
        lock.unlock()
    }

    /// Runs `register` the first time it is asked for `proxyType`.
    func registerKnownImplementationsOnce(of proxyType: Any.Type, _ register: () -> Void) {
        lock.lock()
        let isFirst = registeredProxyTypes.insert(ObjectIdentifier(proxyType)).inserted
        lock.unlock()
        if isFirst { register() }
    }

    /// A new proxy for `object` from the factory of its type or of its nearest superclass that has one.
    func makeProxy(proxyType: Any.Type, for object: AnyObject) -> AnyObject? {
        lock.lock()
        let byParent = factories[ObjectIdentifier(proxyType)] ?? [:]
        lock.unlock()
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let factory = byParent[ObjectIdentifier(current.subjectType)] { return factory(object) }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The proxy of type `proxyType` registered for `object`, or the one `make` creates (and registers).
    func proxy<Proxy: AnyObject>(proxyType: Proxy.Type, for object: AnyObject, make: () -> Proxy) -> Proxy {
        let key = Key(object: ObjectIdentifier(object), proxyType: ObjectIdentifier(proxyType))
        var released: [Entry] = []
        defer { released.removeAll() }
        lock.lock()
        released = prune()
        if let entry = proxies[key], entry.object === object, let proxy = entry.proxy as? Proxy {
            lock.unlock()
            return proxy
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let entry = proxies[key], entry.object === object, let proxy = entry.proxy as? Proxy { return proxy }
        proxies[key] = Entry(object: object, proxy: made)
        return made
    }

    /// Removes the entries whose object is gone; returns them so the proxies are released after unlocking.
    private func prune() -> [Entry] {
        let dead = proxies.filter { $0.value.object == nil }
        for key in dead.keys { proxies[key] = nil }
        return Array(dead.values)
    }
}
