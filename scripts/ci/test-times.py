#!/usr/bin/env python3
"""Where the test suite's time goes, from Swift Testing event streams (`--event-stream-output-path
FILE --event-stream-version 0`, as .ci/run keeps them): each suite's wall time (testStarted to
testEnded of the suite), its share of the run, and the ten slowest tests, largest first. With
`--by-target`, the total per test target (the first part of a test id) as well.

Usage: test-times.py [--by-target] EVENTS.jsonl...
"""
import json
import sys


def main(arguments):
    by_target = "--by-target" in arguments
    paths = [a for a in arguments if a != "--by-target"]
    started, ended, names, run = {}, {}, {}, [None, None]
    for path in paths:
        with open(path, encoding="utf-8") as stream:
            for line in stream:
                try:
                    record = json.loads(line)
                except ValueError:
                    continue
                payload = record.get("payload", {})
                if record.get("kind") == "test":
                    names[payload.get("id")] = (payload.get("kind"), payload.get("displayName") or payload.get("name"))
                    continue
                kind, test = payload.get("kind"), payload.get("testID")
                at = payload.get("instant", {}).get("absolute")
                if at is None:
                    continue
                if kind == "runStarted":
                    run[0] = at if run[0] is None else min(run[0], at)
                elif kind == "runEnded":
                    run[1] = at if run[1] is None else max(run[1], at)
                elif kind == "testStarted" and test and "testCaseID" not in payload:
                    started.setdefault(test, at)
                elif kind == "testEnded" and test and "testCaseID" not in payload:
                    ended[test] = at
    spans = {t: ended[t] - started[t] for t in started if t in ended}
    suites = sorted(((s, t) for t, s in spans.items() if names.get(t, ("",))[0] == "suite" and "/" not in t), reverse=True)
    tests = sorted(((s, t) for t, s in spans.items() if names.get(t, ("",))[0] != "suite"), reverse=True)
    total = (run[1] - run[0]) if None not in run else sum(s for s, _ in suites)
    print(f"run: {total:.0f} s")
    print("suites (wall time, share of the run):")
    for seconds, test in suites[:25]:
        print(f"  {seconds:7.1f} s  {100 * seconds / max(total, 1):4.1f}%  {test}")
    print("slowest tests:")
    for seconds, test in tests[:10]:
        print(f"  {seconds:7.1f} s  {test.rsplit('/', 1)[0] if test.count('/') > 1 else test}")
    if by_target:
        targets = {}
        for seconds, test in suites:
            if test.count(".") >= 1:
                targets[test.split(".", 1)[0]] = targets.get(test.split(".", 1)[0], 0) + seconds
        print("per test target (top-level suites summed):")
        for target, seconds in sorted(targets.items(), key=lambda item: -item[1]):
            print(f"  {seconds:7.1f} s  {target}")


if __name__ == "__main__":
    main(sys.argv[1:])
