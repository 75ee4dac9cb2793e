#!/usr/bin/env bash
# What the sample of every variation costs a plain `run`, and what it finds: each back-end's default
# run timed ROUNDS times with a baseline kit (BASE, which plays no sample), with this kit with the
# sample off (`--explore 0`) and with this kit as a certification runs it (no option), in turn; then
# each planted bug of the variety back-ends run once as a certification runs it, with the varied
# runs it played, the shrink steps and the check it failed. Prints two Markdown tables.
#
#   BASE=/path/to/older/hp-conformance bash scripts/bench/sample-cost.sh
#
# Back-ends: the embedded example back-end, the Python fixture (Tests/EndToEndTests/Fixtures/
# python.json) and the correct Python variety back-end, the last two launched by the kit for every
# run. Knobs: BIN (default .build/debug/hp-conformance, built if missing), BASE (required), ROUNDS
# (default 5), BUGS (default: every Python planted bug; "none" skips the second table). Needs python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
BIN=${BIN:-$ROOT/.build/debug/hp-conformance}
ROUNDS=${ROUNDS:-5}
[[ -n "${BASE:-}" && -x "$BASE" ]] || { echo "sample-cost.sh: set BASE to a baseline hp-conformance binary" >&2; exit 2; }
[[ -x "$BIN" ]] || swift build --product hp-conformance >&2
command -v python3 >/dev/null || { echo "sample-cost.sh: python3 is needed" >&2; exit 2; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-sample-cost.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
FIXTURES=$ROOT/Tests/EndToEndTests/Fixtures

# A fixture's configuration with its launch folder made absolute and BUG set (or unset): $1 file, $2 folder, $3 bug, $4 output.
configure() {
  python3 - "$1" "$2" "$3" "$4" <<'PY'
import json, sys
source, folder, bug, out = sys.argv[1:]
config = json.load(open(source))
config["backend"]["launch"]["workingDirectory"] = folder
config["backend"]["launch"]["environment"] = {"BUG": bug} if bug else {}
json.dump(config, open(out, "w"))
PY
}
configure "$FIXTURES/python.json" "$FIXTURES" "" "$WORK/python.json"
configure "$FIXTURES/variety/variety-python.json" "$FIXTURES/variety" "" "$WORK/variety.json"

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# Seconds of one run: $1 binary, then the run's options.
seconds() {
  local binary=$1
  shift
  local start end
  start=$(date +%s.%N)
  "$binary" run "$@" --report-dir "$WORK/reports" --no-color >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

echo "| back-end | base (no sample) | this kit, --explore 0 | this kit, plain run (the sample) | sample / base |"
echo "|---|---|---|---|---|"
for backend in example python variety; do
  config=()
  [[ $backend == example ]] || config=(--config "$WORK/$backend.json")
  : >"$WORK/base.txt"
  : >"$WORK/off.txt"
  : >"$WORK/on.txt"
  for _ in $(seq "$ROUNDS"); do
    seconds "$BASE" "${config[@]}" >>"$WORK/base.txt"
    seconds "$BIN" "${config[@]}" --explore 0 >>"$WORK/off.txt"
    seconds "$BIN" "${config[@]}" >>"$WORK/on.txt"
  done
  base=$(median <"$WORK/base.txt")
  off=$(median <"$WORK/off.txt")
  on=$(median <"$WORK/on.txt")
  python3 -c "import sys; b, f, o = map(float, sys.argv[2:]); print(f'| {sys.argv[1]} | {b:.2f} s | {f:.2f} s | {o:.2f} s | **{o / b:.2f}** |')" \
    "$backend" "$base" "$off" "$on"
done

[[ ${BUGS:-} == none ]] && exit 0
bugs=${BUGS:-$(python3 - "$FIXTURES/variety/variety_backend.py" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
names = re.search(r"KNOWN_BUGS = \{([^}]*)\}", text, re.S)
print(",".join(re.findall(r'"([a-z-]+)"', names.group(1))) if names else "")
PY
)}
echo
echo "| planted bug (Python variety) | exit | check failed | varied runs | shrink steps | case | wall |"
echo "|---|---|---|---|---|---|---|"
for bug in ${bugs//,/ }; do
  configure "$FIXTURES/variety/variety-python.json" "$FIXTURES/variety" "$bug" "$WORK/bug.json"
  rm -rf "$WORK/reports"
  start=$(date +%s.%N)
  status=0
  "$BIN" run --config "$WORK/bug.json" --report-dir "$WORK/reports" --no-color >/dev/null 2>&1 || status=$?
  wall=$(echo "$(date +%s.%N) - $start" | bc)
  python3 - "$bug" "$status" "$wall" "$WORK/reports/report.json" <<'PY'
import json, re, sys
bug, status, wall, path = sys.argv[1:]
report = json.load(open(path))
log = report.get("log", [])
failed = ",".join(v["checkID"] for v in report.get("verdicts", []) if v.get("status") == "fail") or "-"
played = next((m.group(1) for line in log if (m := re.match(r"exploration: seed \d+, (\d+) of \d+ varied", line))), "-")
steps = sum(int(m.group(1)) for line in log if (m := re.match(r"exploration: shrunk in (\d+) step", line)))
case = next((m.group(1) for line in log if (m := re.match(r"exploration: replay it with --replay '(.*)'", line))), "-")
print(f"| {bug} | {status} | {failed} | {played} | {steps} | {case} | {float(wall):.1f} s |")
PY
done
