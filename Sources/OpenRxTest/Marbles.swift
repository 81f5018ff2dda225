// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// Marble diagrams: sequences written as strings, for tests.
///
/// | character | meaning |
/// |---|---|
/// | `-` | one frame passes (``TestScheduler/ticksPerFrame`` ticks, 10 by default) |
/// | a key of `values` | that element, at the current frame; then one frame passes |
/// | `\|` | completion; then one frame passes |
/// | `#`, or a key of `errors` | an error (`#` alone means `RxError.unknown`); then one frame passes |
/// | `(` … `)` | a group: everything inside happens at the same frame; the group takes one frame |
/// | `^` | in a hot diagram, the subscription point: the frame of `^` is `TestScheduler.Defaults.subscribed` (200) and the frame after it is 200 + one frame |
/// | space | ignored (for alignment) |
///
/// Without `^`, the diagram's first character is frame 0: absolute time 0 for hot observables, the
/// subscription time for cold ones.
///
///     let xs = scheduler.createHotObservable("--a--b--|", values: ["a": 1, "b": 2])
///     // .next(20, 1), .next(50, 2), .completed(80)
///     let ys = scheduler.createColdObservable("-a-(bc)-#", values: ["a": 1, "b": 2, "c": 3], errors: ["#": failure])
///     // relative: .next(10, 1), .next(30, 2), .next(30, 3), .error(50, failure)
///
/// Subscription diagrams use `^` for the subscription and `!` for the disposal:
/// `parseSubscriptions("--^---!")` is `Subscription(20, 60)`.
extension TestScheduler {
    /// The ticks one marble frame stands for.
    public static let ticksPerFrame = 10

    /// Parses a marble diagram into recorded events. An invalid diagram fails the current test and its
    /// invalid characters are skipped.
    public func parseEvents<Element>(
        _ marbles: String, values: [Character: Element] = [:], errors: [Character: Swift.Error] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> [Recorded<Event<Element>>] {
        MarbleParser(values: values, errors: errors, file: file, line: line).events(in: marbles)
    }

    /// Parses a subscription diagram (`^` subscribes, `!` disposes; `-` and spaces are frames).
    public func parseSubscriptions(
        _ marbles: String, file: StaticString = #filePath, line: UInt = #line
    )
        -> [Subscription]
    {
        var frame = 0
        var subscribed: Int?
        var result: [Subscription] = []
        for character in marbles where character != " " {
            switch character {
            case "^": subscribed = frame * Self.ticksPerFrame
            case "!":
                guard let start = subscribed else {
                    recordTestFailure("`!` before `^` in subscription diagram \"\(marbles)\"", file: file, line: line)
                    break
                }
                result.append(Subscription(start, frame * Self.ticksPerFrame))
                subscribed = nil
            case "-": break
            default:
                recordTestFailure(
                    "Unexpected \"\(character)\" in subscription diagram \"\(marbles)\"", file: file, line: line)
            }
            frame += 1
        }
        if let start = subscribed { result.append(Subscription(start)) }
        return result
    }

    /// Creates a hot observable from a marble diagram.
    public func createHotObservable<Element>(
        _ marbles: String, values: [Character: Element] = [:], errors: [Character: Swift.Error] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<Element> {
        createHotObservable(parseEvents(marbles, values: values, errors: errors, file: file, line: line))
    }

    /// Creates a cold observable from a marble diagram (times relative to each subscription).
    public func createColdObservable<Element>(
        _ marbles: String, values: [Character: Element] = [:], errors: [Character: Swift.Error] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<Element> {
        createColdObservable(parseEvents(marbles, values: values, errors: errors, file: file, line: line))
    }
}

/// Turns a diagram into recorded events.
private struct MarbleParser<Element> {
    let values: [Character: Element]
    let errors: [Character: Swift.Error]
    let file: StaticString
    let line: UInt

    func events(in marbles: String) -> [Recorded<Event<Element>>] {
        let frameTicks = TestScheduler.ticksPerFrame
        let offset: Int
        if let caret = marbles.filter({ $0 != " " }).firstIndex(of: "^") {
            let position = marbles.filter { $0 != " " }.distance(
                from: marbles.filter { $0 != " " }.startIndex, to: caret)
            offset = TestScheduler.Defaults.subscribed - position * frameTicks
        } else {
            offset = 0
        }
        var result: [Recorded<Event<Element>>] = []
        var frame = 0
        var inGroup = false
        for character in marbles where character != " " {
            let time = offset + frame * frameTicks
            switch character {
            case "-", "^":
                break
            case "(":
                if inGroup { fail("nested group", marbles) }
                inGroup = true
                continue
            case ")":
                if !inGroup { fail("`)` without `(`", marbles) }
                inGroup = false
            default:
                if let event = event(for: character) {
                    result.append(Recorded(time: time, value: event))
                } else {
                    fail("\"\(character)\" is not a key of `values` or `errors`", marbles)
                }
                if inGroup { continue }
            }
            frame += 1
        }
        if inGroup { fail("unclosed group", marbles) }
        return result
    }

    private func event(for character: Character) -> Event<Element>? {
        if let value = values[character] { return .next(value) }
        if let error = errors[character] { return .error(error) }
        switch character {
        case "|": return .completed
        case "#": return .error(RxError.unknown)
        default: return nil
        }
    }

    private func fail(_ problem: String, _ marbles: String) {
        recordTestFailure("Invalid marble diagram \"\(marbles)\": \(problem)", file: file, line: line)
    }
}

extension Array {
    /// Renders recorded events as a marble diagram: one character per frame, elements by their
    /// description (`render`), simultaneous events in parentheses. Times are divided into frames of
    /// ``TestScheduler/ticksPerFrame`` ticks counted from `start`.
    ///
    ///     observer.events.marbles()   // "--1--2--|"
    public func marbles<Value>(
        from start: TestTime = 0, render: (Value) -> String = { "\($0)" }
    ) -> String where Element == Recorded<Event<Value>> {
        let frameTicks = TestScheduler.ticksPerFrame
        var byFrame: [Int: [Event<Value>]] = [:]
        for recorded in self {
            byFrame[(recorded.time - start) / frameTicks, default: []].append(recorded.value)
        }
        guard let last = byFrame.keys.max() else { return "" }
        var diagram = ""
        for frame in 0...Swift.max(0, last) {
            guard let events = byFrame[frame] else {
                diagram += "-"
                continue
            }
            let symbols = events.map { event -> String in
                switch event {
                case .next(let value): return render(value)
                case .error: return "#"
                case .completed: return "|"
                }
            }
            diagram += symbols.count == 1 && symbols[0].count == 1 ? symbols[0] : "(" + symbols.joined() + ")"
        }
        return diagram
    }
}
