// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxBlocking
import OpenRxCocoa
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class FoundationExtensionsTests: RxTestCase {
    func testNotificationsByNameAndObjectUntilDisposed() {
        let center = NotificationCenter()
        let sender = NSObject()
        let name = Notification.Name("OpenRxTestNotification")
        var fromAnyone: [String] = []
        var fromSender: [String] = []
        func id(_ notification: Notification) -> String {
            notification.userInfo?["id"] as? String ?? "?"
        }
        let notifications: Observable<Notification> = center.rx.notification(name)
        let any = notifications.subscribe(onNext: { notification in fromAnyone.append(id(notification)) })
        let fromObject: Observable<Notification> = center.rx.notification(name, object: sender)
        let specific = fromObject.subscribe(onNext: { notification in fromSender.append(id(notification)) })
        center.post(name: name, object: nil, userInfo: ["id": "a"])
        center.post(name: name, object: sender, userInfo: ["id": "b"])
        center.post(name: Notification.Name("Other"), object: sender, userInfo: ["id": "c"])
        specific.dispose()
        center.post(name: name, object: sender, userInfo: ["id": "d"])
        any.dispose()
        center.post(name: name, object: sender, userInfo: ["id": "e"])
        XCTAssertEqual(fromAnyone, ["a", "b", "d"])
        XCTAssertEqual(fromSender, ["b"])
    }

    /// As RxSwift's, the sequence holds its sender weakly: an object that keeps the sequence of its own
    /// notifications is freed, and a subscription made after the sender is gone observes every sender.
    func testTheSenderIsHeldWeakly() {
        let center = NotificationCenter()
        let name = Notification.Name("OpenRxWeakSenderNotification")
        final class Sender {
            var notifications: Observable<Notification>?
        }
        var sender: Sender? = Sender()
        weak let gone = sender
        let notifications = center.rx.notification(name, object: sender)
        sender?.notifications = notifications
        sender = nil
        XCTAssertNil(gone, "the sequence kept its sender alive")
        var received = 0
        let subscription = notifications.subscribe(onNext: { _ in received += 1 })
        center.post(name: name, object: NSObject())
        XCTAssertEqual(received, 1, "with its sender gone, the filter is nil")
        subscription.dispose()
    }

    func testResponseDataAndJSON() throws {
        let session = StubURLProtocol.session()
        StubURLProtocol.stub(path: "/ok", status: 200, body: #"{"name":"rx"}"#)
        StubURLProtocol.stub(path: "/missing", status: 404, body: "nope")
        StubURLProtocol.stub(path: "/broken", status: 200, body: "{")
        let ok = URLRequest(url: URL(string: "https://stub.openrx/ok")!)

        let response = try session.rx.response(request: ok).toBlocking(timeout: 10).single()
        XCTAssertEqual(response.response.statusCode, 200)
        XCTAssertEqual(String(decoding: response.data, as: UTF8.self), #"{"name":"rx"}"#)

        let json = try session.rx.json(url: URL(string: "https://stub.openrx/ok")!).toBlocking(timeout: 10).single()
        XCTAssertEqual((json as? [String: Any])?["name"] as? String, "rx")

        let missing = URLRequest(url: URL(string: "https://stub.openrx/missing")!)
        XCTAssertThrowsError(try session.rx.data(request: missing).toBlocking(timeout: 10).single()) { error in
            guard case .httpRequestFailed(let response, let data)? = error as? RxCocoaURLError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(response.statusCode, 404)
            XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "nope")
        }
        let broken = URLRequest(url: URL(string: "https://stub.openrx/broken")!)
        XCTAssertThrowsError(try session.rx.json(request: broken).toBlocking(timeout: 10).single()) { error in
            guard case .deserializationError? = error as? RxCocoaURLError else { return XCTFail("unexpected \(error)") }
        }
        #if DEBUG
            XCTAssertTrue(URLSession.rx.shouldLogRequest(ok), "RxSwift logs every request in debug builds")
        #endif
        // The completion handlers run on the session's delegate queue and may still be returning after the
        // outcome they sent resumed this test; each lets go of its observer when it returns.
        session.delegateQueue.waitUntilAllOperationsAreFinished()
        session.invalidateAndCancel()
    }

    /// RxCocoa's request log: the filter asked at the start and at the end, then a `curl` command and the
    /// outcome.
    func testRequestsAreLoggedAsRxCocoaLogsThem() throws {
        let session = StubURLProtocol.session()
        StubURLProtocol.stub(path: "/ok", status: 200, body: "{}")
        let lines = ConcurrentLog<String>()
        let asked = CallCounter()
        let filter = URLSession.rx.shouldLogRequest
        let output = URLSessionLogging.output
        URLSession.rx.shouldLogRequest = { _ in
            asked.increment()
            return true
        }
        URLSessionLogging.output = { lines.append($0) }
        defer {
            URLSession.rx.shouldLogRequest = filter
            URLSessionLogging.output = output
        }
        var request = URLRequest(url: URL(string: "https://stub.openrx/ok")!)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"a":"b"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        _ = try session.rx.data(request: request).toBlocking(timeout: 10).single()
        session.delegateQueue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(asked.value, 2)
        XCTAssertEqual(lines.values.count, 2)
        XCTAssertEqual(
            lines.values.first,
            "curl -X POST -d \"{\\\"a\\\":\\\"b\\\"}\" \n    -H \"Content-Type: application/json\" \n\"https://stub.openrx/ok\" -i -v"
        )
        let outcome = lines.values.last ?? ""
        XCTAssertTrue(outcome.hasPrefix("Success ("), outcome)
        XCTAssertTrue(outcome.hasSuffix("ms): Status 200"), outcome)
        session.invalidateAndCancel()
    }

    func testURLErrorDescriptions() {
        let response = HTTPURLResponse(
            url: URL(string: "https://stub.openrx")!, statusCode: 500, httpVersion: nil, headerFields: nil)!
        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
        XCTAssertEqual(
            RxCocoaURLError.httpRequestFailed(response: response, data: nil).debugDescription,
            "HTTP request failed with `500`.")
    }
}

/// Answers requests to `https://stub.openrx/<path>` with canned responses, without a network.
final class StubURLProtocol: URLProtocol {
    // Sendable: the stubs are read and written under `lock`.
    nonisolated(unsafe) private static var stubs: [String: (status: Int, body: Data)] = [:]
    private static let lock = NSLock()

    static func stub(path: String, status: Int, body: String) {
        lock.lock()
        defer { lock.unlock() }
        stubs[path] = (status, Data(body.utf8))
    }

    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "stub.openrx"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let path = request.url?.path ?? ""
        StubURLProtocol.lock.lock()
        let stub = StubURLProtocol.stubs[path] ?? (500, Data())
        StubURLProtocol.lock.unlock()
        let response = HTTPURLResponse(
            url: request.url!, statusCode: stub.status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: stub.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
