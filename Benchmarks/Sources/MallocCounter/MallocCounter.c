// OpenRx — reactive programming for Swift. MIT licence.
//
// Interposes the allocation functions of glibc to count calls, forwarding to glibc's own entry points.
// The executable's definitions take precedence over libc's for every library in the process.

#include "MallocCounter.h"
#include <stddef.h>
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static long allocation_count;

static inline void count_one(void) {
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

long openrx_bench_malloc_count(void) {
    return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED);
}

int openrx_bench_malloc_counting_available(void) {
    return 1;
}

#else

long openrx_bench_malloc_count(void) {
    return 0;
}

int openrx_bench_malloc_counting_available(void) {
    return 0;
}

#endif
