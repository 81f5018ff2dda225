#!/usr/bin/env bash
# OpenRx — reactive programming for Swift. MIT licence.
#
# Builds the documentation site from the toolchain alone: symbol graphs extracted from a build's modules
# (`swift symbolgraph-extract`), one DocC archive per public module (`docc convert`, its catalogue in
# Sources/<Module>/<Module>.docc), merged into one static site (`docc merge`) that a plain file server serves.
# Fails on any DocC warning (a broken or ambiguous link, an undocumented parameter).
#
#   Scripts/docs.sh [BUILD_DIR] [OUTPUT_DIR]
#
# BUILD_DIR is a build with the Macros, GTK and Inspector traits (default .build-traits: `swift build --traits
# Macros,GTK,Inspector --scratch-path .build-traits`), so OpenRxGTK, the inspector and the macros are documented
# too (without its trait OpenRxInspector has no symbols, and its catalogue's links fail). OUTPUT_DIR (default
# .build/docs) receives `site/` (serve it: `python3 -m http.server -d .build/docs/site`) and the DocC logs.
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-.build-traits}"
out="${2:-.build/docs}"
modules=(OpenRx OpenRxCocoa OpenRxTest OpenRxBlocking OpenRxChannels OpenRxReactiveCocoa OpenRxGTK OpenRxInspector)
triple="$(swift -print-target-info | grep -m1 '"triple"' | sed -E 's/.*"triple": "([^"]+)".*/\1/')"
products="$build/debug"

rm -rf "$out"
mkdir -p "$out/symbol-graphs" "$out/archives"

gtk_flags=()
if pkg-config --exists gtk4; then
    for flag in $(pkg-config --cflags-only-I gtk4); do gtk_flags+=(-Xcc "$flag"); done
fi

status=0
archives=()
for module in "${modules[@]}"; do
    graphs="$out/symbol-graphs/$module"
    mkdir -p "$graphs"
    swift symbolgraph-extract -module-name "$module" -target "$triple" -minimum-access-level public \
        -I "$products/Modules" \
        -Xcc -fmodule-map-file="$products/COpenRxAtomics.build/module.modulemap" \
        -Xcc -I -Xcc Sources/COpenRxAtomics/include \
        -Xcc -fmodule-map-file=Sources/CGtk4/module.modulemap "${gtk_flags[@]}" \
        -output-dir "$graphs"
    # The catalogue, staged with what lives elsewhere in the repository: the contract (Documentation/Contracts.md)
    # as an article of OpenRx, the GTK screenshots that the GTK tests render as images of OpenRxGTK.
    catalog="$out/catalogs/$module.docc"
    mkdir -p "$out/catalogs"
    cp -R "Sources/$module/$module.docc" "$catalog"
    case "$module" in
        OpenRx) cp Documentation/Contracts.md "$catalog/Contracts.md" ;;
        # Drivers' and signals' operators show the marble diagrams of the operators they share with Observable.
        OpenRxCocoa) mkdir -p "$catalog/Resources" && cp -R Sources/OpenRx/OpenRx.docc/Resources/Marbles "$catalog/Resources/" ;;
        OpenRxGTK)
            mkdir -p "$catalog/Resources"
            cp Documentation/screens/*.png Documentation/tutorial/*.png Documentation/openrx-gtk-example.png \
                "$catalog/Resources/"
            ;;
        # The inspector's page, as Scripts/inspector-check.py draws it in Chromium.
        OpenRxInspector) mkdir -p "$catalog/Resources" && cp Documentation/inspector/*.png "$catalog/Resources/" ;;
    esac
    archive="$out/archives/$module.doccarchive"
    log="$out/$module.log"
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --output-path "$archive" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.openrx.$module" >"$log" 2>&1 || status=1
    warnings=$(grep -c "warning:" "$log" || true)
    echo "$module: $warnings DocC warnings"
    if [ "$warnings" -ne 0 ]; then
        grep -A3 "warning:" "$log" | head -40 || true
        status=1
    fi
    archives+=("$archive")
done

docc merge "${archives[@]}" --output-path "$out/OpenRx.doccarchive" \
    --synthesized-landing-page-name OpenRx --synthesized-landing-page-kind Package >"$out/merge.log" 2>&1
docc process-archive transform-for-static-hosting "$out/OpenRx.doccarchive" --output-path "$out/site" \
    >"$out/transform.log" 2>&1
echo "site: $out/site (index: $out/site/documentation/index.html)"
exit $status
