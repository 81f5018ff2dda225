#!/usr/bin/env bash
# OpenRx — reactive programming for Swift. MIT licence.
#
# Instructions per element / per subscription, counted by callgrind: stable where times are noisy.
#
#     Benchmarks/Scripts/instructions.sh [--full] [--implementations floor,openrx,opencombine] [NAME ...]
#
# Builds the benchmark (release), then for each scenario (all, or the NAMEs given) and implementation runs
# `openrx-bench --profile IMPL --only NAME --repeats N` under callgrind with N = 2 and N = 3. The difference is
# one run of the scenario: process start, scenario set-up and the first run's one-time costs (metadata,
# lazy globals) cancel. It is divided by the scenario's unit count (`--list`). Sizes are `--quick`'s unless
# `--full` is given. A pumping scenario's run includes its one subscription, spread over its elements: at the
# quick sizes (2,000 elements in MapFilterPumping) that adds up to ~13 instructions per element; `--full` runs
# RxSwift's own benchmark sizes (100,000), where it is below 1. ObserveOnSerialQueue runs two threads whose
# batching differs from run to run: its count is not repeatable. Slow (callgrind runs ~50× slower): not in CI.
#
# callgrind cannot read the DWARF the Swift toolchain emits in a release build ("Possibly corrupted debuginfo
# file"), so it runs on a copy of the binary with the debug sections stripped (`objcopy --strip-debug`).
# Counting needs no symbols; for annotated profiles build with `-Xswiftc -gline-tables-only` instead.
set -euo pipefail

package=$(cd "$(dirname "$0")/.." && pwd)
size=--quick
implementations=openrx
names=()
while (($#)); do
    case $1 in
    --full) size= ;;
    --implementations) implementations=$2; shift ;;
    -h | --help) sed -n '4,8p' "$0"; exit 0 ;;
    *) names+=("$1") ;;
    esac
    shift
done

command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed" >&2; exit 1; }
if [[ -z ${OPENRX_BENCH_BINARY:-} ]]; then
    swift build -c release --package-path "$package" >&2
    OPENRX_BENCH_BINARY=$(swift build -c release --package-path "$package" --show-bin-path)/openrx-bench
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
binary=$work/openrx-bench
objcopy --strip-debug "$OPENRX_BENCH_BINARY" "$binary"

# Swift seeds its hashing per process; a fixed seed keeps dictionary and set work the same from run to run.
export SWIFT_DETERMINISTIC_HASHING=1

# instructions IMPLEMENTATION NAME REPEATS: the instructions callgrind collected in one process.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" $size --profile "$1" --only "$2" \
        --repeats "$3" </dev/null 2>"$work/log" >/dev/null || { cat "$work/log" >&2; return 1; }
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$work/log"
}

IFS=, read -ra wanted <<<"$implementations"
header="| scenario | per |"
rule="|---|---|"
for implementation in "${wanted[@]}"; do
    header+=" $implementation instructions |"
    rule+="--:|"
done
echo "$header"
echo "$rule"
"$binary" $size --list | while read -r name unit units available; do
    if ((${#names[@]})) && [[ " ${names[*]} " != *" $name "* ]]; then continue; fi
    line="| $name | $unit |"
    for implementation in "${wanted[@]}"; do
        if [[ ",$available," != *",$implementation,"* ]]; then
            line+=" – |"
            continue
        fi
        two=$(instructions "$implementation" "$name" 2)
        three=$(instructions "$implementation" "$name" 3)
        line+=" $(( (three - two + units / 2) / units )) |"
    done
    echo "$line"
done
