// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// Draws a recorded run as an SVG marble diagram: the input lanes, the operator, the sequences it subscribed to
/// on its own, its timers, and the result. Deterministic: the same run always gives the same bytes.
struct MarbleSVG {
    let code: String
    let end: Int
    let inputs: [MarbleLane]
    let inners: [MarbleLane]
    let timers: [MarbleTimer]
    let output: MarbleLane

    private let width = 760.0
    private let axisStart = 118.0
    private let axisEnd = 736.0
    private let laneHeight = 50.0
    private let timerRowHeight = 14.0

    init(code: String, end: Int, lanes: [MarbleLane], timers: [MarbleTimer]) {
        self.code = code
        self.end = end
        inputs = lanes.filter { $0.kind == .input }
        inners = lanes.filter { $0.kind == .inner }
        output = lanes.first { $0.kind == .output }!
        self.timers = timers
    }

    private func x(_ time: Int) -> Double {
        axisStart + (axisEnd - axisStart - 24) * Double(min(time, end)) / Double(end)
    }

    /// The SVG document.
    func render() -> String {
        var body: [String] = []
        var y = 14.0
        for lane in inputs {
            body += draw(lane, centre: y + laneHeight / 2)
            y += laneHeight
        }
        y += 6
        body.append(
            ##"<rect x="\##(n(axisStart - 12))" y="\##(n(y))" width="\##(n(axisEnd - axisStart + 12))" height="40" rx="6" fill="#f3f4f6" stroke="#9ca3af"/>"##
        )
        body.append(
            ##"<text x="\##(n((axisStart + axisEnd) / 2))" y="\##(n(y + 25))" text-anchor="middle" font-family="Menlo, Consolas, monospace" font-size="14" fill="#111827">\##(escape(code))</text>"##
        )
        y += 46
        for lane in inners {
            body += draw(lane, centre: y + laneHeight / 2)
            y += laneHeight
        }
        if !timers.isEmpty {
            let rows = timerRows()
            let height = Double(rows.count) * timerRowHeight + 12
            body.append(label("timers", y: y + height / 2 + 4))
            for (row, members) in rows.enumerated() {
                for index in members { body += draw(timers[index], y: y + 10 + Double(row) * timerRowHeight) }
            }
            y += height
        }
        body += draw(output, centre: y + laneHeight / 2)
        y += laneHeight + 8
        let description = ([inputs, inners].flatMap { $0 } + [output]).map(describe).joined(separator: "; ")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(y))" viewBox="0 0 \(n(width)) \(n(y))" role="img" aria-labelledby="title desc">
            <title id="title">\(escape(code))</title>
            <desc id="desc">\(escape(description))</desc>
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    /// A lane's events as text, for the description: `source: 1@10 2@20 |@40`.
    private func describe(_ lane: MarbleLane) -> String {
        let marks = lane.marks.map { time, mark -> String in
            switch mark {
            case .element(let value): return "\(value)@\(time)"
            case .completed: return "|@\(time)"
            case .error: return "X@\(time)"
            }
        }
        return "\(lane.name): " + (marks.isEmpty ? "nothing" : marks.joined(separator: " "))
    }

    private func label(_ text: String, y: Double) -> String {
        ##"<text x="8" y="\##(n(y))" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#6b7280">\##(escape(text))</text>"##
    }

    private func draw(_ lane: MarbleLane, centre: Double) -> [String] {
        var parts = [label(lane.name, y: centre + 4)]
        parts.append(
            ##"<line x1="\##(n(axisStart))" y1="\##(n(centre))" x2="\##(n(axisEnd))" y2="\##(n(centre))" stroke="#d1d5db" stroke-width="1.5"/>"##
        )
        parts.append(
            ##"<path d="M\##(n(axisEnd)) \##(n(centre)) l-8 -4 v8 z" fill="#d1d5db"/>"##)
        for span in lane.spans {
            let from = x(span.start)
            let to = x(span.end ?? end)
            parts.append(
                ##"<line x1="\##(n(from))" y1="\##(n(centre))" x2="\##(n(to))" y2="\##(n(centre))" stroke="#374151" stroke-width="2.5"/>"##
            )
            parts.append(
                ##"<line x1="\##(n(from))" y1="\##(n(centre - 7))" x2="\##(n(from))" y2="\##(n(centre + 7))" stroke="#2563eb" stroke-width="2"/>"##
            )
            // A subscription that ended without a stop event on the lane was disposed: a slash marks it.
            if let stop = span.end, stop < end, !lane.marks.contains(where: { $0.time == stop && !isElement($0.mark) })
            {
                parts.append(
                    ##"<line x1="\##(n(x(stop) - 5))" y1="\##(n(centre - 5))" x2="\##(n(x(stop) + 5))" y2="\##(n(centre + 5))" stroke="#2563eb" stroke-width="2"/>"##
                )
            }
        }
        var offsets: [Int: Int] = [:]
        for (time, mark) in lane.marks {
            let shift = offsets[time, default: 0]
            offsets[time] = shift + 1
            let position = x(time) + Double(shift) * 24
            parts += draw(mark, x: position, centre: centre)
        }
        return parts
    }

    private func isElement(_ mark: MarbleLane.Mark) -> Bool {
        if case .element = mark { return true }
        return false
    }

    private func draw(_ mark: MarbleLane.Mark, x: Double, centre: Double) -> [String] {
        switch mark {
        case .element(let value):
            let width = max(26, Double(value.count) * 7.5 + 12)
            let fill = palette[value.unicodeScalars.reduce(0) { $0 + Int($1.value) } % palette.count]
            return [
                ##"<rect x="\##(n(x - width / 2))" y="\##(n(centre - 13))" width="\##(n(width))" height="26" rx="13" fill="\##(fill)" stroke="#1f2937" stroke-width="1.5"/>"##,
                ##"<text x="\##(n(x))" y="\##(n(centre + 4.5))" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="12.5" fill="#111827">\##(escape(value))</text>"##,
            ]
        case .completed:
            return [
                ##"<line x1="\##(n(x))" y1="\##(n(centre - 13))" x2="\##(n(x))" y2="\##(n(centre + 13))" stroke="#111827" stroke-width="3"/>"##
            ]
        case .error:
            return [
                ##"<path d="M\##(n(x - 8)) \##(n(centre - 8)) l16 16 m0 -16 l-16 16" stroke="#dc2626" stroke-width="3" fill="none"/>"##
            ]
        }
    }

    /// Packs the timers into rows where none overlaps another.
    private func timerRows() -> [[Int]] {
        var rows: [[Int]] = []
        var rowEnds: [Int] = []
        for (index, timer) in timers.enumerated() {
            let stop = timer.cancelled ?? timer.due
            if let row = rowEnds.firstIndex(where: { $0 < timer.start }) {
                rows[row].append(index)
                rowEnds[row] = stop
            } else {
                rows.append([index])
                rowEnds.append(stop)
            }
        }
        return rows
    }

    private func draw(_ timer: MarbleTimer, y: Double) -> [String] {
        let from = x(timer.start)
        if let cancelled = timer.cancelled {
            let to = x(cancelled)
            return [
                ##"<line x1="\##(n(from))" y1="\##(n(y))" x2="\##(n(to))" y2="\##(n(y))" stroke="#9ca3af" stroke-width="3" stroke-dasharray="4 3"/>"##,
                ##"<path d="M\##(n(to - 4)) \##(n(y - 4)) l8 8 m0 -8 l-8 8" stroke="#6b7280" stroke-width="1.5"/>"##,
            ]
        }
        let to = x(timer.due)
        var parts = [
            ##"<line x1="\##(n(from))" y1="\##(n(y))" x2="\##(n(to))" y2="\##(n(y))" stroke="#059669" stroke-width="3"/>"##
        ]
        if timer.fired {
            parts.append(##"<circle cx="\##(n(to))" cy="\##(n(y))" r="3.5" fill="#059669"/>"##)
        }
        return parts
    }

    private let palette = ["#fde68a", "#bfdbfe", "#bbf7d0", "#fbcfe8", "#ddd6fe", "#fed7aa", "#a5f3fc", "#e5e7eb"]

    /// A number as SVG wants it: at most one decimal, no trailing zero.
    private func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
