#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
"""Checks that the Swift code in the DocC articles is code the build compiles.

Every ```swift block of every article in Sources/*/*.docc must appear — line for line, indentation aside — in a
Swift file that a target of this repository compiles (Sources, Tests, Fixtures): the GTK tutorial's blocks are the
regions between `// tutorial:` markers in its test. A block that cannot be compiled as it stands (a manifest
excerpt, an error the strict mode reports) says so on the line before it: `<!-- uncompiled: why -->`. Prints
how many blocks are compiled and how many are not, and fails on a block that is neither.
"""
import glob
import os
import re
import sys


def normalized(text):
    return "\n".join(re.sub(r"\s+", " ", line.strip()) for line in text.split("\n") if line.strip())


corpus = []
for pattern in ("Sources/**/*.swift", "Tests/**/*.swift", "Fixtures/**/*.swift"):
    for path in glob.glob(pattern, recursive=True):
        if "/.build" in path:
            continue
        with open(path) as handle:
            corpus.append(normalized(handle.read()))
corpus = "\n".join(corpus)

compiled = uncompiled = 0
failures = []
for article in sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True)):
    with open(article) as handle:
        text = handle.read()
    for match in re.finditer(r"(?:^(<!-- uncompiled[^>]*-->)\n)?^```swift\n(.*?)^```", text, re.M | re.S):
        line = text[: match.start(2)].count("\n")
        if match.group(1):
            uncompiled += 1
        elif normalized(match.group(2)) in corpus:
            compiled += 1
        else:
            failures.append(f"{article}:{line}: a swift block no target compiles (mark it <!-- uncompiled: why -->)")
for failure in failures:
    print("failed:", failure, file=sys.stderr)
print(f"article code: {compiled} blocks compiled, {uncompiled} marked uncompiled, {len(failures)} unchecked")
sys.exit(1 if failures else 0)
