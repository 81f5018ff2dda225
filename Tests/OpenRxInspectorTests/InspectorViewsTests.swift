// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Foundation
    import OpenRx
    import OpenRxInspector
    import OpenRxTest
    import XCTest

    /// The seed articles' search box on virtual time: debounce, distinctUntilChanged, and a request per query
    /// through flatMapLatest, one of which fails and is caught.
    private enum SearchFailure: Error {
        case offline
    }

    private func search(_ text: String) -> Observable<[String]> {
        text == "fail" ? .error(SearchFailure.offline) : .just([text, text + "!"])
    }

    final class InspectorViewsTests: XCTestCase {
        private let flatMapLatestLine = #line + 12
        private let catchLine = #line + 12

        /// Records the search box: queries at 210, 220 ("sw" wins the debounce), 400 ("fail") and 600 ("rx").
        private func recordSearch() -> InspectorRecording {
            let scheduler = TestScheduler(initialClock: 0)
            let query = scheduler.createHotObservable([
                .next(210, "s"), .next(220, "sw"), .next(400, "fail"), .next(600, "rx"), .completed(900),
            ])
            return Inspector.record {
                _ = scheduler.start {
                    query.debounce(.seconds(50), scheduler: scheduler).distinctUntilChanged()
                        .flatMapLatest { text in
                            search(text).catch { _ in .just(["offline"]) }
                        }
                }
            }
        }

        func testTheErrorPathNamesWhereTheErrorWasMadeAndCaught() throws {
            let recording = recordSearch()
            let paths = recording.errorPaths()
            XCTAssertEqual(paths.count, 1)
            let path = try XCTUnwrap(paths.first)
            XCTAssertEqual(path.error, "offline")
            XCTAssertEqual(path.steps.map(\.operatorName), ["error"])
            XCTAssertEqual(path.caughtBy?.operatorName, "catch")
            XCTAssertEqual(path.caughtBy?.location?.line, catchLine)
            XCTAssertEqual(path.within.first?.operatorName, "flatMapLatest")
            XCTAssertEqual(path.within.first?.location?.line, flatMapLatestLine)
            XCTAssertTrue(path.description.contains("caught by catch InspectorViewsTests.swift:\(catchLine)"))
            XCTAssertTrue(
                path.description.contains(
                    "within flatMapLatest (Switch) InspectorViewsTests.swift:\(flatMapLatestLine)"))
        }

        func testAnErrorThatIsNotCaughtReachesTheSubscriber() throws {
            let subjectLine = #line + 2
            let recording = Inspector.record {
                let source = PublishSubject<Int>()
                _ = source.map { $0 }.filter { _ in true }.subscribe(onError: { _ in })
                source.onError(SearchFailure.offline)
            }
            let path = try XCTUnwrap(recording.errorPaths().first)
            XCTAssertEqual(
                path.steps.map(\.operatorName), ["PublishSubject", "map", "filter"], "from the subject down")
            XCTAssertEqual(path.steps.first?.location?.line, subjectLine, "where the subject was made")
            XCTAssertNil(path.caughtBy)
            XCTAssertTrue(path.description.hasSuffix("reached the subscriber"))
        }

        /// A `retry` catches each failed attempt but the last, whose error it passes on: the error it sends is
        /// the one its last attempt sent while it was being delivered. A `catch` whose replacement fails with the
        /// same error caught the first and passes on the second. Matched by description alone, every attempt
        /// "reached the subscriber" and no path said "caught by retry".
        func testRetryAndACatchThatFailsAgainCatchTheErrorsTheyDoNotPassOn() throws {
            let recording = Inspector.record {
                _ = Observable<Int>.error(SearchFailure.offline).retry(3).subscribe(onError: { _ in })
                _ = Observable<Int>.error(SearchFailure.offline)
                    .catch { _ in Observable<Int>.error(SearchFailure.offline) }
                    .subscribe(onError: { _ in })
            }
            let paths = recording.errorPaths()
            XCTAssertEqual(paths.count, 5, paths.map(\.description).joined(separator: "\n"))
            guard paths.count == 5 else { return }
            XCTAssertEqual(paths[0].caughtBy?.operatorName, "retry")
            XCTAssertEqual(paths[1].caughtBy?.operatorName, "retry")
            XCTAssertNil(paths[2].caughtBy)
            XCTAssertEqual(paths[2].steps.map(\.operatorName), ["error", "retry"])
            XCTAssertEqual(paths[3].caughtBy?.operatorName, "catch")
            XCTAssertNil(paths[4].caughtBy)
            XCTAssertEqual(paths[4].steps.map(\.operatorName), ["error", "catch"])
        }

        /// A `retry` whose first attempt fails later and whose next attempts fail at once, inside the delivery of
        /// the first one's error: the last attempt's error is the one it passes on, though its own error was sent
        /// while the first one's was being delivered.
        func testARetryWhoseLaterAttemptsFailAtOncePassesOnTheLastOne() throws {
            let subject = PublishSubject<Int>()
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts == 1 ? subject.asObservable() : .error(SearchFailure.offline)
            }
            let recording = Inspector.record {
                _ = source.retry(3).subscribe(onError: { _ in })
                subject.onError(SearchFailure.offline)
            }
            let paths = recording.errorPaths()
            XCTAssertEqual(paths.count, 3, paths.map(\.description).joined(separator: "\n"))
            guard paths.count == 3 else { return }
            XCTAssertEqual(paths[0].steps.first?.operatorName, "PublishSubject")
            XCTAssertEqual(paths[0].caughtBy?.operatorName, "retry")
            XCTAssertEqual(paths[1].caughtBy?.operatorName, "retry")
            XCTAssertNil(paths[2].caughtBy)
            XCTAssertEqual(paths[2].steps.last?.operatorName, "retry")
        }

        /// A `catch` that throws another error caught the first and produced the second, which has a path of its
        /// own: the error the subscriber got.
        func testACatchThatThrowsAnotherErrorProducesIt() throws {
            struct Wrapped: Error {}
            let recording = Inspector.record {
                _ = Observable<Int>.error(SearchFailure.offline)
                    .catch { _ in throw Wrapped() }
                    .subscribe(onError: { _ in })
            }
            let paths = recording.errorPaths()
            XCTAssertEqual(paths.count, 2, paths.map(\.description).joined(separator: "\n"))
            guard paths.count == 2 else { return }
            XCTAssertEqual(paths[0].error, "offline")
            XCTAssertEqual(paths[0].caughtBy?.operatorName, "catch")
            XCTAssertEqual(paths[1].error, "Wrapped()")
            XCTAssertEqual(paths[1].steps.map(\.operatorName), ["catch"])
            XCTAssertNil(paths[1].caughtBy)
        }

        func testTheTraceIsValidTraceEventJSONWithATrackPerSubscription() throws {
            let recording = recordSearch()
            let object = try JSONSerialization.jsonObject(with: recording.traceJSON()) as? [String: Any]
            let events = try XCTUnwrap(object?["traceEvents"] as? [[String: Any]])
            for event in events {
                for key in ["ph", "pid", "tid", "name"] { XCTAssertNotNil(event[key], "\(key) of \(event)") }
                if event["ph"] as? String != "M" { XCTAssertNotNil(event["ts"] as? Double, "ts of \(event)") }
            }
            var open: [Int: Int] = [:]
            for event in events {
                let tid = try XCTUnwrap(event["tid"] as? Int)
                switch event["ph"] as? String {
                case "B": open[tid, default: 0] += 1
                case "E":
                    open[tid, default: 0] -= 1
                    XCTAssertGreaterThanOrEqual(open[tid] ?? 0, 0, "an end without a begin on track \(tid)")
                case "i", "M", "s", "t", "f": break
                default: XCTFail("unexpected event \(event)")
                }
            }
            XCTAssertEqual(open.values.filter { $0 != 0 }, [], "every slice ends")
            XCTAssertEqual(Set(open.keys), Set(recording.subscriptions.map(\.id)), "a track per subscription")
            let names = events.filter { $0["ph"] as? String == "M" && $0["name"] as? String == "thread_name" }
                .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
            XCTAssertTrue(names.contains { $0.contains("catch InspectorViewsTests.swift:\(catchLine)") }, "\(names)")
            let flow = events.filter { $0["cat"] as? String == "error-path" }
            XCTAssertEqual(flow.compactMap { $0["ph"] as? String }, ["s", "f"], "from the error's origin to the catch")
            let path = try XCTUnwrap(recording.errorPaths().first)
            XCTAssertEqual(
                flow.compactMap { $0["tid"] as? Int }, [path.steps[0].id, try XCTUnwrap(path.caughtBy?.id)])
            let instants = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
            XCTAssertTrue(instants.contains("error offline"))
        }

        func testThePageCarriesEverySubscriptionAndEvent() throws {
            let recording = recordSearch()
            let page = recording.html(title: "Search </script>")
            XCTAssertTrue(page.contains("<title>Search &lt;/script&gt;</title>"))
            XCTAssertFalse(page.contains("http://") && page.contains("<script src"), "no network")
            let json = try XCTUnwrap(
                page.components(separatedBy: "const data = ").last?.components(separatedBy: ";\n").first)
            let data = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            XCTAssertEqual((data["nodes"] as? [Any])?.count, recording.subscriptions.count)
            let shown = recording.events.filter { $0.kind != .subscribed && $0.kind != .disposed }
            XCTAssertEqual((data["events"] as? [Any])?.count, shown.count)
            XCTAssertEqual((data["errorPaths"] as? [String])?.count, 1)
        }

        func testWritingTheViews() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspection-\(UUID())")
            defer { try? FileManager.default.removeItem(at: directory) }
            try recordSearch().write(to: directory)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            XCTAssertEqual(files, ["inspection.html", "trace.json", "tree.txt"])
            let tree = try String(contentsOf: directory.appendingPathComponent("tree.txt"), encoding: .utf8)
            XCTAssertTrue(tree.contains("Errors:\nerror offline at"), tree)
        }
    }
#endif
