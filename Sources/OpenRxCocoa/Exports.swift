// OpenRx — reactive programming for Swift. MIT licence.

// `import OpenRxCocoa` alone brings the core and the relays, as `import RxCocoa` does (RxCocoa re-exports
// RxSwift's relays, and its API is unusable without the core).
@_exported import OpenRx
