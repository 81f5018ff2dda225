// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa
import XCTest

// A control whose delegate can be read and set from several threads, and proxy types whose registration or
// factory holds its thread at a gate, so a second thread's first use meets it in the middle.

protocol GaugeDelegate: AnyObject {}

final class Gauge: HasDelegate, @unchecked Sendable {
    // Sendable: the delegate is only touched under the lock.
    private let lock = NSLock()
    private weak var storedDelegate: GaugeDelegate?

    var delegate: GaugeDelegate? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedDelegate
        }
        set {
            lock.lock()
            storedDelegate = newValue
            lock.unlock()
        }
    }
}

/// Its registration signals `registering`, then waits for `finishRegistering`.
final class RegistrationRaceGaugeProxy: DelegateProxy<Gauge, GaugeDelegate>, DelegateProxyType, GaugeDelegate {
    static let registering = Gate()
    static let finishRegistering = Gate()
    static let registrations = CallCounter()

    init(gauge: Gauge) {
        super.init(parentObject: gauge, delegateProxy: RegistrationRaceGaugeProxy.self)
    }

    /// A key of its own: the two proxy types of `GaugeDelegate` in these tests are separate proxies.
    static var identifier: UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: Int(bitPattern: ObjectIdentifier(RegistrationRaceGaugeProxy.self)))!
    }

    static func registerKnownImplementations() {
        registrations.increment()
        registering.open()
        finishRegistering.wait()
        register { RegistrationRaceGaugeProxy(gauge: $0) }
    }
}

/// Its factory signals `making`, then waits for `finishMaking`.
final class ProxyRaceGaugeProxy: DelegateProxy<Gauge, GaugeDelegate>, DelegateProxyType, GaugeDelegate {
    static let making = Gate()
    static let finishMaking = Gate()
    static let made = CallCounter()

    init(gauge: Gauge) {
        super.init(parentObject: gauge, delegateProxy: ProxyRaceGaugeProxy.self)
    }

    /// A key of its own: the two proxy types of `GaugeDelegate` in these tests are separate proxies.
    static var identifier: UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: Int(bitPattern: ObjectIdentifier(ProxyRaceGaugeProxy.self)))!
    }

    static func registerKnownImplementations() {
        register { (gauge: Gauge) in
            made.increment()
            making.open()
            finishMaking.wait()
            return ProxyRaceGaugeProxy(gauge: gauge)
        }
    }
}

/// Holds what a thread returns, for the test thread to read.
private final class Returned<Value: AnyObject>: @unchecked Sendable {
    // Sendable: the value is only touched under the lock.
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

final class DelegateProxyRegistryRaceTests: RxTestCase {
    /// Spins until `condition` holds (a thread reached a point the test cannot be told about otherwise);
    /// fails after 10 seconds so a bug hangs no run. Asserts nothing about time.
    private func spin(until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            if Date() > deadline {
                XCTFail("the condition never held", file: file, line: line)
                return
            }
            sched_yield()
        }
    }

    func testAFirstUseWhileAnotherThreadRegistersTheTypeWaitsForTheRegistration() {
        let first = Gauge()
        let second = Gauge()
        let firstProxy = Returned<RegistrationRaceGaugeProxy>()
        let secondProxy = Returned<RegistrationRaceGaugeProxy>()
        let firstDone = startOnAnotherThread { firstProxy.value = RegistrationRaceGaugeProxy.proxy(for: first) }
        RegistrationRaceGaugeProxy.registering.wait()
        // The first thread is inside registerKnownImplementations(); the second asks for another object's proxy.
        let secondDone = startOnAnotherThread { secondProxy.value = RegistrationRaceGaugeProxy.proxy(for: second) }
        // It waits for the registration (before the fix it went on, found no factory and trapped).
        spin(until: { DelegateProxyRegistry.shared.waitingThreads == 1 || secondProxy.value != nil })
        XCTAssertNil(secondProxy.value, "no proxy before the registration is done")
        RegistrationRaceGaugeProxy.finishRegistering.open()
        firstDone.wait()
        secondDone.wait()
        XCTAssertEqual(RegistrationRaceGaugeProxy.registrations.value, 1, "registered once")
        XCTAssertNotNil(firstProxy.value)
        XCTAssertNotNil(secondProxy.value)
        XCTAssertTrue(first.delegate === firstProxy.value)
        XCTAssertTrue(second.delegate === secondProxy.value)
        XCTAssertFalse(firstProxy.value === secondProxy.value, "one proxy per object")
        XCTAssertEqual(DelegateProxyRegistry.shared.waitingThreads, 0)
    }

    func testAFirstUseWhileAnotherThreadMakesTheSameObjectsProxyGetsThatProxy() {
        let gauge = Gauge()
        let firstProxy = Returned<ProxyRaceGaugeProxy>()
        let secondProxy = Returned<ProxyRaceGaugeProxy>()
        let firstDone = startOnAnotherThread { firstProxy.value = ProxyRaceGaugeProxy.proxy(for: gauge) }
        ProxyRaceGaugeProxy.making.wait()
        let secondDone = startOnAnotherThread { secondProxy.value = ProxyRaceGaugeProxy.proxy(for: gauge) }
        // It waits for that proxy (before the fix it ran the factory again).
        spin(until: { DelegateProxyRegistry.shared.waitingThreads == 1 || ProxyRaceGaugeProxy.made.value > 1 })
        ProxyRaceGaugeProxy.finishMaking.open()
        firstDone.wait()
        secondDone.wait()
        XCTAssertEqual(ProxyRaceGaugeProxy.made.value, 1, "the factory ran once")
        XCTAssertNotNil(firstProxy.value)
        XCTAssertTrue(firstProxy.value === secondProxy.value, "one proxy per object")
        XCTAssertTrue(gauge.delegate === firstProxy.value)
        XCTAssertTrue(ProxyRaceGaugeProxy.proxy(for: gauge) === firstProxy.value)
    }
}
