// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import OpenRx
    import OpenRxReactiveCocoa
    import XCTest

    /// A global actor of the tests' own, for a method isolated to an actor that is not the main actor.
    @globalActor
    actor DownloadsActor {
        static let shared = DownloadsActor()
    }

    /// An actor whose methods are intercepted: the bodies run on the actor, the sends go out from it.
    @Interceptable
    actor Downloader {
        private(set) var finished: [Int] = []

        @Intercepted
        func download(_ id: Int) -> String {
            finished.append(id)
            return "file \(id)"
        }

        @Intercepted
        func retry(_ id: Int) async throws -> String {
            await Task.yield()
            return download(id)
        }
    }

    /// A class with a method isolated to a global actor (not the main actor) and one that is not isolated.
    @Interceptable
    final class SyncQueue: @unchecked Sendable {
        @DownloadsActor var pending: [String] = []

        @Intercepted @DownloadsActor
        func enqueue(_ name: String) {
            DownloadsActor.shared.assertIsolated()
            pending.append(name)
        }
    }

    final class InterceptionIsolationTests: LeakCheckedTestCase {
        func testAnActorsMethodsAreInterceptedAndRunOnTheActor() async throws {
            let downloader = Downloader()
            let sent = Box<[String]>([])
            let bag = DisposeBag()
            downloader.rx.sentMessage(\.download).subscribe(onNext: { sent.value.append("sent \($0)") }, isolation: nil)
                .disposed(by: bag)
            downloader.rx.methodInvoked(\.download).subscribe(
                onNext: { sent.value.append("invoked \($0)") }, isolation: nil
            )
            .disposed(by: bag)
            downloader.rx.methodInvoked(\.retry).subscribe(
                onNext: { sent.value.append("retried \($0)") }, isolation: nil
            )
            .disposed(by: bag)
            let first = await downloader.download(1)
            let second = try await downloader.retry(2)
            XCTAssertEqual([first, second], ["file 1", "file 2"])
            let finished = await downloader.finished
            XCTAssertEqual(finished, [1, 2])
            XCTAssertEqual(sent.value, ["sent 1", "invoked 1", "sent 2", "invoked 2", "retried 2"])
        }

        func testAGlobalActorMethodRunsOnItsActor() async {
            let queue = SyncQueue()
            let sent = Box<[String]>([])
            let subscription = queue.rx.methodInvoked(\.enqueue).subscribe(
                onNext: { sent.value.append($0) }, isolation: nil)
            await queue.enqueue("a")
            await queue.enqueue("b")
            let pending = await queue.pending
            XCTAssertEqual(pending, ["a", "b"])
            XCTAssertEqual(sent.value, ["a", "b"])
            subscription.dispose()
        }
    }
#endif
