#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
"""Writes OpenRx.docc/Operators.md: every marble diagram, by ReactiveX's categories, each under a link to the
operator whose documentation shows it. Run after Scripts/docs.sh (it reads the symbol graph); fails when a
diagram is in no category.
"""
import glob
import json
import re
import sys

CATEGORIES = [
    ("Creating", "Sequences from values, closures and time.",
     "just of from fromOptional range empty never error create generate repeatElement deferred interval timer using"),
    ("Transforming", "Change each element, or map it to a sequence and flatten.",
     "map compactMap scan enumerated flatMap flatMapLatest flatMapFirst flatMapMaybe flatMapCompletable concatMap groupBy "
     "window buffer materialize "
     "dematerialize"),
    ("Filtering", "Let some elements through.",
     "filter distinctUntilChanged take takeLast takeWhile takeUntil takeUntilPredicate skip skipWhile skipUntil "
     "elementAt ignoreElements single first sample debounce throttle throttleNotLatest"),
    ("Combining", "Several sequences into one.", "merge concat andThen combineLatest zip withLatestFrom startWith switchLatest"),
    ("Error handling", "Recover from an error, or try again.",
     "catch catchAndReturn retry retryWhen timeout timeoutOther"),
    ("Utility", "Side effects, schedulers and owners.", "do delay delaySubscription observeOn withUnretained"),
    ("Conditional and Boolean", "Choose between sequences.", "amb ifEmpty ifEmptySwitch"),
    ("Mathematical and aggregate", "One result from all the elements.", "reduce toArray"),
    ("Connectable", "Share one subscription among many subscribers.", "share publish multicast replay replayAll"),
    ("Time", "Operators that take a duration.", "takeForDuration skipForDuration"),
    ("Converting", "To a trait, or to RxCocoa's Driver and Signal (OpenRxCocoa).",
     "asSingle asMaybe asCompletable asInfallible asDriver asSignal"),
]

# Links that overloads share, with the overload each diagram shows (DocC's disambiguation).
OVERLOADS = {
    "from(_:scheduler:)": "-(Sequence,_)", "merge(_:)": "-(Observable<Self.Element>...)",
    "combineLatest(_:resultSelector:)": "-(Source,_)", "zip(_:resultSelector:)": "-(Source,_)",
    "ObservableType/retry(when:)": "-33t24", "ObservableType/amb(_:)": "-type.method",
    "PrimitiveSequenceType/andThen(_:)": "->Observable<Element>",
}

with open(".build/docs/symbol-graphs/OpenRx/OpenRx.symbols.json") as handle:
    symbols = json.load(handle)["symbols"]
shown = {}
for symbol in symbols:
    doc = "\n".join(line["text"] for line in (symbol.get("docComment") or {}).get("lines", []))
    for name in re.findall(r"\(marble-(\w+)\)", doc):
        path = symbol["pathComponents"]
        link = "/".join(path)
        link += OVERLOADS.get(link, OVERLOADS.get(path[-1], ""))
        # The operator's page on ObservableType where it has one, else the first page that shows the diagram.
        if name not in shown or (path[0] == "ObservableType" and not shown[name].startswith("ObservableType/")):
            shown[name] = link
# Diagrams shown only on OpenRxCocoa's pages (Driver, Signal): named as code, since a symbol link cannot leave the
# OpenRx catalogue.
elsewhere = {}
with open(".build/docs/symbol-graphs/OpenRxCocoa/OpenRxCocoa.symbols.json") as handle:
    for symbol in json.load(handle)["symbols"]:
        doc = "\n".join(line["text"] for line in (symbol.get("docComment") or {}).get("lines", []))
        for name in re.findall(r"\(marble-(\w+)\)", doc):
            if symbol["kind"]["identifier"] != "swift.typealias":
                elsewhere.setdefault(name, symbol["pathComponents"][-1])
pictures = {path.split("marble-")[1][:-4] for path in glob.glob("Sources/OpenRx/OpenRx.docc/Resources/Marbles/*.svg")}
placed = {name for _, _, names in CATEGORIES for name in names.split()}
if pictures - placed:
    sys.exit(f"diagrams in no category of Scripts/docs-operators.py: {sorted(pictures - placed)}")

lines = ["# Operators", "", "Every operator with a marble diagram, by ReactiveX's categories.", "", "## Overview", "",
         "Each picture is drawn from a real run on `TestScheduler` by `openrx-marbles` (CI regenerates them and fails "
         "when one differs from what the code does now): the sources on top, the operator, then the sequences it "
         "subscribed to on its own (a flat map's inner sequences, windows, groups, a second subscriber), the timers "
         "it ran (green: fired, grey: cancelled), and the result. A blue tick marks a subscription, a slash its "
         "disposal, a bar completion, a cross an error. Time operators are with the others of their category, and "
         "draw their timers.", ""]
for title, summary, names in CATEGORIES:
    lines += [f"### {title}", "", summary, ""]
    for name in names.split():
        if name in shown:
            title_line = f"``{shown[name]}``"
        elif name in elsewhere:
            title_line = f"`{elsewhere[name]}` (OpenRxCocoa)"
        else:
            sys.exit(f"marble-{name} is on no symbol's page")
        lines += [title_line, "", f"![The marble diagram of {name}](marble-{name})", ""]
with open("Sources/OpenRx/OpenRx.docc/Operators.md", "w") as handle:
    handle.write("\n".join(lines))
print(f"Operators.md: {len(pictures)} diagrams")
