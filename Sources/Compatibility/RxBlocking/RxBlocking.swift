// OpenRx — reactive programming for Swift. MIT licence.

// RxSwift's blocking module, backed by OpenRxBlocking. See the article "Switching an existing app" (OpenRx.docc).
@_exported import OpenRxBlocking
