#!/usr/bin/env python3
# OpenRx — reactive programming for Swift. MIT licence.
#
# Makes every internal or private declaration of the given files usable from inlinable code: types,
# stored properties and type aliases become @usableFromInline, functions, initializers and computed
# properties @inlinable, and public functions @inlinable. Function bodies are left alone (member lines
# are found by tracking the nesting of type declarations). Used once to convert the operators to the
# specialized event path; review its output.
import re
import sys

TYPE = re.compile(r"^(\s*)(?:(private|fileprivate) )?((?:final )?(?:class|struct|enum|protocol)) (\w+)")
EXT = re.compile(r"^(\s*)extension ")
MEMBER_ATTR = ("@inlinable", "@usableFromInline", "@inline(", "@available", "@discardableResult", "@frozen")


def convert(text):
    out = []
    stack = []  # indents of enclosing type or extension declarations
    for line in text.split("\n"):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        while stack and stripped and indent <= stack[-1] and not stripped.startswith("}"):
            stack.pop()
        if stripped.startswith("}") and stack and indent == stack[-1]:
            stack.pop()
            out.append(line)
            continue
        previous = out[-1].strip() if out else ""
        has_attr = previous.startswith(MEMBER_ATTR) or (previous.startswith("@") and not previous.startswith("@escaping"))
        member = (not stack and indent == 0) or (stack and indent == stack[-1] + 4)
        m = TYPE.match(line)
        if m and member and not stripped.startswith("//"):
            if m.group(2) or not line.lstrip().startswith("public"):
                if not previous.startswith("@usableFromInline"):
                    out.append(" " * indent + "@usableFromInline")
                line = line.replace(m.group(2) + " ", "", 1) if m.group(2) else line
            if "{" in line and "}" not in line:
                stack.append(indent)
            out.append(line)
            continue
        if EXT.match(line) and indent == 0:
            if "{" in line:
                stack.append(indent)
            out.append(line)
            continue
        if member and stack and stripped:
            if stripped.startswith("@inline(__always)"):
                out.append(" " * indent + "@inlinable")
                continue
            m = re.match(r"^(?:(private|fileprivate) )?((?:private\(set\) )?)((?:static |mutating |override |nonmutating )*)(func|init|var|let|typealias|subscript)\b(.*)$", stripped)
            if m and not stripped.startswith("public"):
                access, _, modifiers, keyword, rest = m.groups()
                body = f"{modifiers}{keyword}{rest}"
                is_stored = keyword in ("let",) or (keyword == "var" and ("{" not in rest or "=" in rest.split("{")[0] and "{" not in rest.split("=")[0]))
                if keyword == "var" and "{" in rest and not ("=" in rest.split("{")[0]):
                    is_stored = False
                attribute = "@usableFromInline" if (is_stored or keyword == "typealias") else "@inlinable"
                if keyword in ("let", "var") and is_stored:
                    line = " " * indent + f"@usableFromInline {body}"
                    out.append(line)
                    continue
                if not has_attr:
                    out.append(" " * indent + attribute)
                elif previous.startswith("@usableFromInline") and attribute == "@inlinable" and keyword != "typealias":
                    out[-1] = out[-1].replace("@usableFromInline", "@inlinable")
                out.append(" " * indent + body)
                if "{" in stripped and keyword in ("func", "init", "var", "subscript"):
                    pass
                continue
            if stripped.startswith("public ") and re.match(r"public (static )?(func|init|var|subscript)", stripped) and not has_attr:
                out.append(" " * indent + "@inlinable")
        out.append(line.replace("source.subscribe(sink)", "source.subscribeSink(sink)"))
    return "\n".join(out)


for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(convert(text))


def add_struct_inits(text):
    """Gives every @usableFromInline struct without an initializer an @inlinable memberwise one."""
    lines = text.split("\n")
    result = []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^(\s*)struct (\w+)", line)
        if m and i > 0 and lines[i - 1].strip() == "@usableFromInline" and line.rstrip().endswith("{"):
            indent = len(m.group(1))
            body_start = i + 1
            depth = 1
            j = body_start
            while j < len(lines) and depth > 0:
                depth += lines[j].count("{") - lines[j].count("}")
                j += 1
            body = lines[body_start : j - 1]
            member = " " * (indent + 4)
            has_init = any(re.match(rf"^{member}init\(", l) for l in body)
            stored = []
            last_stored = -1
            for k, l in enumerate(body):
                sm = re.match(rf"^{member}@usableFromInline (let|var) (\w+): ([^=]+?)\s*$", l)
                if sm:
                    stored.append((sm.group(2), sm.group(3)))
                    last_stored = k
                elif re.match(rf"^{member}@usableFromInline (let|var) (\w+)(: [^=]+)? = ", l):
                    last_stored = k
            result.append(line)
            if not has_init:
                params = ", ".join(f"{n}: {'@escaping ' if '->' in t and not t.strip().endswith('?') else ''}{t}" for n, t in stored)
                init = ["", member + "@inlinable", member + f"init({params}) {{"]
                init += [member + f"    self.{n} = {n}" for n, _ in stored]
                init += [member + "}"]
                body = body[: last_stored + 1] + init + body[last_stored + 1 :]
            result.extend(body)
            result.append(lines[j - 1])
            i = j
            continue
        result.append(line)
        i += 1
    return "\n".join(result)


if __name__ == "__main__":
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(add_struct_inits(text))
