// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    extension Gtk {
        /// A modal alert over a window — a title, a message and a row of buttons — whose outcome is a `Maybe`:
        /// what `UIAlertController` is to RxCocoa apps (RxExample's `Wireframe.promptFor`).
        ///
        ///     Gtk.Alert(title: "Delete?", actions: ["Cancel", "Delete"], cancelAction: 0)
        ///         .present(over: window)                       // Maybe<Int>: the button chosen
        ///         .filter { $0 == 1 }
        ///         .subscribe(onSuccess: { _ in viewModel.delete() })
        ///
        /// Subscribing presents it (on the main thread), modal and transient for the window; clicking a button
        /// succeeds with its index and closes it; closing it from its title bar chooses the cancel action if
        /// there is one, or completes empty; disposing the subscription closes it. An alert can be presented
        /// again once its presentation ended: each presentation shows a new window (``window`` and ``buttons``
        /// are the current one's). While it is shown, another subscription completes at once, empty, showing
        /// nothing (UIKit refuses to present a controller that is already presented).
        /// ``prompt(over:title:message:cancelAction:actions:)`` makes a new alert for each subscription. Tests
        /// reach the alert being shown through ``presented`` and click its ``buttons`` with `user.click()`.
        @preconcurrency @MainActor
        public final class Alert {
            /// The alert's window: the one being shown, or the one the next presentation shows.
            public private(set) var window: Gtk.Window
            /// The buttons of ``window``, one per action, in order.
            public private(set) var buttons: [Gtk.Button]
            /// The action closing the window stands for, if any.
            public let cancelAction: Int?
            /// The title.
            public let title: String
            /// The message, if any.
            public let message: String?
            /// The actions' titles, in order.
            private let actions: [String]
            /// Whether a subscription shows the alert now.
            private var isShown = false
            /// Whether ``window`` was shown and closed: the next presentation makes a new one.
            private var isWindowUsed = false
            /// The number of the latest presentation.
            private var presentation = 0

            /// The alerts being shown, oldest first.
            public private(set) static var presented: [Alert] = []

            /// An alert titled `title`, with `message` below it and a button for each of `actions`.
            /// `cancelAction` is the index of the action that closing the window chooses.
            public init(title: String, message: String? = nil, actions: [String], cancelAction: Int? = nil) {
                self.cancelAction = cancelAction.flatMap { actions.indices.contains($0) ? $0 : nil }
                self.title = title
                self.message = message
                self.actions = actions
                (window, buttons) = Self.makeWindow(title: title, message: message, actions: actions)
            }

            /// The alert's window and its buttons.
            private static func makeWindow(
                title: String, message: String?, actions: [String]
            ) -> (
                Gtk.Window, [Gtk.Button]
            ) {
                let window = Gtk.Window(title: title, width: 320, height: 1)
                let buttons = actions.map { Gtk.Button(label: $0) }
                let column = Gtk.Box(vertical: true, spacing: 12)
                column.setMargins(18)
                let heading = Gtk.Label(title)
                gtk_widget_add_css_class(heading.pointer.typed(), "title-4")
                column.append(heading)
                if let message {
                    let text = Gtk.Label(message)
                    gtk_label_set_wrap(text.pointer.opaque, 1)
                    column.append(text)
                }
                let row = Gtk.Box(vertical: false, spacing: 6)
                gtk_widget_set_halign(row.pointer.typed(), GTK_ALIGN_END)
                for button in buttons { row.append(button) }
                column.append(row)
                window.setChild(column)
                gtk_window_set_modal(window.pointer.typed(), 1)
                gtk_window_set_resizable(window.pointer.typed(), 0)
                return (window, buttons)
            }

            /// Presents the alert over `parent` for as long as the subscription lives: succeeds with the index
            /// of the button the user clicks; closing the window chooses ``cancelAction``, or completes empty.
            /// Completes at once, empty, while another subscription shows the alert.
            public func present(over parent: Gtk.Window) -> Maybe<Int> {
                let alert = UncheckedSendable(self)
                let parent = UncheckedSendable(parent)
                return Observable<Int>.create { observer in
                    // Subscribed on the main thread (below).
                    MainActor.assumeIsolated {
                        UncheckedSendable(alert.value.show(over: parent.value, observer: observer))
                    }.value
                }
                .subscribe(on: ConcurrentMainScheduler.instance)
                .asMaybe()
            }

            private func show(over parent: Gtk.Window, observer: AnyObserver<Int>) -> Disposable {
                guard !isShown else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                if isWindowUsed {
                    (window, buttons) = Self.makeWindow(title: title, message: message, actions: actions)
                }
                isShown = true
                isWindowUsed = true
                presentation += 1
                let id = presentation
                let window = self.window
                gtk_window_set_transient_for(window.pointer.typed(), parent.pointer.typed())
                // The presentation ends before its outcome is sent, so that a subscriber may present the alert
                // again at once (a retry prompt); the window goes when the subscription is disposed.
                let answer = { [weak self] (action: Int?) in
                    self?.end(id)
                    if let action { observer.onNext(action) }
                    observer.onCompleted()
                }
                var subscriptions: [Disposable] = []
                for (index, button) in buttons.enumerated() {
                    subscriptions.append(button.rx.tap.subscribe(onNext: { _ in answer(index) }))
                }
                let cancelAction = cancelAction
                subscriptions.append(window.rx.closeRequest.subscribe(onNext: { _ in answer(cancelAction) }))
                Self.presented.append(self)
                window.present()
                return Disposables.create { [self] in
                    let closing = UncheckedSendable((self, window, subscriptions))
                    _ = MainScheduler.instance.schedule(()) { _ in
                        MainActor.assumeIsolated {
                            let (alert, window, subscriptions) = closing.value
                            for subscription in subscriptions { subscription.dispose() }
                            alert.end(id)
                            gtk_window_destroy(window.pointer.typed())
                        }
                        return Disposables.create()
                    }
                }
            }

            /// Ends the presentation `id`, if it is the one showing the alert.
            private func end(_ id: Int) {
                guard isShown, presentation == id else { return }
                isShown = false
                Self.presented.removeAll { $0 === self }
            }

            /// Presents an alert of `actions` over `parent` and sends the one chosen: closing the window
            /// chooses `cancelAction` — RxExample's `promptFor(_:cancelAction:actions:)`.
            public static func prompt<Action: CustomStringConvertible>(
                over parent: Gtk.Window, title: String, message: String? = nil, cancelAction: Action,
                actions: [Action]
            ) -> Single<Action> {
                let all = [cancelAction] + actions
                let parent = UncheckedSendable(parent)
                return Single.deferred {
                    MainActor.assumeIsolated {
                        Alert(title: title, message: message, actions: all.map(\.description), cancelAction: 0)
                            .present(over: parent.value).map { all[$0] }.asObservable().asSingle()
                    }
                }
                .subscribe(on: ConcurrentMainScheduler.instance)
            }
        }
    }
#endif
