// expect: capture of 'self' with non-Sendable type 'RequestCounter' in a '@Sendable' closure
// A request counter installed as URLSession.rx's log filter: the filter runs on the session's queue, and the
// count is the counter's plain, unguarded state.
import Foundation
import OpenRx
import OpenRxCocoa

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RequestCounter {
    var count = 0

    func install() {
        URLSession.rx.shouldLogRequest = { _ in
            self.count += 1
            return true
        }
    }
}
