// OpenRx — reactive programming for Swift. MIT licence.

/// An observer that applies each element to a target object, on a scheduler (the main scheduler by
/// default), while the target is alive.
///
/// A binder never fails: an error sent to it goes to ``Hooks/defaultErrorHandler``. Completion is
/// ignored. The target is held weakly.
///
///     let isEnabled = Binder(button) { button, enabled in button.isEnabled = enabled }
///     validity.bind(to: isEnabled).disposed(by: disposeBag)
public struct Binder<Value>: ObserverType {
    /// The element type.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with `target` and each element, on `scheduler`.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// Applies a `next` element to the target; reports an error; ignores completion.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases the binder's type.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

// Sendable: the binding is immutable; it holds the target weakly and touches it only in work it schedules
// on its scheduler (the main scheduler by default), whatever thread sends the event.
extension Binder: @unchecked Sendable {}
