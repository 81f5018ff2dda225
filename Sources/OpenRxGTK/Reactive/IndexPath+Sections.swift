// OpenRx — reactive programming for Swift. MIT licence.

#if GTK && !canImport(UIKit) && !canImport(AppKit)
    import Foundation

    // UIKit's and AppKit's index path accessors, which Foundation has only on Apple platforms: a list's index
    // paths are section and row (or item), as in RxCocoa code written for table and collection views.
    extension IndexPath {
        /// The index path of `row` in `section`.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The index path of `item` in `section`.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The section: the first index.
        public var section: Int { self[0] }

        /// The row in the section: the second index.
        public var row: Int { self[1] }

        /// The item in the section: the second index.
        public var item: Int { self[1] }
    }
#endif
