// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRxReactiveCocoaMacros
    import SwiftSyntaxMacros
    import SwiftSyntaxMacrosTestSupport
    import XCTest

    /// What `@Interceptable` and `@Intercepted` write, and what they refuse.
    final class InterceptionMacroTests: XCTestCase {
        private let macros: [String: Macro.Type] = [
            "Interceptable": InterceptableMacro.self, "Intercepted": InterceptedMacro.self,
        ]

        func testAnInterceptedMethodSendsBeforeAndAfterItsBody() {
            assertMacroExpansion(
                """
                @Intercepted
                func select(row: Int, section: Int) -> Int {
                    return row
                }
                """,
                expandedSource: """
                    func select(row: Int, section: Int) -> Int {
                        _rxInterception.send("select(row:section:)", .beforeBody, (row: row, section: section) as (row: Int, section: Int))
                        defer {
                            _rxInterception.send("select(row:section:)", .afterBody, (row: row, section: section) as (row: Int, section: Int))
                        }
                        return row
                    }
                    """,
                macros: macros)
        }

        func testAThrowingOrAsyncMethodIsRejected() {
            for effects in ["throws", "async"] {
                assertMacroExpansion(
                    """
                    @Intercepted
                    func load() \(effects) {
                        work()
                    }
                    """,
                    expandedSource: """
                        func load() \(effects) {
                            work()
                        }
                        """,
                    diagnostics: [
                        DiagnosticSpec(
                            message:
                                "@Intercepted does not support \(effects == "throws" ? "throwing" : "async") methods: the call's end would be ambiguous",
                            line: 1, column: 1)
                    ],
                    macros: macros)
            }
        }

        /// (The test harness passes no conformances to add, so the extension is not written here; the
        /// runtime tests use the conformances.)
        func testTwoInterceptedMethodsWithOneBaseNameAreRejected() {
            assertMacroExpansion(
                """
                @Interceptable
                final class Screen {
                    @Intercepted
                    func show(_ animated: Bool) {}
                    @Intercepted
                    func show(page: Int) {}
                }
                """,
                expandedSource: """
                    final class Screen {
                        func show(_ animated: Bool) {
                            _rxInterception.send("show(_:)", .beforeBody, animated as Bool)
                            _rxInterception.send("show(_:)", .afterBody, animated as Bool)
                        }
                        func show(page: Int) {
                            _rxInterception.send("show(page:)", .beforeBody, page as Int)
                            _rxInterception.send("show(page:)", .afterBody, page as Int)
                        }

                        let _rxInterception = InterceptionTable()

                        struct Interception: InterceptionMethods {
                            let show = InterceptedMethod<Bool>(name: "show(_:)")
                            init() {
                            }
                        }
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "show(page:) and show(_:) are both intercepted: intercepted methods need distinct base names",
                        line: 6, column: 10)
                ],
                macros: macros)
        }

        func testInterceptableAppliesToClassesOnly() {
            assertMacroExpansion(
                """
                @Interceptable
                struct Model {}
                """,
                expandedSource: """
                    struct Model {}
                    """,
                diagnostics: [DiagnosticSpec(message: "@Interceptable applies to a class", line: 1, column: 1)],
                macros: macros)
        }
    }
#endif
