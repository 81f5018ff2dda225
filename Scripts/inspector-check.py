#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
"""Checks the inspector's views of the demo's search box the way a user looks at them (CI, after the traits build).

    python3 Scripts/inspector-check.py [DIR] [BIN]

Runs `openrx-demo --inspect DIR` from BIN (a build with the `Inspector` trait), then:
- trace.json: valid trace-event JSON (every event has ph, pid, tid and name, every non-metadata event a ts;
  every subscription's slice begins and ends once), a track per subscription;
- inspection.html: opened in headless Chromium (Debian's `chromium`); the drawn page (the DOM after its script
  ran) must have a node per subscription with the pipeline's operators, each lane the events its subscription
  sent, and the failed request's path marked; a screenshot is saved as DIR/inspection.png;
- trace.json, drawn: Scripts/trace-view.py lays it out as trace viewers do (a track per subscription, its slice,
  its instants, the error path's flow arrows) and must accept it; a screenshot is saved as DIR/trace.png;
- tree.txt: the error path names the flatMapLatest line and the catch line of the demo.
"""
import html.parser
import json
import os
import re
import subprocess
import sys

directory = sys.argv[1] if len(sys.argv) > 1 else ".build/inspection"
binary = sys.argv[2] if len(sys.argv) > 2 else subprocess.run(
    ["swift", "build", "--traits", "Inspector", "--show-bin-path"], capture_output=True, text=True, check=True
).stdout.strip()
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


subprocess.run([os.path.join(binary, "openrx-demo"), "--inspect", directory], check=True, stdout=subprocess.DEVNULL)

# The demo's lines: where its source calls flatMapLatest and catch.
with open("Sources/OpenRxDemo/InspectDemo.swift") as handle:
    demo = handle.read().split("\n")
flat_map_line = next(i + 1 for i, line in enumerate(demo) if ".flatMapLatest" in line)
catch_line = next(i + 1 for i, line in enumerate(demo) if ".catch" in line)

with open(os.path.join(directory, "trace.json")) as handle:
    trace = json.load(handle)["traceEvents"]
depth = {}
for event in trace:
    for key in ("ph", "pid", "tid", "name"):
        check(key in event, f"trace: {key} missing in {event}")
    if event.get("ph") != "M":
        check(isinstance(event.get("ts"), (int, float)), f"trace: no ts in {event}")
    if event.get("ph") == "B":
        depth[event["tid"]] = depth.get(event["tid"], 0) + 1
    elif event.get("ph") == "E":
        depth[event["tid"]] = depth.get(event["tid"], 0) - 1
        check(depth[event["tid"]] >= 0, f"trace: an end before its begin on track {event['tid']}")
check(all(value == 0 for value in depth.values()), "trace: unbalanced slices")
flows = {}
for event in trace:
    check(event.get("ph") in ("M", "B", "E", "i", "s", "t", "f"), f"trace: an unexpected phase in {event}")
    if event.get("ph") in ("s", "t", "f"):
        flows.setdefault(event.get("id"), []).append(event["ph"])
check(len(flows) >= 1, "trace: the failed request's error path is not drawn as a flow")
for phases in flows.values():
    check(phases[0] == "s" and phases[-1] == "f" and set(phases[1:-1]) <= {"t"}, f"trace: a flow {phases}")
tracks = {event["tid"] for event in trace if event.get("name") == "thread_name"}
check(tracks == set(depth), "trace: a track per subscription")
# Drawn as a trace viewer lays it out (Scripts/trace-view.py fails on what a viewer would reject), and pictured.
trace_page = os.path.join(os.path.abspath(directory), "trace.html")
drawn = subprocess.run([sys.executable, "Scripts/trace-view.py", os.path.join(directory, "trace.json"), trace_page],
                       capture_output=True, text=True)
check(drawn.returncode == 0, f"trace: the trace view rejects it: {drawn.stderr.strip()}")
check(f"{len(tracks)} tracks, {len(tracks)} slices" in drawn.stdout, f"trace: the view draws {drawn.stdout.strip()}")

page = os.path.join(os.path.abspath(directory), "inspection.html")
with open(page) as handle:
    data = json.loads(re.search(r"const data = (.*?);\n", handle.read(), re.S).group(1).replace("<\\/", "</"))
chromium = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
dom = subprocess.run(chromium + ["--dump-dom", "file://" + page], capture_output=True, text=True, timeout=120).stdout


class Drawing(html.parser.HTMLParser):
    """The nodes and lanes the page's script drew."""

    def __init__(self):
        super().__init__()
        self.nodes = []
        self.lane_events = {}
        self.lane = None
        self.error_nodes = []

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        classes = attributes.get("class", "").split()
        if tag == "g" and "node" in classes:
            self.nodes.append(attributes.get("data-name"))
            if "error-path" in classes:
                self.error_nodes.append(attributes.get("data-name"))
        if tag == "g" and "lane" in classes:
            self.lane = int(attributes["data-id"])
            self.lane_events[self.lane] = []
        if tag == "g" and "event" in classes and self.lane is not None:
            self.lane_events[self.lane].append(attributes.get("data-kind"))


drawing = Drawing()
drawing.feed(dom)
check(len(drawing.nodes) == len(data["nodes"]) > 0, f"page: {len(drawing.nodes)} nodes drawn, {len(data['nodes'])} recorded")
for name in ("flatMapLatest", "distinctUntilChanged", "debounce", "catch", "delaySubscription", "create", "just"):
    check(name in drawing.nodes, f"page: no node for {name}")
for node in data["nodes"]:
    expected = [event["kind"] for event in data["events"] if event["subscription"] == node["id"]]
    check(drawing.lane_events.get(node["id"]) == expected,
          f"page: lane {node['id']} shows {drawing.lane_events.get(node['id'])}, recorded {expected}")
check(sorted(set(drawing.error_nodes)) == ["catch", "create", "delaySubscription"],
      f"page: the error path marks {drawing.error_nodes}")
subprocess.run(chromium + ["--screenshot=" + os.path.join(directory, "inspection.png"), "--window-size=1200,760",
                           "file://" + page], capture_output=True, timeout=120)
check(os.path.exists(os.path.join(directory, "inspection.png")), "page: no screenshot")
trace_height = int(re.search(r"; (\d+) px high", drawn.stdout).group(1)) if drawn.returncode == 0 else 600
subprocess.run(chromium + ["--screenshot=" + os.path.join(directory, "trace.png"), f"--window-size=1400,{trace_height}",
                           "file://" + trace_page], capture_output=True, timeout=120)
check(os.path.exists(os.path.join(directory, "trace.png")), "trace: no screenshot")

with open(os.path.join(directory, "tree.txt")) as handle:
    tree = handle.read()
check(f"caught by catch InspectDemo.swift:{catch_line}" in tree, f"tree: the catch line {catch_line} is not named")
check(f"within flatMapLatest (Switch) InspectDemo.swift:{flat_map_line}" in tree,
      f"tree: the flatMapLatest line {flat_map_line} is not named")

for failure in failures:
    print("failed:", failure, file=sys.stderr)
print(f"inspector: {len(data['nodes'])} subscriptions, {len(data['events'])} events drawn and checked; "
      f"trace with {len(trace)} events; {len(failures)} failures")
sys.exit(1 if failures else 0)
