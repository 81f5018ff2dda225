// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a `URLSession.rx` request failed.
public enum RxCocoaURLError: Swift.Error {
    /// The session gave neither a response nor an error.
    case unknown
    /// The response was not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The status code was not in 200..<300 (`data` and `json` only).
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body was not valid JSON.
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    /// A description of the failure.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// Sends the request when subscribed, then the response and its body, and completes; disposing
    /// cancels the request. Every status code is a success here (see ``data(request:)``).
    ///
    ///     URLSession.shared.rx.response(request: request)
    ///         .subscribe(onNext: { response, data in print(response.statusCode, data.count) })
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            // Sendable: the session calls the completion handler once. Taken there, so the handler lets go of
            // the subscription's sinks (and the subscriber's closures) when it has sent the outcome, not when
            // Foundation releases the handler, which may be later, on another thread.
            let target = UncheckedSendable(ObserverHandoff(observer))
            // As RxCocoa: the filter is asked when the request starts (to time it) and when it ends (to log it).
            let start: Date? = URLSession.rx.shouldLogRequest(request) ? Date() : nil
            let task = session.dataTask(with: request) { data, response, error in
                if URLSession.rx.shouldLogRequest(request) {
                    URLSessionLogging.log(request, response: response, error: error, since: start ?? Date())
                }
                guard let observer = target.value.take() else { return }
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((httpResponse, data)))
                observer.on(.completed)
            }
            task.resume()
            let running = UncheckedSendable(task)
            return Disposables.create { running.value.cancel() }
        }
    }

    /// The body of a successful response (status 200..<300); other statuses fail with
    /// `RxCocoaURLError.httpRequestFailed`.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of a successful response, parsed as JSON with `options`.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// The body of a successful GET of `url`, parsed as JSON.
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Which requests `URLSession.rx` prints when they end, as RxCocoa prints them: a `curl` command that
    /// repeats the request, then the outcome and how long it took (`Success (12ms): Status 200`). Every
    /// request in debug builds and none in release builds by default, as in RxSwift; a filter set here
    /// applies in both. The filter runs on the session's queue, so it is `@Sendable` in the strict mode
    /// (`RxNonThrowingClosure`).
    public static var shouldLogRequest: RxNonThrowingClosure<URLRequest, Bool> {
        get { URLSessionLogging.filter }
        set { URLSessionLogging.filter = newValue }
    }
}

/// The request-logging setting, behind a lock, and RxCocoa's log lines.
package enum URLSessionLogging {
    // Sendable: the filter is only read and replaced under its lock.
    nonisolated(unsafe) private static let storage = LockedState<RxNonThrowingClosure<URLRequest, Bool>>.make { _ in
        #if DEBUG
            true
        #else
            false
        #endif
    }

    // Sendable: only read and replaced under its lock (completion handlers read it on the session's queue).
    nonisolated(unsafe) private static let outputStorage = LockedState<(String) -> Void>.make { Swift.print($0) }

    /// Where the log lines go: standard output (a test reads them here).
    package static var output: (String) -> Void {
        get { outputStorage.withLock { $0 } }
        set {
            // Released after unlocking: what the closure captured may have a deinit.
            withExtendedLifetime(outputStorage.exchange(newValue)) {}
        }
    }

    static var filter: RxNonThrowingClosure<URLRequest, Bool> {
        get { storage.withLock { $0 } }
        set {
            // Released after unlocking: what the closure captured may have a deinit.
            withExtendedLifetime(storage.exchange(newValue)) {}
        }
    }

    /// Prints `request` as a `curl` command, then its outcome and how long it took since `start`.
    static func log(_ request: URLRequest, response: URLResponse?, error: Swift.Error?, since start: Date) {
        let output = self.output
        output(curlCommand(request))
        output(outcome(response, error.map { $0 as NSError }, Date().timeIntervalSince(start)))
    }

    private static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The request as RxCocoa writes it: `curl -X METHOD`, a POST body, a line per header, the URL, `-i -v`.
    static func curlCommand(_ request: URLRequest) -> String {
        let method = request.httpMethod ?? "GET"
        var command = "curl -X \(method) "
        if let body = request.httpBody, request.httpMethod == "POST", let text = String(data: body, encoding: .utf8) {
            command += "-d \"\(escaped(text))\" "
        }
        for (key, value) in request.allHTTPHeaderFields ?? [:] {
            command += "\n    -H \"\(escaped(key)): \(escaped(value))\" "
        }
        command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\""
        command += " -i -v"
        return command
    }

    /// The outcome as RxCocoa writes it.
    static func outcome(_ response: URLResponse?, _ error: NSError?, _ interval: TimeInterval) -> String {
        let milliseconds = Int(interval * 1000)
        if let response = response as? HTTPURLResponse {
            let result = 200..<300 ~= response.statusCode ? "Success" : "Failure"
            return "\(result) (\(milliseconds)ms): Status \(response.statusCode)"
        }
        if let error {
            if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
                return "Canceled (\(milliseconds)ms)"
            }
            return "Failure (\(milliseconds)ms): NSError > \(error)"
        }
        return "<Unhandled response from server>"
    }
}
