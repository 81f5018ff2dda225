// OpenRx — reactive programming for Swift. MIT licence.

// RxSwift's test tools module, backed by OpenRxTest. See README, "Switching an existing app".
@_exported import OpenRxTest
