#!/usr/bin/env bash
# The incremental build after one file changes, per layer: for each file given (paths from the
# package root), a new top-level declaration is appended (an interface change), the product
# hp-conformance is rebuilt and timed, and the file is restored and rebuilt. Prints seconds and
# the number of files compiled. Run it on two checkouts to compare them (docs/MAINTAINERS.md,
# "Targets and the direction of their dependencies").
#
#   scripts/bench/incremental-build.sh [FILE...]
set -euo pipefail
cd "$(dirname "$0")/../.."
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(Sources/ConformanceReports/JUnitReport.swift Sources/ConformanceChecks/CreateChecks.swift
  Sources/AppSource/Swift/SwiftLexer.swift Sources/ConformanceModel/Journal/Exchange.swift)
log="$(mktemp)"
saved="$(mktemp)"
trap 'rm -f "$log" "$saved"' EXIT
swift build --product hp-conformance > /dev/null
for file in "${files[@]}"; do
  [ -f "$file" ] || { echo "incremental-build: no file $file" >&2; exit 2; }
  cp "$file" "$saved"
  printf '\npackage let incrementalBuildProbe%s = 0\n' "$RANDOM" >> "$file"
  start=$(date +%s.%N)
  swift build --product hp-conformance > "$log" 2>&1 || { cp "$saved" "$file"; cat "$log" >&2; exit 1; }
  end=$(date +%s.%N)
  cp "$saved" "$file"
  swift build --product hp-conformance > /dev/null
  echo "$file: $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }') s, $(grep -c Compiling "$log") files compiled"
done
