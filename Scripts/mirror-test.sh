#!/usr/bin/env bash
# OpenRx — reactive programming for Swift. MIT licence.
#
# The RxSwift → OpenRx package-mirror switch, end to end and offline (the article "Switching an existing app", OpenRx.docc).
# Copies the working tree (tracked and untracked-not-ignored files) into a temporary git repository named
# RxSwift (SwiftPM names a mirrored package after the mirror's last path component, and manifests that name
# RxSwift's products by name or declare `.package(name: "RxSwift", …)` resolve only when that name is RxSwift),
# tags it with VERSION, mirrors both spellings of RxSwift's URL (with and without `.git`) to it in every fixture
# package, and builds and tests them: Fixtures/RxLibrary (a third-party library naming RxSwift by URL) and
# Fixtures/App (an app using it); Fixtures/ByName (products by name, tools version 5.2), ByNameLegacy (every
# product by name, tools version 5.0), NamedPackage (`.package(name: "RxSwift", url: …)`, only the RxTest
# product, `import RxSwift`) and NoGitURL (RxSwift's URL without `.git`). The app also uses ByName and NoGitURL
# (the shapes resolved as dependencies, not only as root packages) and starts from a Package.resolved of format 3
# that pins a revision of real RxSwift, which it re-pins with README's `swift package update RxSwift`.
# Fixtures/OpenRxApp names OpenRx's own URL beside ByName, with that URL mirrored to the same repository. Every
# build, cache and configuration file lives in the temporary directory, which is removed at the end. Needs git,
# tar and the Swift toolchain.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(tr -d '[:space:]' <"$root/VERSION")"
# Both spellings of RxSwift's URL that published manifests use; a mirror matches one spelling only.
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

# 1. The working tree as a tagged git repository whose URL ends in RxSwift, as README tells users to mirror to.
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

# 2. The fixtures, copied so that their mirrors.json and Package.resolved stay in $work. Both packages share
#    one scratch path (OpenRx is compiled once). SwiftPM's shared caches, configuration and fingerprints (which
#    refuse a version whose revision changed since the last run) are kept in $work too.
cp -R "$repo/Fixtures" "$work/Fixtures"
swiftpm_options=(--scratch-path "$work/build" --cache-path "$work/cache" --config-path "$work/config"
    --security-path "$work/security" --manifest-cache local)
for package in RxLibrary App ByName ByNameLegacy NamedPackage NoGitURL OpenRxApp; do
    for url in "${rxswift_urls[@]}"; do
        run swift package --package-path "$work/Fixtures/$package" config set-mirror \
            --original "$url" --mirror "file://$repo"
    done
done
run swift package --package-path "$work/Fixtures/OpenRxApp" config set-mirror \
    --original "$openrx_url" --mirror "file://$repo"

# 3. The libraries' own tests, then the app, against the mirror.
for package in RxLibrary ByName NamedPackage NoGitURL; do
    run swift test --package-path "$work/Fixtures/$package" "${swiftpm_options[@]}"
    echo "$package tests: $(grep -Eo 'Executed [0-9]+ tests?, with 0 failures' "$log" | tail -n 1)"
done
run swift build --package-path "$work/Fixtures/ByNameLegacy" "${swiftpm_options[@]}"
echo "ByNameLegacy: built"

# 4. The app, as an app that used real RxSwift: its Package.resolved (format 3, tools version 6.0) pins a revision
#    OpenRx does not have. Resolving writes the file with this manifest's originHash; the pin is then swapped for
#    real RxSwift's. SwiftPM trusts such a pin, so the build fails until `swift package update RxSwift` (README).
app="$work/Fixtures/App"
run swift package --package-path "$app" "${swiftpm_options[@]}" resolve
revision="$(git -C "$repo" rev-parse HEAD)"
stale_revision="0123456789abcdef0123456789abcdef01234567"
sed -i.orig -e "s/\"revision\" : \"$revision\"/\"revision\" : \"$stale_revision\"/" \
    -e "s/\"version\" : \"$version\"/\"version\" : \"6.9.0\"/" "$app/Package.resolved"
if ! grep -q "$stale_revision" "$app/Package.resolved" || ! grep -q '"originHash"' "$app/Package.resolved"; then
    echo "failed: could not write a format-3 pin of real RxSwift into $app/Package.resolved:" >&2
    cat "$app/Package.resolved" >&2
    exit 1
fi
if swift build --package-path "$app" "${swiftpm_options[@]}" >"$log" 2>&1; then
    echo "note: the app built on real RxSwift's pin without an update; README says the update is needed" >&2
else
    echo "App without the update: $(grep -m 1 -o 'error: .*' "$log")"
fi
run swift package --package-path "$app" "${swiftpm_options[@]}" update RxSwift
if ! grep -q "\"revision\" : \"$revision\"" "$app/Package.resolved"; then
    echo "failed: after the update, Package.resolved does not pin $revision (tag $version):" >&2
    cat "$app/Package.resolved" >&2
    exit 1
fi
echo "App: real RxSwift's pin replaced by $version after swift package update RxSwift"
# OpenRx's optional macros (the `Macros` trait, off by default) must not add a package to the app's graph.
if grep -q '"identity" : "swift-syntax"' "$app/Package.resolved"; then
    echo "failed: the app resolved swift-syntax, which only OpenRx's Macros trait may bring:" >&2
    cat "$app/Package.resolved" >&2
    exit 1
fi
echo "App: resolves $(grep -c '"identity"' "$app/Package.resolved") packages, no swift-syntax"
run swift build --package-path "$app" "${swiftpm_options[@]}"
run swift run --package-path "$app" "${swiftpm_options[@]}" --skip-build MirrorApp
echo "MirrorApp: $(tail -n 1 "$log")"

# 5. An app that names OpenRx's own URL beside a library that names RxSwift's: one OpenRx, not two.
run swift build --package-path "$work/Fixtures/OpenRxApp" "${swiftpm_options[@]}"
run swift run --package-path "$work/Fixtures/OpenRxApp" "${swiftpm_options[@]}" --skip-build OpenRxApp
echo "OpenRxApp: $(tail -n 1 "$log")"
