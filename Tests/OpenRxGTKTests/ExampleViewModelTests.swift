// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxCocoa
import OpenRxGTKExample
import OpenRxTest
import XCTest

/// The example app's scenes in virtual time (these need no GTK and run in every build). A driver delivers on
/// its (mock) scheduler, one tick after the event, as RxCocoa's drivers do under `SharingScheduler.mock`.
final class ExampleViewModelTests: XCTestCase {
    func testTheCounterCountsPlusAndMinusTaps() {
        let scheduler = TestScheduler(initialClock: 0)
        let plus = scheduler.createHotObservable([.next(210, ()), .next(220, ()), .next(240, ())])
        let minus = scheduler.createHotObservable([.next(230, ())])
        var counter: CounterViewModel?
        scheduler.scheduleAt(100) {
            counter = CounterViewModel(increments: plus.asObservable(), decrements: minus.asObservable())
        }
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(150) { _ = counter!.count.subscribe(observer) }
        scheduler.scheduleAt(1000) { counter!.subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(
            observer.events, [.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 1), .next(240, 2)])
    }

    func testTheSearchWaits300MillisecondsOfQuietBeforeFiltering() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        // Typing "r", "rx" quickly, then "rxs" after a pause; times in milliseconds.
        let query = scheduler.createHotObservable([
            .next(100, "r"), .next(200, "rx"), .next(600, "rxs"), .next(1000, "rxs"),
        ])
        let observer = scheduler.createObserver([String].self)
        SharingScheduler.mock(scheduler: scheduler) {
            let search = SearchViewModel(
                query: query.asObservable(), scheduler: scheduler, catalogue: ["RxSwift", "RxCocoa", "Combine"])
            let subscription = search.results.asObservable().subscribe(observer)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(
            observer.events,
            [  // 300 ms after "rx" (200) and after "rxs" (600); the repeated "rxs" (1000) is not new.
                .next(1, ["RxSwift", "RxCocoa", "Combine"]),
                .next(501, ["RxSwift", "RxCocoa"]),
                .next(901, ["RxSwift"]),
            ])
    }

    func testLoginIsPossibleOnlyWithAValidUsernameAndPassword() {
        let scheduler = TestScheduler(initialClock: 0)
        let username = scheduler.createHotObservable([.next(0, ""), .next(210, "swift"), .next(250, "sw")])
        let password = scheduler.createHotObservable([.next(0, ""), .next(220, "1234"), .next(230, "12345")])
        let logins = scheduler.createHotObservable([.next(240, ())])
        let canLogIn = scheduler.createObserver(Bool.self)
        let status = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let login = LoginViewModel(
                username: username.asObservable(), password: password.asObservable(), logins: logins.asObservable())
            let disposables = [
                login.canLogIn.asObservable().subscribe(canLogIn), login.status.asObservable().subscribe(status),
            ]
            scheduler.start()
            for disposable in disposables { disposable.dispose() }
        }
        XCTAssertEqual(canLogIn.events, [.next(1, false), .next(231, true), .next(251, false)])
        XCTAssertEqual(status.events, [.next(241, "Signed in as swift")])
    }
}
