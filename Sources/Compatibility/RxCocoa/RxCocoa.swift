// OpenRx — reactive programming for Swift. MIT licence.

// RxCocoa, backed by OpenRxCocoa. Like RxCocoa, which re-exports RxRelay, it brings the core and the
// relays too; and, as RxCocoa does on Apple platforms (its Objective-C part re-exports Foundation), it brings
// Foundation, so a file that imports only RxCocoa can use `NSRecursiveLock` or `Date`. See the article
// "Switching an existing app" (OpenRx.docc).
@_exported import Foundation
@_exported import OpenRx
@_exported import OpenRxCocoa
