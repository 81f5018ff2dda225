// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx

    extension Gtk {
        /// A GTK widget (`GtkWidget *`), held by a strong GObject reference for the wrapper's lifetime.
        ///
        /// A wrapper is a handle, not the widget: dropping it leaves a widget that GTK still holds (in a
        /// window) alive, and bindings follow the widget, not the wrapper. Wrap a widget made elsewhere with
        /// ``init(retaining:)``; reach the C API through ``pointer``.
        @preconcurrency @MainActor
        open class Widget: ReactiveCompatible {
            /// The `GtkWidget *`.
            public let pointer: UnsafeMutableRawPointer
            /// The wrapper's GObject reference, released on the main thread when the wrapper goes.
            private let reference: OwnedGObject

            /// The GTK type (`GType`) instances of this wrapper have; subclasses override it.
            open class var gtkType: UInt { UInt(gtk_widget_get_type()) }

            /// Takes ownership of a widget just made, sinking its floating reference: the initializer of a
            /// custom widget or cell (a subclass) that makes its GTK widget itself.
            ///
            ///     final class Avatar: Gtk.Widget {
            ///         init() { super.init(owning: UnsafeMutableRawPointer(gtk_image_new())) }
            ///     }
            public init(owning pointer: UnsafeMutableRawPointer) {
                g_object_ref_sink(pointer)
                self.pointer = pointer
                self.reference = OwnedGObject(pointer)
                // The companion marks the widget as the app's, not one of GTK's internal children: it is
                // destroyed with its window (see `Gtk.Window`).
                Self.register(self)
            }

            /// Records `wrapper` in its widget's companion (the first wrapper of a widget stays the one
            /// bindings hand out while it lives).
            private static func register(_ wrapper: Widget) {
                let companion = ObjectCompanion.of(wrapper.pointer)
                if companion.wrapper == nil { companion.wrapper = wrapper }
            }

            /// Wraps an existing widget: adds a reference, or takes the floating one of a widget nobody owns yet
            /// (`g_object_ref_sink`), which the wrapper releases when it goes.
            ///
            /// - Throws: ``GtkError/wrongType(expected:actual:)`` if `pointer` is not an instance of
            ///   ``gtkType``.
            public required init(retaining pointer: UnsafeMutableRawPointer) throws {
                let expected = GType(Self.gtkType)
                let actual = openrx_g_object_type(pointer)
                guard g_type_is_a(actual, expected) != 0 else {
                    throw GtkError.wrongType(
                        expected: String(cString: g_type_name(expected)), actual: String(cString: g_type_name(actual)))
                }
                g_object_ref_sink(pointer)
                self.pointer = pointer
                self.reference = OwnedGObject(pointer)
                Self.register(self)
            }

            /// Runs `change` as a programmatic change of the widget: the widget's control properties do not
            /// report it (UIKit sends no control events for changes made in code).
            public func programmatically(_ change: () -> Void) {
                ObjectCompanion.of(pointer).performProgrammaticChange(change)
            }

            /// Whether the widget reacts to input (GTK's "sensitive"; RxCocoa's `isEnabled`).
            public var isSensitive: Bool {
                get { gtk_widget_get_sensitive(pointer.typed()) != 0 }
                set { gtk_widget_set_sensitive(pointer.typed(), newValue ? 1 : 0) }
            }

            /// Whether the widget is shown.
            public var isVisible: Bool {
                get { gtk_widget_get_visible(pointer.typed()) != 0 }
                set { gtk_widget_set_visible(pointer.typed(), newValue ? 1 : 0) }
            }

            /// Margins around the widget on all four sides.
            public func setMargins(_ margin: Int) {
                gtk_widget_set_margin_top(pointer.typed(), Int32(margin))
                gtk_widget_set_margin_bottom(pointer.typed(), Int32(margin))
                gtk_widget_set_margin_start(pointer.typed(), Int32(margin))
                gtk_widget_set_margin_end(pointer.typed(), Int32(margin))
            }

            /// Whether the widget takes the extra space its container has, across and down.
            public func setExpands(horizontally: Bool, vertically: Bool) {
                gtk_widget_set_hexpand(pointer.typed(), horizontally ? 1 : 0)
                gtk_widget_set_vexpand(pointer.typed(), vertically ? 1 : 0)
            }
        }
    }
#endif
