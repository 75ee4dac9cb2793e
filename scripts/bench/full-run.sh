#!/usr/bin/env bash
# Measures what a partner waits for: a clean debug build of the package (in a fresh clone), and
# the full default run against the embedded example back-end (build excluded), over several runs.
# Baseline in the same run: `hp-conformance checks` (process start and loading specs/ only).
# Usage: scripts/bench/full-run.sh [runs]   (default 10)
set -euo pipefail
runs=${1:-10}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone -q "$root" "$work/clone"
cd "$work/clone"
start=$(date +%s.%N)
swift build >/dev/null 2>&1
build=$(echo "$(date +%s.%N) - $start" | bc)

measure() {  # prints the median wall seconds of `runs` executions of "$@"
  local times=()
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s.%N)
    times+=("$(echo "$t1 - $t0" | bc)")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
baseline=$(measure .build/debug/hp-conformance checks)
full=$(measure .build/debug/hp-conformance run --no-color --report-dir "$work/reports")

printf '| measure | seconds | vs baseline | target |\n|---|---:|---:|---|\n'
printf '| clean debug build (swift build, fresh clone) | %.1f | | < 90 s |\n' "$build"
printf '| baseline: hp-conformance checks (median of %d) | %.3f | 1.0x | |\n' "$runs" "$baseline"
printf '| full default run, every scenario (median of %d) | %.3f | %.1fx | < 2 s (issue 3), < 5 s (issue 4) |\n' "$runs" "$full" "$(echo "$full / $baseline" | bc -l)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
