// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk {
        /// A ready-made row — an optional icon, a title, a subtitle below it and an accessory at the end — the way
        /// libadwaita's action rows look: what a UIKit app gets from `UITableViewCell`'s standard styles
        /// (`textLabel`, `detailTextLabel`, `imageView`, `accessoryType`), with no cell class to write.
        ///
        ///     repositories.bind(to: listView.rx.items(makeCell: { Gtk.StandardRow() })) { _, repository, row in
        ///         row.title = repository.name
        ///         row.subtitle = repository.url
        ///         row.accessory = .disclosureIndicator
        ///     }
        public final class StandardRow: Box {
            /// A row's accessory, at its end (`UITableViewCell.AccessoryType`).
            public enum Accessory: Sendable {
                /// None.
                case none
                /// A chevron: selecting the row shows more (`go-next-symbolic`).
                case disclosureIndicator
                /// A check mark: the row is chosen (`object-select-symbolic`).
                case checkmark
            }

            /// The icon at the start, hidden while it has none (`imageView`).
            public let imageView = Image()
            /// The title (`textLabel`).
            public let textLabel = Label()
            /// The subtitle, dimmed, hidden while empty (`detailTextLabel`).
            public let detailTextLabel = Label()
            /// The accessory's icon, hidden for ``Accessory/none``.
            private let accessoryView = Image()

            /// An empty row.
            public init() {
                super.init(vertical: false, spacing: 12)
                gtk_widget_add_css_class(pointer.typed(), "openrx-standard-row")
                setMargins(6)
                let texts = Box(vertical: true, spacing: 2)
                texts.setExpands(horizontally: true, vertically: false)
                gtk_widget_set_valign(texts.pointer.typed(), GTK_ALIGN_CENTER)
                for label in [textLabel, detailTextLabel] {
                    label.textAlignment = .leading
                    label.ellipsization = .end
                    texts.append(label)
                }
                gtk_widget_add_css_class(detailTextLabel.pointer.typed(), "dim-label")
                gtk_widget_add_css_class(detailTextLabel.pointer.typed(), "caption")
                append(imageView)
                append(texts)
                append(accessoryView)
                imageView.isVisible = false
                detailTextLabel.isVisible = false
                accessoryView.isVisible = false
            }

            /// Wraps an existing row (see ``Widget/init(retaining:)``); a standard row is made by ``init()``.
            public required init(retaining pointer: UnsafeMutableRawPointer) throws {
                throw GtkError.wrongType(expected: "OpenRx standard row", actual: "an existing widget")
            }

            /// The title.
            public var title: String {
                get { textLabel.text }
                set { textLabel.text = newValue }
            }

            /// The subtitle (`nil` or empty: none, and the title is centred in the row's height).
            public var subtitle: String? {
                get { detailTextLabel.isVisible ? detailTextLabel.text : nil }
                set {
                    detailTextLabel.text = newValue ?? ""
                    detailTextLabel.isVisible = !(newValue ?? "").isEmpty
                }
            }

            /// The name of the icon at the start, from the icon theme (`nil`: none).
            public var iconName: String? {
                get { imageView.iconName }
                set {
                    imageView.iconName = newValue
                    imageView.isVisible = newValue != nil
                }
            }

            /// The accessory at the end.
            public var accessory: Accessory = .none {
                didSet {
                    switch accessory {
                    case .none: accessoryView.iconName = nil
                    case .disclosureIndicator: accessoryView.iconName = "go-next-symbolic"
                    case .checkmark: accessoryView.iconName = "object-select-symbolic"
                    }
                    accessoryView.isVisible = accessory != .none
                }
            }
        }
    }
#endif
