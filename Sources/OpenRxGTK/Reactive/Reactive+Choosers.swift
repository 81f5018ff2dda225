// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.DropDown {
        /// The index of the selected item (RxCocoa's `UISegmentedControl.rx.selectedSegmentIndex`, and
        /// `UIPickerView.rx.itemSelected` for one component): the current index on subscribe, then each the
        /// user chooses; as an observer, selects without sending it back (`nil` or past the end: none).
        @preconcurrency @MainActor
        public var selectedIndex: ControlProperty<Int?> {
            let values = SignalEvents.propertyValues(
                companion, signal: "notify::selected", current: { Gtk.DropDown.selectedIndex(of: $0) })
            return ControlProperty(values: values, valueSink: binder { Gtk.DropDown.select($1, of: $0) })
        }

        /// The items offered (RxCocoa's `UIPickerView.rx.itemTitles`); replacing them is not reported as a
        /// choice.
        @preconcurrency @MainActor
        public var items: Binder<[String]> {
            binder { dropDown, items in Gtk.DropDown.setItems(items, of: dropDown) }
        }
    }

    extension Reactive where Base: Gtk.Calendar {
        /// The selected day, at local midnight (RxCocoa's `UIDatePicker.rx.date`): the current day on
        /// subscribe, then each the user picks; as an observer, selects the day without sending it back.
        ///
        /// GTK announces a click on a day (`day-selected`) and a move to another month or year (`next-month`,
        /// `prev-month`, `next-year`, `prev-year`, which keep the day of the month) with different signals;
        /// each is a change of the one date, compared with the date the subscription last knew (a move back to
        /// the month before is a change too).
        @preconcurrency @MainActor
        public var date: ControlProperty<Date> {
            let values = SignalEvents.propertyValues(
                companion, signal: "day-selected",
                otherSignals: ["next-month", "prev-month", "next-year", "prev-year"],
                current: { Gtk.Calendar.date(of: $0) })
            return ControlProperty(values: values, valueSink: binder { Gtk.Calendar.select($1, in: $0) })
        }
    }

    extension Reactive where Base: Gtk.Image {
        /// The theme icon shown (`nil`: nothing): RxCocoa's `UIImageView.rx.image`, by icon name.
        @preconcurrency @MainActor
        public var iconName: Binder<String?> {
            binder { image, name in
                if let name { gtk_image_set_from_icon_name(image.opaque, name) } else { gtk_image_clear(image.opaque) }
            }
        }

        /// The picture shown, read from the file at `path` (`nil`: nothing); a file that cannot be read shows
        /// GTK's "missing image" icon.
        @preconcurrency @MainActor
        public var filePath: Binder<String?> {
            binder { image, path in
                if let path { gtk_image_set_from_file(image.opaque, path) } else { gtk_image_clear(image.opaque) }
            }
        }
    }
#endif
