// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import SwiftCompilerPlugin
    import SwiftSyntaxMacros

    /// The compiler plug-in of OpenRxReactiveCocoa's macros.
    @main
    struct OpenRxReactiveCocoaMacrosPlugin: CompilerPlugin {
        let providingMacros: [Macro.Type] = [InterceptableMacro.self, InterceptedMacro.self]
    }
#else
    /// Without the `Macros` trait the plug-in is empty: nothing uses it, and nothing builds swift-syntax.
    @main
    struct OpenRxReactiveCocoaMacrosPlugin {
        static func main() {}
    }
#endif
