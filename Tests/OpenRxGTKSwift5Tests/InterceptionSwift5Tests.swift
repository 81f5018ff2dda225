// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRx
    import OpenRxReactiveCocoa
    import XCTest

    /// A view model in Swift 5 mode, its methods as apps write them (single-expression bodies).
    @Interceptable
    final class Swift5Cart {
        var items: [String] = []

        @Intercepted
        func total(price: Int, quantity: Int) -> Int { price * quantity }

        @Intercepted
        func add(_ item: String) { items.append(item) }
    }

    final class InterceptionSwift5Tests: XCTestCase {
        func testInterceptionInSwift5Mode() {
            let cart = Swift5Cart()
            var log: [String] = []
            let bag = DisposeBag()
            cart.rx.methodInvoked(\.total).subscribe(onNext: { log.append("total \($0.price)x\($0.quantity)") })
                .disposed(by: bag)
            cart.rx.sentMessage(\.add).subscribe(onNext: { log.append("adding \($0)") }).disposed(by: bag)
            XCTAssertEqual(cart.total(price: 3, quantity: 2), 6)
            cart.add("tea")
            XCTAssertEqual(log, ["total 3x2", "adding tea"])
            XCTAssertEqual(cart.items, ["tea"])
        }
    }
#endif
