// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxChannels
import OpenRxCocoa
import XCTest

final class TwoWayBindingTests: RxTestCase {
    /// A text field's text: set programmatically or by the "user"; it reports every new value, including
    /// the ones set programmatically (the worst case for echoes).
    private final class TextField {
        let text = BehaviorRelay(value: "")
        var sets = 0

        var property: ControlProperty<String> {
            ControlProperty(
                values: text.asObservable(),
                valueSink: AnyObserver { [weak self] event in
                    guard case .next(let value) = event, let self else { return }
                    self.sets += 1
                    self.text.accept(value)
                })
        }
    }

    func testTheRelayWinsFirstThenEachSideFollowsTheOther() {
        let field = TextField()
        field.text.accept("typed before binding")
        let model = BehaviorRelay(value: "model")
        let binding = field.property <-> model
        XCTAssertEqual(field.text.value, "model", "the control shows the model's value")
        XCTAssertEqual(model.value, "model")
        field.text.accept("user edit")
        XCTAssertEqual(model.value, "user edit", "the user's edit reaches the model")
        model.accept("from code")
        XCTAssertEqual(field.text.value, "from code")
        XCTAssertLessThanOrEqual(field.sets, 4, "no endless echo")
        binding.dispose()
        model.accept("after disposal")
        field.text.accept("edit after disposal")
        XCTAssertEqual(model.value, "after disposal")
    }

    /// The user's own value is not written back into the property's sink (issue 34: README said equal values
    /// are not sent back, but every user edit was set on the control again).
    func testAUserEditIsNotWrittenBackIntoTheProperty() {
        let field = TextField()
        let model = BehaviorRelay(value: "model")
        let binding = field.property <-> model
        XCTAssertEqual(field.sets, 1, "the model's value, once")
        field.text.accept("user edit")
        XCTAssertEqual(model.value, "user edit")
        XCTAssertEqual(field.sets, 1, "the user's edit was written back")
        model.accept("from code")
        XCTAssertEqual(field.text.value, "from code")
        XCTAssertEqual(field.sets, 2)
        model.accept("user edit")
        XCTAssertEqual(field.text.value, "user edit", "a value the field showed before is set again")
        XCTAssertEqual(field.sets, 3)
        binding.dispose()
    }

    /// A field whose changes made in code are not reported (as a GTK or UIKit control's are not): a value the
    /// relay sends again after code changed the field reaches it (issue 34's review: a cached "shown" value
    /// went stale and dropped it).
    func testAValueSentAgainReachesAFieldChangedInCode() {
        final class QuietField {
            var shown = ""
            let userEdits = PublishRelay<String>()

            var property: ControlProperty<String> {
                ControlProperty(
                    values: Observable.deferred { [unowned self] in userEdits.asObservable().startWith(shown) },
                    valueSink: AnyObserver { [weak self] event in
                        if case .next(let value) = event { self?.shown = value }
                    })
            }
        }
        let field = QuietField()
        let model = BehaviorRelay(value: "a")
        let binding = field.property <-> model
        XCTAssertEqual(field.shown, "a")
        field.shown = "changed in code"
        model.accept("a")
        XCTAssertEqual(field.shown, "a")
        field.userEdits.accept("typed")
        XCTAssertEqual(model.value, "typed")
        binding.dispose()
    }

    /// Interleaving: while the relay accepts a user's edit on one thread (held at a gate inside the relay's
    /// delivery), another thread sends the relay a different value. Only the echo of the edit is dropped: the
    /// other value reaches the property, and the edit is never written back (a flag that dropped everything
    /// during the accept would lose the other value).
    func testAValueFromAnotherThreadDuringAUsersEditReachesTheProperty() {
        final class Sets: @unchecked Sendable {
            // Sendable: guarded by the lock.
            private let lock = NSLock()
            private var values: [String] = []
            func append(_ value: String) { lock.withLock { values.append(value) } }
            var all: [String] { lock.withLock { values } }
        }
        let sets = Sets()
        let userEdits = PublishRelay<String>()
        let property = ControlProperty(
            values: userEdits.asObservable().startWith("start"),
            valueSink: AnyObserver<String> { event in if case .next(let value) = event { sets.append(value) } })
        let model = BehaviorRelay(value: "start")
        let binding = property <-> model
        let insideAccept = Gate()
        let proceed = Gate()
        let holding = model.asObservable().subscribe(onNext: { value in
            guard value == "typed" else { return }
            insideAccept.open()
            proceed.wait()
        })
        let userThread = startOnAnotherThread { userEdits.accept("typed") }
        insideAccept.wait()
        // The relay serializes its deliveries: this value reaches the binding while the user's edit is still being
        // accepted (delivered by the user's thread once the gate opens, inside `accept`).
        model.accept("from another thread")
        proceed.open()
        userThread.wait()
        XCTAssertEqual(
            sets.all, ["start", "from another thread"],
            "the other value was dropped as an echo, or the user's edit was written back")
        holding.dispose()
        binding.dispose()
    }

    func testTwoRelays() {
        let left = BehaviorRelay(value: 1)
        let right = BehaviorRelay(value: 2)
        var rightValues: [Int] = []
        let observing = right.subscribe(onNext: { rightValues.append($0) })
        let binding = left <-> right
        XCTAssertEqual(right.value, 1)
        right.accept(5)
        XCTAssertEqual(left.value, 5)
        left.accept(6)
        XCTAssertEqual(right.value, 6)
        XCTAssertEqual(rightValues, [2, 1, 5, 6], "each value once")
        binding.dispose()
        left.accept(7)
        XCTAssertEqual(right.value, 6)
        observing.dispose()
    }
}
