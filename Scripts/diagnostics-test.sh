#!/usr/bin/env bash
# OpenRx — reactive programming for Swift. MIT licence.
#
# Method interception's diagnostics as an app meets them: each file of Fixtures/Diagnostics is type-checked, as
# an app's source, against the modules and the macro plugin of a build with the Macros trait (the scratch path is
# the first argument: .ci/run's .build-traits). A file whose first line is `// expect: MESSAGE` must fail with
# that error on one of its own lines (not at `<unknown>`); `// expect: nothing (compiles)` must compile cleanly.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-$root/.build-traits}" && pwd)/debug"
plugin="$build/OpenRxReactiveCocoaMacros-tool"
[[ -x $plugin ]] || {
    echo "diagnostics-test: build with --traits Macros first ($plugin is missing)" >&2
    exit 1
}
work="$(mktemp -d "${TMPDIR:-/tmp}/openrx-diagnostics.XXXXXX")"
trap 'rm -rf "$work"' EXIT

for file in "$root"/Fixtures/Diagnostics/*.swift; do
    name="$(basename "$file")"
    expected="$(sed -n '1s#^// expect: ##p' "$file")"
    [[ -n $expected ]] || {
        echo "diagnostics-test: $name names no expected diagnostic" >&2
        exit 1
    }
    status=0
    swiftc -typecheck -swift-version 6 -I "$build/Modules" \
        -Xcc -fmodule-map-file="$build/COpenRxAtomics.build/module.modulemap" \
        -I "$root/Sources/COpenRxAtomics/include" \
        -load-plugin-executable "$plugin#OpenRxReactiveCocoaMacros" "$file" >"$work/$name.log" 2>&1 || status=$?
    if [[ $expected == "nothing (compiles)" ]]; then
        if [[ $status -ne 0 ]] || grep -q "error:\|warning:" "$work/$name.log"; then
            cat "$work/$name.log" >&2
            echo "diagnostics-test: $name did not compile cleanly" >&2
            exit 1
        fi
        echo "  $name: compiles"
        continue
    fi
    if [[ $status -eq 0 ]]; then
        echo "diagnostics-test: $name compiled" >&2
        exit 1
    fi
    if ! grep -qF -- "$name:" "$work/$name.log" || ! grep -F -- "error: $expected" "$work/$name.log" | grep -q "^.*$name:[0-9]*:[0-9]*:"; then
        cat "$work/$name.log" >&2
        echo "diagnostics-test: $name: no error \"$expected\" on a line of its own" >&2
        exit 1
    fi
    echo "  $name: refused at its line (\"$expected\")"
done
echo "diagnostics-test: passed"
