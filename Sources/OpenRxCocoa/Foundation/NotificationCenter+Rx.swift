// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx

#if !canImport(ObjectiveC)
    // Where Foundation has no Objective-C runtime, `NotificationCenter` is not an `NSObject` subclass, so it
    // gets its `rx` here.
    extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (all, for `nil`) posted by `object` (anyone, for `nil`), delivered on
    /// the posting thread. Disposing removes the observation.
    ///
    /// `object` is held weakly, as RxSwift holds it: the sequence does not keep it alive (an object may keep
    /// its own notifications), and a subscription made after it is gone observes every sender.
    ///
    ///     NotificationCenter.default.rx.notification(.NSCalendarDayChanged)
    ///         .subscribe(onNext: { _ in refresh() })
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        let sender = WeakSender(object)
        return Observable.create { observer in
            // Sendable: the center calls the block for each post; the observer's stop-once guard and the
            // poster's ordering are what RxSwift relies on too.
            let target = UncheckedSendable(observer)
            let token = center.addObserver(forName: name, object: sender.object, queue: nil) { notification in
                target.value.on(.next(notification))
            }
            let registration = UncheckedSendable(token)
            return Disposables.create { center.removeObserver(registration.value) }
        }
    }
}

/// The sender a notification sequence filters on, held weakly.
// Sendable: the reference is only read (the center compares it by identity); a weak load is atomic.
private final class WeakSender: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}
