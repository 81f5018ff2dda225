// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

extension ObservableType {
    /// Prints every subscription, event and disposal, with a timestamp and an identifier (by default the
    /// calling file, line and function).
    ///
    ///     source.debug("search")
    ///     // 2026-11-22 10:00:00.000: search -> subscribed
    ///     // 2026-11-22 10:00:00.001: search -> Event next(1)
    ///
    /// - Parameters:
    ///   - identifier: The name printed before each line; by default `file:line (function)`.
    ///   - trimOutput: Shortens an event description longer than 40 characters to its first and last 20,
    ///     joined by "...", as RxSwift does.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return Producer(DebugLogic(source: asObservable(), identifier: name, trimOutput: trimOutput))
    }
}

struct DebugLogic<Element>: ProducerLogic {
    let source: Observable<Element>
    let identifier: String
    let trimOutput: Bool

    init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
    }

    func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer?) -> SinkAndSubscription
    where Observer.Element == Element {
        let sink = DebugSink(observer: observer, cancel: cancel, identifier: identifier, trimOutput: trimOutput)
        sink.log("subscribed")
        return (sink, source.subscribeSink(sink))
    }
}

final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    let identifier: String
    let trimOutput: Bool

    init(observer: Observer, cancel: SinkDisposer?, identifier: String, trimOutput: Bool) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(observer: observer, cancel: cancel)
    }

    func log(_ content: String) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }

    func on(_ event: Event<Observer.Element>) {
        var description = event.debugDescription
        if trimOutput && description.count > 40 {
            description = String(description.prefix(20)) + "..." + String(description.suffix(20))
        }
        log("Event \(description)")
        if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
    }

    /// Prints "isDisposed" once, then disposes the source: RxSwift's order, so a chain of `debug`s prints
    /// from the subscriber towards the source, and before the source's own disposal.
    override func dispose() {
        if !isDisposed { log("isDisposed") }
        super.dispose()
    }
}
