#!/usr/bin/env bash
# How much a polled (asynchronous) result costs a run: the kit runs the Go fixture back-end
# (Tests/EndToEndTests/Fixtures/go) once with RESULTS=async, polling its result every 0.2 s
# (go/async.json), and once with RESULTS=sync, the ended answer carrying the outcome (go/sync.json),
# alternately for ROUNDS rounds, and reports each run's wall time, the medians and their ratio
# (async / sync). Issue 9 asks for a ratio within 2x. Needs: swift, go.
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

# Runs the kit once on a configuration; prints the wall time in seconds. A run that is not
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
  awk -v ns=$((ended - started)) 'BEGIN { printf "%.3f", ns / 1e9 }'
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

sync_times=()
async_times=()
for round in $(seq 1 "$ROUNDS"); do
  s=$(timed_run sync.json)
  a=$(timed_run async.json)
  sync_times+=("$s")
  async_times+=("$a")
  echo "round $round: sync ${s} s, async (0.2 s poll) ${a} s"
done
sync_median=$(median "${sync_times[@]}")
async_median=$(median "${async_times[@]}")
ratio=$(awk -v a="$async_median" -v s="$sync_median" 'BEGIN { printf "%.2f", a / s }')
echo "median of $ROUNDS: sync ${sync_median} s, async ${async_median} s, ratio ${ratio}x (async / sync)"
