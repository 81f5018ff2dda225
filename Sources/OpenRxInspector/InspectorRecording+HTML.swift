// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Foundation

    extension InspectorRecording {
        /// The recording as one self-contained HTML page (no network): the subscription graph as a tree — each
        /// subscription under the one its events go to, with its operator and line — and beside each a marble lane
        /// of what it did over time (its subscribed span, elements, completion, error). Hovering a marble shows its
        /// value, time and thread; clicking it or a subscription shows the details. Error paths are marked in red.
        public func html(title: String = "OpenRx inspection") -> String {
            let page = HTMLPage(recording: self)
            let data = (try? JSONEncoder().encode(page)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            // No `<` inside the script element: `</script` would end it, and `<!--` followed by `<script` would
            // make the parser miss the element's own end (an element's description may hold either). In a JSON
            // string, `\u003c` is the same character.
            let script = data.replacingOccurrences(of: "<", with: "\\u003c")
            return fill(Self.template, with: ["{{TITLE}}": escapeHTML(title), "{{DATA}}": script])
        }

        /// Writes the three views into `directory` (made if needed): `inspection.html`, `trace.json` and
        /// `tree.txt` (with the error paths after the tree).
        public func write(to directory: URL) throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(html().utf8).write(to: directory.appendingPathComponent("inspection.html"))
            try traceJSON().write(to: directory.appendingPathComponent("trace.json"))
            let paths = errorPaths().map(\.description)
            let text = ([tree()] + (paths.isEmpty ? [] : ["", "Errors:"] + paths)).joined(separator: "\n")
            try Data((text + "\n").utf8).write(to: directory.appendingPathComponent("tree.txt"))
        }
    }

    /// The data the page draws.
    private struct HTMLPage: Encodable {
        struct Node: Encodable {
            let id: Int
            let parent: Int?
            let depth: Int
            let name: String
            let kind: String
            let location: String?
            let file: String?
            let thread: String
            let subscribed: Double
            let disposed: Double?
            let onErrorPath: Bool
        }

        struct Event: Encodable {
            let subscription: Int
            let time: Double
            let thread: String
            let kind: String
            let value: String?
        }

        let nodes: [Node]
        let events: [Event]
        let end: Double
        let errorPaths: [String]
        let droppedEvents: Int
        let droppedSubscriptions: Int

        init(recording: InspectorRecording) {
            let onPath = Set(
                recording.errorPaths().flatMap { $0.steps.map(\.id) + ($0.caughtBy.map { [$0.id] } ?? []) })
            var depths: [Int: Int] = [:]
            nodes = recording.treeOrder().map { subscription in
                let depth = subscription.parent.flatMap { depths[$0] }.map { $0 + 1 } ?? 0
                depths[subscription.id] = depth
                return Node(
                    id: subscription.id, parent: subscription.parent, depth: depth, name: subscription.operatorName,
                    kind: subscription.kind, location: subscription.location?.description,
                    file: subscription.location.map { "\($0.file):\($0.line):\($0.column)" },
                    thread: subscription.thread,
                    subscribed: pageMilliseconds(subscription.subscribed),
                    disposed: subscription.disposed.map(pageMilliseconds),
                    onErrorPath: onPath.contains(subscription.id))
            }
            events = recording.events.compactMap { event in
                let (kind, value): (String, String?)
                switch event.kind {
                case .next(let element): (kind, value) = ("next", element)
                case .error(let error): (kind, value) = ("error", error)
                case .completed: (kind, value) = ("completed", nil)
                case .subscribed, .disposed: return nil
                }
                return Event(
                    subscription: event.subscription, time: pageMilliseconds(event.time), thread: event.thread,
                    kind: kind,
                    value: value)
            }
            end = pageMilliseconds(recording.endTime)
            errorPaths = recording.errorPaths().map(\.description)
            droppedEvents = recording.droppedEvents
            droppedSubscriptions = recording.droppedSubscriptions
        }
    }

    /// Nanoseconds as milliseconds, to the microsecond (the page's unit).
    private func pageMilliseconds(_ nanoseconds: UInt64) -> Double {
        (Double(nanoseconds) / 1000).rounded() / 1000
    }

    /// `template` with each placeholder replaced by its value, in one pass: a value that holds a placeholder's
    /// text (a title holding `{{DATA}}`) is not filled in again.
    private func fill(_ template: String, with values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let start = rest.range(of: "{{") {
            result += rest[..<start.lowerBound]
            let afterStart = rest[start.lowerBound...]
            guard let (placeholder, value) = values.first(where: { afterStart.hasPrefix($0.key) }) else {
                result += "{{"
                rest = rest[start.upperBound...]
                continue
            }
            result += value
            rest = afterStart.dropFirst(placeholder.count)
        }
        return result + rest
    }

    private func escapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
#endif
