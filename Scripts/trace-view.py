#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
"""Draws a Chrome trace-event file the way trace viewers (Perfetto, chrome://tracing) lay it out, as one HTML page
with an SVG and no script, for the documentation's picture of the inspector's trace and as a check that the file
reads as a viewer reads it.

    python3 Scripts/trace-view.py TRACE.json OUT.html

Perfetto's UI is loaded from ui.perfetto.dev, and Chromium 156 no longer has chrome://tracing, so neither can be
opened on a machine without network access; this draws what they draw from the same fields: a track per `tid`,
named and ordered by its `thread_name` and `thread_sort_index` metadata; a slice per `B`…`E` pair, with its name;
an instant per `i`; an arrow per flow (`s`, `t`…, `f`, matched by `id`); a time ruler. It fails (exit 1) on what a
viewer would reject or drop: an event without `ph`, `pid`, `tid` or `ts`, an `E` with no open `B` on its track, a
`B` never ended, a flow that does not start with `s` and end with `f`.
"""
import html
import json
import sys

source, output = sys.argv[1], sys.argv[2]
with open(source) as handle:
    events = json.load(handle)["traceEvents"]

problems = []
names, order, slices, instants, flows, open_slices = {}, {}, [], [], {}, {}
for event in events:
    if any(key not in event for key in ("ph", "pid", "tid")):
        problems.append(f"no ph, pid or tid: {event}")
        continue
    phase, track = event["ph"], (event["pid"], event["tid"])
    if phase == "M":
        if event.get("name") == "thread_name":
            names[track] = event["args"]["name"]
        elif event.get("name") == "thread_sort_index":
            order[track] = event["args"]["sort_index"]
        continue
    if not isinstance(event.get("ts"), (int, float)):
        problems.append(f"no ts: {event}")
        continue
    time = event["ts"]
    if phase == "B":
        open_slices.setdefault(track, []).append((time, event.get("name", "")))
    elif phase == "E":
        if not open_slices.get(track):
            problems.append(f"an end with no begin on track {track}")
            continue
        start, name = open_slices[track].pop()
        slices.append((track, start, time, name, len(open_slices[track])))
    elif phase == "i":
        instants.append((track, time, event.get("name", "")))
    elif phase in ("s", "t", "f"):
        flows.setdefault(event.get("id"), []).append((phase, track, time, event.get("name", "")))
    else:
        problems.append(f"a phase this drawing does not know: {phase}")
problems += [f"a slice never ended on track {track}" for track, stack in open_slices.items() if stack]
for identifier, steps in flows.items():
    phases = [step[0] for step in steps]
    if phases[0] != "s" or phases[-1] != "f" or any(phase != "t" for phase in phases[1:-1]):
        problems.append(f"flow {identifier} runs {phases}")
if problems:
    for problem in problems:
        print("trace-view:", problem, file=sys.stderr)
    sys.exit(1)

tracks = sorted({track for track, *_ in slices} | {track for track, *_ in instants} | set(names),
                key=lambda track: (order.get(track, 1 << 30), track))
row = {track: index for index, track in enumerate(tracks)}
times = [start for _, start, *_ in slices] + [end for _, _, end, *_ in slices] + [time for _, time, _ in instants]
first, last = min(times), max(times)
span = max(last - first, 1.0)
label_width, width, ruler, track_height = 330, 1400, 34, 26
plot = width - label_width - 70


def x(time):
    return label_width + (time - first) / span * plot


def y(track):
    return ruler + row[track] * track_height


def colour(name):
    # A viewer colours a slice by its name: the same operator, the same colour.
    hue = sum(ord(character) * 31 ** index for index, character in enumerate(name.split(" ")[0])) % 360
    return f"hsl({hue},55%,72%)"


parts = []
height = ruler + len(tracks) * track_height + 10
parts.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif">')
parts.append(f'<rect width="{width}" height="{height}" fill="#fff"/>')
parts.append(f'<rect width="{label_width}" height="{height}" fill="#f4f5f7"/>')
for tick in range(11):
    time = first + span * tick / 10
    parts.append(f'<line x1="{x(time):.1f}" y1="{ruler - 6}" x2="{x(time):.1f}" y2="{height}" stroke="#e3e5e8"/>')
    parts.append(f'<text x="{x(time) + 3:.1f}" y="{ruler - 12}" font-size="11" fill="#555">'
                 f'{(time - first) / 1000:.1f} ms</text>')
for track in tracks:
    top = y(track)
    parts.append(f'<line x1="0" y1="{top + track_height}" x2="{width}" y2="{top + track_height}" stroke="#eceef1"/>')
    label = names.get(track, f"tid {track[1]}")
    parts.append(f'<text x="8" y="{top + 17}" font-size="12" fill="#222">{html.escape(label[:46])}</text>')
for track, start, end, name, depth in slices:
    left, right = x(start), max(x(end), x(start) + 1)
    top = y(track) + 3 + depth * 4
    parts.append(f'<rect x="{left:.1f}" y="{top}" width="{right - left:.1f}" height="{track_height - 8}" '
                 f'fill="{colour(name)}" stroke="#8a8f98" stroke-width="0.5"><title>{html.escape(name)}</title></rect>')
    if right - left > 40:
        parts.append(f'<svg x="{left + 4:.1f}" y="{top}" width="{right - left - 8:.1f}" height="{track_height - 8}">'
                     f'<text y="13" font-size="11" fill="#222">{html.escape(name)}</text></svg>')
for track, time, name in instants:
    centre, top = x(time), y(track) + track_height - 6
    fill = "#c62828" if name.startswith("error") else "#263238"
    parts.append(f'<path d="M{centre - 4:.1f},{top - 7} L{centre + 4:.1f},{top - 7} L{centre:.1f},{top} Z" '
                 f'fill="{fill}"><title>{html.escape(name)}</title></path>')
for steps in flows.values():
    for (_, from_track, from_time, name), (_, to_track, to_time, _) in zip(steps, steps[1:]):
        x1, y1 = x(from_time), y(from_track) + track_height / 2
        x2, y2 = x(to_time), y(to_track) + track_height / 2
        parts.append(f'<path d="M{x1:.1f},{y1:.1f} C{x1 + 40:.1f},{y1:.1f} {x2 + 40:.1f},{y2:.1f} {x2:.1f},{y2:.1f}" '
                     f'fill="none" stroke="#c62828" stroke-width="1.5" marker-end="url(#arrow)">'
                     f'<title>{html.escape(name)}</title></path>')
parts.insert(1, '<defs><marker id="arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" '
                'orient="auto"><path d="M0,0 L8,4 L0,8 Z" fill="#c62828"/></marker></defs>')
parts.append("</svg>")
with open(output, "w") as handle:
    handle.write('<!doctype html><meta charset="utf-8"><title>trace</title><body style="margin:0">'
                 + "\n".join(parts) + "</body>\n")
print(f"trace-view: {len(tracks)} tracks, {len(slices)} slices, {len(instants)} instants, {len(flows)} flows; "
      f"{height} px high")
