#!/usr/bin/env bash
# What `verify` costs, against a baseline kit in the same run: a default run's report and a
# `--repeat 5 --explore 20` report of the example back-end, each verified ROUNDS times by BASE and
# by BIN in turn (the same directories for both). Prints a Markdown table: median wall time and
# median peak resident size (/usr/bin/time -v) of each, and BIN's ratio to BASE.
#
#   BASE=/path/to/older/hp-conformance bash scripts/bench/verify-cost.sh
#
# Knobs: BIN (default .build/debug/hp-conformance, built if missing), BASE (required: e.g. the
# binary of an earlier commit, built in a git worktree), ROUNDS (default 7). Linux only.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
BIN=${BIN:-$ROOT/.build/debug/hp-conformance}
ROUNDS=${ROUNDS:-7}
[[ -n "${BASE:-}" && -x "$BASE" ]] || { echo "verify-cost.sh: set BASE to a baseline hp-conformance binary" >&2; exit 2; }
[[ -x "$BIN" ]] || swift build --product hp-conformance >&2
[[ -x /usr/bin/time ]] || { echo "verify-cost.sh: /usr/bin/time is needed" >&2; exit 2; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-verify-cost.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

"$BIN" run --report-dir "$WORK/default" --no-color >/dev/null
"$BIN" run --report-dir "$WORK/explored" --repeat 5 --explore 20 --no-color >/dev/null

# Median of the numbers on standard input.
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# One verify of $2 by $1: "seconds kilobytes exit".
measure() {
  /usr/bin/time -f "%e %M %x" -o "$WORK/time" "$1" verify "$2" >/dev/null 2>&1 || true
  tail -n 1 "$WORK/time"
}

echo "| report | report.json | kit | verify exit | wall (median of $ROUNDS) | peak (median) | wall / base | peak / base |"
echo "|---|---|---|---|---|---|---|---|"
for report in default explored; do
  size=$(stat -c %s "$WORK/$report/report.json")
  : >"$WORK/base.txt"
  : >"$WORK/bin.txt"
  for _ in $(seq "$ROUNDS"); do
    measure "$BASE" "$WORK/$report" >>"$WORK/base.txt"
    measure "$BIN" "$WORK/$report" >>"$WORK/bin.txt"
  done
  base_wall=$(cut -d' ' -f1 "$WORK/base.txt" | median)
  base_peak=$(cut -d' ' -f2 "$WORK/base.txt" | median)
  bin_wall=$(cut -d' ' -f1 "$WORK/bin.txt" | median)
  bin_peak=$(cut -d' ' -f2 "$WORK/bin.txt" | median)
  base_exit=$(cut -d' ' -f3 "$WORK/base.txt" | sort -u | tr '\n' ' ')
  bin_exit=$(cut -d' ' -f3 "$WORK/bin.txt" | sort -u | tr '\n' ' ')
  python3 - "$report" "$size" "$base_wall" "$base_peak" "$bin_wall" "$bin_peak" "$base_exit" "$bin_exit" <<'PY'
import sys
report, size, base_wall, base_peak, bin_wall, bin_peak, base_exit, bin_exit = sys.argv[1:]
size, base_wall, base_peak, bin_wall, bin_peak = int(size), float(base_wall), float(base_peak), float(bin_wall), float(bin_peak)
print(f"| {report} | {size / 1e3:.0f} KB | base | {base_exit.strip()} | {base_wall:.2f} s | {base_peak / 1e3:.0f} MB | 1.00 | 1.00 |")
print(f"| {report} | {size / 1e3:.0f} KB | this | {bin_exit.strip()} | {bin_wall:.2f} s | {bin_peak / 1e3:.0f} MB "
      f"| {bin_wall / base_wall:.2f} | {bin_peak / base_peak:.2f} |")
PY
done
