// OpenRx — reactive programming for Swift. MIT licence.

// RxSwift's blocking module, backed by OpenRxBlocking. See README, "Switching an existing app".
@_exported import OpenRxBlocking
