// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRx
    import OpenRxReactiveCocoa
    import XCTest

    @Interceptable
    final class ScreenController {
        var log: [String] = []

        @Intercepted
        func viewWillAppear(_ animated: Bool) {
            log.append("body \(animated)")
        }

        @Intercepted
        func select(row: Int, section: Int) -> String {
            log.append("select body")
            return "\(section).\(row)"
        }

        @Intercepted
        func refresh() {}
    }

    /// `@Interceptable`/`@Intercepted` (issue 21): typed arguments, before/after the body, calls from
    /// several threads, completion and deallocation signals when the object goes.
    final class InterceptionTests: LeakCheckedTestCase {
        func testSentMessageComesBeforeTheBodyAndMethodInvokedAfterWithTypedArguments() {
            let controller = ScreenController()
            let bag = DisposeBag()
            controller.rx.sentMessage(\.viewWillAppear)
                .subscribe(onNext: { (animated: Bool) in controller.log.append("sent \(animated)") })
                .disposed(by: bag)
            controller.rx.methodInvoked(\.viewWillAppear)
                .subscribe(onNext: { animated in controller.log.append("invoked \(animated)") })
                .disposed(by: bag)
            controller.rx.methodInvoked(\.select)
                .subscribe(onNext: { (arguments: (row: Int, section: Int)) in
                    controller.log.append("selected \(arguments.section).\(arguments.row)")
                })
                .disposed(by: bag)
            var refreshes = 0
            controller.rx.methodInvoked(\.refresh).subscribe(onNext: { refreshes += 1 }).disposed(by: bag)
            controller.viewWillAppear(true)
            XCTAssertEqual(controller.select(row: 2, section: 1), "1.2")
            controller.refresh()
            XCTAssertEqual(
                controller.log, ["sent true", "body true", "invoked true", "select body", "selected 1.2"])
            XCTAssertEqual(refreshes, 1)
        }

        func testCallsFromSeveralThreadsAreAllSent() {
            let controller = ScreenController()
            let count = Counter()
            let subscription = controller.rx.methodInvoked(\.refresh).subscribe(onNext: { count.increment() })
            let shared = UncheckedController(controller)
            onThreads(8) { _ in
                for _ in 0..<100 { shared.value.refresh() }
            }
            XCTAssertEqual(count.value, 800)
            subscription.dispose()
        }

        func testTheSequencesCompleteAndDeallocationIsToldWhenTheObjectGoes() {
            var controller: ScreenController? = ScreenController()
            var events: [String] = []
            let bag = DisposeBag()
            controller?.rx.methodInvoked(\.viewWillAppear)
                .subscribe(onCompleted: { events.append("calls completed") }).disposed(by: bag)
            controller?.rx.deallocating.subscribe(onNext: { events.append("deallocating") }).disposed(by: bag)
            controller?.rx.deallocated.subscribe(
                onNext: { events.append("deallocated") },
                onCompleted: {
                    events.append("deallocated completed")
                }
            ).disposed(by: bag)
            controller = nil
            XCTAssertEqual(events, ["deallocating", "deallocated", "deallocated completed", "calls completed"])
        }

        func testAnObservationDoesNotKeepTheObjectAlive() {
            weak var gone: ScreenController?
            var subscription: Disposable?
            do {
                let controller = ScreenController()
                gone = controller
                subscription = controller.rx.methodInvoked(\.refresh).subscribe(onNext: {})
            }
            XCTAssertNil(gone)
            subscription?.dispose()
        }
    }

    /// Carries the controller to the test's threads (its `refresh` touches no state).
    struct UncheckedController: @unchecked Sendable {
        let value: ScreenController
        init(_ value: ScreenController) { self.value = value }
    }
#endif
