// OpenRx — reactive programming for Swift. MIT licence.
#ifndef OPENRX_MALLOC_COUNTER_H
#define OPENRX_MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) since the process began.
long openrx_bench_malloc_count(void);

/// Whether allocations are counted on this platform (glibc); elsewhere the count stays 0.
int openrx_bench_malloc_counting_available(void);

#endif
