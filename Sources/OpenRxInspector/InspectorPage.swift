// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    extension InspectorRecording {
        /// The page of ``html(title:)``: `{{TITLE}}` and `{{DATA}}` (the recording as JSON) are filled in. The script
        /// draws one row per subscription, in the tree's order: its box in the graph on the left, its marble lane on
        /// the right. Elements carry `data-` attributes (`g.node[data-id]`, `g.lane[data-id]`, `.event`) so that a
        /// test can read the drawing.
        static let template = #"""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>{{TITLE}}</title>
            <style>
              body { font: 13px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 16px; color: #1d1d1f; }
              h1 { font-size: 18px; margin: 0 0 4px; }
              #summary { color: #555; margin-bottom: 8px; }
              svg text { font: 12px ui-monospace, Menlo, Consolas, monospace; }
              .node rect { fill: #f3f4f6; stroke: #9ca3af; rx: 4; }
              .node.error-path rect { fill: #fee2e2; stroke: #dc2626; }
              .node.selected rect { stroke: #2563eb; stroke-width: 2; }
              .node .location { fill: #6b7280; }
              .edge { stroke: #9ca3af; fill: none; }
              .span { stroke: #374151; stroke-width: 2; }
              .span.live { stroke-dasharray: 4 3; }
              .next circle { fill: #bfdbfe; stroke: #1e3a8a; }
              .error line { stroke: #dc2626; stroke-width: 3; }
              .completed line { stroke: #111827; stroke-width: 3; }
              .event { cursor: pointer; }
              .axis line { stroke: #e5e7eb; }
              .axis text { fill: #9ca3af; font-size: 10px; }
              #details { white-space: pre-wrap; font: 12px ui-monospace, Menlo, monospace; background: #f9fafb;
                         border: 1px solid #e5e7eb; padding: 8px; min-height: 2em; }
              #errors { white-space: pre-wrap; font: 12px ui-monospace, Menlo, monospace; color: #991b1b; }
            </style>
            </head>
            <body>
            <h1>{{TITLE}}</h1>
            <div id="summary"></div>
            <svg id="graph" xmlns="http://www.w3.org/2000/svg"></svg>
            <h2>Details</h2>
            <div id="details">Click a subscription or an event.</div>
            <h2>Errors</h2>
            <div id="errors"></div>
            <script>
            (function () {
            const data = {{DATA}};
            const NS = "http://www.w3.org/2000/svg";
            const rowHeight = 34, graphWidth = 460, laneWidth = 700, topMargin = 36;
            const svg = document.getElementById("graph");
            const details = document.getElementById("details");
            function element(name, attributes, parent) {
              const node = document.createElementNS(NS, name);
              for (const key in attributes) node.setAttribute(key, attributes[key]);
              if (parent) parent.appendChild(node);
              return node;
            }
            function text(content, attributes, parent) {
              const node = element("text", attributes, parent);
              node.textContent = content;
              return node;
            }
            function x(time) {
              return graphWidth + 20 + (data.end > 0 ? time / data.end : 0) * (laneWidth - 40);
            }
            function describe(event) {
              return event.kind + (event.value !== null && event.value !== undefined ? " " + event.value : "") +
                " at " + event.time.toFixed(3) + " ms on " + event.thread;
            }
            const rows = {};
            data.nodes.forEach((node, index) => rows[node.id] = index);
            svg.setAttribute("width", graphWidth + laneWidth + 20);
            svg.setAttribute("height", topMargin + data.nodes.length * rowHeight + 10);
            const axis = element("g", {class: "axis"}, svg);
            for (let i = 0; i <= 10; i++) {
              const time = data.end * i / 10;
              element("line", {x1: x(time), x2: x(time), y1: 20, y2: topMargin + data.nodes.length * rowHeight}, axis);
              text(time.toFixed(1) + " ms", {x: x(time) - 14, y: 14}, axis);
            }
            data.nodes.forEach((node, index) => {
              const y = topMargin + index * rowHeight;
              const indent = 8 + node.depth * 18;
              if (node.parent !== null && rows[node.parent] !== undefined) {
                const parentY = topMargin + rows[node.parent] * rowHeight;
                const parentIndent = 8 + (node.depth - 1) * 18;
                element("path", {class: "edge", d: `M ${parentIndent + 8} ${parentY + 12} V ${y} H ${indent}`}, svg);
              }
              const group = element("g", {class: "node" + (node.onErrorPath ? " error-path" : ""),
                                          "data-id": node.id, "data-name": node.name}, svg);
              element("rect", {x: indent, y: y - 12, width: graphWidth - indent - 10, height: 24}, group);
              const kind = node.name.toLowerCase() !== node.kind.toLowerCase() ? " (" + node.kind + ")" : "";
              text(node.name + kind, {x: indent + 6, y: y + 4}, group);
              if (node.location) text(node.location, {class: "location", x: graphWidth - 16, y: y + 4,
                                                       "text-anchor": "end"}, group);
              element("title", {}, group).textContent = "#" + node.id + " " + node.name + "\n" + (node.file || "") +
                "\nsubscribed on " + node.thread;
              group.addEventListener("click", () => {
                document.querySelectorAll(".node.selected").forEach(n => n.classList.remove("selected"));
                group.classList.add("selected");
                const own = data.events.filter(e => e.subscription === node.id).map(describe);
                details.textContent = "#" + node.id + " " + node.name + " (" + node.kind + ")\n" +
                  (node.file || "no source location") + "\nsubscribed at " + node.subscribed.toFixed(3) +
                  " ms on " + node.thread + (node.disposed === null ? ", still subscribed" :
                  ", disposed at " + node.disposed.toFixed(3) + " ms") + "\n\n" + own.join("\n");
              });
              const lane = element("g", {class: "lane", "data-id": node.id}, svg);
              const end = node.disposed === null ? data.end : node.disposed;
              element("line", {class: "span" + (node.disposed === null ? " live" : ""), x1: x(node.subscribed),
                               x2: Math.max(x(end), x(node.subscribed) + 1), y1: y, y2: y}, lane);
            });
            const lastX = {};
            data.events.forEach(event => {
              const row = rows[event.subscription];
              if (row === undefined) return;
              const y = topMargin + row * rowHeight;
              const lane = svg.querySelector(`g.lane[data-id="${event.subscription}"]`);
              const group = element("g", {class: "event " + event.kind, "data-kind": event.kind}, lane);
              // A stop event at the time of the element before it is drawn just after that element.
              const previous = lastX[event.subscription];
              const cx = event.kind !== "next" && previous !== undefined && x(event.time) - previous < 12 ?
                previous + 12 : x(event.time);
              lastX[event.subscription] = cx;
              if (event.kind === "next") {
                element("circle", {cx: cx, cy: y, r: 10}, group);
                text(String(event.value).replace(/[\[\]"]/g, "").slice(0, 3), {x: cx, y: y + 4, "text-anchor": "middle"}, group);
              } else if (event.kind === "completed") {
                element("line", {x1: cx, x2: cx, y1: y - 10, y2: y + 10}, group);
              } else {
                element("line", {x1: cx - 7, x2: cx + 7, y1: y - 7, y2: y + 7}, group);
                element("line", {x1: cx - 7, x2: cx + 7, y1: y + 7, y2: y - 7}, group);
              }
              element("title", {}, group).textContent = describe(event);
              group.addEventListener("click", () => { details.textContent = "#" + event.subscription + " " + describe(event); });
            });
            document.getElementById("summary").textContent = data.nodes.length + " subscriptions, " +
              data.events.length + " events over " + data.end.toFixed(3) + " ms" +
              (data.droppedEvents + data.droppedSubscriptions > 0 ? " (dropped: " + data.droppedSubscriptions +
                " subscriptions, " + data.droppedEvents + " events)" : "");
            document.getElementById("errors").textContent = data.errorPaths.length ? data.errorPaths.join("\n\n") : "none";
            })();
            </script>
            </body>
            </html>
            """#
    }
#endif
