#!/usr/bin/env bash
# OpenRx — reactive programming for Swift. MIT licence.
#
# The strict mode (trait StrictConcurrency; the article "Swift 6 and concurrency", OpenRx.docc) as an app builds it:
# Fixtures/Strict's Swift 6 app must build with no error and run (pure operator closures compile and run where
# the chain runs them), beside a Swift 5 library in the same graph (no error); each file of
# Fixtures/Strict/RacyShapes must fail to compile in the strict mode with the diagnostic its first line names
# (`// expect: …`) and compile without it (the default: RxSwift's signatures). OpenRx's libraries (GTK's aside, which
# needs its trait), Swift5ModeTests (Swift 5 code) and Swift6ApplicationTests (Swift 6 application idioms) must
# build in the strict mode with no diagnostic.
# Needs the Swift toolchain only.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$root/Fixtures/Strict"
work="$(mktemp -d "${TMPDIR:-/tmp}/openrx-strict.XXXXXX")"
trap 'rm -rf "$work"' EXIT

fail() {
    echo "strict-test: $1" >&2
    [[ -f ${2:-} ]] && tail -n 40 "$2" >&2
    exit 1
}

echo "strict mode: the app and a Swift 5 library"
swift build --package-path "$fixture" --scratch-path "$work/strict" --manifest-cache none >"$work/app.log" 2>&1 ||
    fail "the strict-mode app did not build" "$work/app.log"
if grep -E "Fixtures/Strict/Sources/.*: error:" "$work/app.log"; then fail "errors in the fixture" "$work/app.log"; fi
"$(swift build --package-path "$fixture" --scratch-path "$work/strict" --show-bin-path)/StrictApp" ||
    fail "the strict-mode app failed"

echo "strict mode: OpenRx's libraries, its own Swift 5 test code and its Swift 6 application idioms"
# The libraries an app of the strict mode links: each must build in it (OpenRxReactiveCocoa once did not, and
# only an app that used it found out).
for target in OpenRxCocoa OpenRxTest OpenRxBlocking OpenRxChannels OpenRxReactiveCocoa Swift5ModeTests \
    Swift6ApplicationTests; do
    swift build --package-path "$root" --scratch-path "$work/root" --traits StrictConcurrency --target "$target" \
        >"$work/$target.log" 2>&1 || fail "$target did not build in the strict mode" "$work/$target.log"
    if grep -E "^$root/(Sources|Tests)/.*: (error|warning):" "$work/$target.log"; then
        fail "$target: diagnostics in the strict mode" "$work/$target.log"
    fi
done

for shape in "$fixture"/RacyShapes/*.swift; do
    name="$(basename "$shape")"
    expected="$(sed -n '1s#^// expect: ##p' "$shape")"
    [[ -n $expected ]] || fail "$name names no expected diagnostic"
    if OPENRX_RACY_SHAPE="$name" swift build --package-path "$fixture" --scratch-path "$work/strict" \
        --manifest-cache none --target RacyShape >"$work/$name.log" 2>&1; then
        fail "$name compiled in the strict mode" "$work/$name.log"
    fi
    grep -qF "error: $expected" "$work/$name.log" || fail "$name: no error \"$expected\"" "$work/$name.log"
    OPENRX_RACY_SHAPE="$name" swift build --package-path "$fixture" --scratch-path "$work/default" \
        --manifest-cache none --disable-default-traits --target RacyShape >"$work/$name.default.log" 2>&1 ||
        fail "$name did not compile without the strict mode" "$work/$name.default.log"
    echo "  $name: refused in the strict mode (\"$expected\"), compiles by default"
done
echo "strict-test: passed"
