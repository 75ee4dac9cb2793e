#!/usr/bin/env bash
# Fuzzes the HTTP request and response decoders and app-check's readers (Swift lexer, build settings,
# property lists) with libFuzzer (see Fuzz/README.md).
#
#   scripts/fuzz/run.sh [seconds-per-target] [target...]
#
# Builds each target (`swiftc -sanitize=fuzzer,address`, the HTTP codec sources, or the sources a target's
# Fuzz/<Target>/sources.txt lists, plus Fuzz/<Target>/*.swift; one module, so the kit's imports are dropped)
# into .build/fuzz/, runs it for the given time (default 60) on a working corpus seeded from
# Fuzz/<Target>/seeds, and prints one line per target: executions, crashes, hangs. An input running
# longer than 10 s counts as a hang. Crash and hang inputs are kept in .build/fuzz/artifacts-<target>/.
# RUNS=N stops each target after N executions instead (the time then only bounds it).
# Exit status: 0 when no target crashed or hung, 1 otherwise, 2 when the toolchain cannot build them.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SECONDS_PER_TARGET="${1:-60}"
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(RequestDecoder ResponseDecoder SwiftLexer Pbxproj Plist)
case "$SECONDS_PER_TARGET" in ''|*[!0-9]*) echo "fuzz: seconds must be a whole number, got '$SECONDS_PER_TARGET'" >&2; exit 2 ;; esac

command -v swiftc >/dev/null || { echo "fuzz: swiftc not found" >&2; exit 2; }
OUT="$ROOT/.build/fuzz"
mkdir -p "$OUT"
# The codec target (no sockets, no server) and the bottom target it leans on (the JSON text writer,
# small system and text helpers), compiled into one module: their imports of each other are dropped.
STAGE="$OUT/sources"
rm -rf "$STAGE" && mkdir -p "$STAGE"
for file in "$ROOT"/Sources/HTTP1Codec/*.swift "$ROOT"/Sources/ConformanceBasics/*/*.swift; do
  sed -e '/^import ConformanceBasics$/d' "$file" > "$STAGE/$(basename "$file")"
done
SOURCES=("$STAGE"/*.swift)

status=0
for target in "${TARGETS[@]}"; do
  dir="$ROOT/Fuzz/$target"
  [ -d "$dir" ] || { echo "fuzz: no target Fuzz/$target" >&2; exit 2; }
  binary="$OUT/fuzz-$target"
  TARGET_SOURCES=("${SOURCES[@]}")
  if [ -f "$dir/sources.txt" ]; then
    TARGET_SOURCES=()
    while read -r line; do
      case "$line" in
        ''|'#'*) ;;
        *) staged="$OUT/sources-$target/$(basename "$line")"
           mkdir -p "$(dirname "$staged")"
           sed -E '/^import (ConformanceBasics|ConformanceModel|AppSource)$/d' "$ROOT/$line" > "$staged"
           TARGET_SOURCES+=("$staged") ;;
      esac
    done < "$dir/sources.txt"
  fi
  if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name "Fuzz$target" -package-name fuzz \
      "${TARGET_SOURCES[@]}" "$dir"/*.swift -o "$binary" > "$OUT/build-$target.log" 2>&1; then
    echo "fuzz: $target does not build (see $OUT/build-$target.log)" >&2
    tail -20 "$OUT/build-$target.log" >&2
    exit 2
  fi
  corpus="$OUT/corpus-$target"
  artifacts="$OUT/artifacts-$target"
  mkdir -p "$corpus" "$artifacts"
  log="$OUT/run-$target.log"
  set +e
  limit=(-max_total_time="$SECONDS_PER_TARGET")
  [ -n "${RUNS:-}" ] && limit+=(-runs="$RUNS")
  "$binary" "$corpus" "$dir/seeds" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 \
    -max_len=8192 -print_final_stats=1 -artifact_prefix="$artifacts/" > "$log" 2>&1
  code=$?
  set -e
  executions="$(awk '/stat::number_of_executed_units/ { print $2 }' "$log" | tail -1)"
  crashes="$(ls "$artifacts" | grep -c '^crash-' || true)"
  leaks="$(ls "$artifacts" | grep -c '^leak-' || true)"
  hangs="$(ls "$artifacts" | grep -c '^timeout-' || true)"
  elapsed="$(awk '/^Done [0-9]+ runs in/ { print $5 }' "$log" | tail -1)"
  echo "fuzz: $target: ${executions:-0} executions in ${elapsed:-?}s, $crashes crashes, $hangs hangs, $leaks leaks (exit $code; corpus $(ls "$corpus" | wc -l) inputs; log $log)"
  if [ "$code" -ne 0 ] || [ "$crashes" -gt 0 ] || [ "$hangs" -gt 0 ]; then
    grep -E 'ERROR|Fatal error|SUMMARY' "$log" | head -5 >&2 || true
    status=1
  fi
done
exit "$status"
