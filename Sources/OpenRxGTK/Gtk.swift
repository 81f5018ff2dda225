// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation

    /// GTK 4 for OpenRx: widgets with RxCocoa-shaped `rx` extensions, and the main loop that `MainScheduler`
    /// shares.
    ///
    /// Call ``initialize()`` on the main thread first; build widgets (``Button``, ``Entry``, ``ListView``…);
    /// bind them as in an RxCocoa app (`button.rx.tap`, `entry.rx.text`, `label.rx.text`); run the loop with
    /// ``run(until:timeout:)-(Stop,_)``. Every widget is main-actor isolated, as GTK is single-threaded.
    public enum Gtk {}

    /// Errors of OpenRxGTK.
    public enum GtkError: Error, Equatable, CustomStringConvertible {
        /// GTK could not open a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server refused).
        case displayUnavailable
        /// GTK was asked to start on a thread other than the process's main thread: in an `async` `main` after
        /// its first `await`, or in a main-queue block after `dispatchMain()`, where the main actor's work runs on
        /// a thread libdispatch picks, and GTK's loop would keep every other main-queue block from running.
        case notOnMainThread
        /// `type` has no signal named `signal`.
        case unknownSignal(signal: String, type: String)
        /// `type`'s signal `signal` returns a value other than a boolean, which an OpenRx handler cannot give.
        case signalReturnsValue(signal: String, type: String)
        /// The pointer given to a wrapper's `init(retaining:)` is not an instance of the wrapper's GTK type.
        case wrongType(expected: String, actual: String)
        /// A list view has no element at `row`: no items were bound, or `row` is past them.
        case noItem(row: Int)
        /// A sectioned data source has no item at the index path (`model(at:)`).
        case noItemAtIndexPath(IndexPath)
        /// The list view's element at `row` is not of the type asked for (`modelSelected(_:)`).
        case wrongModelType(expected: String, actual: String)
        /// A snapshot of a widget could not be taken (it has no size yet, or is not in a window).
        case snapshotUnavailable(reason: String)
        /// GLib does not accept the application ID (reverse-DNS: `org.example.App`).
        case invalidApplicationID(String)
        /// The application could not register with the session bus (a unique application needs one).
        case applicationNotRegistered(reason: String)

        /// A readable explanation.
        public var description: String {
            switch self {
            case .displayUnavailable:
                return "GTK could not open a display: set DISPLAY (X11, e.g. under xvfb-run) or WAYLAND_DISPLAY"
            case .notOnMainThread:
                return "GTK must start on the process's main thread: initialize it and run the application from "
                    + "synchronous code (top-level code, a synchronous main, or an async main before its first "
                    + "await); after dispatchMain() or an await in an async main, the main actor runs elsewhere"
            case .unknownSignal(let signal, let type):
                return "\(type) has no signal \"\(signal)\""
            case .signalReturnsValue(let signal, let type):
                return "\(type)'s signal \"\(signal)\" returns a value: only signals returning nothing or a boolean "
                    + "can be observed"
            case .wrongType(let expected, let actual):
                return "expected an instance of \(expected), got \(actual)"
            case .noItem(let row):
                return "the list view has no bound item at row \(row)"
            case .noItemAtIndexPath(let indexPath):
                return "the sections have no item at index path \(Array(indexPath))"
            case .wrongModelType(let expected, let actual):
                return "the list view's item is a \(actual), not a \(expected)"
            case .snapshotUnavailable(let reason):
                return "cannot snapshot the widget: \(reason)"
            case .invalidApplicationID(let id):
                return "\"\(id)\" is not a valid application ID: use reverse-DNS, such as org.example.App"
            case .applicationNotRegistered(let reason):
                return "the application could not register: \(reason)"
            }
        }
    }
#endif
