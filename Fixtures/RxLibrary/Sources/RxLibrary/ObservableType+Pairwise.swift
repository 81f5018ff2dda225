// OpenRx — reactive programming for Swift. MIT licence.

import RxSwift

extension RxSwift.ObservableType {
    /// Pairs each element with the one before it, from the second element on (RxSwiftExt's `pairwise`).
    ///
    ///     1-2-3-|  →  --(1,2)-(2,3)-|
    public func pairwise() -> RxSwift.Observable<(Element, Element)> {
        scan((nil, nil) as (Element?, Element?)) { pair, element in (pair.1, element) }
            .compactMap { pair -> (Element, Element)? in
                guard let previous = pair.0, let current = pair.1 else { return nil }
                return (previous, current)
            }
    }
}
