// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRxReactiveCocoaMacros
    import SwiftSyntaxMacros
    import SwiftSyntaxMacrosTestSupport
    import XCTest

    /// What `@Interceptable` and `@Intercepted` write, and what they refuse (issue 29: every method shape).
    final class InterceptionMacroTests: XCTestCase {
        private let macros: [String: Macro.Type] = [
            "Interceptable": InterceptableMacro.self, "Intercepted": InterceptedMacro.self,
        ]

        /// An implicit return: the body runs as written, in a closure called at once, between the sends.
        func testAnImplicitReturnIsKept() {
            assertMacroExpansion(
                """
                class Screen: ViewController {
                    @Intercepted
                    func area(width: Int, height: Int) -> Int { width * height }
                }
                """,
                expandedSource: """
                    class Screen: ViewController {
                        func area(width: Int, height: Int) -> Int {
                            _rxInterception.send(Self._rxIndex_area_width_height__, .beforeBody, (width: width, height: height) as (width: Int, height: Int))
                            let _rxResult = { () -> Int in
                                width * height
                            }()
                            _rxInterception.send(Self._rxIndex_area_width_height__, .afterBody, (width: width, height: height) as (width: Int, height: Int))
                            return _rxResult
                        }
                    }
                    """,
                macros: macros)
        }

        func testAVoidMethod() {
            assertMacroExpansion(
                """
                class Screen: ViewController {
                    @Intercepted
                    func viewWillAppear(_ animated: Bool) {
                        log(animated)
                    }
                }
                """,
                expandedSource: """
                    class Screen: ViewController {
                        func viewWillAppear(_ animated: Bool) {
                            _rxInterception.send(Self._rxIndex_viewWillAppear____, .beforeBody, animated as Bool)
                            _ = { () in
                                log(animated)
                            }()
                            _rxInterception.send(Self._rxIndex_viewWillAppear____, .afterBody, animated as Bool)
                        }
                    }
                    """,
                macros: macros)
        }

        /// `throws` and `async`: the body's effects on the closure and its call; a throw skips the second send.
        func testThrowingAndAsyncMethods() {
            assertMacroExpansion(
                """
                class Screen: ViewController {
                    @Intercepted
                    func load(page: Int) async throws -> [String] {
                        try await fetch(page)
                    }
                }
                """,
                expandedSource: """
                    class Screen: ViewController {
                        func load(page: Int) async throws -> [String] {
                            _rxInterception.send(Self._rxIndex_load_page__, .beforeBody, page as Int)
                            let _rxResult = try await { () async throws -> [String] in
                                try await fetch(page)
                            }()
                            _rxInterception.send(Self._rxIndex_load_page__, .afterBody, page as Int)
                            return _rxResult
                        }
                    }
                    """,
                macros: macros)
        }

        /// Variadic parameters are arrays; `inout`, `@escaping` and `@autoclosure` are not part of the type.
        func testParameterShapes() {
            assertMacroExpansion(
                """
                class Screen: ViewController {
                    @Intercepted
                    func record(_ values: String..., total: inout Int, then done: @escaping () -> Void) {
                        total += values.count
                    }
                }
                """,
                expandedSource: """
                    class Screen: ViewController {
                        func record(_ values: String..., total: inout Int, then done: @escaping () -> Void) {
                            _rxInterception.send(Self._rxIndex_record___total_then__, .beforeBody, (values: values, total: total, done: done) as (values: [String], total: Int, done: () -> Void))
                            _ = { () in
                                total += values.count
                            }()
                            _rxInterception.send(Self._rxIndex_record___total_then__, .afterBody, (values: values, total: total, done: done) as (values: [String], total: Int, done: () -> Void))
                        }
                    }
                    """,
                macros: macros)
        }

        func testARethrowingMethodIsRejected() {
            assertMacroExpansion(
                """
                class Screen: ViewController {
                    @Intercepted
                    func each(_ body: () throws -> Void) rethrows {
                        try body()
                    }
                }
                """,
                expandedSource: """
                    class Screen: ViewController {
                        func each(_ body: () throws -> Void) rethrows {
                            try body()
                        }
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message: "@Intercepted does not support rethrows methods: declare the method `throws`",
                        line: 2, column: 5)
                ],
                macros: macros)
        }

        /// Methods that share a base name are named by their full names; a unique one by its base name too.
        /// (The test harness passes no conformances to add, so the extension is not written here.)
        func testMethodsThatShareABaseNameAreNamedByTheirFullNames() {
            assertMacroExpansion(
                """
                @Interceptable
                final class Screen {
                    @Intercepted
                    func tableView(_ row: Int, didSelect section: Int) {}
                    @Intercepted
                    func tableView(_ row: Int, cellFor section: Int) {}
                    @Intercepted
                    func refresh() {}
                }
                """,
                expandedSource: """
                    final class Screen {
                        func tableView(_ row: Int, didSelect section: Int) {
                            _rxInterception.send(Self._rxIndex_tableView___didSelect__, .beforeBody, (row: row, section: section) as (row: Int, section: Int))
                            _ = { () in

                            }()
                            _rxInterception.send(Self._rxIndex_tableView___didSelect__, .afterBody, (row: row, section: section) as (row: Int, section: Int))
                        }
                        func tableView(_ row: Int, cellFor section: Int) {
                            _rxInterception.send(Self._rxIndex_tableView___cellFor__, .beforeBody, (row: row, section: section) as (row: Int, section: Int))
                            _ = { () in

                            }()
                            _rxInterception.send(Self._rxIndex_tableView___cellFor__, .afterBody, (row: row, section: section) as (row: Int, section: Int))
                        }
                        func refresh() {
                            _rxInterception.send(Self._rxIndex_refresh__, .beforeBody, () as Void)
                            _ = { () in

                            }()
                            _rxInterception.send(Self._rxIndex_refresh__, .afterBody, () as Void)
                        }

                        let _rxInterception = InterceptionTable(argumentTypes: [((row: Int, section: Int)).self, ((row: Int, section: Int)).self, (Void).self])

                        static var _rxIndex_tableView___didSelect__: Int {
                            0
                        }

                        static var _rxIndex_tableView___cellFor__: Int {
                            1
                        }

                        static var _rxIndex_refresh__: Int {
                            2
                        }

                        struct Interception: InterceptionMethods {
                            let tableViewDidSelect = InterceptedMethod<(row: Int, section: Int)>(name: "tableView(_:didSelect:)", index: 0)
                            let tableViewCellFor = InterceptedMethod<(row: Int, section: Int)>(name: "tableView(_:cellFor:)", index: 1)
                            let refresh = InterceptedMethod<Void>(name: "refresh()", index: 2)
                            @available(*, unavailable, message: "tableView names 2 intercepted methods: write \\\\.tableViewDidSelect or \\\\.tableViewCellFor")
                            var tableView: InterceptedMethod<Never> {
                                fatalError()
                            }
                            init() {
                            }
                        }
                    }
                    """,
                macros: macros)
        }

        func testOverloadsWithOneFullNameAreRejected() {
            assertMacroExpansion(
                """
                @Interceptable
                final class Screen {
                    func show(_ value: Int) {}
                    @Intercepted
                    func update(_ value: Int) {}
                    @Intercepted
                    func update(_ value: String) {}
                }
                """,
                expandedSource: """
                    final class Screen {
                        func show(_ value: Int) {}
                        func update(_ value: Int) {
                            _rxInterception.send(Self._rxIndex_update____, .beforeBody, value as Int)
                            _ = { () in

                            }()
                            _rxInterception.send(Self._rxIndex_update____, .afterBody, value as Int)
                        }
                        func update(_ value: String) {
                            _rxInterception.send(Self._rxIndex_update____, .beforeBody, value as String)
                            _ = { () in

                            }()
                            _rxInterception.send(Self._rxIndex_update____, .afterBody, value as String)
                        }

                        let _rxInterception = InterceptionTable(argumentTypes: [(Int).self])

                        static var _rxIndex_update____: Int {
                            0
                        }

                        struct Interception: InterceptionMethods {
                            let update = InterceptedMethod<Int>(name: "update(_:)", index: 0)
                            init() {
                            }
                        }
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "update(_:) and update(_:) are both intercepted: overloads that differ only in their types need distinct names, to be told apart in `rx.methodInvoked(\\.…)`",
                        line: 7, column: 10)
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
                diagnostics: [
                    DiagnosticSpec(message: "@Interceptable applies to a class or an actor", line: 1, column: 1)
                ],
                macros: macros)
        }

        /// A local function inside a method, and a static method, are diagnosed at the attribute.
        func testLocalFunctionsAndTypeMethodsAreDiagnosed() {
            assertMacroExpansion(
                """
                class Screen: ViewController {
                    func load() {
                        @Intercepted
                        func helper() { work() }
                    }
                    @Intercepted
                    static func make() { build() }
                }
                """,
                expandedSource: """
                    class Screen: ViewController {
                        func load() {
                            func helper() {
                                work()
                            }
                        }
                        static func make() {
                            build()
                        }
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "@Intercepted applies to a method declared in the body of an @Interceptable class or actor, or of a subclass: the table of intercepted methods is made from that body",
                        line: 3, column: 9),
                    DiagnosticSpec(
                        message:
                            "@Intercepted applies to instance methods: a static or class method has no object whose calls to observe",
                        line: 6, column: 5),
                ],
                macros: macros)
        }

        /// `@Intercepted` in a class that inherits nothing and lacks `@Interceptable`, or in an actor without it:
        /// diagnosed at the attribute, saying what to write (issue 34: "cannot find '_rxInterception' in scope").
        func testAnInterceptedMethodOfAClassWithoutInterceptableIsDiagnosed() {
            assertMacroExpansion(
                """
                final class Screen {
                    @Intercepted
                    func viewDidLoad() { load() }
                }
                actor Store {
                    @Intercepted
                    func save() { write() }
                }
                """,
                expandedSource: """
                    final class Screen {
                        func viewDidLoad() {
                            load()
                        }
                    }
                    actor Store {
                        func save() {
                            write()
                        }
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "@Intercepted needs @Interceptable on Screen: write @Interceptable before its declaration",
                        line: 2, column: 5),
                    DiagnosticSpec(
                        message:
                            "@Intercepted needs @Interceptable on Store: write @Interceptable before its declaration",
                        line: 6, column: 5),
                ],
                macros: macros)
        }

        /// An actor: its table is `nonisolated` (subscriptions read it from outside the actor).
        func testAnActorIsInterceptable() {
            assertMacroExpansion(
                """
                @Interceptable
                actor Downloader {
                    @Intercepted
                    func download(_ id: Int) {}
                }
                """,
                expandedSource: """
                    actor Downloader {
                        func download(_ id: Int) {
                            _rxInterception.send(Self._rxIndex_download____, .beforeBody, id as Int)
                            _ = { () in

                            }()
                            _rxInterception.send(Self._rxIndex_download____, .afterBody, id as Int)
                        }

                        nonisolated let _rxInterception = InterceptionTable(argumentTypes: [(Int).self])

                        static var _rxIndex_download____: Int {
                            0
                        }

                        struct Interception: InterceptionMethods {
                            let download = InterceptedMethod<Int>(name: "download(_:)", index: 0)
                            init() {
                            }
                        }
                    }
                    """,
                macros: macros)
        }

        /// A method outside a class's or an actor's body (a struct's, an extension's, a free function) is diagnosed
        /// at its attribute and keeps its body: the table is made from the type's body.
        func testInterceptedOutsideAClassBodyIsDiagnosed() {
            let message =
                "@Intercepted applies to a method declared in the body of an @Interceptable class or actor, or of a "
                + "subclass: the table of intercepted methods is made from that body"
            assertMacroExpansion(
                """
                struct Model {
                    @Intercepted
                    func load() { fetch() }
                }
                extension Screen {
                    @Intercepted
                    func refresh() { reload() }
                }
                @Intercepted
                func free() { work() }
                """,
                expandedSource: """
                    struct Model {
                        func load() {
                            fetch()
                        }
                    }
                    extension Screen {
                        func refresh() {
                            reload()
                        }
                    }
                    func free() {
                        work()
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(message: message, line: 2, column: 5),
                    DiagnosticSpec(message: message, line: 6, column: 5),
                    DiagnosticSpec(message: message, line: 9, column: 1),
                ],
                macros: macros)
        }
    }
#endif
