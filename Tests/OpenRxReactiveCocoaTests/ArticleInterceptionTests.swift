// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRx
    import OpenRxReactiveCocoa
    import XCTest

    // The interception blocks of the article "ReactiveCocoa's ideas" (OpenRxReactiveCocoa.docc), as an app writes
    // them (`Scripts/docs-snippets-check.py` finds each block in this file).

    @Interceptable
    final class LoginViewController {
        var appearances = 0

        @Intercepted
        func viewWillAppear(_ animated: Bool) { appearances += 1 }
    }

    final class ArticleInterceptionTests: LeakCheckedTestCase {
        /// `sentMessage` before the body, `methodInvoked` after it, `deallocated` once when the object goes.
        func testTheArticlesInterception() {
            var log: [String] = []
            let bag = DisposeBag()
            do {
                let controller = LoginViewController()
                let before = controller.rx.sentMessage(\.viewWillAppear)  // Observable<Bool>, before the body runs
                let after = controller.rx.methodInvoked(\.viewWillAppear)  // Observable<Bool>, after it returned
                let gone = controller.rx.deallocated  // Observable<Void>: once, when the object goes

                let shown = { [weak controller] in controller?.appearances ?? -1 }
                before.subscribe(onNext: { log.append("before \($0), \(shown())") }).disposed(by: bag)
                after.subscribe(onNext: { log.append("after \($0), \(shown())") }).disposed(by: bag)
                gone.subscribe(onNext: { log.append("gone") }, onCompleted: { log.append("gone completed") })
                    .disposed(by: bag)
                controller.viewWillAppear(true)
            }
            XCTAssertEqual(log, ["before true, 0", "after true, 1", "gone", "gone completed"])
        }
    }
#endif
