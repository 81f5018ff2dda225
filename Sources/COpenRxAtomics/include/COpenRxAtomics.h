// OpenRx — reactive programming for Swift. MIT licence.
//
// Word-sized atomic operations on plain `long` storage, through the compiler's __atomic builtins
// (GCC and Clang, every platform OpenRx supports). Swift code reaches them only through
// Sources/OpenRx/Synchronization.

#ifndef COPENRX_ATOMICS_H
#define COPENRX_ATOMICS_H

#include <stdint.h>

static inline long openrx_atomic_load(const long *address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

static inline void openrx_atomic_store(long *address, long value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

static inline long openrx_atomic_fetch_or(long *address, long mask) {
    return __atomic_fetch_or(address, mask, __ATOMIC_ACQ_REL);
}

static inline long openrx_atomic_fetch_add(long *address, long delta) {
    return __atomic_fetch_add(address, delta, __ATOMIC_ACQ_REL);
}

static inline long openrx_atomic_exchange(long *address, long value) {
    return __atomic_exchange_n(address, value, __ATOMIC_ACQ_REL);
}

static inline int openrx_atomic_compare_exchange(long *address, long expected, long desired) {
    return __atomic_compare_exchange_n(address, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

// The count of live OpenRx resources (`Resources.total`): one process-wide word, defined in
// COpenRxAtomics.c so that every module that inlines OpenRx code counts into the same word. A plain C
// global needs no lazy initialization (a Swift `static let` costs a `swift_once` check per access).
extern long openrx_resources_total_storage;

static inline long openrx_resources_add(long delta) {
    return __atomic_add_fetch(&openrx_resources_total_storage, delta, __ATOMIC_RELAXED);
}

static inline long openrx_resources_load(void) {
    return __atomic_load_n(&openrx_resources_total_storage, __ATOMIC_ACQUIRE);
}

// The number of live `observe(on:)` subscriptions to serial dispatch-queue schedulers
// (`Resources.numberOfSerialDispatchQueueObservables`).
extern long openrx_serial_queue_observables_storage;

static inline long openrx_serial_queue_observables_add(long delta) {
    return __atomic_add_fetch(&openrx_serial_queue_observables_storage, delta, __ATOMIC_RELAXED);
}

static inline long openrx_serial_queue_observables_load(void) {
    return __atomic_load_n(&openrx_serial_queue_observables_storage, __ATOMIC_ACQUIRE);
}

// `Hooks.recordCallStackOnError`, mirrored in a word so that the subscribe methods that capture a call stack
// (`subscribe(onNext:…)`, the traits' `subscribe(onSuccess:…)`) read it with one load instead of taking the
// hooks' lock on every subscription. Written under that lock; a reader that sees 1 reads the setting again
// under the lock.
extern long openrx_record_call_stack_storage;

static inline long openrx_record_call_stack_load(void) {
    return __atomic_load_n(&openrx_record_call_stack_storage, __ATOMIC_ACQUIRE);
}

static inline void openrx_record_call_stack_store(long value) {
    __atomic_store_n(&openrx_record_call_stack_storage, value, __ATOMIC_RELEASE);
}

// Whether `CurrentThreadScheduler` is running its trampoline on the calling thread: a C thread-local
// (one load) instead of a pthread key lookup, read on every subscription.
extern _Thread_local int openrx_trampoline_running_storage;

static inline int openrx_trampoline_is_running(void) {
    return openrx_trampoline_running_storage;
}

static inline void openrx_trampoline_set_running(int running) {
    openrx_trampoline_running_storage = running;
}

// Whether the calling thread is the main thread, once known: 0 unknown, 1 main, 2 another thread. Asking
// Foundation costs system calls on Linux; the main scheduler asks on every event.
extern _Thread_local int openrx_thread_kind_storage;

static inline int openrx_thread_kind(void) {
    return openrx_thread_kind_storage;
}

static inline void openrx_set_thread_kind(int kind) {
    openrx_thread_kind_storage = kind;
}

// Whether OpenRxInspector is recording (`Inspection`): read when a producer is made and subscribed, so that
// with recording off a subscription costs one load more and an event nothing.
extern long openrx_inspection_storage;

static inline long openrx_inspection_load(void) {
    return __atomic_load_n(&openrx_inspection_storage, __ATOMIC_ACQUIRE);
}

static inline void openrx_inspection_store(long value) {
    __atomic_store_n(&openrx_inspection_storage, value, __ATOMIC_RELEASE);
}

// The recorded subscription whose code runs on the calling thread (0: none): the one subscribing its sources,
// or the consumer an event is being delivered to. A subscription made meanwhile is its child.
extern _Thread_local long openrx_inspection_context_storage;

static inline long openrx_inspection_context(void) {
    return openrx_inspection_context_storage;
}

static inline void openrx_set_inspection_context(long node) {
    openrx_inspection_context_storage = node;
}

// The recorded event being delivered on the calling thread (0: none): an event recorded meanwhile is caused by
// it (an operator passing an error on, or a retry's next attempt failing inside the delivery of the last).
extern _Thread_local long openrx_inspection_cause_storage;

static inline long openrx_inspection_cause(void) {
    return openrx_inspection_cause_storage;
}

static inline void openrx_set_inspection_cause(long event) {
    openrx_inspection_cause_storage = event;
}

// The origin token (a call stack's) that observables made on the calling thread take instead of their own
// (0: their own): an adapter made for a scripted test observable takes the line that made that observable.
extern _Thread_local unsigned long openrx_inspection_origin_override_storage;

static inline unsigned long openrx_inspection_origin_override(void) {
    return openrx_inspection_origin_override_storage;
}

static inline void openrx_set_inspection_origin_override(unsigned long token) {
    openrx_inspection_origin_override_storage = token;
}

// A mutex in one 32-bit word, zero when free: `LockedState`'s, and the one inside every sink and every
// `whileConnected` share (`InlineLock`).
// Acquire on locking, release on unlocking, so a critical section happens before the next. Not recursive.
//
// On Apple platforms the word is an `os_unfair_lock`. Elsewhere it is 0 free, 1 held, 2 held with threads
// waiting: the scheme of glibc's default mutex, without its generic code (mutex kinds, lock elision, the
// owner and count fields), so an uncontended lock and unlock are one atomic instruction each; a thread that
// finds it held spins briefly, then sleeps in futex(2) on Linux (elsewhere it yields).
#if defined(__APPLE__)
#include <os/lock.h>

static inline void openrx_word_lock(int *word) {
    os_unfair_lock_lock((os_unfair_lock_t)(void *)word);
}

static inline void openrx_word_unlock(int *word) {
    os_unfair_lock_unlock((os_unfair_lock_t)(void *)word);
}
#else
void openrx_word_lock_wait(int *word);
void openrx_word_lock_wake(int *word);

static inline void openrx_word_lock(int *word) {
    int expected = 0;
    if (__builtin_expect(
            __atomic_compare_exchange_n(word, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED), 1)) {
        return;
    }
    openrx_word_lock_wait(word);
}

// The word's state (0 free, 1 held, 2 held with sleepers), for tests that wait until a thread sleeps on it.
static inline int openrx_word_lock_state(const int *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void openrx_word_unlock(int *word) {
    // 2: a thread may be asleep on the word; wake one (it marks the word 2 again while others may wait).
    if (__builtin_expect(__atomic_exchange_n(word, 0, __ATOMIC_RELEASE) == 2, 0)) {
        openrx_word_lock_wake(word);
    }
}
#endif

// Whether the calling thread runs on the serial executor whose two words are `identity` and
// `implementation` (an `UnownedSerialExecutor`), without stopping the program when it does not: the Swift
// runtime's own check (the one `assumeIsolated` and `Task.immediate` make), in its "must not crash" form.
// Returns -1 when the running Swift runtime lacks it (an older Apple OS): the caller then treats the
// thread as off the executor.
int openrx_is_current_executor(const void *identity, uintptr_t implementation);

#endif
