#!/usr/bin/env bash
# What verify and diff hold when they read a large report.json: a genuine run of the example
# back-end, its journal repeated to about SIZE_MB megabytes (the verdicts then no longer follow
# from it: verify says so, after reading it whole, which is what is measured). For verify and for
# diff of the report with itself: wall time, exit code, peak resident size (/usr/bin/time -v) and
# its ratio to the baseline measured in the same run, the size of report.json (diff holds two).
# Prints a Markdown table.
#
# Knobs: BIN (an hp-conformance binary; default .build/debug/hp-conformance, built if missing),
# SIZE_MB (default 230; verify and diff read at most 256 MiB). Linux only.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
BIN=${BIN:-$ROOT/.build/debug/hp-conformance}
SIZE_MB=${SIZE_MB:-230}
[[ -x "$BIN" ]] || swift build --product hp-conformance >&2
command -v python3 >/dev/null || { echo "report-memory.sh: python3 is needed" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "report-memory.sh: /usr/bin/time is needed" >&2; exit 2; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-report-memory.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

"$BIN" run --report-dir "$WORK/genuine" --no-color >/dev/null
mkdir "$WORK/large"
python3 - "$WORK/genuine/report.json" "$WORK/large/report.json" "$SIZE_MB" <<'PY'
import json, sys
source, target, size_mb = sys.argv[1], sys.argv[2], int(sys.argv[3])
report = json.load(open(source))
journal = report["journal"]
each = sum(len(json.dumps(entry, indent=2)) for entry in journal) / len(journal)
count = int(size_mb * 1_000_000 / each)
report["journal"] = [dict(journal[i % len(journal)], id=i + 1) for i in range(count)]
json.dump(report, open(target, "w"), indent=2)
PY
bytes=$(stat -c %s "$WORK/large/report.json")
echo "| command | report.json | exit | wall | peak | peak / report.json |"
echo "|---|---|---|---|---|---|"
for command in "verify $WORK/large" "diff $WORK/large $WORK/large"; do
  set +e
  /usr/bin/time -v "$BIN" $command >"$WORK/out" 2>"$WORK/time"
  status=$?
  set -e
  wall=$(grep "Elapsed (wall clock)" "$WORK/time" | awk '{print $NF}')
  peak=$(grep "Maximum resident" "$WORK/time" | awk '{print $NF}')
  python3 -c "import sys; b, p = int(sys.argv[1]), int(sys.argv[2]) * 1024; print(f'| {sys.argv[3]} | {b / 1e6:.0f} MB | {sys.argv[4]} | {sys.argv[5]} | {p / 1e6:.0f} MB | {p / b:.2f} |')" \
    "$bytes" "$peak" "${command%% *}" "$status" "$wall"
done
