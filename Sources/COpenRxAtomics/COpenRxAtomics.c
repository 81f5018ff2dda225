// OpenRx — reactive programming for Swift. MIT licence.
// The atomics are header-only (static inline); this file defines the globals the header declares.
#include "COpenRxAtomics.h"
#include <stdbool.h>

long openrx_resources_total_storage = 0;
long openrx_serial_queue_observables_storage = 0;
long openrx_record_call_stack_storage = 0;
long openrx_inspection_storage = 0;
_Thread_local long openrx_inspection_context_storage = 0;
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
