#!/usr/bin/env bash
# The kit on a busy machine: runs the default run and every example fault quietly, then again with
# every core busy twice over, and compares the verdicts check by check; optionally the whole test
# suite (the README's test command, scripts/test.sh; or `swift test` with a filter) under the same
# load. Prints a Markdown table of the figures (time taken,
# the kit's own delay as report.json records it, verdicts compared) and writes it to
# scripts/load/results-latest.md.
#
#   scripts/load/under-load.sh [runs|tests [FILTER]|all]   (default: runs)
#
# The load is stress-ng's CPU workers (Debian's stress-ng) when it is installed, else busy shell
# loops; 2 per core unless LOAD_PER_CORE says otherwise. The script starts and stops it itself.
# SKIP_BUILD=1 uses the debug build already there.
set -euo pipefail
cd "$(dirname "$0")/../.."
what="${1:-runs}"
filter="${2:-}"
per_core="${LOAD_PER_CORE:-2}"
cores=$(nproc)
workers=$((cores * per_core))
out="${TMPDIR:-/tmp}/hp-conformance-load"
rm -rf "$out"
mkdir -p "$out"
results="scripts/load/results-latest.md"

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  swift build --build-tests >/dev/null
fi
kit="$(swift build --show-bin-path)/hp-conformance"

load_pids=()
start_load() {
  if command -v stress-ng >/dev/null 2>&1; then
    stress-ng --cpu "$workers" --timeout 7200s >/dev/null 2>&1 &
    load_pids+=($!)
    load_kind="stress-ng --cpu $workers"
  else
    for _ in $(seq "$workers"); do
      (while :; do :; done) &
      load_pids+=($!)
    done
    load_kind="$workers busy shell loops"
  fi
  sleep 2
}
stop_load() {
  for pid in "${load_pids[@]:-}"; do
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  load_pids=()
}
trap stop_load EXIT INT TERM

# One run: its verdicts (check:status, one a line), seconds taken and the kit's recorded delay.
one_run() { # label, then the run's options
  local label="$1"
  shift
  local dir="$out/$label"
  local started ended status
  started=$(date +%s.%N)
  status=0
  "$kit" run --report-dir "$dir" --no-color "$@" >"$dir.console" 2>&1 || status=$?
  ended=$(date +%s.%N)
  python3 - "$dir/report.json" "$status" "$started" "$ended" >"$dir.figures" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
delay = (report.get("evidence") or {}).get("kitDelay") or {}
print(json.dumps({
    "exit": int(sys.argv[2]),
    "seconds": round(float(sys.argv[4]) - float(sys.argv[3]), 2),
    "delayTotal": delay.get("totalSeconds", 0), "delayLargest": delay.get("largestSeconds", 0),
    "verdicts": {v["checkID"]: v["status"] for v in report["verdicts"]},
}))
PY
}

faults=$({ "$kit" run --example-fault '?' --report-dir "$out/list" 2>&1 || true; } | sed -n 's/.*unknown fault .* (faults: \(.*\))$/\1/p' | tr -d ' ' | tr ',' ' ')
[ -n "$faults" ] || { echo "under-load.sh: could not list the example faults" >&2; exit 2; }
runs=(default $faults)

play_all() { # quiet|loaded
  for name in "${runs[@]}"; do
    if [ "$name" = default ]; then one_run "$1-$name"; else one_run "$1-$name" --example-fault "$name"; fi
  done
}

{
  echo "# The kit under load ($(date -u +%Y-%m-%dT%H:%MZ))"
  echo
  echo "Machine: $cores cores; load: LOAD (2 per core unless said). Debug build."
  echo
} >"$results.tmp"

if [ "$what" = runs ] || [ "$what" = all ]; then
  play_all quiet
  start_load
  play_all loaded
  stop_load
  python3 - "$out" "${runs[@]}" >>"$results.tmp" <<'PY'
import json, sys, statistics
out, names = sys.argv[1], sys.argv[2:]
rows, same, differing = [], 0, []
quiet_s, loaded_s, delays = [], [], []
for name in names:
    q = json.load(open(f"{out}/quiet-{name}.figures"))
    l = json.load(open(f"{out}/loaded-{name}.figures"))
    diff = sorted(k for k in set(q["verdicts"]) | set(l["verdicts"]) if q["verdicts"].get(k) != l["verdicts"].get(k))
    if diff: differing.append((name, [f"{k}: {q['verdicts'].get(k)} -> {l['verdicts'].get(k)}" for k in diff]))
    else: same += 1
    quiet_s.append(q["seconds"]); loaded_s.append(l["seconds"]); delays.append(l["delayTotal"])
    rows.append(f"| {name} | {q['exit']} / {l['exit']} | {q['seconds']} s | {l['seconds']} s | {l['seconds'] / max(q['seconds'], 0.01):.2f}x | {q['delayTotal']} s | {l['delayTotal']} s (largest {l['delayLargest']} s) | {'same' if not diff else 'DIFFERENT'} |")
print(f"## The default run and every example fault, quiet then loaded\n")
print(f"{same} of {len(names)} runs gave identical verdicts loaded and quiet; median time {statistics.median(quiet_s)} s quiet, {statistics.median(loaded_s)} s loaded ({statistics.median(loaded_s) / statistics.median(quiet_s):.2f}x); the kit's recorded delay under load: median {statistics.median(delays)} s, largest {max(delays)} s.\n")
for name, lines in differing:
    print(f"- **{name}** differs: " + "; ".join(lines))
print("\n| run | exit quiet / loaded | quiet | loaded | ratio | delay quiet | delay loaded | verdicts |\n|---|---|---|---|---|---|---|---|")
print("\n".join(rows))
print()
PY
fi

if [ "$what" = tests ] || [ "$what" = all ]; then
  start_load
  started=$(date +%s)
  status=0
  if [ -n "$filter" ]; then
    command="swift test --no-parallel --filter '$filter'"
    swift test --skip-build --no-parallel --filter "$filter" --event-stream-output-path "$out/events.jsonl" --event-stream-version 0 >"$out/tests.log" 2>&1 || status=$?
    logs=("$out/tests.log")
  else
    # The README's test command: the parallel targets beside the serialized ones.
    command="bash scripts/test.sh"
    bash scripts/test.sh "$out" >"$out/tests.log" 2>&1 || status=$?
    logs=("$out/parallel.log" "$out/serialized.log")
  fi
  ended=$(date +%s)
  stop_load
  {
    echo "## $command under load"
    echo
    echo "exit $status in $((ended - started)) s:"
    echo
    grep -hoE '^(✔|✘) Test run with [0-9]+ tests?.*' "${logs[@]}" | sed 's/^/    /' || true
    echo
    grep -hE '^✘ Test .* (failed|recorded)' "${logs[@]}" | head -20 | sed 's/^/    /' || true
    echo
  } >>"$results.tmp"
fi

sed "s/LOAD/${load_kind:-none}/" "$results.tmp" >"$results"
rm -f "$results.tmp"
cat "$results"
