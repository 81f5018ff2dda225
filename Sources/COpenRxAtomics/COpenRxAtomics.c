// OpenRx — reactive programming for Swift. MIT licence.
// The atomics are header-only (static inline); this file defines the globals the header declares, and the
// lock word's futex(2) calls.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE  // syscall(2)
#endif
#include "COpenRxAtomics.h"
#include <stdbool.h>

long openrx_resources_total_storage = 0;
long openrx_serial_queue_observables_storage = 0;
long openrx_record_call_stack_storage = 0;
long openrx_inspection_storage = 0;
_Thread_local long openrx_inspection_context_storage = 0;
_Thread_local long openrx_inspection_cause_storage = 0;
_Thread_local unsigned long openrx_inspection_origin_override_storage = 0;
_Thread_local int openrx_trampoline_running_storage = 0;
_Thread_local int openrx_thread_kind_storage = 0;

// The Swift runtime's isolation check (swift/Runtime/Concurrency.h), called with the Swift calling
// convention; weak, so that a binary still loads on a runtime without it. Flags 0: report, never crash.
extern __attribute__((swiftcall, weak)) _Bool swift_task_isCurrentExecutorWithFlags(
    const void *identity, uintptr_t implementation, uint64_t flags);

int openrx_is_current_executor(const void *identity, uintptr_t implementation) {
    if (!swift_task_isCurrentExecutorWithFlags) return -1;
    return swift_task_isCurrentExecutorWithFlags(identity, implementation, 0) ? 1 : 0;
}

#if !defined(__APPLE__)
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
// The kernel's header, where the SDK has it; its two values otherwise (a static musl SDK may ship no kernel
// headers).
#if __has_include(<linux/futex.h>)
#include <linux/futex.h>
#else
#define FUTEX_WAIT_PRIVATE 128
#define FUTEX_WAKE_PRIVATE 129
#endif
#else
#include <sched.h>
#endif

// The contended path of `openrx_word_lock`: spin briefly (a critical section of OpenRx's is a few dozen
// instructions), then mark the word 2 and sleep until the holder's unlock wakes this thread.
void openrx_word_lock_wait(int *word) {
    for (int spin = 0; spin < 100; spin++) {
        int expected = 0;
        if (__atomic_load_n(word, __ATOMIC_RELAXED) == 0 &&
            __atomic_compare_exchange_n(word, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
            return;
        }
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
        __asm__ __volatile__("yield");
#endif
    }
    // Whoever takes the word from here on marks it 2, so its unlock wakes the next sleeper.
    while (__atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE) != 0) {
#if defined(__linux__)
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
#else
        sched_yield();
#endif
    }
}

void openrx_word_lock_wake(int *word) {
#if defined(__linux__)
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
#else
    (void)word;  // the waiters yield and look again
#endif
}
#endif
