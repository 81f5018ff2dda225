#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
"""Checks the built documentation site the way a reader reads it.

    Scripts/docs-check.py [SITE_DIR] [SCREENSHOT_DIR]

1. Every internal link of every page resolves: each reference in a page's data (a symbol, an article, an image)
   names a page or a file the site has.
2. Serves the site from a plain file server, opens pages in headless Chromium, saves screenshots of the landing
   page, an operator's page and the GTK tutorial, and checks each rendered page: its title is there, every link
   and image it shows answers 200, and the operator's page shows its marble diagram.
"""
import functools
import http.server
import json
import os
import re
import subprocess
import sys
import threading
import urllib.parse
import urllib.request

site = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/docs/site")
shots = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else ".build/docs/screenshots")
failures = []


def page_exists(url):
    path = urllib.parse.unquote(url.split("#")[0]).strip("/").lower()
    return os.path.isfile(os.path.join(site, path, "index.html")) and os.path.isfile(
        os.path.join(site, "data", path + ".json"))


def check_references():
    pages = links = 0
    for root, _, files in os.walk(os.path.join(site, "data")):
        for name in files:
            if not name.endswith(".json"):
                continue
            pages += 1
            with open(os.path.join(root, name)) as handle:
                data = json.load(handle)
            for key, reference in data.get("references", {}).items():
                url = reference.get("url")
                if reference.get("type") == "image":
                    for variant in reference.get("variants", []):
                        links += 1
                        target = os.path.join(site, urllib.parse.unquote(variant["url"]).lstrip("/"))
                        if not os.path.isfile(target):
                            failures.append(f"{name}: image {variant['url']} missing")
                elif url and url.startswith("/"):
                    links += 1
                    if not page_exists(url):
                        failures.append(f"{name}: link to {url} ({key}) has no page")
    print(f"{pages} pages, {links} internal references checked")


# Pages whose every member is placed in a topic group a person wrote (no DocC automatic group): the module
# landing pages, the operator protocols and types, GTK's namespace and its user-input API.
CURATED = ["openrx", "openrxcocoa", "openrxtest", "openrxblocking", "openrxchannels", "openrxreactivecocoa",
           "openrxgtk", "openrxinspector", "openrx/observabletype", "openrx/primitivesequencetype", "openrx/primitivesequence",
           "openrx/infallibletype", "openrx/infallible", "openrxcocoa/sharedsequenceconvertibletype",
           "openrxcocoa/sharedsequence", "openrxgtk/gtk", "openrxgtk/userinput"]


# What has no marble diagram, and why: subscribing, driving, emitting and binding end a chain; `debug` prints;
# `decode` maps data; the async operators run tasks, which virtual time does not drive; `asObservable`, and
# `asDriver()`/`asSignal()` of a driver or a signal, change nothing (the conversions of an observable to a driver
# or a signal show theirs, as do the Driver and Signal pages).
NOT_PICTURED = {"asObservable", "asyncMap", "asyncFlatMap", "asyncFlatMapLatest", "asyncFlatMapFirst", "bind",
                "debug", "decode", "subscribe", "values", "drive", "emit", "asDriver", "asSignal", "asSharedSequence",
                "createUnsafe", "create(priority:_:)", "create(detached:priority:work:)", "subscribe(on:)"}
# The operator types whose every operator page shows a diagram.
PICTURED_TYPES = {"OpenRx": {"ObservableType", "PrimitiveSequenceType", "PrimitiveSequence", "InfallibleType",
                             "Infallible"},
                  "OpenRxCocoa": {"SharedSequenceConvertibleType", "SharedSequence"}}


def check_marbles():
    pictured = 0
    for module, owners in PICTURED_TYPES.items():
        graphs = os.path.join(os.path.dirname(site), "symbol-graphs", module, f"{module}.symbols.json")
        with open(graphs) as handle:
            symbols = json.load(handle)["symbols"]
        for symbol in symbols:
            path = symbol["pathComponents"]
            if len(path) != 2 or path[0] not in owners:
                continue
            if symbol["kind"]["identifier"] not in ("swift.method", "swift.type.method", "swift.func"):
                continue
            if any(a.get("isUnconditionallyDeprecated") or "deprecated" in a for a in symbol.get("availability", [])):
                continue
            if path[1].split("(")[0] in NOT_PICTURED or path[1] in NOT_PICTURED:
                continue
            doc = "\n".join(line["text"] for line in (symbol.get("docComment") or {}).get("lines", []))
            if "](marble-" in doc:
                pictured += 1
            else:
                failures.append(f"{path[0]}/{path[1]}: its page shows no marble diagram")
    print(f"{pictured} operator pages show a marble diagram")


def check_topics():
    automatic = 0
    for root, _, files in os.walk(os.path.join(site, "data", "documentation")):
        for name in files:
            path = os.path.join(root, name)
            page = os.path.relpath(path, os.path.join(site, "data", "documentation"))[:-len(".json")]
            with open(path) as handle:
                sections = json.load(handle).get("topicSections", [])
            # "Default Implementations" links to the protocol's operators, which its own page groups by category.
            generated = [section.get("title") for section in sections
                         if section.get("generated") and section.get("title") != "Default Implementations"]
            if generated:
                automatic += 1
                if page in CURATED:
                    failures.append(f"{page}: members in DocC's automatic groups {generated}")
    print(f"{len(CURATED)} pages curated by category; {automatic} type pages keep DocC's automatic groups")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def copyfile(self, source, destination):
        try:
            super().copyfile(source, destination)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser stopped reading (its time budget ended)


def chromium(*args):
    command = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--virtual-time-budget=15000", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=120).stdout


def check_rendered(base, path, title, shot, must_show=()):
    url = base + path
    chromium("--window-size=1280,1500", f"--screenshot={os.path.join(shots, shot)}", url)
    dom = chromium("--dump-dom", url)
    if title not in dom:
        failures.append(f"{path}: rendered page lacks its title {title!r}")
    for needle in must_show:
        if needle not in dom:
            failures.append(f"{path}: rendered page does not show {needle}")
    targets = set(re.findall(r'(?:href|src)="(/[^"#]*)', dom))
    for target in sorted(targets):
        try:
            with urllib.request.urlopen(base + target) as response:
                if response.status != 200:
                    failures.append(f"{path}: {target} answers {response.status}")
        except Exception as error:  # a 404 raises
            failures.append(f"{path}: {target}: {error}")
    print(f"{path}: rendered, {len(targets)} links and images followed, screenshot {shot}")


check_references()
check_topics()
check_marbles()
os.makedirs(shots, exist_ok=True)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"
check_rendered(base, "/documentation/openrx", "OpenRx", "landing.png", must_show=["Getting started"])
check_rendered(base, "/documentation/openrx/observabletype/flatmap(_:)", "flatMap", "operator-flatmap.png",
               must_show=["marble-flatMap.svg"])
check_rendered(base, "/documentation/openrxgtk/buildingagtkapp", "Building a GTK app", "gtk-tutorial.png",
               must_show=["tutorial-step-1"])
server.shutdown()

for failure in failures[:50]:
    print("failed:", failure, file=sys.stderr)
if failures:
    print(f"{len(failures)} documentation failures", file=sys.stderr)
    sys.exit(1)
print("documentation site: every link resolves")
