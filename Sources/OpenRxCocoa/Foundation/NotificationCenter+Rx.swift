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
    ///     NotificationCenter.default.rx.notification(.NSCalendarDayChanged)
    ///         .subscribe(onNext: { _ in refresh() })
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        // Unchecked: the sender filter is only compared by identity by the center.
        let object = UncheckedSendable(object)
        return Observable.create { observer in
            // Sendable: the center calls the block for each post; the observer's stop-once guard and the
            // poster's ordering are what RxSwift relies on too.
            let target = UncheckedSendable(observer)
            let token = center.addObserver(forName: name, object: object.value, queue: nil) { notification in
                target.value.on(.next(notification))
            }
            let registration = UncheckedSendable(token)
            return Disposables.create { center.removeObserver(registration.value) }
        }
    }
}
