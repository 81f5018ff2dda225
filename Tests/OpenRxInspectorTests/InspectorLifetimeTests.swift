// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Foundation
    import OpenRx
    import OpenRxInspector
    import XCTest

    private enum Failure: Error {
        case offline
    }

    /// A value that counts how often it is described (a recording describes each element it keeps).
    private final class Described: CustomStringConvertible, @unchecked Sendable {
        // Sendable: the count is guarded by the lock.
        private static let lock = NSLock()
        nonisolated(unsafe) private static var storage = 0

        static var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }

        var description: String {
            Self.lock.lock()
            Self.storage += 1
            Self.lock.unlock()
            return "described"
        }
    }

    /// Recordings that end while the pipelines they watched go on, recordings inside recordings, and what a full
    /// recording still knows.
    final class InspectorLifetimeTests: XCTestCase {
        override func tearDown() {
            XCTAssertFalse(Inspector.isRecording, "each test stops its recording")
            super.tearDown()
        }

        /// A subscription made while recording is the same kind of disposable as one made without: `Cancelable`,
        /// telling whether it is disposed, live, after its completion and after `dispose()`. Recorded, it was a
        /// plain `Disposable`, so code that asks `isDisposed` behaved otherwise while the inspector watched.
        func testARecordedSubscriptionTellsWhetherItIsDisposedAsAnUnrecordedOne() {
            func states() -> [Bool?] {
                let subject = PublishSubject<Int>()
                let live = subject.map { $0 + 1 }.subscribe()
                let completing = subject.filter { $0 > 0 }.subscribe(onNext: { _ in })
                // The pairs of `subscribe(onNext:…)` made by a subject and by `just`.
                let direct = subject.subscribe(onNext: { _ in })
                let just = Observable.just(1).subscribe(onNext: { _ in })
                let pairs = [completing, direct, just]
                var states = [(live as? Cancelable)?.isDisposed] + pairs.map { ($0 as? Cancelable)?.isDisposed }
                subject.onCompleted()
                states += pairs.map { ($0 as? Cancelable)?.isDisposed }
                live.dispose()
                for pair in pairs { pair.dispose() }
                states += [(live as? Cancelable)?.isDisposed] + pairs.map { ($0 as? Cancelable)?.isDisposed }
                return states
            }
            let unrecorded = states()
            var recorded: [Bool?] = []
            let recording = Inspector.record { recorded = states() }
            XCTAssertEqual(
                unrecorded, [false, false, false, false, false, false, false, true, true, true, true],
                "live, then the pairs before and after the completion: disposed only by dispose()")
            XCTAssertEqual(recorded, unrecorded)
            XCTAssertEqual(
                recording.subscriptions.filter { $0.kind == "Map" }.count, 1, "the subscriptions were recorded")
        }

        /// A closure subscription of a producer without a sink (`just`, `never`, `Single.just`) is recorded disposed
        /// at once, as a plain subscription of it is: nothing of it is left to run. Folding the closures' pair
        /// into the producer's disposer left them recorded live until the app disposed them.
        func testAClosureSubscriptionOfAProducerWithoutASinkIsRecordedDisposedAtOnce() {
            let recording = Inspector.record {
                _ = Observable.just(1).subscribe(onNext: { _ in })
                _ = Observable<Int>.never().subscribe()
                _ = Single.just(1).subscribe(onSuccess: { _ in })
                _ = Observable.just(2).subscribe(AnyObserver { _ in })
            }
            XCTAssertEqual(recording.subscriptions.count, 4)
            XCTAssertEqual(recording.subscriptions.filter { $0.disposed != nil }.count, 4, "each was recorded disposed")
            XCTAssertEqual(recording.liveSubscriptions.map(\.operatorName), [])
        }

        /// A subscription made while an earlier recording ran still marks the thread with its number when its
        /// events are delivered; the next recording does not take it for one of its own. Before, the inner `error`
        /// of the next recording became its own parent: the tree was empty and `errorPaths()` never returned.
        func testASubscriptionOfAnEarlierRecordingIsNotTheParentOfTheNextOnes() throws {
            let subject = PublishSubject<Int>()
            Inspector.start()
            let subscription = subject.flatMap { _ in Observable<Int>.error(Failure.offline) }
                .subscribe(onError: { _ in })
            _ = Inspector.stop()
            Inspector.start()
            subject.onNext(1)
            let recording = Inspector.stop()
            subscription.dispose()
            let inner = try XCTUnwrap(recording.subscription(1))
            XCTAssertNil(inner.parent, "a subscription of the earlier recording became its parent")
            XCTAssertEqual(recording.subscriptions.count, 1)
            XCTAssertFalse(recording.tree().isEmpty)
            guard inner.parent == nil else { return }  // with a wrong parent, errorPaths() would not return
            XCTAssertEqual(recording.errorPaths().count, 1)
        }

        /// A recording that ended no longer describes or keeps what the subscriptions it watched do afterwards: a
        /// binding made while recording lives on without growing a recording nobody reads.
        func testAStoppedRecordingNeitherDescribesNorKeepsWhatItsSubscriptionsDoLater() {
            let subject = PublishSubject<Described>()
            var subscription: Disposable?
            let recording = Inspector.record {
                subscription = subject.subscribe()
                subject.onNext(Described())
            }
            XCTAssertEqual(recording.events.count, 2)
            let described = Described.count
            for _ in 0..<3 { subject.onNext(Described()) }
            XCTAssertEqual(Described.count, described, "the stopped recording still described the elements")
            Inspector.start()
            subject.onNext(Described())
            XCTAssertEqual(Inspector.stop().events.count, 0, "an earlier subscription was recorded by the next")
            subscription?.dispose()
        }

        /// A `record` whose body throws ends its recording too: what the body subscribed goes on unrecorded.
        func testARecordWhoseBodyThrowsEndsItsRecording() {
            let subject = PublishSubject<Described>()
            var subscription: Disposable?
            XCTAssertThrowsError(
                try Inspector.record {
                    subscription = subject.subscribe()
                    throw Failure.offline
                })
            XCTAssertFalse(Inspector.isRecording)
            let described = Described.count
            subject.onNext(Described())
            XCTAssertEqual(Described.count, described, "the recording of the throwing body still described")
            subscription?.dispose()
        }

        /// `record` puts back the recording that ran before it only if its own is still the one installed: a `stop()`
        /// inside it leaves nothing recording, a `start()` inside it leaves that recording running.
        func testARecordingStoppedOrStartedInsideRecordIsWhatHoldsAfterIt() {
            Inspector.start()
            _ = Inspector.record { _ = Inspector.stop() }
            XCTAssertFalse(Inspector.isRecording, "record restarted the recording its body stopped")
            _ = Inspector.record { Inspector.start() }
            XCTAssertTrue(Inspector.isRecording, "record stopped the recording its body started")
            _ = Inspector.stop()
            Inspector.start()
            _ = Inspector.record {}
            XCTAssertTrue(Inspector.isRecording, "the recording that ran before record did not go on")
            _ = Inspector.stop()
        }

        /// A full recording still knows which subscriptions ended: their disposals and stop events are kept on the
        /// subscriptions whatever the limit of events. Before, a subscription disposed after the limit stayed "live".
        func testAFullRecordingStillKnowsWhichSubscriptionsEnded() throws {
            let subject = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            let recording = Inspector.record(limit: 2) {
                let first = subject.subscribe()
                let second = other.subscribe()
                subject.onNext(1)
                subject.onNext(2)
                first.dispose()
                other.onCompleted()
                second.dispose()
            }
            XCTAssertGreaterThan(recording.droppedEvents, 0)
            XCTAssertEqual(recording.liveSubscriptions.map(\.id), [])
            let second = try XCTUnwrap(recording.subscription(2))
            XCTAssertEqual(second.stop, .completed)
            let first = try XCTUnwrap(recording.subscription(1))
            XCTAssertGreaterThanOrEqual(recording.endTime, try XCTUnwrap(first.disposed))
            XCTAssertGreaterThanOrEqual(recording.endTime, recording.events.map(\.time).max() ?? 0)
        }

        /// Nothing a value's description holds ends the page's script early: `<` is written as `\u003c` in its
        /// data (`<!--<script>` made the browser miss the script's end and the page was blank), and a title that
        /// holds a placeholder is written as it is.
        func testNoDescriptionOrTitleBreaksThePage() {
            let subject = PublishSubject<String>()
            let recording = Inspector.record {
                let subscription = subject.subscribe()
                subject.onNext("<!--<script>")
                subject.onNext("</script><b>")
                subscription.dispose()
            }
            let page = recording.html(title: "Search {{DATA}}")
            XCTAssertFalse(page.contains("<!--<script>"))
            XCTAssertFalse(page.contains("</script><b>"))
            XCTAssertTrue(page.contains("\\u003c!--\\u003cscript>"))
            XCTAssertTrue(page.contains("<title>Search {{DATA}}</title>"))
        }
    }
#endif
