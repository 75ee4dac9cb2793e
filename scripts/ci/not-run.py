#!/usr/bin/env python3
"""Lists the tests that did not run, from Swift Testing event streams (`swift test
--event-stream-output-path FILE --event-stream-version 0`): skipped tests (`.disabled`,
`.enabled(if:)`) and cancelled ones (`Test.cancel`), a whole test or one test case of a
parameterized test. The console shows a cancelled test as "was cancelled" but a cancelled test
case as passed; the stream records both, with the reason. Version 0 is the one whose events carry
the reason and the test case's arguments.

Usage: not-run.py EVENTS.jsonl...   Prints one line each, then "skipped N, cancelled M".
"""
import json
import sys


def name(test_id):
    """`Module.Suite/test(_:)/File.swift:12:3` without the source location."""
    return test_id.rsplit("/", 1)[0] if "/" in test_id else test_id


def reason(payload):
    comments = payload.get("_comments") or []
    if comments:
        return "; ".join(comments)
    texts = [m.get("text", "") for m in payload.get("messages", [])]
    return "; ".join(t for t in texts if t) or "no reason given"


def main(paths):
    skipped, cancelled = [], []
    for path in paths:
        try:
            # JSON Lines end at "\n" only: a test's name or argument may hold U+2028, U+0085 or
            # another character str.splitlines() would break the record at.
            lines = open(path, encoding="utf-8").read().split("\n")
        except OSError as error:
            print(f"{path}: not read ({error.strerror})", file=sys.stderr)
            return 2
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError:
                print(f"{path}:{number}: not a JSON event", file=sys.stderr)
                return 2
            if record.get("kind") != "event":
                continue
            payload = record.get("payload", {})
            kind = payload.get("kind")
            test = name(payload.get("testID", "?"))
            if kind == "testSkipped":
                skipped.append(f"  skipped    {test}: {reason(payload)}")
            elif kind == "testCancelled":
                cancelled.append(f"  cancelled  {test}: {reason(payload)}")
            elif kind == "testCaseCancelled" and payload.get("_testCase"):
                case = payload["_testCase"].get("displayName", "?")
                cancelled.append(f"  cancelled  {test} {case}: {reason(payload)}")
    for line in skipped + cancelled:
        print(line)
    print(f"skipped {len(skipped)}, cancelled {len(cancelled)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
