// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRx
    import OpenRxReactiveCocoa
    import XCTest

    /// The method shapes a class body has every day (issue 29), each compiled and run.
    @Interceptable
    final class ShapesModel {
        var log: [String] = []

        @Intercepted
        func area(width: Int, height: Int) -> Int { width * height }

        @Intercepted
        func sign(_ value: Int) -> String {
            if value < 0 { "negative" } else if value == 0 { "zero" } else { "positive" }
        }

        @Intercepted
        func record(_ values: String...) { log.append(values.joined(separator: ",")) }

        @Intercepted
        func double(_ value: inout Int) { value *= 2 }

        @Intercepted
        func perform(_ work: @escaping () -> Int) -> Int { work() }

        @Intercepted
        func first<T>(_ values: [T]) -> T? { values.first }

        @Intercepted
        func apply(_ transform: (Int) -> Int, to value: Int) -> Int { transform(value) }

        @Intercepted
        func debug(_ message: @autoclosure () -> String) { log.append(message()) }

        @Intercepted
        func run(_ work: (() throws -> Void)) throws { try work() }

        @Intercepted
        func reload() { log.append("reload") }

        @Intercepted
        func reload(animated: Bool) { log.append("reload animated \(animated)") }

        @Intercepted
        func runAll(_ blocks: () -> Void...) { for block in blocks { block() } }

        @Intercepted
        func greet(_ name: String = "world") -> String { "hello \(name)" }

        @Intercepted @discardableResult
        func bump() -> Int { 1 }

        @Intercepted
        func load(page: Int) throws -> [String] {
            if page < 0 { throw WorkError() }
            return ["item \(page)"]
        }

        @Intercepted
        func fetch(_ id: Int) async throws -> String {
            await Task.yield()
            return "fetched \(id)"
        }

        @Intercepted
        func listView(_ list: String, didActivate row: Int) { log.append("activate \(row)") }

        @Intercepted
        func listView(_ list: String, didSelect row: Int) { log.append("select \(row)") }

        @Intercepted
        func step(_ number: Int) { log.append("body \(number)") }
    }

    /// A main-actor class: the bodies stay on the main actor.
    @Interceptable @MainActor
    final class MainActorScreen {
        var title = ""

        @Intercepted
        func show(_ text: String) {
            MainActor.assertIsolated()
            title = text
        }
    }

    final class InterceptionShapesTests: LeakCheckedTestCase {
        func testImplicitReturnsAndIfExpressions() {
            let model = ShapesModel()
            var sent: [String] = []
            let bag = DisposeBag()
            model.rx.methodInvoked(\.area).subscribe(onNext: { sent.append("area \($0.width)x\($0.height)") })
                .disposed(by: bag)
            model.rx.methodInvoked(\.sign).subscribe(onNext: { sent.append("sign \($0)") }).disposed(by: bag)
            XCTAssertEqual(model.area(width: 3, height: 4), 12)
            XCTAssertEqual(model.sign(-2), "negative")
            XCTAssertEqual(sent, ["area 3x4", "sign -2"])
        }

        func testVariadicInoutClosureGenericDefaultAndDiscardableShapes() {
            let model = ShapesModel()
            var sent: [String] = []
            let bag = DisposeBag()
            model.rx.sentMessage(\.record).subscribe(onNext: { sent.append("record \($0)") }).disposed(by: bag)
            model.rx.sentMessage(\.double).subscribe(onNext: { sent.append("double \($0)") }).disposed(by: bag)
            model.rx.methodInvoked(\.double).subscribe(onNext: { sent.append("doubled from \($0)") }).disposed(by: bag)
            model.rx.methodInvoked(\.perform).subscribe(onNext: { sent.append("performed \($0())") }).disposed(by: bag)
            model.rx.methodInvoked(\.greet).subscribe(onNext: { sent.append("greet \($0)") }).disposed(by: bag)
            // A generic method's arguments of its own type parameters arrive as `Any`.
            model.rx.methodInvoked(\.first).subscribe(onNext: { sent.append("first \($0 as? [Int] ?? [])") })
                .disposed(by: bag)
            model.rx.methodInvoked(\.bump).subscribe(onNext: { sent.append("bump") }).disposed(by: bag)
            model.record("a", "b")
            var value = 5
            model.double(&value)
            XCTAssertEqual(value, 10)
            XCTAssertEqual(model.perform { 7 }, 7)
            XCTAssertEqual(model.first([3, 4]), 3)
            XCTAssertEqual(model.greet(), "hello world")
            model.bump()
            // An inout argument is sent with its value at the send: before the body, then after it.
            XCTAssertEqual(
                sent,
                [
                    "record [\"a\", \"b\"]", "double 5", "doubled from 10", "performed 7", "first [3, 4]",
                    "greet world",
                    "bump",
                ])
        }

        /// Non-escaping closure parameters — a plain function type, a parenthesized one, an `@autoclosure` —
        /// compile (issue 34: the expansion sent them where an escaping closure was expected); observers get a
        /// `NonEscapingClosure` naming the type, and the other arguments as usual.
        func testNonEscapingClosureParametersAreStoodInFor() throws {
            let model = ShapesModel()
            let bag = DisposeBag()
            var sent: [String] = []
            model.rx.sentMessage(\.apply).subscribe(onNext: { sent.append("apply \($0.transform) to \($0.value)") })
                .disposed(by: bag)
            model.rx.methodInvoked(\.debug).subscribe(onNext: { sent.append("debug \($0)") }).disposed(by: bag)
            model.rx.methodInvoked(\.run).subscribe(onNext: { sent.append("ran \($0.type)") }).disposed(by: bag)
            var evaluations = 0
            XCTAssertEqual(model.apply({ $0 + 1 }, to: 41), 42)
            model.debug(
                {
                    evaluations += 1; return "message"
                }())
            try model.run { model.log.append("work") }
            XCTAssertEqual(evaluations, 1, "the autoclosure ran once, in the body")
            XCTAssertEqual(model.log, ["message", "work"])
            XCTAssertEqual(
                sent,
                [
                    "apply non-escaping (Int) -> Int to 41", "debug non-escaping @autoclosure () -> String",
                    "ran (() throws -> Void)",
                ])
        }

        /// A method without labels beside an overload with labels is named by its base name (issue 34's review:
        /// the shared base name was refused for both); a variadic closure parameter arrives as the array.
        func testALabelLessOverloadAndVariadicClosures() {
            let model = ShapesModel()
            let bag = DisposeBag()
            var sent: [String] = []
            model.rx.methodInvoked(\.reload).subscribe(onNext: { sent.append("reload") }).disposed(by: bag)
            model.rx.methodInvoked(\.reloadAnimated).subscribe(onNext: { sent.append("animated \($0)") })
                .disposed(by: bag)
            var ran = 0
            model.rx.sentMessage(\.runAll).subscribe(onNext: { blocks in blocks.forEach { $0() } }).disposed(by: bag)
            model.reload()
            model.reload(animated: true)
            model.runAll({ ran += 1 }, { ran += 10 })
            XCTAssertEqual(sent, ["reload", "animated true"])
            XCTAssertEqual(ran, 22, "the observer ran the blocks, then the body did")
        }

        func testAThrowSendsNothingToMethodInvoked() {
            let model = ShapesModel()
            var sent: [String] = []
            let bag = DisposeBag()
            model.rx.sentMessage(\.load).subscribe(onNext: { sent.append("sent \($0)") }).disposed(by: bag)
            model.rx.methodInvoked(\.load).subscribe(onNext: { sent.append("invoked \($0)") }).disposed(by: bag)
            XCTAssertEqual(try model.load(page: 1), ["item 1"])
            XCTAssertThrowsError(try model.load(page: -1))
            XCTAssertEqual(sent, ["sent 1", "invoked 1", "sent -1"])
        }

        func testAnAsyncMethodIsInvokedAfterTheAwaitedBody() async throws {
            let model = ShapesModel()
            let sent = Box<[String]>([])
            let bag = DisposeBag()
            model.rx.sentMessage(\.fetch).subscribe(onNext: { sent.value.append("sent \($0)") }).disposed(by: bag)
            model.rx.methodInvoked(\.fetch).subscribe(onNext: { sent.value.append("invoked \($0)") })
                .disposed(by: bag)
            let result = try await model.fetch(9)
            XCTAssertEqual(result, "fetched 9")
            XCTAssertEqual(sent.value, ["sent 9", "invoked 9"])
        }

        func testMethodsThatShareABaseNameAreToldApartByFullName() {
            let model = ShapesModel()
            var sent: [String] = []
            let bag = DisposeBag()
            model.rx.methodInvoked(\.listViewDidActivate).subscribe(onNext: { sent.append("activated \($0.row)") })
                .disposed(by: bag)
            model.rx.methodInvoked(\.listViewDidSelect).subscribe(onNext: { sent.append("selected \($0.row)") })
                .disposed(by: bag)
            model.listView("list", didSelect: 1)
            model.listView("list", didActivate: 2)
            XCTAssertEqual(sent, ["selected 1", "activated 2"])
        }

        /// RxCocoa's order for a call made from a `sentMessage` observer: its own `sentMessage` comes at once,
        /// before either body runs.
        func testANestedCallIsSentBeforeAnyBodyRuns() {
            let model = ShapesModel()
            let bag = DisposeBag()
            model.rx.sentMessage(\.step)
                .subscribe(onNext: { number in
                    model.log.append("sent \(number)")
                    if number == 1 { model.step(2) }
                })
                .disposed(by: bag)
            model.rx.methodInvoked(\.step).subscribe(onNext: { model.log.append("invoked \($0)") }).disposed(by: bag)
            model.step(1)
            XCTAssertEqual(model.log, ["sent 1", "sent 2", "body 2", "invoked 2", "body 1", "invoked 1"])
        }

        func testAMainActorMethodRunsOnTheMainActor() {
            MainActor.assumeIsolated {
                let screen = MainActorScreen()
                var shown: [String] = []
                let subscription = screen.rx.methodInvoked(\.show).subscribe(onNext: { shown.append($0) })
                screen.show("Inbox")
                XCTAssertEqual(screen.title, "Inbox")
                XCTAssertEqual(shown, ["Inbox"])
                subscription.dispose()
            }
        }
    }

    /// A value the async test's closures change (they run on the test's task).
    final class Box<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
#endif

#if Macros
    /// A class that others extend.
    @Interceptable
    class BaseScreen {
        var log: [String] = []

        @Intercepted
        func refresh() { log.append("base body") }
    }

    /// A subclass whose override is intercepted too (it needs no `@Interceptable`).
    final class DetailScreen: BaseScreen {
        @Intercepted
        override func refresh() {
            log.append("detail body")
            super.refresh()
        }
    }

    final class InterceptedOverrideTests: LeakCheckedTestCase {
        /// The rule (README): an override marked `@Intercepted` sends for its own call; calling `super`, whose
        /// implementation is intercepted too, sends again.
        func testAnInterceptedOverrideSendsAndSoDoesTheSuperCall() {
            let screen = DetailScreen()
            let bag = DisposeBag()
            screen.rx.sentMessage(\.refresh).subscribe(onNext: { screen.log.append("sent") }).disposed(by: bag)
            screen.rx.methodInvoked(\.refresh).subscribe(onNext: { screen.log.append("invoked") }).disposed(by: bag)
            screen.refresh()
            XCTAssertEqual(screen.log, ["sent", "detail body", "sent", "base body", "invoked", "invoked"])
        }
    }
#endif
