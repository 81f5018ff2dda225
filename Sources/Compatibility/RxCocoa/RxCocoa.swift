// OpenRx — reactive programming for Swift. MIT licence.

// RxCocoa, backed by OpenRxCocoa. Like RxCocoa, which re-exports RxRelay, it brings the core and the
// relays too. See README, "Switching an existing app".
@_exported import OpenRx
@_exported import OpenRxCocoa
