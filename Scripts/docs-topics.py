#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
"""Writes the topic groups of an operator type's DocC page: its members by ReactiveX's categories.

    Scripts/docs-topics.py MODULE TYPE                 # after Scripts/docs.sh: reads .build/docs/symbol-graphs
    Scripts/docs-topics.py --expand MODULE TYPE        # then: one link per overload, from DocC's suggestions

Writes Sources/MODULE/MODULE.docc/TYPE.md. A link shared by overloads is ambiguous; run Scripts/docs.sh, then
this script with --expand, which replaces each such link by the disambiguated ones DocC suggests in its log. A
member whose name is in no category lands in "Associated types and requirements", for a person to place.
"""
import collections
import json
import re
import sys

CATEGORIES = collections.OrderedDict([
    ("Creating", ("Sequences from values, closures and time.",
                  "create createUnsafe deferred empty error from generate just never of range repeatElement using")),
    ("Transforming", ("Change each element, or map it to a sequence and flatten.",
                      "compactMap concatMap flatMap flatMapFirst flatMapLatest flatMapMaybe flatMapCompletable groupBy "
                      "map scan enumerated decode withUnretained")),
    ("Filtering", ("Let some elements through.",
                   "distinctUntilChanged element elementAt filter first ignoreElements sample single skip skipUntil "
                   "skipWhile take takeLast takeUntil takeWhile")),
    ("Combining", ("Several sequences into one.",
                   "andThen combineLatest concat merge startWith switchLatest withLatestFrom zip")),
    ("Error handling", ("Recover from an error, or try again.",
                        "catch catchAndReturn catchError catchErrorJustReturn retry retryWhen")),
    ("Utility", ("Side effects, schedulers, subscribing and binding.",
                 "do materialize dematerialize observe observeOn subscribe subscribeOn debug bind drive emit")),
    ("Conditional and Boolean", ("Choose between sequences.", "amb ifEmpty")),
    ("Mathematical and aggregate", ("One result from all the elements.", "reduce toArray")),
    ("Connectable", ("Share one subscription among many subscribers.", "multicast publish replay replayAll share")),
    ("Time", ("Operators that run timers on a scheduler.",
              "interval timer delay delaySubscription debounce throttle timeout buffer window")),
    ("Converting", ("To another kind of sequence.",
                    "asCompletable asMaybe asSingle asObservable asDriver asSignal asSharedSequence asInfallible "
                    "primitiveSequence")),
    ("Swift concurrency", ("Async transforms and async sequences.",
                           "asyncFlatMap asyncFlatMapFirst asyncFlatMapLatest asyncMap value values")),
])


def graph(module):
    with open(f".build/docs/symbol-graphs/{module}/{module}.symbols.json") as handle:
        return json.load(handle)


def write(module, owner):
    where = {base: name for name, (_, bases) in CATEGORIES.items() for base in bases.split()}
    groups = collections.OrderedDict((name, []) for name in CATEGORIES)
    groups["Deprecated names"] = []
    groups["Associated types and requirements"] = []
    seen = set()
    for symbol in graph(module)["symbols"]:
        path = symbol["pathComponents"]
        if len(path) != 2 or path[0] != owner or path[1] in seen:
            continue
        seen.add(path[1])
        base = path[1].split("(")[0]
        deprecated = any(a.get("isUnconditionallyDeprecated") or "deprecated" in a
                         for a in symbol.get("availability", []))
        if deprecated:
            group = "Deprecated names"
        elif base in ("skip", "take") and "scheduler:" in path[1]:
            group = "Time"
        else:
            group = where.get(base, "Associated types and requirements")
        groups[group].append(path[1])
    lines = [f"# ``{module}/{owner}``", "", "## Topics", ""]
    for group, names in groups.items():
        if not names:
            continue
        lines += [f"### {group}", ""]
        if group in CATEGORIES:
            lines += [CATEGORIES[group][0], ""]
        elif group == "Deprecated names":
            lines += ["RxSwift's former names, kept so that older code compiles.", ""]
        else:
            lines += ["What a conforming type provides, and members of no operator category.", ""]
        lines += [f"- ``{owner}/{name}``" for name in sorted(names, key=str.lower)] + [""]
    with open(f"Sources/{module}/{module}.docc/{owner}.md", "w") as handle:
        handle.write("\n".join(lines))


def expand(module, owner):
    path = f"Sources/{module}/{module}.docc/{owner}.md"
    with open(f".build/docs/{module}.log") as handle:
        log = handle.read()
    with open(path) as handle:
        lines = handle.read().split("\n")
    edits = {}
    for block in re.split(r"\n(?=warning: )", log):
        where = re.search(rf"--> {re.escape(owner)}\.md:(\d+):", block)
        if not where:
            continue
        match = re.match(r"warning: '(.+?)' is ambiguous", block)
        if match:
            edits[int(where.group(1))] = (match.group(1), re.findall(r"suggestion: Insert '([^']+)' for", block))
        elif re.match(r"warning: '(.+?)' doesn't exist", block):
            # A default implementation DocC shows on the protocol it implements, not here.
            edits[int(where.group(1))] = ("", None)
    for number in sorted(edits, reverse=True):
        name, suffixes = edits[number]
        line = lines[number - 1]
        if suffixes is None:
            del lines[number - 1]
            continue
        lines[number - 1:number] = [line.replace(name, name + suffix, 1) for suffix in suffixes]
    with open(path, "w") as handle:
        handle.write("\n".join(lines))
    print(f"{owner}: {len(edits)} links expanded or removed")


if sys.argv[1] == "--expand":
    expand(sys.argv[2], sys.argv[3])
else:
    write(sys.argv[1], sys.argv[2])
