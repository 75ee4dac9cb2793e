#!/usr/bin/env bash
# Measures what concurrent play saves on a back-end with a long upstream timeout: the example
# back-end launched with `--upstream-timeout 3` (the scenarios that hold a request wait that long
# for it), with a matching bound (timeouts.upstreamBoundSeconds 3.5), run one scenario at a time
# (--parallel 1, the baseline and the default, measured in the same run) and with --parallel 4.
# Prints medians, their ratio, and the run time against the longest single bound.
# Usage: scripts/bench/concurrent-play.sh [runs] [parallel] [repeat]
#   (defaults 3, --parallel 4, and --repeat 1; --repeat 3 plays the two hang
#   scenarios three times each)
set -euo pipefail
runs=${1:-3}
parallel=${2:-4}
repeat=${3:-1}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build --product hp-conformance >/dev/null 2>&1
swift build --product example-backend >/dev/null 2>&1
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$root/specs/examples/example-backend.json" "$bin/example-backend" "$work/config.json" <<'PY'
import json, sys
config = json.load(open(sys.argv[1]))
config["backend"] = {"baseURL": "http://127.0.0.1:{port}", "readyPath": "/health",
                     "launch": {"command": [sys.argv[2], "--upstream-timeout", "3"], "portVariable": "PORT"}}
config["timeouts"] = {"requestSeconds": 6, "upstreamBoundSeconds": 3.5, "runSeconds": 300}
json.dump(config, open(sys.argv[3], "w"), indent=2)
PY

declare -a sequential concurrent
status=""
for i in $(seq "$runs"); do  # interleaved, so both see the same machine load
  for mode in 1 "$parallel"; do
    t0=$(date +%s.%N)
    code=0
    "$bin/hp-conformance" run --no-color --config "$work/config.json" --parallel "$mode" --repeat "$repeat" --report-dir "$work/reports-$mode-$i" >/dev/null 2>&1 || code=$?
    t1=$(date +%s.%N)
    seconds=$(echo "$t1 - $t0" | bc)
    if [ "$mode" = 1 ]; then sequential+=("$seconds"); else concurrent+=("$seconds"); fi
    status+="$mode:$code "
  done
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seq_median=$(median "${sequential[@]}")
con_median=$(median "${concurrent[@]}")
bound=3.5
echo "run: the example back-end with a 3 s upstream timeout, --repeat $repeat"
printf '| measure | seconds | vs sequential | vs longest bound (%.1f s) |\n|---|---:|---:|---:|\n' "$bound"
printf '| baseline: --parallel 1 (median of %d) | %.2f | 1.00x | %.1fx |\n' "$runs" "$seq_median" "$(echo "$seq_median / $bound" | bc -l)"
printf '| --parallel %s (median of %d) | %.2f | %.2fx | %.1fx |\n' "$parallel" "$runs" "$con_median" \
  "$(echo "$con_median / $seq_median" | bc -l)" "$(echo "$con_median / $bound" | bc -l)"
echo "exit codes (parallel:code): $status"
verdicts() { python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(sorted((v['checkID'], v['status']) for v in r['verdicts']))" "$1"; }
if [ "$(verdicts "$work/reports-1-1/report.json")" = "$(verdicts "$work/reports-$parallel-1/report.json")" ]; then
  echo "verdicts: the same with --parallel 1 and --parallel $parallel"
else
  echo "verdicts: DIFFER between --parallel 1 and --parallel $parallel"
fi
echo "machine: $(nproc) cores, $(uname -r), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
