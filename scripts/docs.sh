#!/usr/bin/env bash
# The API reference of ConformanceTesting, the library partners' Swift tests use, generated with
# DocC from its doc comments (and Sources/ConformanceTesting/ConformanceTesting.docc) as a static
# site. Fails when a public symbol of the library has no doc comment.
#
#   scripts/docs.sh [OUTPUT_DIR]   (default: .build/docs/ConformanceTesting; open OUTPUT_DIR/index.html
#                                   through a web server, or `python3 -m http.server -d OUTPUT_DIR`)
#
# Reads the modules of the debug build (built here when missing): swift-symbolgraph-extract, no
# second build. The toolchain carries both tools (docc, swift-symbolgraph-extract).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs/ConformanceTesting}"
modules="$(swift build --show-bin-path)/Modules"
if [ ! -f "$modules/ConformanceTesting.swiftmodule" ]; then
  swift build --target ConformanceTesting >/dev/null
fi
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
swift-symbolgraph-extract -module-name ConformanceTesting -I "$modules" -target "$triple" \
  -minimum-access-level public -output-dir "$graphs"
python3 scripts/docs/undocumented.py "$graphs"/ConformanceTesting.symbols.json
rm -rf "$out"
docc convert Sources/ConformanceTesting/ConformanceTesting.docc --additional-symbol-graph-dir "$graphs" \
  --output-path "$out" --fallback-display-name ConformanceTesting \
  --fallback-bundle-identifier org.humanplugin.conformance.ConformanceTesting \
  --transform-for-static-hosting --warnings-as-errors >/dev/null
echo "docs.sh: $out (the API reference of ConformanceTesting)"
