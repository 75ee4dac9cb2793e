#!/usr/bin/env bash
# Figures of the standalone binary, measured in one run against baselines of the same run:
#
#   scripts/release-figures.sh [RELEASE_BINARY]
#
# - size of the stripped release binary, and what each piece costs: probes built here with the
#   same flags (a Swift program using nothing, one using FoundationEssentials' JSON, one using the
#   full Foundation's Process) give the Swift runtime, FoundationEssentials and full Foundation (+ICU);
# - start-up of `hp-conformance checks` (median of 30) against `/bin/true` (process start only);
# - the full default run (median of 5), release binary against the debug build;
# - peak resident memory (max RSS) of those runs.
# Without RELEASE_BINARY it builds one with scripts/release.sh (slow). Needs python3.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

release="${1:-}"
if [ -z "$release" ]; then
  RELEASE_SKIP_CHECK=1 bash scripts/release.sh "$work/dist" >&2
  tar -xzf "$work"/dist/hp-conformance-*-linux-x86_64.tar.gz -C "$work"
  release="$work/hp-conformance"
fi
release=$(readlink -f "$release")
swift build --product hp-conformance >&2
debug="$(swift build --show-bin-path)/hp-conformance"

# Size probes, built like the release binary (-O, static Swift runtime, stripped).
mkdir "$work/probes"
cat > "$work/probes/runtime.swift" <<'SWIFT'
print([1, 2, 3].map { $0 * 2 })
SWIFT
cat > "$work/probes/essentials.swift" <<'SWIFT'
import FoundationEssentials
struct A: Codable { var a: Int; var d: Date }
let data = try! JSONEncoder().encode(A(a: 1, d: Date()))
print(try! JSONDecoder().decode(A.self, from: data).a)
SWIFT
cat > "$work/probes/foundation.swift" <<'SWIFT'
import Foundation
let process = Process()
process.executableURL = URL(fileURLWithPath: "/bin/true")
try! process.run()
process.waitUntilExit()
print(try! JSONSerialization.data(withJSONObject: ["a": 1]).count)
SWIFT
for probe in runtime essentials foundation; do
  swiftc -O -static-stdlib "$work/probes/$probe.swift" -o "$work/probes/$probe" 2>/dev/null
  strip "$work/probes/$probe"
done

python3 - "$release" "$debug" "$work" <<'PY'
import os, resource, statistics, subprocess, sys, tempfile, time
release, debug, work = sys.argv[1:4]
mb = lambda n: n / 1_000_000
size = lambda p: os.path.getsize(p)

def timed(argv, runs, cwd):
    """Median wall seconds and the largest max RSS (bytes) over `runs` runs of argv."""
    walls, peak = [], 0
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.perf_counter()
        status = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={"PATH": "/usr/bin:/bin"}).returncode
        walls.append(time.perf_counter() - start)
        peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024)
        if status not in (0,):
            sys.exit(f"{argv} exited {status}")
    return statistics.median(walls), peak

probes = {name: size(os.path.join(work, "probes", name)) for name in ("runtime", "essentials", "foundation")}
total = size(release)
print("## Standalone binary figures\n")
print(f"- release binary, stripped: {mb(total):.1f} MB (debug build, not stripped: {mb(size(debug)):.1f} MB)")
print(f"- Swift runtime alone (probe): {mb(probes['runtime']):.1f} MB")
print(f"- FoundationEssentials (JSON, dates) on top: +{mb(probes['essentials'] - probes['runtime']):.1f} MB")
print(f"- full Foundation (Process, JSONSerialization; FoundationInternationalization + ICU data) on top of Essentials: +{mb(probes['foundation'] - probes['essentials']):.1f} MB")
print(f"- the kit's own code over an Essentials-only program: {mb(total - probes['essentials']):.1f} MB"
      f" (over a full-Foundation program: {mb(total - probes['foundation']):.1f} MB; negative means the kit does not link full Foundation)")

with tempfile.TemporaryDirectory() as cwd:
    true_start, _ = timed(["/bin/true"], 30, cwd)
    swift_start, _ = timed([os.path.join(work, "probes", "runtime")], 30, cwd)
    essentials_start, _ = timed([os.path.join(work, "probes", "essentials")], 30, cwd)
    help_start, _ = timed([release, "help"], 30, cwd)
    checks, checks_rss = timed([release, "checks"], 30, cwd)
    print(f"- start-up, `hp-conformance checks` (release, median of 30): {checks * 1000:.1f} ms"
          f" (`hp-conformance help`, no contract decoded: {help_start * 1000:.1f} ms); baselines of this run:"
          f" `/bin/true` {true_start * 1000:.1f} ms, a static Swift program printing one line {swift_start * 1000:.1f} ms,"
          f" one encoding and decoding JSON with FoundationEssentials {essentials_start * 1000:.1f} ms"
          f" (checks/true {checks / true_start:.1f}x, checks/Essentials probe {checks / essentials_start:.1f}x)")
    load = os.getloadavg()[0]
    print(f"- load average during the run: {load:.1f} on {os.cpu_count()} cores")
    rel_run, rel_rss = timed([release, "--no-color", "--report-dir", "r"], 5, cwd)
    dbg_run, dbg_rss = timed([debug, "--no-color", "--report-dir", "d"], 5, cwd)
    print(f"- full default run (median of 5): release {rel_run:.2f} s, debug {dbg_run:.2f} s (release/debug {rel_run / dbg_run:.2f}x)")
    print(f"- peak RSS of the run: release {mb(rel_rss):.1f} MB, debug {mb(dbg_rss):.1f} MB; `checks`: {mb(checks_rss):.1f} MB")
PY
