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
            URLSessionLogging.log(request)
            let task = session.dataTask(with: request) { data, response, error in
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
    /// Which requests `URLSession.rx` prints in debug builds (method and URL). Unlike RxSwift, none by
    /// default: set it to `{ _ in true }` to see them all.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { URLSessionLogging.filter }
        set { URLSessionLogging.filter = newValue }
    }
}

/// The request-logging setting, behind a lock.
enum URLSessionLogging {
    // Sendable: the filter is only read and replaced under its lock.
    nonisolated(unsafe) private static let storage = LockedState<(URLRequest) -> Bool>.make { _ in false }

    static var filter: (URLRequest) -> Bool {
        get { storage.withLock { $0 } }
        set {
            let replaced = storage.withLock { filter in
                let replaced = filter
                filter = newValue
                return replaced
            }
            // Released after unlocking: what the closure captured may have a deinit.
            withExtendedLifetime(replaced) {}
        }
    }

    static func log(_ request: URLRequest) {
        #if DEBUG
            if filter(request) {
                print("OpenRx URLSession: \(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "(no URL)")")
            }
        #endif
    }
}
