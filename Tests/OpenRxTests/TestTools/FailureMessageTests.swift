// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest
import Testing
import XCTest

// OpenRxTest's assertions fail the test they are called from, in Swift Testing and in XCTest, and draw a
// failed comparison of recorded events as aligned marble lines.

private let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(250, 2), .completed(280)]
private let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(250, 3), .completed(280)]

/// The message for `actual` against `expected`, line by line.
private let expectedMessage = """
    Recorded events differ at time 250, frame 4 (frames of 10 ticks from time 210):
      expected: 1---2--|
      actual:   1---3--|
                    ^
      actual (3):
        next(1) @ 210
        next(3) @ 250
        completed @ 280
      expected (3):
        next(1) @ 210
        next(2) @ 250
        completed @ 280
    """

@Suite struct SwiftTestingFailureTests {
    @Test func aMismatchOfRecordedEventsIsAnIssueDrawnAsMarbles() {
        withKnownIssue {
            XCTAssertEqual(actual, expected)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expectedMessage]
        }
    }

    /// The article's example ("Testing with virtual time", Swift Testing).
    @Test func doublingWithMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-b-|", values: ["a": 1, "b": 2])
        let result = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(result.events, scheduler.parseEvents("^-a-b-|", values: ["a": 2, "b": 4]))
    }

    @Test func equalEventsRecordNoIssue() {
        XCTAssertEqual(expected, expected)
        XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
    }

    @Test func anInvalidMarbleDiagramIsAnIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        withKnownIssue {
            _ = scheduler.parseEvents("--a--x", values: ["a": 1])
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["Invalid marble diagram \"--a--x\": \"x\" is not a key of `values` or `errors`"]
        }
    }

    /// As RxTest's: a recorded stop event fails `XCTAssertRecordedElements`, even when the elements match.
    @Test func aStopEventFailsRecordedElements() {
        withKnownIssue {
            XCTAssertRecordedElements(expected, [1, 2])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["A non-next stop event has been emitted: completed @ 280"]
        }
    }

    @Test func groupsAndWideElementsStayAligned() {
        let wide: [Recorded<Event<String>>] = [.next(0, "ab"), .next(10, "c"), .next(10, "d"), .completed(20)]
        let narrow: [Recorded<Event<String>>] = [.next(0, "a"), .next(10, "c"), .completed(20)]
        withKnownIssue {
            XCTAssertEqual(wide, narrow)
        } matching: { issue in
            let lines = issue.comments.first?.rawValue.split(separator: "\n").prefix(4).map(String.init)
            return lines == [
                "Recorded events differ at time 0, frame 0 (frames of 10 ticks from time 0):",
                "  expected: a   c    |",
                "  actual:   (ab)(c,d)|",
                "            ^",
            ]
        }
    }
}

/// The same assertions in XCTest: the failure is the test's, at the assertion's line, with the same message.
final class XCTestFailureTests: XCTestCase {
    private var captured: [(description: String, line: Int)]?

    /// The failures `body` records, kept from failing this test; other failures fail it as usual.
    private func failures(of body: () -> Void) -> [(description: String, line: Int)] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard captured != nil else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append((description, lineNumber))
    }

    func testAMismatchOfRecordedEventsFailsTheTestWithMarbles() {
        let line = #line + 1
        let recorded = failures { XCTAssertEqual(actual, expected) }
        XCTAssertEqual(recorded.map(\.line), [line])
        XCTAssertTrue(recorded.first?.description.hasSuffix(expectedMessage) == true, recorded.first?.description ?? "")
    }

    func testEqualEventsDoNotFail() {
        XCTAssertEqual(failures { XCTAssertEqual(expected, expected) }.count, 0)
    }

    func testAnInvalidMarbleDiagramFailsTheTest() {
        let recorded = failures {
            _ = TestScheduler(initialClock: 0).parseEvents("--a--(b", values: ["a": 1, "b": 2])
        }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(
            recorded.first?.description.hasSuffix("Invalid marble diagram \"--a--(b\": unclosed group") == true)
    }
}
