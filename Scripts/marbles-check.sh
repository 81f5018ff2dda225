#!/usr/bin/env bash
# OpenRx — reactive programming for Swift. MIT licence.
#
# The marble diagrams are never drawn by hand: this regenerates them from real runs (`openrx-marbles`) and fails
# when a committed picture differs from what the code does now, when a picture is not shown on any operator's
# page, or when a page shows a picture that does not exist. Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."

committed=Sources/OpenRx/OpenRx.docc/Resources/Marbles
fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
swift run --skip-build openrx-marbles "$fresh"

status=0
if ! diff -r "$committed" "$fresh" >/dev/null; then
    echo "failed: committed marble diagrams differ from a fresh run (swift run openrx-marbles):" >&2
    diff -rq "$committed" "$fresh" >&2 || true
    status=1
fi
for picture in "$fresh"/marble-*.svg; do
    name="$(basename "$picture" .svg)"
    if ! grep -rqF "($name)" Sources/OpenRx Sources/OpenRxCocoa --include=*.swift; then
        echo "failed: $name.svg is on no operator's page (add ![…]($name) to its doc comment)" >&2
        status=1
    fi
done
for name in $(grep -rhoE '\]\(marble-[A-Za-z]+\)' Sources --include=*.swift | sed 's/^](//; s/)$//' | sort -u); do
    if [ ! -f "$fresh/$name.svg" ]; then
        echo "failed: a doc comment shows $name, which openrx-marbles does not draw" >&2
        status=1
    fi
done
count="$(ls "$fresh" | wc -l)"
echo "marble diagrams: $count regenerated, committed copies $([ $status -eq 0 ] && echo identical || echo DIFFER)"
exit $status
