#!/usr/bin/env bash
# What follows the read, against Tests/EndToEndTests/Fixtures/hostile/bounds_backend.py: 20 users
# answered just under 4 MiB each (the same answer, or each one different), answers of 330,000 JSON keys, login tokens of 8 KiB (the most the
# kit takes), 50 KB and 500 KB for 20 users, cookies rotated on every answer (4 x 4 KB), and, as the baseline measured in the
# same run, the same back-end answering 404 to everything. For each: wall time, exit code, peak
# resident size (/usr/bin/time -v), the size of the report directory, and the ratios to the
# baseline. Prints a Markdown table.
#
# Knobs: BIN (an hp-conformance binary; default .build/debug/hp-conformance, built if missing),
# LIMIT (seconds before a run is killed, default 600), CASES (a space-separated subset of the
# case names below; also many-cookies, http09, http2, ready-stall, ready-flood, ready-huge and
# log-flood), MESSAGES=1 (print on stderr what each run said about its case). Linux only.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
LIMIT=${LIMIT:-600}
BIN=${BIN:-$ROOT/.build/debug/hp-conformance}
[[ -x "$BIN" ]] || swift build --product hp-conformance >&2
command -v python3 >/dev/null || { echo "bounds.sh: python3 is needed" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "bounds.sh: /usr/bin/time is needed" >&2; exit 2; }
FIXTURES=$ROOT/Tests/EndToEndTests/Fixtures
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-bounds-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
CASES=${CASES:-"baseline big-answers varied-answers many-keys token-8k token-50k token-500k rotating-cookies"}

# config NAME MODE LOGIN BYTES MARKER: writes $WORK/NAME.json (LOGIN: none, bearer or cookie)
config() {
  python3 - "$FIXTURES" "$2" "$3" "$4" "$5" > "$WORK/$1.json" <<'PY'
import json, sys
fixtures, mode, login, size, marker = sys.argv[1:]
config = json.load(open(f"{fixtures}/hostile/hostile.json"))
launch = config["backend"]["launch"]
launch["command"] = ["python3", f"{fixtures}/hostile/bounds_backend.py", marker]
launch["workingDirectory"] = fixtures
launch["environment"] = {"BOUNDS_MODE": mode, "BOUNDS_BYTES": size}
config["concurrentUsers"] = 20
config["timeouts"]["runSeconds"] = 300
if login != "none":
    call = {"method": "POST", "path": "/api/login", "bodyEncoding": "form",
            "body": {"username": "{user}", "password": "bench-password"}}
    if login == "bearer":
        call["tokenPointer"] = "/access_token"
        call["sendToken"] = {"Authorization": "Bearer {token}"}
    config["users"] = {"login": call}
json.dump(config, sys.stdout, indent=2)
PY
}

echo "| case | seconds | exit | peak MB | report dir MB | time vs baseline | peak vs baseline |"
echo "|---|---|---|---|---|---|---|"
base_s=0; base_kb=0
for name in $CASES; do
  case $name in
    baseline) mode=404; login=none; size=0 ;;
    big-answers) mode=big-answers; login=none; size=0 ;;
    varied-answers) mode=varied-answers; login=none; size=0 ;;
    many-keys) mode=many-keys; login=none; size=0 ;;
    token-8k) mode=big-token; login=bearer; size=8192 ;;
    token-50k) mode=big-token; login=bearer; size=50000 ;;
    token-500k) mode=big-token; login=bearer; size=500000 ;;
    rotating-cookies) mode=rotating-cookies; login=cookie; size=0 ;;
    many-cookies) mode=many-cookies; login=cookie; size=0 ;;
    http09|http2|ready-stall|ready-flood|ready-huge|log-flood) mode=$name; login=none; size=0 ;;
    *) echo "bounds.sh: unknown case $name" >&2; exit 2 ;;
  esac
  marker="hp-bounds-bench-$RANDOM$RANDOM"
  config "$name" "$mode" "$login" "$size" "$marker"
  set +e
  /usr/bin/time -v -o "$WORK/$name.time" timeout -s KILL "$LIMIT" "$BIN" run --config "$WORK/$name.json" \
    --report-dir "$WORK/reports-$name" --no-color > "$WORK/$name.out" 2>&1
  status=$?
  set -e
  pkill -9 -f "$marker" 2>/dev/null || true
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,p,":"); s=0; for(i=1;i<=n;i++) s=s*60+p[i]; print s}' "$WORK/$name.time" 2>/dev/null || echo "$LIMIT")
  seconds=${seconds:-$LIMIT}
  kb=$(awk -F': ' '/Maximum resident/ {print $2}' "$WORK/$name.time" 2>/dev/null || echo 0)
  kb=${kb:-0}
  dir_kb=$(du -sk "$WORK/reports-$name" 2>/dev/null | cut -f1 || echo 0)
  # What the run says about the case, for the message cases (MESSAGES=1).
  if [[ -n "${MESSAGES:-}" ]]; then
    said=""
    for pattern in 'more than 200 header fields' 'not an HTTP/1.x answer[^"]{0,60}' 'last probe: [^;]{0,80}' \
                   'backend.log is cut[^"]{0,60}' 'cut short[^"]{0,40}' 'got no answer[^"]{0,80}' 'not ready[^;]{0,40}'; do
      said=$(cat "$WORK/$name.out" "$WORK/reports-$name/report.json" 2>/dev/null | grep -o -E "$pattern" | head -1 || true)
      [[ -n "$said" ]] && break
    done
    echo "  $name says: ${said:-(nothing)}" >&2
  fi
  [[ $name == baseline ]] && { base_s=$seconds; base_kb=$kb; }
  python3 - "$name" "$seconds" "$status" "$kb" "${dir_kb:-0}" "$base_s" "$base_kb" <<'PY'
import sys
name, s, status, kb, dirkb, bs, bkb = sys.argv[1:]
s, kb, dirkb, bs, bkb = float(s), int(kb), int(dirkb), float(bs) or 1, int(bkb) or 1
print(f"| {name} | {s:.1f} | {status} | {kb/1024:.0f} | {dirkb/1024:.1f} | {s/bs:.1f}x | {kb/bkb:.1f}x |")
PY
  rm -rf "$WORK/reports-$name"
done
