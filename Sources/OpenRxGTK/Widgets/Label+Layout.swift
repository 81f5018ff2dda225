// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Gtk {
        /// Where a label's lines sit in its width (`NSTextAlignment`).
        public enum TextAlignment: Sendable {
            /// At the start of the line (left in left-to-right languages).
            case leading
            /// Centred.
            case center
            /// At the end of the line.
            case trailing
        }

        /// Where a label that does not fit cuts its text with "…" (`NSLineBreakMode`'s truncating modes).
        public enum Ellipsization: Sendable {
            /// Never: the label asks for the room its text needs.
            case none
            /// "…end of the text".
            case start
            /// "Start…end".
            case middle
            /// "Start of the text…".
            case end
        }
    }

    extension Gtk.Label {
        /// Where the lines sit in the label's width (UIKit's `textAlignment`).
        public var textAlignment: Gtk.TextAlignment {
            get {
                let position = gtk_label_get_xalign(pointer.opaque)
                return position < 0.25 ? .leading : position > 0.75 ? .trailing : .center
            }
            set { Self.setTextAlignment(newValue, of: pointer) }
        }

        /// Places the lines of the label `label`.
        static func setTextAlignment(_ alignment: Gtk.TextAlignment, of label: UnsafeMutableRawPointer) {
            let (position, justification): (Float, GtkJustification) =
                switch alignment {
                case .leading: (0, GTK_JUSTIFY_LEFT)
                case .center: (0.5, GTK_JUSTIFY_CENTER)
                case .trailing: (1, GTK_JUSTIFY_RIGHT)
                }
            gtk_label_set_xalign(label.opaque, position)
            gtk_label_set_justify(label.opaque, justification)
        }

        /// Whether long text wraps onto more lines (UIKit's `numberOfLines = 0`) instead of widening the label.
        public var wraps: Bool {
            get { gtk_label_get_wrap(pointer.opaque) != 0 }
            set { gtk_label_set_wrap(pointer.opaque, newValue ? 1 : 0) }
        }

        /// Where text that does not fit is cut with "…" (UIKit's truncating `lineBreakMode`).
        public var ellipsization: Gtk.Ellipsization {
            get {
                switch gtk_label_get_ellipsize(pointer.opaque) {
                case PANGO_ELLIPSIZE_START: .start
                case PANGO_ELLIPSIZE_MIDDLE: .middle
                case PANGO_ELLIPSIZE_END: .end
                default: .none
                }
            }
            set {
                let mode: PangoEllipsizeMode =
                    switch newValue {
                    case .none: PANGO_ELLIPSIZE_NONE
                    case .start: PANGO_ELLIPSIZE_START
                    case .middle: PANGO_ELLIPSIZE_MIDDLE
                    case .end: PANGO_ELLIPSIZE_END
                    }
                gtk_label_set_ellipsize(pointer.opaque, mode)
            }
        }

        /// The colour of the text (`nil`: the theme's), UIKit's `textColor`; markup colours still win where the
        /// label's markup sets one.
        public var textColor: Gtk.Color? {
            get { Self.textColor(of: pointer) }
            set { Self.setTextColor(newValue, of: pointer) }
        }

        /// The text colour OpenRx set on the label `label`, while the label still shows it (its Pango attributes
        /// are still the list OpenRx gave it).
        static func textColor(of label: UnsafeMutableRawPointer) -> Gtk.Color? {
            guard let list = gtk_label_get_attributes(label.opaque),
                let set = ObjectCompanion.existing(of: label)?.textColor,
                set.attributes == UnsafeMutableRawPointer(list)
            else { return nil }
            return set.color
        }

        /// Sets the text colour of the label `label` (`nil`: the theme's) as its Pango attributes.
        static func setTextColor(_ color: Gtk.Color?, of label: UnsafeMutableRawPointer) {
            guard let color else {
                gtk_label_set_attributes(label.opaque, nil)
                ObjectCompanion.existing(of: label)?.textColor = nil
                return
            }
            let component = { (value: Double) in UInt16((Gtk.Color.unit(value) * 65535).rounded()) }
            let list = pango_attr_list_new()
            pango_attr_list_insert(
                list, pango_attr_foreground_new(component(color.red), component(color.green), component(color.blue)))
            if color.alpha < 1 { pango_attr_list_insert(list, pango_attr_foreground_alpha_new(component(color.alpha))) }
            gtk_label_set_attributes(label.opaque, list)
            ObjectCompanion.of(label).textColor = (color, UnsafeMutableRawPointer(list!))
            pango_attr_list_unref(list)
        }
    }

    extension Reactive where Base: Gtk.Label {
        /// The colour of the label's text (`nil`: the theme's): a sign-up form's validation colour.
        ///
        ///     viewModel.validatedPassword.map { $0.isValid ? Gtk.Color.green : .red }
        ///         .drive(passwordValidation.rx.textColor)
        @preconcurrency @MainActor
        public var textColor: Binder<Gtk.Color?> {
            binder { label, color in Gtk.Label.setTextColor(color, of: label) }
        }

        /// Where the label's lines sit in its width.
        @preconcurrency @MainActor
        public var textAlignment: Binder<Gtk.TextAlignment> {
            binder { label, alignment in Gtk.Label.setTextAlignment(alignment, of: label) }
        }
    }
#endif
