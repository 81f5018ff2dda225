#!/usr/bin/env bash
# OpenRx — reactive programming for Swift. MIT licence.
#
# The RxSwift → OpenRx package-mirror switch, end to end and offline (README, "Switching an existing app").
# Copies the working tree (tracked and untracked-not-ignored files) into a temporary git repository named RxSwift,
# as the README prescribes, tags it with VERSION, and mirrors both spellings of RxSwift's URL (with and without
# `.git`) to that repository in each fixture package, as a user does in the root package. Then it runs the tests
# of the four third-party-style libraries, one per manifest shape:
#   Fixtures/RxLibrary             `.product(name: "RxSwift", package: "RxSwift")`, tools version 6.0;
#   Fixtures/ByNameLibrary         `dependencies: ["RxSwift"]`, tools version 5.5 (ReactorKit);
#   Fixtures/NamedPackageLibrary   `.package(name: "RxSwift", url: …)`, only the RxTest product, `import RxSwift`
#                                  (RxTestExt);
#   Fixtures/UnsuffixedURLLibrary  RxSwift's URL without `.git`, products by name, tools version 5.0 (RxNimble);
# builds and runs Fixtures/App, which uses three of them and starts from a Package.resolved that pins real RxSwift
# (no `swift package update`: a version pin is re-pinned by the build); and builds and runs Fixtures/OpenRxApp,
# which names OpenRx's own URL beside a library that names RxSwift's, with that URL mirrored to the same
# repository (one OpenRx in the graph, not two). Every build, cache and configuration file lives in the temporary
# directory, which is removed at the end. Needs git, tar and the Swift toolchain.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(tr -d '[:space:]' <"$root/VERSION")"
# RxSwift's URL as manifests spell it; a mirror matches the spelling exactly, so both get one.
rxswift_urls=("https://github.com/ReactiveX/RxSwift.git" "https://github.com/ReactiveX/RxSwift")
# What Fixtures/OpenRxApp names as OpenRx's published URL.
openrx_url="https://example.invalid/OpenRx.git"

temporary="${TMPDIR:-/tmp}"
work="$(mktemp -d "${temporary%/}/openrx-mirror.XXXXXX")"
trap 'rm -rf "$work"' EXIT
log="$work/log"
# SwiftPM leaves lock files in the temporary directory: give it one that goes with $work.
mkdir "$work/tmp"
export TMPDIR="$work/tmp"

# Runs a command quietly; on failure prints its output and stops.
run() {
    if ! "$@" >"$log" 2>&1; then
        echo "failed: $*" >&2
        tail -n 60 "$log" >&2
        exit 1
    fi
}

# 1. The working tree as a tagged git repository named RxSwift: the package takes its identity and name from the
#    last path component of the mirror's location, and the by-name and `name:` forms need them to be RxSwift's.
repo="$work/RxSwift"
mkdir "$repo"
(
    cd "$root"
    # `ls-files -c` also lists tracked files deleted from the working tree: skip those.
    git ls-files -z -co --exclude-standard | while IFS= read -r -d '' file; do
        if [[ -e "$file" || -L "$file" ]]; then printf '%s\0' "$file"; fi
    done | tar --null -T - -cf -
) | tar -C "$repo" -xf -
# The user's git settings must not matter: no signing, no hooks, a fixed author.
git_in_repo=(git -C "$repo" -c init.defaultBranch=main -c user.name=OpenRx-CI -c user.email=ci@openrx.invalid
    -c commit.gpgsign=false -c tag.gpgsign=false -c core.hooksPath=/dev/null)
run "${git_in_repo[@]}" init
run "${git_in_repo[@]}" add -A
run "${git_in_repo[@]}" commit -m "OpenRx working tree $version"
run "${git_in_repo[@]}" tag "$version"
echo "mirror: ${rxswift_urls[*]} -> file://$repo (tag $version)"

# 2. The fixtures, copied so that their mirrors.json and Package.resolved stay in $work. All packages share one
#    scratch path (OpenRx is compiled once). SwiftPM's shared caches, configuration and fingerprints (which refuse
#    a version whose revision changed since the last run) are kept in $work too.
cp -R "$repo/Fixtures" "$work/Fixtures"
swiftpm_options=(--scratch-path "$work/build" --cache-path "$work/cache" --config-path "$work/config"
    --security-path "$work/security" --manifest-cache local)
libraries=(RxLibrary ByNameLibrary NamedPackageLibrary UnsuffixedURLLibrary)
for package in "${libraries[@]}" App OpenRxApp; do
    for url in "${rxswift_urls[@]}"; do
        run swift package --package-path "$work/Fixtures/$package" config set-mirror \
            --original "$url" --mirror "file://$repo"
    done
done
run swift package --package-path "$work/Fixtures/OpenRxApp" config set-mirror \
    --original "$openrx_url" --mirror "file://$repo"

# 3. Each library's own tests against the mirror.
for package in "${libraries[@]}"; do
    run swift test --package-path "$work/Fixtures/$package" "${swiftpm_options[@]}"
    echo "$package tests: $(grep -Eo 'Executed [0-9]+ tests?, with 0 failures' "$log" | tail -n 1)"
done

# 4. The app, whose Package.resolved still pins real RxSwift (as an app's does before the switch: a version and a
#    revision OpenRx does not have). The build must re-pin it to the mirror's tag by itself.
cat >"$work/Fixtures/App/Package.resolved" <<'RESOLVED'
{
  "pins" : [
    {
      "identity" : "rxswift",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/ReactiveX/RxSwift.git",
      "state" : {
        "revision" : "0123456789abcdef0123456789abcdef01234567",
        "version" : "6.9.0"
      }
    }
  ],
  "version" : 2
}
RESOLVED
run swift build --package-path "$work/Fixtures/App" "${swiftpm_options[@]}"
revision="$(git -C "$repo" rev-parse HEAD)"
if ! grep -q "\"revision\" : \"$revision\"" "$work/Fixtures/App/Package.resolved"; then
    echo "failed: the app's Package.resolved does not pin $revision (tag $version):" >&2
    cat "$work/Fixtures/App/Package.resolved" >&2
    exit 1
fi
echo "App: real RxSwift's pin replaced by $version ($revision) without an update"
run swift run --package-path "$work/Fixtures/App" "${swiftpm_options[@]}" --skip-build MirrorApp
echo "MirrorApp: $(tail -n 1 "$log")"

# 5. The app that names OpenRx's URL beside a library that names RxSwift's.
run swift build --package-path "$work/Fixtures/OpenRxApp" "${swiftpm_options[@]}"
run swift run --package-path "$work/Fixtures/OpenRxApp" "${swiftpm_options[@]}" --skip-build OpenRxApp
echo "OpenRxApp: $(tail -n 1 "$log")"
