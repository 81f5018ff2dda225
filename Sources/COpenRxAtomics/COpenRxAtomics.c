// OpenRx — reactive programming for Swift. MIT licence.
// The atomics are header-only (static inline); this file defines the globals the header declares.
#include "COpenRxAtomics.h"

long openrx_resources_total_storage = 0;
long openrx_serial_queue_observables_storage = 0;
long openrx_record_call_stack_storage = 0;
_Thread_local int openrx_trampoline_running_storage = 0;
_Thread_local int openrx_thread_kind_storage = 0;
