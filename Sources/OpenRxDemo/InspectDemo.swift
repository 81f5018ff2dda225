// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Dispatch
    import Foundation
    import OpenRx
    import OpenRxInspector

    /// The seed articles' search box, recorded by the inspector: `swift run openrx-demo --inspect [DIR]` writes
    /// DIR/inspection.html, DIR/trace.json and DIR/tree.txt (DIR: `inspection`) and prints the tree and the error
    /// path of the request that fails.
    func runInspectDemo(into directory: String) throws {
        section("the search box, recorded by the inspector")
        let recording = Inspector.record {
            let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            let query = PublishSubject<String>()
            let finished = DispatchSemaphore(value: 0)

            /// A search service: answers after 10 ms on a background queue; the query "fail" fails.
            func search(_ text: String) -> Observable<[String]> {
                Observable<[String]>.create { observer in
                    if text == "fail" {
                        observer.onError(SearchError.offline)
                    } else {
                        observer.onNext(["\(text) 1", "\(text) 2"])
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
                .delaySubscription(.milliseconds(10), scheduler: background)
            }

            let subscription =
                query
                .debounce(.milliseconds(30), scheduler: background)
                .distinctUntilChanged()
                .flatMapLatest { text in
                    search(text)
                        .catch { _ in .just(["offline"]) }
                }
                .subscribe(
                    onNext: { print("results: \($0)") }, onCompleted: { finished.signal() })
            // A person types, pausing between words.
            for typed in ["s", "sw", "swift", "fail", "rx"] {
                query.onNext(typed)
                Thread.sleep(forTimeInterval: typed == "s" ? 0.005 : 0.08)
            }
            query.onCompleted()
            finished.wait()
            subscription.dispose()
        }
        try recording.write(to: URL(fileURLWithPath: directory))
        print(recording.tree())
        for path in recording.errorPaths() { print(path) }
        print("wrote \(directory)/inspection.html, trace.json and tree.txt")
    }

    /// The search service's failure.
    enum SearchError: Error {
        case offline
    }
#endif
