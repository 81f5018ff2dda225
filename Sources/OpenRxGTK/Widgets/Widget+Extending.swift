// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk.Widget {
        /// A new GTK widget of the type named `typeName` (`"GtkColorButton"`, `"GtkLevelBar"`), floating, for
        /// ``init(owning:)``: what a wrapper of a widget OpenRxGTK does not wrap — a subclass, in the app — passes
        /// up, with no GTK C call.
        ///
        ///     final class LevelBar: Gtk.Widget {
        ///         override class var gtkType: UInt { try! Gtk.Widget.gtkType(named: "GtkLevelBar") }
        ///         init() throws { super.init(owning: try Gtk.Widget.newInstance(of: "GtkLevelBar")) }
        ///     }
        ///
        /// - Throws: ``GtkError/wrongType(expected:actual:)`` if no widget type has that name.
        public static func newInstance(of typeName: String) throws -> UnsafeMutableRawPointer {
            let type = try gtkType(named: typeName)
            guard let instance = g_object_new_with_properties(GType(type), 0, nil, nil) else {
                throw GtkError.wrongType(expected: "a widget type that can be instantiated", actual: typeName)
            }
            return UnsafeMutableRawPointer(instance)
        }

        /// The GTK type (`GType`) named `typeName`, which must be a widget type that can be instantiated.
        ///
        /// - Throws: ``GtkError/wrongType(expected:actual:)`` if there is none.
        public static func gtkType(named typeName: String) throws -> UInt {
            var type = g_type_from_name(typeName)
            if type == 0 {
                // GTK registers its types when first used; this registers them all.
                gtk_test_register_all_types()
                type = g_type_from_name(typeName)
            }
            guard type != 0, g_type_is_a(type, gtk_widget_get_type()) != 0,
                g_type_test_flags(type, UInt32(G_TYPE_FLAG_ABSTRACT.rawValue)) == 0
            else {
                throw GtkError.wrongType(
                    expected: "the name of a widget type that can be instantiated", actual: typeName)
            }
            return UInt(type)
        }

        /// Wraps a new widget of the type named `typeName` (see ``newInstance(of:)``).
        ///
        ///     let levels = try Gtk.Widget(typeName: "GtkLevelBar")
        ///
        /// - Throws: ``GtkError/wrongType(expected:actual:)`` if no widget type of this wrapper's kind has that name.
        public convenience init(typeName: String) throws {
            let type = try Self.gtkType(named: typeName)
            guard g_type_is_a(GType(type), GType(Self.gtkType)) != 0 else {
                throw GtkError.wrongType(
                    expected: String(cString: g_type_name(GType(Self.gtkType))), actual: typeName)
            }
            self.init(owning: try Self.newInstance(of: typeName))
        }
    }

    extension Gtk.ListView {
        /// Whether a single click activates a row (`rx.itemActivated`), as a tap on a table row does, rather than
        /// a double click or Enter (GTK's default).
        public var activatesOnSingleClick: Bool {
            get { gtk_list_view_get_single_click_activate(pointer.opaque) != 0 }
            set { gtk_list_view_set_single_click_activate(pointer.opaque, newValue ? 1 : 0) }
        }
    }

    extension Gtk.GridView {
        /// Whether a single click activates an item (`rx.itemActivated`), as a tap on a collection-view cell does,
        /// rather than a double click or Enter (GTK's default).
        public var activatesOnSingleClick: Bool {
            get { gtk_grid_view_get_single_click_activate(pointer.opaque) != 0 }
            set { gtk_grid_view_set_single_click_activate(pointer.opaque, newValue ? 1 : 0) }
        }
    }
#endif
