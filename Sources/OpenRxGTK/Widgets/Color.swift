// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    extension Gtk {
        /// A colour, by its red, green, blue and alpha components from 0 to 1 (what `UIColor` is to a UIKit
        /// app's labels): ``Label/textColor``, `label.rx.textColor`.
        ///
        ///     label.textColor = isValid ? .green : .red
        public struct Color: Sendable, Hashable {
            /// The red component, 0…1 (clamped when set; NaN is 0).
            public var red: Double { didSet { red = Self.unit(red) } }
            /// The green component, 0…1 (clamped when set; NaN is 0).
            public var green: Double { didSet { green = Self.unit(green) } }
            /// The blue component, 0…1 (clamped when set; NaN is 0).
            public var blue: Double { didSet { blue = Self.unit(blue) } }
            /// The opacity, 0 (transparent) … 1 (clamped when set; NaN is 0).
            public var alpha: Double { didSet { alpha = Self.unit(alpha) } }

            /// A colour of these components, each clamped to 0…1 (NaN is 0: a colour computed from a ratio
            /// 0/0 draws black, where converting NaN to GTK's integer components stopped the program).
            public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
                self.red = Self.unit(red)
                self.green = Self.unit(green)
                self.blue = Self.unit(blue)
                self.alpha = Self.unit(alpha)
            }

            /// `value` clamped to 0…1, NaN as 0.
            static func unit(_ value: Double) -> Double {
                value.isNaN ? 0 : min(max(value, 0), 1)
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
