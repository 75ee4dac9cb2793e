#!/usr/bin/env bash
# Runs the kit against the hostile back-ends of Tests/EndToEndTests/Fixtures/hostile (a 1 GiB
# Content-Length answer, endless 102 Processing, 20 users each answered with an endless chunked
# body) and, as the baseline measured in the same run, against the well-behaved Python fixture
# back-end. For each: wall time, exit code, peak resident size (VmHWM of /proc/PID/status, sampled
# every 20 ms) and the ratios to the baseline; also whether any back-end process is left 2 s after
# the kit ends. Prints a Markdown table.
#
# Knobs: BIN (an hp-conformance binary; default .build/debug/hp-conformance, built if missing),
# LIMIT (seconds before a run is killed, default 120). Linux only (/proc).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
LIMIT=${LIMIT:-120}
BIN=${BIN:-$ROOT/.build/debug/hp-conformance}
[[ -x "$BIN" ]] || swift build --product hp-conformance >&2
command -v python3 >/dev/null || { echo "hostile-peers.sh: python3 is needed" >&2; exit 2; }
FIXTURES=$ROOT/Tests/EndToEndTests/Fixtures
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-hostile-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# config NAME FIXTURE MODE USERS MARKER: writes $WORK/NAME.json
config() {
  python3 - "$FIXTURES" "$2" "$3" "$4" "$5" > "$WORK/$1.json" <<'PY'
import json, sys
fixtures, fixture, mode, users, marker = sys.argv[1:]
config = json.load(open(f"{fixtures}/{fixture}"))
launch = config["backend"]["launch"]
launch["command"] = [part.replace("hp-marker", marker) for part in launch["command"]]
if fixture == "python.json":
    launch["command"].append(marker)
launch["workingDirectory"] = fixtures
if mode != "-":
    launch["environment"] = {"HOSTILE_MODE": mode}
if users != "-":
    config["concurrentUsers"] = int(users)
json.dump(config, sys.stdout, indent=2)
PY
}

# measure NAME: runs the kit on $WORK/NAME.json; sets SECONDS_TAKEN, STATUS, PEAK_KB, LEFT
measure() {
  local name=$1 marker=$2 start now pid peak=0 hwm
  start=$(date +%s%N)
  "$BIN" run --config "$WORK/$name.json" --report-dir "$WORK/reports-$name" --no-color > "$WORK/$name.out" 2>&1 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    hwm=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    [[ -n "$hwm" && "$hwm" -gt "$peak" ]] && peak=$hwm
    now=$(date +%s%N)
    if (( (now - start) / 1000000000 >= LIMIT )); then kill -9 "$pid"; break; fi
    sleep 0.02
  done
  set +e; wait "$pid"; STATUS=$?; set -e
  SECONDS_TAKEN=$(( ($(date +%s%N) - start) / 1000000 ))
  PEAK_KB=$peak
  sleep 2
  LEFT=$(pgrep -f "$marker" | tr '\n' ' ' || true)
  for left in $LEFT; do kill -9 "$left" 2>/dev/null || true; done
}

ratio() { python3 -c "print(f'{$1 / max($2, 1):.2f}x')"; }

echo "| run | seconds | exit | peak MB | time vs baseline | peak vs baseline | left 2 s after |"
echo "|---|---|---|---|---|---|---|"
base_ms=0; base_kb=0
for row in "baseline:python.json:-:-" "1 GiB Content-Length:hostile/hostile.json:huge-length:-" \
           "endless 102 Processing:hostile/hostile.json:endless-interim:-" \
           "20 users, endless chunked bodies:hostile/hostile.json:endless-chunked:20"; do
  IFS=: read -r label fixture mode users <<< "$row"
  marker="hp-bench-marker-$RANDOM$RANDOM"
  name=$(echo "$label" | tr -c 'a-zA-Z0-9\n' '-')
  config "$name" "$fixture" "$mode" "$users" "$marker"
  measure "$name" "$marker"
  if [[ "$label" == baseline ]]; then base_ms=$SECONDS_TAKEN; base_kb=$PEAK_KB; fi
  printf '| %s | %.1f | %s | %.1f | %s | %s | %s |\n' "$label" "$(python3 -c "print($SECONDS_TAKEN/1000)")" "$STATUS" \
    "$(python3 -c "print($PEAK_KB/1024)")" "$(ratio "$SECONDS_TAKEN" "$base_ms")" "$(ratio "$PEAK_KB" "$base_kb")" "${LEFT:-none}"
done
