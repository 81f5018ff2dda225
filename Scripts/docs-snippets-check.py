#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
"""Checks that the Swift code in the DocC articles is code the build compiles.

Every ```swift block of every article in Sources/*/*.docc must appear — line for line, indentation and comments
aside — in a Swift file that a target of this repository compiles (Sources, Tests, Fixtures): the GTK tutorial's
blocks are the regions between `// tutorial:` markers in its test. Two kinds of block are checked otherwise, as
the line before them says:

- `<!-- refused -->`: code the strict mode must refuse. It must appear in a file of Fixtures/Strict/RacyShapes,
  each of which `Scripts/strict-test.sh` (CI) checks fails to compile in the strict mode with the diagnostic it
  names, and compiles without it.
- `<!-- manifest -->`: a Package.swift excerpt. Every product (`.product(name: "X", package: "OpenRx")`) and
  every trait (`traits: [...]`) it names must be one of this package's (`swift package dump-package`).

Prints how many blocks of each kind it checked, and fails on any block it could not.
"""
import glob
import json
import re
import subprocess
import sys


def code_lines(text):
    """The lines of `text` without comments (whole-line and trailing `//` comments) and blank lines, with runs of
    white space made one space."""
    lines = []
    for line in text.split("\n"):
        line = re.sub(r"(^|\s)//(\s.*)?$", "", line).strip()
        if line:
            lines.append(re.sub(r"\s+", " ", line))
    return "\n".join(lines)


def corpus_of(patterns):
    texts = []
    for pattern in patterns:
        for path in glob.glob(pattern, recursive=True):
            if "/.build" not in path:
                with open(path) as handle:
                    texts.append(code_lines(handle.read()))
    return "\n".join(texts)


compiled_code = corpus_of(("Sources/**/*.swift", "Tests/**/*.swift", "Fixtures/**/*.swift"))
refused_code = corpus_of(("Fixtures/Strict/RacyShapes/*.swift",))
package = json.loads(subprocess.run(["swift", "package", "dump-package"], capture_output=True, check=True).stdout)
products = {product["name"] for product in package["products"]}
traits = {trait["name"] for trait in package.get("traits", [])}


def manifest_problems(block):
    problems = []
    for name in re.findall(r'\.product\(name: "([^"]+)", package: "OpenRx"\)', block):
        if name not in products:
            problems.append(f"no product {name}")
    for listed in re.findall(r"traits: \[([^\]]*)\]", block):
        for name in re.findall(r'"([^"]+)"', listed):
            if name not in traits:
                problems.append(f"no trait {name}")
    if ".package(" in block and "OpenRx" not in block:
        problems.append("a dependency that is not OpenRx")
    return problems


counts = {"compiled": 0, "refused": 0, "manifest": 0}
failures = []
for article in sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True)):
    with open(article) as handle:
        text = handle.read()
    for match in re.finditer(r"(?:^<!-- (\w+)[^>]*-->\n)?^```swift\n(.*?)^```", text, re.M | re.S):
        where = f"{article}:{text[: match.start(2)].count(chr(10))}"
        kind, block = match.group(1), match.group(2)
        if kind == "manifest":
            problems = manifest_problems(block)
            failures += [f"{where}: {problem}" for problem in problems]
        elif kind == "refused":
            problems = [] if code_lines(block) in refused_code else ["not one of Fixtures/Strict/RacyShapes"]
            failures += [f"{where}: refused code {problem}" for problem in problems]
        elif kind is None:
            kind = "compiled"
            problems = [] if code_lines(block) in compiled_code else ["a swift block no target compiles"]
            failures += [f"{where}: {problem}" for problem in problems]
        else:
            kind, problems = None, [f"{where}: an unknown kind of block, {kind}"]
            failures += problems
        if kind and not problems:
            counts[kind] += 1
for failure in failures:
    print("failed:", failure, file=sys.stderr)
print(
    f"article code: {counts['compiled']} blocks compiled, {counts['refused']} refused by the strict mode "
    f"(strict-test.sh), {counts['manifest']} manifest excerpts checked against Package.swift; "
    f"{len(failures)} failures"
)
sys.exit(1 if failures else 0)
