// OpenRx — reactive programming for Swift. MIT licence.

// The module an RxSwift user imports, backed by OpenRx: `import RxSwift` and module-qualified names
// (`RxSwift.Observable`) reach OpenRx's declarations. See the article "Switching an existing app" (OpenRx.docc).
@_exported import OpenRx
