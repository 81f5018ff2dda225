// OpenRx — reactive programming for Swift. MIT licence.

import RxCocoa
import RxSwift
import RxTest
import XCTest

/// RxExample's sign-up screen, compiled against RxCocoa with its own `SharedSequenceConvertibleType`
/// (`RxExampleSignUpShapes.swift`) and run.
final class RxExampleSignUpTests: CompatibilityTestCase {
    func testCombineLatestTakesAnAppsOwnSharedSequenceConvertible() {
        let scheduler = TestScheduler(initialClock: 0)
        let activity = SignUpActivity()
        let request = scheduler.createColdObservable([.next(20, true), .completed(30)])
        var enabled: [Bool] = []
        var tuples: [String] = []
        var bag = DisposeBag()
        scheduler.scheduleAt(0) {
            let model = SignUpViewModel(
                username: .just("alice"), password: .just("secret1"), repeated: .just("secret1"),
                signingIn: activity)
            let name = Driver<String>.just("alice")
            let (latest, zipped) = signUpTupleShapes(activity: activity, name: name)
            model.signupEnabled.drive(onNext: { enabled.append($0) }).disposed(by: bag)
            latest.drive(onNext: { tuples.append("\($0.0) \($0.1)") }).disposed(by: bag)
            zipped.drive(onNext: { tuples.append("zip \($0.0) \($0.1)") }).disposed(by: bag)
        }
        scheduler.scheduleAt(100) { activity.track(request).subscribe().disposed(by: bag) }
        scheduler.start()
        bag = DisposeBag()
        // Enabled once the form is valid; disabled while the request (100 to 130) runs; enabled after.
        XCTAssertEqual(enabled, [true, false, true])
        XCTAssertEqual(tuples, ["alice false", "zip false alice", "alice true", "alice false"])
    }
}
