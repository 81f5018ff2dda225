// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import RxBlocking
import RxSwift

extension ObservableConvertibleType {
    /// Waits for the first `count` elements, or fewer if the sequence ends first (RxNimble-style helper).
    ///
    ///     -1-2-3-4-|, count 2  →  [1, 2]
    /// - Throws: the sequence's error, or `RxError.timeout` after `timeout` seconds.
    public func firstElements(_ count: Int, timeout: TimeInterval = 5) throws -> [Element] {
        try asObservable().take(count).toBlocking(timeout: timeout).toArray()
    }
}
