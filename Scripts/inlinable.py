#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
#
# One-off helper used to convert operator files to the inlinable pattern (see Producer.swift): makes
# Logic structs and Sink classes @usableFromInline, their members inlinable, adds explicit initializers
# to Logic structs, and subscribes sinks through `subscribeSink`. Kept for the record; review its output.
import re
import sys


def escaping(type_text):
    t = type_text.strip()
    if t.endswith("?") or "->" not in t:
        return t
    return "@escaping " + t


def convert(text):
    lines = text.split("\n")
    out = []
    i = 0
    kind = None  # 'logic' or 'sink' while inside such a type
    depth = 0
    fields = []
    init_seen = False
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        m_logic = re.match(r"^(private |fileprivate )?struct (\w+(?:<[^>]*>)?): (ProducerLogic.*)\{$", line)
        m_sink = re.match(r"^(private |fileprivate )?final class (\w+(?:<[^{]*?>)?)(: .*Sink<.*)$", line)
        if kind is None and m_logic:
            out.append("@usableFromInline")
            out.append(f"struct {m_logic.group(2)}: {m_logic.group(3)}{{")
            kind, depth, fields, init_seen = "logic", 1, [], False
            i += 1
            continue
        if kind is None and m_sink:
            out.append("@usableFromInline")
            out.append(f"final class {m_sink.group(2)}{m_sink.group(3)}")
            kind, depth, fields, init_seen = "sink", line.count("{") - line.count("}"), [], False
            i += 1
            continue
        if kind is not None:
            depth += line.count("{") - line.count("}")
            indent = line[: len(line) - len(line.lstrip())]
            if len(indent) == 4:
                fm = re.match(r"^    (private |fileprivate )?(let|var) (\w+): (.+?)(\s*=\s*.+)?$", line)
                if fm and "{" not in line:
                    fields.append((fm.group(3), fm.group(4), fm.group(5)))
                    out.append(f"    @usableFromInline {fm.group(2)} {fm.group(3)}: {fm.group(4)}{fm.group(5) or ''}")
                    i += 1
                    continue
                if re.match(r"^    (override )?init\(", line):
                    init_seen = True
                    out.append("    @inlinable")
                    out.append(line)
                    i += 1
                    continue
                fm = re.match(r"^    (private |fileprivate )?(func|var) ", line)
                if fm and not stripped.startswith("@"):
                    prev = out[-1].strip() if out else ""
                    body = line.replace("private ", "", 1).replace("fileprivate ", "", 1) if fm.group(1) else line
                    if not prev.startswith("@inlinable") and not prev.startswith("@usableFromInline"):
                        if kind == "logic" and not init_seen:
                            out.extend(make_init(fields))
                            init_seen = True
                        out.append("    @inlinable")
                    out.append(body)
                    i += 1
                    continue
            if depth == 0:
                if kind == "logic" and not init_seen:
                    out.extend(make_init(fields))
                kind = None
            out.append(line.replace("source.subscribe(sink)", "source.subscribeSink(sink)"))
            i += 1
            continue
        # public API functions get @inlinable
        if re.match(r"^    public (static )?func ", line):
            prev = out[-1].strip() if out else ""
            if not prev.startswith("@inlinable") and not prev.startswith("@available"):
                out.append("    @inlinable")
            elif prev.startswith("@available"):
                out.insert(len(out) - 1, "    @inlinable")
        out.append(line)
        i += 1
    return "\n".join(out)


def make_init(fields):
    stored = [f for f in fields if f[2] is None]
    if not stored:
        return []
    params = ", ".join(f"{name}: {escaping(t)}" for name, t, _ in stored)
    result = ["", "    @inlinable", f"    init({params}) {{"]
    for name, _, _ in stored:
        result.append(f"        self.{name} = {name}")
    result.append("    }")
    result.append("")
    return result


for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    converted = convert(text)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(converted)
