// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// OpenRxCocoa's locks are released before what they replaced is: a released object's `deinit` may call
/// back into the same object. Each release runs on another thread, so a deadlock (the lock still held)
/// fails the test through the gate's timeout instead of hanging the run.
final class CocoaLockReleaseTests: RxTestCase {
    /// Runs `onDeinit` when released.
    private final class DeinitProbe: ScrollerDelegate {
        let onDeinit: () -> Void

        init(onDeinit: @escaping () -> Void) {
            self.onDeinit = onDeinit
        }

        deinit { onDeinit() }

        func scroller(_ scroller: Scroller, didScrollTo offset: Int) {}

        func scrollerShouldScroll(_ scroller: Scroller) -> Bool { true }
    }

    func testAReplacedRetainedForwardDelegateIsReleasedAfterTheProxyUnlocks() {
        let scroller = Scroller()
        let proxy = Unchecked(ScrollerDelegateProxy.proxy(for: scroller))
        let log = ConcurrentLog<String>()
        proxy.value.setForwardToDelegate(
            DeinitProbe { log.append(proxy.value.forwardToDelegate() == nil ? "released, none" : "released, some") },
            retainDelegate: true)
        XCTAssertEqual(log.values, [])
        startOnAnotherThread { proxy.value.setForwardToDelegate(nil, retainDelegate: false) }.wait()
        XCTAssertEqual(log.values, ["released, none"], "its deinit could ask the proxy")
    }

    func testAReplacedRequestFilterIsReleasedAfterUnlocking() {
        let original = Unchecked(Reactive<URLSession>.shouldLogRequest)
        let log = ConcurrentLog<String>()
        do {
            let probe = DeinitProbe {
                _ = Reactive<URLSession>.shouldLogRequest
                log.append("released")
            }
            Reactive<URLSession>.shouldLogRequest = { _ in
                withExtendedLifetime(probe) {}
                return false
            }
        }
        startOnAnotherThread { Reactive<URLSession>.shouldLogRequest = original.value }.wait()
        XCTAssertEqual(log.values, ["released"], "its deinit could read the setting")
    }
}
