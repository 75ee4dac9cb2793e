#!/usr/bin/env bash
# The kit's own tests, the README's test command. The test targets mirror the layers (Package.swift);
# they run in parallel, in one process, except the targets listed in `serialized` below: those measure
# the process itself (threads, resident memory, deadlines against the wall clock) or drive programs of
# other languages, so they run one test at a time in a second process beside the first. A target is
# picked by its name, never by a list of suites. The parallel process is printed as it runs, the
# serialized one after it; the exit status is non-zero when either failed.
#
#   bash scripts/test.sh [LOGS]   LOGS (default: a temporary folder) keeps each process's output and
#                                 Swift Testing event stream: parallel.log, parallel-events.jsonl,
#                                 serialized.log, serialized-events.jsonl (scripts/ci/not-run.py and
#                                 scripts/ci/test-times.py read them)
#
# One target alone: `swift test --filter '^HTTP1CodecTests\.'` (CONTRIBUTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
logs="${1:-${TMPDIR:-/tmp}/hp-conformance-test-logs}"
mkdir -p "$logs"
rm -f "$logs"/{parallel,serialized}.log "$logs"/{parallel,serialized}-events.jsonl

# The targets that run one test at a time, alone in their process (CONTRIBUTING.md says when a
# suite belongs in one). RepositoryTests checks that every name here is a test target of the manifest.
serialized=(TransportResourceTests InteropTests)

swift build --build-tests
bundle="$(swift build --show-bin-path)/HumanPluginConformancePackageTests.xctest"
pattern="^($(IFS='|'; echo "${serialized[*]}"))\\."
# The test bundle run as `swift test` runs it; its colour codes are taken out of the logs.
# Swift Testing captures a backtrace for every error thrown while a test runs; the kit's JSON
# decoding throws at every value it tries as another type, so the capture doubled the CPU time of a
# run in a test (MutationMatrixTests/correctStylePasses: 6.0 s of CPU with it, 3.0 s without).
# A failing test still shows its expectation, its source location and the error it threw.
export SWT_SWIFT_ERROR_BACKTRACING_ENABLED="${SWT_SWIFT_ERROR_BACKTRACING_ENABLED:-0}"
run() { # name, then the bundle's options
  local name="$1"
  shift
  "$bundle" --testing-library swift-testing "$@" \
    --event-stream-output-path "$logs/$name-events.jsonl" --event-stream-version 0 2>&1 | sed -u 's/\x1b\[[0-9;]*m//g' >"$logs/$name.log"
  return "${PIPESTATUS[0]}"
}

run serialized --no-parallel --filter "$pattern" &
serial=$!
parallel_status=0
run parallel --skip "$pattern" &
parallel=$!
tail -n +1 -F --pid="$parallel" "$logs/parallel.log" 2>/dev/null || true
wait "$parallel" || parallel_status=$?
serial_status=0
wait "$serial" || serial_status=$?
echo
echo "--- ${serialized[*]}: one test at a time, beside the tests above ---"
cat "$logs/serialized.log"
echo
echo "parallel targets: exit $parallel_status; serialized targets (${serialized[*]}): exit $serial_status"
[ "$parallel_status" -eq 0 ] && [ "$serial_status" -eq 0 ]
