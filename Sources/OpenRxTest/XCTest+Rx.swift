// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// Asserts that two event arrays are equal, listing both on failure.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    recordTestFailure(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of single outcomes are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    let equal = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { singleEventsMatch($0, $1) }
    guard !equal else { return }
    recordTestFailure(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of maybe outcomes are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    recordTestFailure(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of completable outcomes are equal.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    recordTestFailure(mismatchDescription(lhs, rhs), file: file, line: line)
}

/// Asserts that two arrays of recorded events are equal, listing both on failure.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath,
    line: UInt = #line
) {
    guard lhs != rhs else { return }
    recordTestFailure(recordedEventsMismatch(actual: lhs, expected: rhs), file: file, line: line)
}

/// Asserts that two arrays of recorded events of optional elements are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath,
    line: UInt = #line
) {
    guard lhs != rhs else { return }
    recordTestFailure(recordedEventsMismatch(actual: lhs, expected: rhs), file: file, line: line)
}

/// Asserts that the recorded stream's elements (ignoring times) are `elements`, and fails if the stream holds a
/// stop event (`completed` or `error`), as RxTest's does.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
    line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        recordTestFailure("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    let recorded = stream.compactMap { $0.value.element }
    guard recorded != elements else { return }
    recordTestFailure(mismatchDescription(recorded, elements), file: file, line: line)
}

/// The message of a failed comparison of two lists: where they first differ, then both in full.
private func mismatchDescription<T>(_ actual: [T], _ expected: [T]) -> String {
    let first = firstDifferingIndex(actual, expected) { String(reflecting: $0) == String(reflecting: $1) }
    return "Events differ at index \(first):\n" + eventLists(actual: actual, expected: expected)
}
