#!/usr/bin/env python3
"""What `run --explore` costs and how fast it finds a planted bug, on the variety fixtures.

For each planted bug of Tests/EndToEndTests/Fixtures/variety (Python and Node back-ends), runs
`hp-conformance run --explore RUNS --explore-seed S` for SEEDS seeds and reads the report's log:
the varied run that first broke a check, the check, the shrunk case and its shrink steps. Then,
in the same session, the baseline: the default (unvaried) full run of the correct back-end, and
the time of one varied run of the explored journeys against it.

Usage: scripts/bench/exploration.py [--seeds 20] [--runs 60] [--lang python,node] [--bugs a,b]
       [--jobs 3] [--first-seed 1] [--binary .build/debug/hp-conformance] [--out scripts/bench/results-exploration.md]
The timing (the default full run, median of 3, against a varied run) is measured first, alone;
the finding then runs --jobs explorations at once (their counts do not depend on speed, except
short-timeout's, whose latency must exceed its 0.2 s).
Needs python3 and node on PATH and a built hp-conformance. Prints a Markdown table and writes it.
"""

import argparse
import concurrent.futures
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "EndToEndTests", "Fixtures", "variety")
BUGS = {
    "python": ["regex-compact-json", "exact-content-type", "dict-headers", "single-connection", "link-regex",
               "strict-keys", "id-pattern", "content-length-required", "short-timeout"],
    "node": ["substring-state", "exact-content-type", "raw-header-case", "first-key-id", "link-without-fragment",
             "decoded-link", "content-length-required", "id-length", "strict-keys"],
}
CONFIG = {"python": "variety-python.json", "node": "variety-node.json"}


def config_for(lang, bug, directory):
    with open(os.path.join(FIXTURES, CONFIG[lang])) as handle:
        config = json.load(handle)
    config["backend"]["launch"]["workingDirectory"] = FIXTURES
    config["backend"]["launch"]["environment"] = {"BUG": bug} if bug else {}
    path = os.path.join(directory, f"{lang}-{bug or 'correct'}.json")
    with open(path, "w") as handle:
        json.dump(config, handle)
    return path


def run(binary, arguments, directory):
    reports = tempfile.mkdtemp(dir=directory)
    start = time.monotonic()
    subprocess.run([binary, "run", "--no-color", "--report-dir", reports] + arguments,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=900)
    seconds = time.monotonic() - start
    with open(os.path.join(reports, "report.json")) as handle:
        return json.load(handle), seconds


def exploration(log):
    """The exploration's figures from a report's log lines."""
    text = "\n".join(log)
    found = re.search(r"exploration: (\S+) fails under variation since varied run (\d+)", text)
    shrunk = re.search(r"shrunk in (\d+) step\(s\) to (\d+)", text)
    case = re.search(r"replay it with --replay '([^']*)'", text)
    per_run = re.search(r"a varied run ([0-9.]+) s on average", text)
    plain = re.search(r"the plain run took ([0-9.]+) s", text)
    return {
        "check": found.group(1) if found else None, "run": int(found.group(2)) if found else None,
        "steps": int(shrunk.group(1)) if shrunk else None, "case": case.group(1) if case else None,
        "per_run": float(per_run.group(1)) if per_run else None, "plain": float(plain.group(1)) if plain else None,
    }


def write(options, rows, per_runs, plains):
    """The table so far (written after each bug, so a cut run keeps what it measured)."""
    lines = [f"# Exploration: runs to find each planted bug ({options.seeds} seeds, at most {options.runs} varied runs each)", "",
             "| back-end | bug | runs to find (median) | worst | not found | shrink steps (median) | check | shrunk case(s) |",
             "|---|---|---:|---:|---:|---:|---|---|"]
    for lang, bug, median, worst, missed, step, checks, cases in rows:
        lines.append(f"| {lang} | {bug} | {median} | {worst} | {missed} | {step} | {checks} | `{cases}` |")
    lines += ["", "| back-end | default full run, s (baseline) | varied run of the explored journeys, s (median) | ratio |",
              "|---|---:|---:|---:|"]
    for lang, seconds in plains.items():
        varied = [value for name, value in per_runs if name == lang]
        if varied:
            median = statistics.median(varied)
            lines.append(f"| {lang} | {seconds:.2f} | {median:.2f} | {median / seconds:.2f}x |")
    lines.append("")
    lines.append(f"machine: {os.cpu_count()} cores, {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}")
    text = "\n".join(lines) + "\n"
    with open(options.out, "w") as handle:
        handle.write(text)
    return text


def explore_once(binary, config, runs, seed, directory):
    report, _ = run(binary, ["--config", config, "--explore", str(runs), "--explore-seed", str(seed)], directory)
    return exploration(report.get("log", []))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=1, help="seeds first-seed .. first-seed+seeds-1")
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--lang", default="python,node")
    parser.add_argument("--bugs", default="")
    parser.add_argument("--jobs", type=int, default=3, help="explorations at once (the timing phase runs alone)")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "hp-conformance"))
    parser.add_argument("--out", default=os.path.join(ROOT, "scripts", "bench", "results-exploration.md"))
    options = parser.parse_args()
    chosen = set(filter(None, options.bugs.split(",")))
    directory = tempfile.mkdtemp(prefix="hp-explore-bench-")
    languages = options.lang.split(",")
    # Timing, one run at a time: the default full run (the baseline) and a correct back-end's
    # exploration of 10 varied runs (its log gives the seconds of a varied run).
    per_runs, plains = [], {}
    for lang in languages:
        correct = config_for(lang, None, directory)
        defaults = [run(options.binary, ["--config", correct], directory)[1] for _ in range(3)]
        plains[lang] = statistics.median(defaults)
        figures = explore_once(options.binary, correct, 10, 1, directory)
        if figures["per_run"]:
            per_runs.append((lang, figures["per_run"]))
    # Finding, `jobs` explorations at once: only the counts are read from these.
    rows = []
    work = [(lang, bug) for lang in languages for bug in BUGS[lang] if not chosen or bug in chosen]
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        for lang, bug in work:
            config = config_for(lang, bug, directory)
            results = list(pool.map(lambda seed: explore_once(options.binary, config, options.runs, seed, directory),
                                    range(options.first_seed, options.first_seed + options.seeds)))
            found = [r["run"] for r in results if r["run"] is not None]
            steps = [r["steps"] for r in results if r["steps"] is not None]
            checks = {r["check"] for r in results if r["check"]}
            cases = {r["case"] for r in results if r["case"]}
            missed = len(results) - len(found)
            median = statistics.median(found) if found else None
            rows.append((lang, bug, median, max(found) if found else None, missed, statistics.median(steps) if steps else None,
                         ", ".join(sorted(checks)), ", ".join(sorted(cases))))
            print(f"{lang} {bug}: median run {median}, missed {missed}/{options.seeds}, cases {sorted(cases)}", file=sys.stderr)
            write(options, rows, per_runs, plains)
    print(write(options, rows, per_runs, plains))


if __name__ == "__main__":
    main()
