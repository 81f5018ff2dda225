// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa
import OpenRxExamples
import OpenRxTest
import XCTest

/// The example app's view models on virtual time, with the stub services (issue 28): each screen's behaviour,
/// RxExample's, without a display.
final class ExampleViewModelsTests: RxTestCase {
    func testSimpleValidation() {
        let scheduler = TestScheduler(initialClock: 0)
        let username = scheduler.createHotObservable([.next(210, "ab"), .next(220, "abcde"), .next(240, "abcdef")])
        let password = scheduler.createHotObservable([.next(230, "1234"), .next(250, "12345")])
        let result = scheduler.start {
            SimpleValidationViewModel(username: username.asObservable(), password: password.asObservable())
                .isEverythingValid
        }
        XCTAssertEqual(result.events, [.next(230, false), .next(240, false), .next(250, true)])
    }

    func testNumberGrid() {
        let scheduler = TestScheduler(initialClock: 0)
        let commands = scheduler.createHotObservable([
            .next(210, NumberGridState.Command.remove(at: 0)), .next(220, .randomize(seed: 7)),
            .next(230, .remove(at: 99)),
        ])
        let result = scheduler.start { NumberGrid.numbers(commands: commands.asObservable()) }
        let initial = Array(1...12)
        let removed = Array(2...12)
        let randomized = NumberGridState(numbers: removed).applying(.randomize(seed: 7)).numbers
        XCTAssertEqual(result.events.map(\.time), [200, 210, 220, 230])
        XCTAssertEqual(result.events.compactMap(\.value.element), [initial, removed, randomized, randomized])
        // Randomizing keeps every number, adds the next one, and depends on its seed only.
        XCTAssertEqual(randomized.sorted(), Array(2...13))
        XCTAssertNotEqual(randomized.dropLast(), removed[...], "seed 7 left the numbers in order")
        XCTAssertEqual(NumberGridState(numbers: removed).applying(.randomize(seed: 7)).numbers, randomized)
    }

    func testAddingNumbers() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, "1")])
        let b = scheduler.createHotObservable([.next(220, "2"), .next(240, "x")])
        let c = scheduler.createHotObservable([.next(230, "3")])
        let result = scheduler.start {
            AddingNumbers.sum(a.asObservable(), b.asObservable(), c.asObservable())
        }
        XCTAssertEqual(result.events, [.next(230, "6"), .next(240, "4")])
    }

    func testCalculator() {
        let keys: [CalculatorKey] = [
            .digit(1), .digit(2), .operation(.addition), .digit(3), .equal, .operation(.multiplication), .digit(2),
            .equal, .changeSign, .percent, .clear, .digit(1), .operation(.division), .digit(0), .equal,
        ]
        var shown: [String] = []
        _ = Observable.from(keys).calculatorDisplay().subscribe(onNext: { shown.append($0) })
        XCTAssertEqual(
            shown, ["0", "1", "12", "12", "3", "15", "15", "2", "30", "-30", "-0.3", "0", "1", "1", "0", "Error"])
    }

    func testGitHubSignup() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = StubGitHubService(taken: ["octocat"], delay: .seconds(10), scheduler: scheduler)
        let username = scheduler.createHotObservable([.next(210, "octocat"), .next(250, "alice")])
        let password = scheduler.createHotObservable([.next(220, "secret")])
        let repeated = scheduler.createHotObservable([.next(230, "secret")])
        let taps = scheduler.createHotObservable([.next(300, ())])
        var validations: [String] = []
        var enabled: [Bool] = []
        var signedIn: [Bool] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            let model = GitHubSignupViewModel(
                username: username.asDriver(onErrorJustReturn: ""), password: password.asDriver(onErrorJustReturn: ""),
                repeatedPassword: repeated.asDriver(onErrorJustReturn: ""),
                signupTaps: taps.asSignal(onErrorJustReturn: ()),
                api: api)
            model.validatedUsername.drive(onNext: { validations.append("\(scheduler.clock) \($0.description)") })
                .disposed(by: bag)
            model.signupEnabled.drive(onNext: { enabled.append($0) }).disposed(by: bag)
            model.signedIn.drive(onNext: { signedIn.append($0) }).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(
            validations,
            ["210 validating ...", "220 Username already taken", "250 validating ...", "260 Username available"])
        // Enabled once everything is valid (260); disabled while signing up (300 to 310); enabled after.
        XCTAssertEqual(enabled, [false, true, false, true])
        XCTAssertEqual(signedIn, [true])
    }

    func testGitHubSearchPagesAsTheListReachesItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = StubGitHubSearchService(pages: 2, pageSize: 2, delay: .seconds(10), scheduler: scheduler)
        // "rx" typed at 210 and 220 (one search, after 300 quiet ticks: 520); the list's end reached at 600 and 700
        // (the second finds no page left). RxTest's scheduler runs what is due "now" one tick later: completions
        // of the delayed stub answers come a tick after their elements.
        let query = scheduler.createHotObservable([.next(210, "r"), .next(220, "rx")])
        let nextPage = scheduler.createHotObservable([.next(600, ()), .next(700, ())])
        var found: [String] = []
        var loading: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            let model = GitHubSearchViewModel(
                query: query.asObservable(), loadNextPage: nextPage.asObservable(), api: api, scheduler: scheduler,
                quietTime: .seconds(300))
            model.repositories.drive(onNext: { found.append("\(scheduler.clock) \($0.map(\.name))") }).disposed(by: bag)
            model.isLoading.drive(onNext: { loading.append("\(scheduler.clock) \($0)") }).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(found, ["530 [\"rx-1\", \"rx-2\"]", "610 [\"rx-1\", \"rx-2\", \"rx-3\", \"rx-4\"]"])
        XCTAssertEqual(loading, ["200 false", "520 true", "531 false", "600 true", "611 false"])
    }

    func testEditingTableCommands() {
        let users = [
            User(firstName: "Ada", lastName: "L"), User(firstName: "Alan", lastName: "T"),
            User(firstName: "Grace", lastName: "H"),
        ]
        var state = EditingTableState().execute(.setUsers(users))
        XCTAssertEqual(state.sections.map { $0.users.map(\.firstName) }, [["Ada"], ["Alan", "Grace"]])
        state = state.execute(.move(from: IndexPath(indexes: [1, 1]), to: IndexPath(indexes: [0, 0])))
        XCTAssertEqual(state.sections.map { $0.users.map(\.firstName) }, [["Grace", "Ada"], ["Alan"]])
        state = state.execute(.delete(IndexPath(indexes: [0, 1])))
        XCTAssertEqual(state.sections.map { $0.users.map(\.firstName) }, [["Grace"], ["Alan"]])
        // Out of range: nothing changes.
        XCTAssertEqual(state.execute(.delete(IndexPath(indexes: [1, 5]))), state)
    }

    func testTheStubUserService() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            StubUserService(delay: .seconds(5), scheduler: scheduler).users().map { $0.map(\.firstName) }
        }
        XCTAssertEqual(result.events, [.next(205, ["Ada", "Alan", "Grace", "Edsger"]), .completed(206)])
    }
}
