// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import OpenRx
import XCTest

#if canImport(Glibc) || canImport(Musl)
    import COpenRxAtomics
#endif

/// `LockedState`'s mutex: critical sections never overlap, and on Linux, where the mutex is one word locked
/// with atomics and futex(2), a thread that finds it held sleeps until the holder unlocks and wakes it
/// (Documentation/Contracts.md, "One lock word").
final class LockWordTests: RxTestCase {
    func testCriticalSectionsOfConcurrentThreadsNeverOverlapAndNoneIsLost() {
        struct Counted {
            var isInside = false
            var overlaps = 0
            var count = 0
        }
        let state = Unchecked(LockedState.make(Counted()))
        let threads = 4
        let rounds = 50_000
        runConcurrently(threads) { _ in
            for _ in 0..<rounds {
                state.value.withLock { counted in
                    if counted.isInside { counted.overlaps += 1 }
                    counted.isInside = true
                    // A read and a write apart: a second thread inside would lose increments.
                    let count = counted.count
                    counted.count = count + 1
                    counted.isInside = false
                }
            }
        }
        let (overlaps, count) = state.value.withLock { ($0.overlaps, $0.count) }
        XCTAssertEqual(overlaps, 0, "no two critical sections overlap")
        XCTAssertEqual(count, threads * rounds, "every increment made under the lock is kept")
    }

    #if canImport(Glibc) || canImport(Musl)
        /// The contended path: the holder keeps the word until the other thread has marked it "held with
        /// sleepers" (it stopped spinning and sleeps, or is about to), then unlocks; the unlock must wake it.
        func testAThreadThatFindsTheWordHeldSleepsUntilTheHolderUnlocksAndWakesIt() {
            let word = Unchecked(UnsafeMutablePointer<Int32>.allocate(capacity: 1))
            word.value.initialize(to: 0)
            defer { word.value.deallocate() }
            let log = ConcurrentLog<String>()

            openrx_word_lock(word.value)
            XCTAssertEqual(openrx_word_lock_state(word.value), 1, "an uncontended lock marks the word held")
            let waiterDone = startOnAnotherThread {
                log.append("waiter locks")
                openrx_word_lock(word.value)
                log.append("waiter holds")
                openrx_word_unlock(word.value)
            }
            // Until the waiter marks the word; a waiter that got in while it is held ends the wait too (and fails).
            while openrx_word_lock_state(word.value) != 2, !log.values.contains("waiter holds") { sched_yield() }
            log.append("holder unlocks")
            openrx_word_unlock(word.value)
            waiterDone.wait()

            XCTAssertEqual(log.values, ["waiter locks", "holder unlocks", "waiter holds"])
            XCTAssertEqual(openrx_word_lock_state(word.value), 0, "the last unlock leaves the word free")
        }
    #endif
}
