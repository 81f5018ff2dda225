// OpenRx — reactive programming for Swift. MIT licence.
// The atomics are header-only (static inline); this file gives SwiftPM a translation unit.
#include "COpenRxAtomics.h"
