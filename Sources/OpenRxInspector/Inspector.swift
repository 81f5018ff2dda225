// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import OpenRx

    /// Records what every subscription of a running pipeline does — which operator it belongs to, the line of your
    /// code that called that operator, its parent and inner subscriptions, and every subscribe, event and dispose
    /// with its time and thread — so that you can look at it as a tree of text, a timeline in Perfetto or
    /// `chrome://tracing`, or a page with the subscription graph and a marble lane per subscription.
    ///
    ///     let recording = Inspector.record {
    ///         results = query.debounce(.milliseconds(300), scheduler: scheduler)
    ///             .flatMapLatest { api.search($0) }
    ///             .subscribe(onNext: { print($0) })
    ///     }
    ///     print(recording.tree())
    ///     try recording.write(to: URL(fileURLWithPath: "inspection"))   // trace.json, inspection.html, tree.txt
    ///
    /// It needs the package trait `Inspector`, which compiles OpenRx's recording hooks in. Recording is off until
    /// you start it, and then nothing is wrapped: making and subscribing an observable read one flag, events are
    /// not touched. While on, each observable made keeps its operator call's stack, and each event is described
    /// (`String(describing:)`, at most 80 characters) and appended under a lock. A recording keeps at most
    /// `limit` events and `limit` subscriptions and counts what it dropped. Producers (every operator), subjects
    /// and `share` are recorded; a `TestableObservable`'s subscriptions are recorded as the adapter an operator
    /// makes for it.
    public enum Inspector {
        /// Starts recording, process-wide; a recording already running is replaced (and what it recorded is let
        /// go of).
        public static func start(limit: Int = 100_000) {
            (Inspection.install(Recorder(limit: limit)) as? Recorder).map { _ = $0.finish() }
        }

        /// Stops recording and returns what was recorded (an empty recording if none was running). The
        /// subscriptions it watched go on unrecorded, and keep nothing of it.
        @discardableResult
        public static func stop() -> InspectorRecording {
            guard let recorder = Inspection.install(nil) as? Recorder else { return InspectorRecording.empty }
            return InspectorRecording(recorder.finish())
        }

        /// What is recorded so far, without stopping; `nil` when nothing is being recorded.
        public static func snapshot() -> InspectorRecording? {
            guard let recorder = Inspection.recorder as? Recorder else { return nil }
            return InspectorRecording(recorder.snapshot())
        }

        /// Whether a recording is running.
        public static var isRecording: Bool { Inspection.isRecording }

        /// Records while `body` runs (what it starts and what that does synchronously), then stops; a recording
        /// that was running before goes on afterwards (it misses what `body` did).
        ///
        /// If `body` itself stops or starts a recording, that is what holds afterwards: after a `stop()` nothing
        /// records (and the recording returned here is the one `stop()` returned, empty here), after a `start()`
        /// the recording it started goes on; the recording running before `record` ends then.
        public static func record(limit: Int = 100_000, _ body: () throws -> Void) rethrows -> InspectorRecording {
            let recorder = Recorder(limit: limit)
            let previous = Inspection.install(recorder)
            /// Ends this recording and puts the previous one back, before the recording is read (which runs the
            /// symbolizer): only if `body` left this recording in place, and not one that ended meanwhile.
            func end() -> Recorder.State {
                let state = recorder.finish()
                let restored = (previous as? Recorder)?.isFinished == true ? nil : previous
                if !Inspection.replace(recorder, with: restored) { (previous as? Recorder).map { _ = $0.finish() } }
                return state
            }
            do {
                try body()
            } catch {
                _ = end()
                throw error
            }
            return InspectorRecording(end())
        }
    }
#endif
