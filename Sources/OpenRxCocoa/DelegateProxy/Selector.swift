// OpenRx — reactive programming for Swift. MIT licence.

#if !canImport(ObjectiveC)
    /// The name of a delegate method, as Objective-C writes it (`"scrollView:didScroll:"`): what
    /// `DelegateProxy.methodInvoked(_:)` and `sentMessage(_:)` are keyed by. Apple platforms use the
    /// runtime's `Selector`; this one is a plain name.
    ///
    ///     proxy.methodInvoked(Selector("scroller:didScrollTo:"))
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method's name.
        public let name: String

        /// The selector named `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The selector named by the literal.
        public init(stringLiteral name: String) {
            self.name = name
        }

        /// The method's name.
        public var description: String { name }
    }
#endif
