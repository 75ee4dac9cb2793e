#!/usr/bin/env bash
# What an app adapter costs: the same full run against the example back-end (launched by the kit),
# once with the declarative calls (the baseline, measured in the same run) and once through the
# Python fixture adapter (Tests/EndToEndTests/Fixtures/adapter/rest_adapter.py), alternating,
# median of N each, printed as a ratio. Target: adapter / declarative <= 1.5.
# Usage: scripts/bench/adapter-cost.sh [runs]   (default 3; SKIP_BUILD=1 reuses the debug build)
set -euo pipefail
runs=${1:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  swift build --product hp-conformance >/dev/null
  swift build --product example-backend >/dev/null
fi
bin=$(swift build --show-bin-path)
cp Tests/EndToEndTests/Fixtures/adapter/rest_adapter.py "$work/"

python3 - "$root/specs/examples/example-backend.json" "$bin/example-backend" "$work" <<'PY'
import json, sys
example, backend, work = sys.argv[1:]
config = json.load(open(example))
config["backend"] = {"baseURL": "http://127.0.0.1:{port}", "readyPath": "/health",
                     "launch": {"command": [backend], "portVariable": "PORT"}}
json.dump(config, open(work + "/declarative.json", "w"), indent=1)
del config["start"], config["ended"]
config["adapter"] = {"command": ["python3", "rest_adapter.py"],
                     "environment": {"BACKEND_URL": "${backendURL}", "REQUEST_SECONDS": "5"}}
json.dump(config, open(work + "/adapter.json", "w"), indent=1)
PY

once() {  # wall seconds of one run with config $1; fails unless the run is conformant
  local t0 t1
  t0=$(date +%s.%N)
  "$bin/hp-conformance" run --config "$work/$1.json" --report-dir "$work/reports-$1" --no-color >"$work/$1.out" 2>&1 \
    || { echo "run with $1.json was not conformant:" >&2; tail -5 "$work/$1.out" >&2; exit 1; }
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

declarative=(); adapter=()
for _ in $(seq "$runs"); do
  declarative+=("$(once declarative)")
  adapter+=("$(once adapter)")
done
d=$(median "${declarative[@]}")
a=$(median "${adapter[@]}")
printf '| measure | seconds (median of %d) | vs baseline | target |\n|---|---:|---:|---|\n' "$runs"
printf '| baseline: full run, declarative calls | %.3f | 1.00x | |\n' "$d"
printf '| full run through the Python adapter | %.3f | %.2fx | <= 1.5x |\n' "$a" "$(echo "$a / $d" | bc -l)"
echo "runs: declarative ${declarative[*]}; adapter ${adapter[*]}"
echo "machine: $(nproc) cores, $(uname -r), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
