// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// The message of a failed comparison of recorded events: the first difference, expected and actual drawn as
/// aligned marble lines with a caret under the first frame where they differ, then both lists in full.
///
///     Recorded events differ at time 250, frame 5 (frames of 10 ticks from time 200):
///       expected: --1--2--|
///       actual:   --1--3--|
///                      ^
func recordedEventsMismatch<Value: Equatable>(
    actual: [Recorded<Event<Value>>], expected: [Recorded<Event<Value>>]
) -> String {
    let firstDifference =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? Swift.min(actual.count, expected.count)
    let times = (actual + expected).map(\.time)
    let frameTicks = TestScheduler.ticksPerFrame
    let start = ((times.min() ?? 0) / frameTicks) * frameTicks
    let differingTime = [actual, expected].compactMap {
        $0.indices.contains(firstDifference) ? $0[firstDifference].time : nil
    }
    .min()
    var message = "Recorded events differ"
    if let time = differingTime {
        message += " at time \(time), frame \((time - start) / frameTicks)"
    }
    message += " (frames of \(frameTicks) ticks from time \(start)):\n"
    let lines = AlignedMarbles(actual: actual, expected: expected, start: start)
    message += "  expected: \(lines.expected)\n  actual:   \(lines.actual)\n"
    if let time = differingTime {
        message +=
            "            " + String(repeating: " ", count: lines.offset(ofFrame: (time - start) / frameTicks)) + "^\n"
    }
    return message + eventLists(actual: actual, expected: expected)
}

/// The first index where `actual` and `expected` differ, or the shorter one's count.
func firstDifferingIndex<T>(_ actual: [T], _ expected: [T], same: (T, T) -> Bool) -> Int {
    zip(actual, expected).enumerated().first { !same($0.element.0, $0.element.1) }?.offset
        ?? Swift.min(actual.count, expected.count)
}

/// Both lists of events, one per line: actual, then expected.
func eventLists<T>(actual: [T], expected: [T]) -> String {
    func lines(_ values: [T]) -> String {
        values.map { "    \(String(reflecting: $0))" }.joined(separator: "\n")
    }
    return "  actual (\(actual.count)):\n\(lines(actual))\n  expected (\(expected.count)):\n\(lines(expected))"
}

/// Two marble lines whose frames line up: a frame is as wide as the wider of its two cells.
private struct AlignedMarbles {
    let expected: String
    let actual: String
    private let cellStarts: [Int]

    init<Value>(actual: [Recorded<Event<Value>>], expected: [Recorded<Event<Value>>], start: TestTime) {
        let actualCells = Self.cells(actual, start: start)
        let expectedCells = Self.cells(expected, start: start)
        let frames = Swift.max(actualCells.count, expectedCells.count)
        var actualLine = ""
        var expectedLine = ""
        var starts: [Int] = []
        for frame in 0..<frames {
            let actualCell = frame < actualCells.count ? actualCells[frame] : " "
            let expectedCell = frame < expectedCells.count ? expectedCells[frame] : " "
            let width = Swift.max(actualCell.count, expectedCell.count)
            starts.append(actualLine.count)
            actualLine += actualCell + String(repeating: " ", count: width - actualCell.count)
            expectedLine += expectedCell + String(repeating: " ", count: width - expectedCell.count)
        }
        self.actual = actualLine.trimmingTrailingSpaces
        self.expected = expectedLine.trimmingTrailingSpaces
        cellStarts = starts
    }

    /// Where `frame` starts in either line.
    func offset(ofFrame frame: Int) -> Int {
        frame < cellStarts.count ? cellStarts[frame] : (cellStarts.last.map { $0 + 1 } ?? 0)
    }

    /// One cell per frame up to the last event: `-`, an element, `|`, `#`, or a group `(…)` of the frame's
    /// events.
    private static func cells<Value>(_ events: [Recorded<Event<Value>>], start: TestTime) -> [String] {
        var byFrame: [Int: [String]] = [:]
        for recorded in events {
            let symbol: String
            switch recorded.value {
            case .next(let value): symbol = "\(value)"
            case .error: symbol = "#"
            case .completed: symbol = "|"
            }
            byFrame[(recorded.time - start) / TestScheduler.ticksPerFrame, default: []].append(symbol)
        }
        guard let last = byFrame.keys.max() else { return [] }
        return (0...last).map { frame in
            guard let symbols = byFrame[frame] else { return "-" }
            return symbols.count == 1 && symbols[0].count == 1 ? symbols[0] : "(" + symbols.joined(separator: ",") + ")"
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
