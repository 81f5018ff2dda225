// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation

    extension Gtk {
        /// A `GtkDropDown` of strings: a picker or a segmented choice (`UIPickerView`, `UISegmentedControl`).
        public final class DropDown: Widget {
            override public class var gtkType: UInt { UInt(gtk_drop_down_get_type()) }

            /// A drop-down offering `items`, the first selected.
            public convenience init(items: [String] = []) {
                self.init(owning: UnsafeMutableRawPointer(gtk_drop_down_new(nil, nil)))
                programmatically { Self.setItems(items, of: pointer) }
            }

            /// The items offered. Setting them is a programmatic change (`rx.selectedIndex` does not report it).
            public var items: [String] {
                get { Self.items(of: pointer) }
                set { programmatically { Self.setItems(newValue, of: pointer) } }
            }

            /// The index of the selected item, `nil` when none; setting it is a programmatic change.
            public var selectedIndex: Int? {
                get { Self.selectedIndex(of: pointer) }
                set { programmatically { Self.select(newValue, of: pointer) } }
            }

            static func items(of dropDown: UnsafeMutableRawPointer) -> [String] {
                guard let model = gtk_drop_down_get_model(dropDown.opaque) else { return [] }
                return (0..<g_list_model_get_n_items(model)).map { index in
                    gtk_string_list_get_string(model, index).map { String(cString: $0) } ?? ""
                }
            }

            /// Offers `items`, keeping the selected index (the last item's when the list got shorter), as a
            /// picker's `reloadAllComponents` keeps its selected row; the same items change nothing. A new model
            /// made GTK select its first item, and a bound list sent again reset the user's choice silently.
            static func setItems(_ items: [String], of dropDown: UnsafeMutableRawPointer) {
                let hasModel = gtk_drop_down_get_model(dropDown.opaque) != nil
                if hasModel && self.items(of: dropDown) == items { return }
                let selected = hasModel ? selectedIndex(of: dropDown) : nil
                defer {
                    if let selected, !items.isEmpty {
                        gtk_drop_down_set_selected(dropDown.opaque, guint(Swift.min(selected, items.count - 1)))
                    }
                }
                var strings = items.map { strdup($0) } + [nil]
                let list = strings.withUnsafeMutableBufferPointer { buffer in
                    buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                        gtk_string_list_new($0)
                    }
                }
                for string in strings { free(string) }
                strings = []
                // The drop-down takes ownership of the model.
                gtk_drop_down_set_model(dropDown.opaque, list)
                g_object_unref(UnsafeMutableRawPointer(list))
            }

            static func selectedIndex(of dropDown: UnsafeMutableRawPointer) -> Int? {
                let position = gtk_drop_down_get_selected(dropDown.opaque)
                return position == openrx_gtk_invalid_list_position() ? nil : Int(position)
            }

            static func select(_ index: Int?, of dropDown: UnsafeMutableRawPointer) {
                let count = items(of: dropDown).count
                let position = index.flatMap { (0..<count).contains($0) ? guint($0) : nil }
                gtk_drop_down_set_selected(dropDown.opaque, position ?? openrx_gtk_invalid_list_position())
            }
        }

        /// A `GtkCalendar`: a month of days to pick a date from (`UIDatePicker` in `.date` mode).
        public final class Calendar: Widget {
            override public class var gtkType: UInt { UInt(gtk_calendar_get_type()) }

            /// A calendar showing today.
            public convenience init() {
                self.init(owning: UnsafeMutableRawPointer(gtk_calendar_new()))
            }

            /// The selected day, at midnight in the local time zone; setting it is a programmatic change.
            public var date: Date {
                get { Self.date(of: pointer) }
                set { programmatically { Self.select(newValue, in: pointer) } }
            }

            static func date(of calendar: UnsafeMutableRawPointer) -> Date {
                guard let day = gtk_calendar_get_date(calendar.opaque) else { return Date(timeIntervalSince1970: 0) }
                defer { g_date_time_unref(day) }
                var components = DateComponents()
                components.year = Int(g_date_time_get_year(day))
                components.month = Int(g_date_time_get_month(day))
                components.day = Int(g_date_time_get_day_of_month(day))
                return Foundation.Calendar.current.date(from: components) ?? Date(timeIntervalSince1970: 0)
            }

            static func select(_ date: Date, in calendar: UnsafeMutableRawPointer) {
                let parts = Foundation.Calendar.current.dateComponents([.year, .month, .day], from: date)
                guard let year = parts.year, let month = parts.month, let day = parts.day,
                    let zone = g_time_zone_new_local()
                else { return }
                defer { g_time_zone_unref(zone) }
                guard let selected = g_date_time_new(zone, gint(year), gint(month), gint(day), 0, 0, 0) else { return }
                defer { g_date_time_unref(selected) }
                gtk_calendar_select_day(calendar.opaque, selected)
            }
        }

        /// A `GtkImage`: an icon from the theme, or a picture from a file (`UIImageView`).
        public final class Image: Widget {
            override public class var gtkType: UInt { UInt(gtk_image_get_type()) }

            /// An image showing the theme's icon `iconName` (`nil`: nothing).
            public convenience init(iconName: String? = nil) {
                self.init(owning: UnsafeMutableRawPointer(gtk_image_new()))
                if let iconName { gtk_image_set_from_icon_name(pointer.opaque, iconName) }
            }

            /// The theme icon shown, if the image shows one; setting `nil` clears the image.
            public var iconName: String? {
                get { gtk_image_get_icon_name(pointer.opaque).map { String(cString: $0) } }
                set {
                    if let newValue {
                        gtk_image_set_from_icon_name(pointer.opaque, newValue)
                    } else {
                        gtk_image_clear(pointer.opaque)
                    }
                }
            }

            /// Whether the image shows nothing.
            public var isEmpty: Bool { gtk_image_get_storage_type(pointer.opaque) == GTK_IMAGE_EMPTY }
        }
    }
#endif
