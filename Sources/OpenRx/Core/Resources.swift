// OpenRx — reactive programming for Swift. MIT licence.

import COpenRxAtomics

/// A count of OpenRx's live resources: sinks, sink disposers, subjects, observers and disposables that
/// hold state.
///
/// After every subscription has ended (by a stop event or by disposal) the count returns to where it
/// was, so tests read it before and after to prove nothing leaked. Unlike RxSwift, the counter is
/// always on: it needs no compiler flag.
///
///     let before = Resources.total
///     Observable.of(1, 2).subscribe().dispose()
///     assert(Resources.total == before)
public enum Resources {
    /// The number of live resources.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: openrx_resources_load())
    }

    /// Counts one more live resource and returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: openrx_resources_add(1))
    }

    /// Counts one fewer live resource and returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: openrx_resources_add(-1))
    }
}

extension Resources {
    /// The number of live `observe(on:)` subscriptions on serial dispatch-queue schedulers (including the
    /// main scheduler).
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: openrx_serial_queue_observables_load())
    }
}

/// RxSwift's measure of the deepest stack its tail-recursive sinks (`concat`, `catch`, `retry`) reached.
/// OpenRx's versions iterate on the trampoline instead of recursing, so there is no such stack: it stays 0
/// unless set (tests reset it, as RxSwift's do). Atomic: any thread may read or set it.
public var maxTailRecursiveSinkStackSize: Int {
    get { maxTailRecursiveSinkStackSizeStorage.value.atomicLoad() }
    set { maxTailRecursiveSinkStackSizeStorage.value.atomicStore(newValue) }
}

/// The storage of ``maxTailRecursiveSinkStackSize``. Sendable: an atomic word, read and written atomically.
private let maxTailRecursiveSinkStackSizeStorage = UncheckedSendable(AtomicInt.make())
