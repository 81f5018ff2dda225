// OpenRx — reactive programming for Swift. MIT licence.

// RxSwift's relays module, backed by OpenRx (which holds the relays): `import RxRelay` and
// `RxRelay.BehaviorRelay` reach OpenRx's declarations. See the article "Switching an existing app" (OpenRx.docc).
@_exported import OpenRx
