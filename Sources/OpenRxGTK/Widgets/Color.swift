// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    extension Gtk {
        /// A colour, by its red, green, blue and alpha components from 0 to 1 (what `UIColor` is to a UIKit
        /// app's labels): ``Label/textColor``, `label.rx.textColor`.
        ///
        ///     label.textColor = isValid ? .green : .red
        public struct Color: Sendable, Hashable {
            /// The red component, 0…1.
            public var red: Double
            /// The green component, 0…1.
            public var green: Double
            /// The blue component, 0…1.
            public var blue: Double
            /// The opacity, 0 (transparent) … 1.
            public var alpha: Double

            /// A colour of these components, each clamped to 0…1.
            public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
                self.red = min(max(red, 0), 1)
                self.green = min(max(green, 0), 1)
                self.blue = min(max(blue, 0), 1)
                self.alpha = min(max(alpha, 0), 1)
            }

            /// Black.
            public static let black = Color(red: 0, green: 0, blue: 0)
            /// White.
            public static let white = Color(red: 1, green: 1, blue: 1)
            /// Grey, as GTK's dimmed labels.
            public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
            /// GNOME's red (`#e01b24`), for errors.
            public static let red = Color(red: 0xE0 / 255, green: 0x1B / 255, blue: 0x24 / 255)
            /// GNOME's green (`#26a269`), for success.
            public static let green = Color(red: 0x26 / 255, green: 0xA2 / 255, blue: 0x69 / 255)
            /// GNOME's blue (`#3584e4`).
            public static let blue = Color(red: 0x35 / 255, green: 0x84 / 255, blue: 0xE4 / 255)
            /// GNOME's orange (`#ff7800`), for warnings.
            public static let orange = Color(red: 1, green: 0x78 / 255, blue: 0)
        }
    }
#endif
