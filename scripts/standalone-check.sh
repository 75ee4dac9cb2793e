#!/usr/bin/env bash
# Proves that an hp-conformance binary stands alone:
#
#   scripts/standalone-check.sh BINARY [REFERENCE_BINARY]
#
# - `ldd BINARY` lists no Swift, Foundation, Dispatch or ICU library;
# - copied alone into an empty directory and run there with an empty environment (`env -i`) and a
#   PATH holding nothing (so no Swift toolchain), it prints its version and embedded contract,
#   runs the embedded example back-end and exits 0, then runs it with rules broken on purpose
#   (`--example-fault`) and exits 1; `probe`, which needs the system's curl, says so and exits 2;
# - with REFERENCE_BINARY (a debug build), both runs give the same verdict for every check.
# Exits 0 when all holds, 1 with the first broken point otherwise.
set -euo pipefail
binary=$(readlink -f "${1:?usage: standalone-check.sh BINARY [REFERENCE_BINARY]}")
reference="${2:+$(readlink -f "$2")}"
faults="wrong-flow,echo-create-request,uppercase-scheme"

fail() { echo "standalone-check: FAILED: $*" >&2; exit 1; }
say() { echo "standalone-check: $*"; }

linked=$(ldd "$binary" 2>&1 || true)
if echo "$linked" | grep -qiE 'swift|foundation|dispatch|icu|BlocksRuntime'; then
  fail "ldd lists Swift libraries:"$'\n'"$(echo "$linked" | grep -iE 'swift|foundation|dispatch|icu|BlocksRuntime')"
fi
say "ldd: $(echo "$linked" | awk '{print $1}' | tr '\n' ' ')(no Swift library)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/alone" "$work/empty-path"
cp "$binary" "$work/alone/hp-conformance"
cd "$work/alone"
[ "$(ls -A . | tr '\n' ' ')" = "hp-conformance " ] || fail "the directory holds more than the binary"
alone() { env -i PATH="$work/empty-path" ./hp-conformance "$@"; }
if env -i PATH="$work/empty-path" sh -c 'command -v swift' >/dev/null 2>&1; then fail "swift is on the test PATH"; fi

version=$(alone --version) || fail "--version exited $?"
say "$version"
echo "$version" | grep -q "(embedded, sha256 " || fail "--version does not name the embedded contract"

set +e
alone --no-color --report-dir ok > ok.log 2>&1; ok_status=$?
alone --no-color --report-dir faulty --example-fault "$faults" > faulty.log 2>&1; faulty_status=$?
set -e
[ "$ok_status" -eq 0 ] || { cat ok.log >&2; fail "the example back-end run exited $ok_status, expected 0"; }
[ "$faulty_status" -eq 1 ] || { cat faulty.log >&2; fail "the faulty example back-end run exited $faulty_status, expected 1"; }
[ -s ok/report.json ] && [ -s faulty/report.json ] || fail "report.json missing"
say "example back-end: exit 0 ($(grep -E 'CONFORMANT' ok.log || true))"
say "faulty example back-end ($faults): exit 1 ($(grep -E 'CONFORMANT' faulty.log || true))"

# probe needs the system's curl for HTTPS (the binary links no TLS library): with none on PATH it
# says so in one line and exits 2, before anything is sent.
set +e
probe_line=$(env -i PATH="$work/empty-path" HUMAN_PLUGIN_TOKEN=standalone-check-token ./hp-conformance probe \
  --base-url https://sandbox.invalid --client-id standalone 2>&1 >/dev/null); probe_status=$?
set -e
[ "$probe_status" -eq 2 ] || fail "probe without curl exited $probe_status, expected 2"
echo "$probe_line" | grep -q "apt-get install curl" || fail "probe without curl did not say what it needs: $probe_line"
say "probe without curl: exit 2 ($probe_line)"

verdicts() {  # checkID status, one per line, from a report.json
  python3 -c 'import json,sys; [print(v["checkID"], v["status"]) for v in json.load(open(sys.argv[1]))["verdicts"]]' "$1"
}
if [ -n "$reference" ]; then
  if ! command -v python3 >/dev/null 2>&1; then
    say "SKIPPED verdict comparison: python3 is not installed"
  else
    mkdir "$work/reference" && cd "$work/reference"
    set +e
    "$reference" --no-color --report-dir ok > ok.log 2>&1; ref_ok=$?
    "$reference" --no-color --report-dir faulty --example-fault "$faults" > faulty.log 2>&1; ref_faulty=$?
    set -e
    [ "$ref_ok" -eq "$ok_status" ] && [ "$ref_faulty" -eq "$faulty_status" ] \
      || fail "the reference exited $ref_ok/$ref_faulty, the binary $ok_status/$faulty_status"
    for run in ok faulty; do
      if ! diff <(verdicts "$work/alone/$run/report.json") <(verdicts "$work/reference/$run/report.json") > "$work/$run.diff"; then
        cat "$work/$run.diff" >&2
        fail "verdicts of the $run run differ from the reference binary's"
      fi
    done
    say "verdicts equal to the reference binary's ($(verdicts "$work/alone/ok/report.json" | wc -l) checks, both runs)"
  fi
fi
say "stands alone"
