// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Widget {
        /// The widget's opacity, from 0 (transparent) to 1 (RxCocoa's `UIView.rx.alpha`).
        @preconcurrency @MainActor
        public var alpha: Binder<Double> {
            binder { widget, alpha in gtk_widget_set_opacity(widget.typed(), alpha) }
        }

        /// Whether the widget has the CSS class `name` (for a style sheet, or GTK's own classes such as
        /// `error`, `warning`, `dim-label`, `title-1`): each `true` adds it, each `false` removes it.
        ///
        ///     validation.map { !$0.isValid }.bind(to: field.rx.hasStyleClass("error"))
        @preconcurrency @MainActor
        public func hasStyleClass(_ name: String) -> Binder<Bool> {
            binder { widget, present in
                if present {
                    gtk_widget_add_css_class(widget.typed(), name)
                } else {
                    gtk_widget_remove_css_class(widget.typed(), name)
                }
            }
        }
    }

    extension Reactive where Base: Gtk.Label {
        /// The label's text in Pango markup (`<b>bold</b>`, `<span foreground="red">…</span>`): what RxCocoa's
        /// `attributedText` does for a `UILabel`. Markup that does not parse shows as plain text instead of
        /// logging GTK's warning.
        @preconcurrency @MainActor
        public var markup: Binder<String?> {
            binder { label, markup in
                let markup = markup ?? ""
                if pango_parse_markup(markup, -1, 0, nil, nil, nil, nil) != 0 {
                    gtk_label_set_markup(label.opaque, markup)
                } else {
                    gtk_label_set_text(label.opaque, markup)
                }
            }
        }
    }
#endif
