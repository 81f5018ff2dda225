// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A virtual time, in ticks of a ``TestScheduler``.
public typealias TestTime = Int

/// A value recorded at a virtual time.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value was recorded.
    public let time: TestTime
    /// The recorded value.
    public let value: Value

    /// Creates a record of `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// A description such as `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Records are equal when their times and values are.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded {
    /// An element recorded at `time`: `.next(210, 1)`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A completion recorded at `time`: `.completed(250)`.
    public static func completed<T>(_ time: TestTime, _: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An error recorded at `time`: `.error(250, testError)`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The given records as an array (helps type inference).
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// The given records.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}

extension Recorded: Sendable where Value: Sendable {}
