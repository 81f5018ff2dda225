// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx

    extension Gtk {
        /// A stack of screens with a back button (`UINavigationController`): ``push(_:title:barItems:)`` shows a
        /// screen over the current one, with its own buttons at the end of the bar (a view controller's
        /// `navigationItem.rightBarButtonItems`); the back button, or ``pop()``, goes back, takes the popped
        /// screen's buttons away and ends its bindings (its widgets are destroyed for OpenRx, as a popped view
        /// controller's views go away).
        ///
        ///     repositories.rx.modelSelected(Repository.self)
        ///         .subscribe(onNext: { navigation.push(RepositoryScreen($0).view, title: $0.name) })
        ///     let edit = Gtk.EditButton()
        ///     edit.rx.isEditing.bind(to: listView.rx.isEditing)
        ///     navigation.push(listScreen, title: "Editing", barItems: [edit])
        public final class NavigationStack: Widget {
            /// The back button (insensitive on the first screen).
            public let backButton: Button
            /// The title of the screen shown.
            public let titleLabel: Label
            /// The screens and the bar; the back button's handler holds them too, so that Back works while GTK
            /// shows the stack, whether or not the app keeps this wrapper.
            private let screens: NavigationScreens

            /// A navigation stack showing `root`, titled `title`, with `barItems` at the end of the bar. A bar item
            /// belongs to one screen: popping the screen ends its bar items' bindings.
            public init(root: Widget, title: String, barItems: [Widget] = []) {
                backButton = Button(label: "Back")
                titleLabel = Label(title)
                let barItemsBox = Box(vertical: false)
                let stack = UnsafeMutableRawPointer(gtk_stack_new()!)
                screens = NavigationScreens(
                    stack: stack, barItemsBox: barItemsBox, titleLabel: titleLabel, backButton: backButton.pointer)
                super.init(owning: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
                gtk_stack_set_transition_type(stack.opaque, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
                gtk_widget_set_vexpand(stack.typed(), 1)
                let header = Box(vertical: false)
                header.setMargins(6)
                header.append(backButton)
                header.append(titleLabel)
                titleLabel.setExpands(horizontally: true, vertically: false)
                titleLabel.textAlignment = .leading
                header.append(barItemsBox)
                gtk_box_append(pointer.typed(), header.pointer.typed())
                gtk_box_append(pointer.typed(), stack.typed())
                // A plain handler, owned by the button (GLib releases it with the button). It holds the screens,
                // not this wrapper: nothing they hold owns the button, so there is no cycle.
                _ = try? SignalHandler.connect(backButton.pointer, signal: "clicked") { [screens] in screens.pop() }
                screens.add(NavigationScreens.Page(widget: root, title: title, barItems: barItems))
            }

            /// Wraps an existing widget; a navigation stack is only made by ``init(root:title:barItems:)``.
            public required init(retaining pointer: UnsafeMutableRawPointer) throws {
                throw GtkError.wrongType(expected: "OpenRx navigation stack", actual: "an existing widget")
            }

            /// How many screens are stacked (1: the root alone).
            public var depth: Int { screens.pages.count }

            /// The screen shown.
            public var top: Widget { screens.pages[screens.pages.count - 1].widget }

            /// Whether the stack is sliding from one screen to another (a push or pop animates).
            public var isTransitioning: Bool { gtk_stack_get_transition_running(screens.stack.opaque) != 0 }

            /// The bar items of the screen shown.
            public var barItems: [Widget] { screens.pages[screens.pages.count - 1].barItems }

            /// Shows `screen` over the current one, titled `title`, with `barItems` at the end of the bar while it
            /// is shown.
            public func push(_ screen: Widget, title: String, barItems: [Widget] = []) {
                screens.add(NavigationScreens.Page(widget: screen, title: title, barItems: barItems))
            }

            /// Goes back to the previous screen, if there is one; the popped screen's bar items go with it, and its
            /// bindings and theirs end.
            @discardableResult
            public func pop() -> Bool {
                screens.pop()
            }
        }

        /// An "Edit" button that becomes "Done" while editing (a view controller's `editButtonItem`): bind
        /// `rx.isEditing` to a list view's `rx.isEditing`.
        public final class EditButton: Widget {
            override public class var gtkType: UInt { UInt(gtk_toggle_button_get_type()) }

            /// A button showing "Edit".
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_toggle_button_new_with_label("Edit")))
                // A plain handler, owned by the button: the label follows the state, however it changes, while the
                // button lives (with or without this wrapper).
                let button = UncheckedSendable(pointer)
                _ = try? SignalHandler.connect(pointer, signal: "toggled") { Self.updateLabel(of: button.value) }
            }

            /// Whether it shows "Done": the list it drives is in editing mode. Setting it is a programmatic change
            /// (`rx.isEditing` does not report it).
            public var isEditing: Bool {
                get { gtk_toggle_button_get_active(pointer.typed()) != 0 }
                set { programmatically { gtk_toggle_button_set_active(pointer.typed(), newValue ? 1 : 0) } }
            }

            /// Shows "Done" or "Edit" on the button `button`, as its state says.
            private static func updateLabel(of button: UnsafeMutableRawPointer) {
                let isEditing = gtk_toggle_button_get_active(button.typed()) != 0
                gtk_button_set_label(button.typed(), isEditing ? "Done" : "Edit")
                if isEditing {
                    gtk_widget_add_css_class(button.typed(), "suggested-action")
                } else {
                    gtk_widget_remove_css_class(button.typed(), "suggested-action")
                }
            }
        }

        /// A `GtkHeaderBar`: a window's title bar with buttons at its start and end (a navigation bar's items).
        public final class HeaderBar: Widget {
            override public class var gtkType: UInt { UInt(gtk_header_bar_get_type()) }

            /// An empty header bar showing the window's title.
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_header_bar_new()))
            }

            /// Adds `widget` at the start (left, in left-to-right languages): a navigation bar's left item.
            public func packStart(_ widget: Widget) {
                gtk_header_bar_pack_start(pointer.opaque, widget.pointer.typed())
            }

            /// Adds `widget` at the end: a navigation bar's right item.
            public func packEnd(_ widget: Widget) {
                gtk_header_bar_pack_end(pointer.opaque, widget.pointer.typed())
            }
        }
    }

    extension Gtk.Window {
        /// Makes `headerBar` the window's title bar.
        public func setTitleBar(_ headerBar: Gtk.HeaderBar) {
            gtk_window_set_titlebar(pointer.typed(), headerBar.pointer.typed())
        }
    }

    /// A navigation stack's screens, its `GtkStack` and its bar: what its back button's handler needs, kept apart
    /// from the wrapper so that the handler can hold it. It holds no widget that owns the back button.
    @MainActor
    final class NavigationScreens {
        /// A screen of the stack, with its title and its bar items.
        struct Page {
            let widget: Gtk.Widget
            let title: String
            let barItems: [Gtk.Widget]
        }

        /// The `GtkStack`, held (released on the main thread).
        let stack: UnsafeMutableRawPointer
        private let stackReference: OwnedGObject
        /// Where the shown screen's bar items are, at the end of the bar.
        private let barItemsBox: Gtk.Box
        private let titleLabel: Gtk.Label
        /// The back button, not held: this object is held by its handler.
        private let backButton: UnsafeMutableRawPointer
        private(set) var pages: [Page] = []

        init(
            stack: UnsafeMutableRawPointer, barItemsBox: Gtk.Box, titleLabel: Gtk.Label,
            backButton: UnsafeMutableRawPointer
        ) {
            self.stack = stack
            stackReference = OwnedGObject(UnsafeMutableRawPointer(g_object_ref_sink(stack)!))
            self.barItemsBox = barItemsBox
            self.titleLabel = titleLabel
            self.backButton = backButton
        }

        func add(_ page: Page) {
            gtk_stack_add_child(stack.opaque, page.widget.pointer.typed())
            let covered = pages.last
            pages.append(page)
            show(page, replacing: covered)
        }

        /// Goes back to the previous screen, if there is one, and ends the popped screen's bindings.
        @discardableResult
        func pop() -> Bool {
            guard pages.count > 1 else { return false }
            let popped = pages.removeLast()
            show(pages[pages.count - 1], replacing: popped)
            WidgetTree.destroy(popped.widget.pointer)
            for item in popped.barItems { WidgetTree.destroy(item.pointer) }
            gtk_stack_remove(stack.opaque, popped.widget.pointer.typed())
            return true
        }

        private func show(_ page: Page, replacing previous: Page?) {
            for item in previous?.barItems ?? [] {
                gtk_box_remove(barItemsBox.pointer.typed(), item.pointer.typed())
            }
            for item in page.barItems { barItemsBox.append(item) }
            gtk_stack_set_visible_child(stack.opaque, page.widget.pointer.typed())
            titleLabel.text = page.title
            gtk_widget_set_sensitive(backButton.typed(), pages.count > 1 ? 1 : 0)
        }
    }

    /// Ends the OpenRx bindings of a widget tree: each widget OpenRx knows in it is destroyed for OpenRx (its
    /// sequences complete, binders and input leave it alone), parents first; GTK's objects are not disposed.
    @MainActor
    enum WidgetTree {
        static func destroy(_ root: UnsafeMutableRawPointer) {
            let tree = descendants(of: root)
            for widget in tree { g_object_ref(widget) }
            for widget in tree { ObjectCompanion.existing(of: widget)?.markDestroyed() }
            for widget in tree { g_object_unref(widget) }
        }

        /// `root` and every widget inside it, parents first, children in order.
        static func descendants(of root: UnsafeMutableRawPointer) -> [UnsafeMutableRawPointer] {
            var tree: [UnsafeMutableRawPointer] = []
            var pending = [root]
            while let widget = pending.popLast() {
                tree.append(widget)
                var child = gtk_widget_get_last_child(widget.typed())
                while let current = child {
                    pending.append(UnsafeMutableRawPointer(current))
                    child = gtk_widget_get_prev_sibling(current)
                }
            }
            return tree
        }
    }
#endif
