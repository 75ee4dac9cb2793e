#!/usr/bin/env bash
# The kit's own tests, the README's test command: builds them, then runs two halves of the suite at
# once, each one test at a time (many tests time real back-ends against deadlines): EndToEndTests
# (the kit's binary against back-ends in other processes, mostly waiting on them) beside the rest
# (in-process, with EndToEndTests' VarietyBackendTests and DjangoBackendTests). Two cores then both work while one half
# waits. The in-process half is printed as it runs, the other half after it; the exit status is
# non-zero when either half failed.
#
#   bash scripts/test.sh [LOGS]   LOGS (default: a temporary folder) keeps each half's output and
#                                 Swift Testing event stream: e2e.log, e2e-events.jsonl, unit.log,
#                                 unit-events.jsonl (scripts/ci/not-run.py and test-times.py read them)
#
# `swift test --no-parallel` runs the same tests one after another (about twice as long).
set -euo pipefail
cd "$(dirname "$0")/.."
logs="${1:-${TMPDIR:-/tmp}/hp-conformance-test-logs}"
mkdir -p "$logs"
rm -f "$logs"/e2e.log "$logs"/e2e-events.jsonl "$logs"/unit.log "$logs"/unit-events.jsonl

swift build --build-tests
bundle="$(swift build --show-bin-path)/HumanPluginConformancePackageTests.xctest"
# The test bundle run as `swift test` runs it; its colour codes are taken out of the logs.
half() { # name, then the bundle's filter options
  local name="$1"
  shift
  "$bundle" --testing-library swift-testing --no-parallel "$@" \
    --event-stream-output-path "$logs/$name-events.jsonl" --event-stream-version 0 2>&1 | sed -u 's/\x1b\[[0-9;]*m//g' >"$logs/$name.log"
  return "${PIPESTATUS[0]}"
}

# VarietyBackendTests (the longest end-to-end suite, explorations of many short runs) and
# DjangoBackendTests (PostgreSQL and gunicorn, about a minute) go in the in-process half, which is
# otherwise the shorter: the two halves then end about together.
half e2e --filter 'EndToEndTests\.' --skip 'EndToEndTests\.(VarietyBackendTests|DjangoBackendTests)' &
e2e=$!
unit_status=0
half unit --skip 'EndToEndTests\.(?!VarietyBackendTests|DjangoBackendTests)' &
unit=$!
tail -n +1 -F --pid="$unit" "$logs/unit.log" 2>/dev/null || true
wait "$unit" || unit_status=$?
e2e_status=0
wait "$e2e" || e2e_status=$?
echo
echo "--- EndToEndTests (run beside the tests above) ---"
cat "$logs/e2e.log"
echo
echo "in-process tests: exit $unit_status; EndToEndTests: exit $e2e_status"
[ "$unit_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
