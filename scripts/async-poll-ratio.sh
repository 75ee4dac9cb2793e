#!/usr/bin/env bash
# How much a polled (asynchronous) result costs a run: the kit runs the Go fixture back-end
# (Tests/EndToEndTests/Fixtures/go) once with RESULTS=async, polling its result every 0.2 s
# (go/async.json), and once with RESULTS=sync, the ended answer carrying the outcome (go/sync.json),
# alternately for ROUNDS rounds, and reports each run's wall time, the medians and their ratio
# (async / sync): of the whole command's wall time (launch and reports included) and of the run
# time the kit itself reports on its summary line. Issue 9 asks for a ratio within 2x. Needs: swift, go.
#
# Environment knobs: ROUNDS [3]  SKIP_BUILD [0] (1: use the existing .build/debug/hp-conformance)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FIXTURES="$ROOT/Tests/EndToEndTests/Fixtures"
ROUNDS="${ROUNDS:-3}"
KIT="$ROOT/.build/debug/hp-conformance"
GOBUILD="$ROOT/.build/e2e-go"

for tool in swift go; do
  command -v "$tool" >/dev/null || { echo "async-poll-ratio.sh: $tool is not installed (see scripts/ci-install.sh)" >&2; exit 2; }
done
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  (cd "$ROOT" && swift build --product hp-conformance >/dev/null)
fi
mkdir -p "$GOBUILD/bin"
(cd "$FIXTURES/go" && GOCACHE="$GOBUILD/cache" GOPATH="$GOBUILD/gopath" GOENV=off GOTOOLCHAIN=local \
  GOFLAGS=-mod=mod GOPROXY=off CGO_ENABLED=0 go build -o "$GOBUILD/bin/verifications" .)

WORK="$(mktemp -d /tmp/hp-async-ratio.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
export VERIFICATIONS_BINARY="$GOBUILD/bin/verifications"
APP_TEST_PASSWORD="pw-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
export APP_TEST_PASSWORD
unset FAULT

# Runs the kit once on a configuration; prints the wall time and the kit's own run time, in
# seconds (the summary line ends "· 2.81 s"). A run that is not
# conformant (exit status other than 0) stops the measurement: its time would mean nothing.
timed_run() {
  local config="$1" started ended status=0
  started=$(date +%s%N)
  "$KIT" run --config "$FIXTURES/go/$config" --report-dir "$WORK/reports-$config" --no-color >"$WORK/out-$config" 2>&1 || status=$?
  ended=$(date +%s%N)
  if [ "$status" -ne 0 ]; then
    echo "async-poll-ratio.sh: the run of go/$config exited $status:" >&2
    tail -20 "$WORK/out-$config" >&2
    exit 1
  fi
  local reported
  reported=$(grep -E '^(NOT )?CONFORMANT' "$WORK/out-$config" | sed -E 's/.*· ([0-9.]+) s$/\1/')
  awk -v ns=$((ended - started)) -v r="$reported" 'BEGIN { printf "%.3f %s", ns / 1e9, r }'
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

sync_wall=() sync_run=() async_wall=() async_run=()
for round in $(seq 1 "$ROUNDS"); do
  read -r sw sr <<<"$(timed_run sync.json)"
  read -r aw ar <<<"$(timed_run async.json)"
  sync_wall+=("$sw") sync_run+=("$sr") async_wall+=("$aw") async_run+=("$ar")
  echo "round $round: sync ${sw} s (kit run ${sr} s), async with a 0.2 s poll ${aw} s (kit run ${ar} s)"
done
ratio() { awk -v a="$1" -v s="$2" 'BEGIN { printf "%.2f", a / s }'; }
sw=$(median "${sync_wall[@]}") aw=$(median "${async_wall[@]}")
sr=$(median "${sync_run[@]}") ar=$(median "${async_run[@]}")
echo "median of $ROUNDS, wall time: sync ${sw} s, async ${aw} s, ratio $(ratio "$aw" "$sw")x (async / sync)"
echo "median of $ROUNDS, kit run time: sync ${sr} s, async ${ar} s, ratio $(ratio "$ar" "$sr")x (async / sync)"
