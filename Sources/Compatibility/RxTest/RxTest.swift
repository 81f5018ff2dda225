// OpenRx — reactive programming for Swift. MIT licence.

// RxSwift's test tools module, backed by OpenRxTest. See the article "Switching an existing app" (OpenRx.docc).
@_exported import OpenRxTest
