#!/usr/bin/env python3
"""Reads a JUnit XML file the way CI reporters do (with junitparser) and prints
`tests=N failures=N errors=N skipped=N`, counted from the testcases. Exits 1 when the
suites' own counters disagree with their testcases."""
import sys

from junitparser import Error, Failure, JUnitXml, Skipped, TestSuite

xml = JUnitXml.fromfile(sys.argv[1])
suites = [xml] if isinstance(xml, TestSuite) else list(xml)
totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
consistent = True
for suite in suites:
    counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for case in suite:
        counts["tests"] += 1
        for result in case.result:
            if isinstance(result, Failure):
                counts["failures"] += 1
            elif isinstance(result, Error):
                counts["errors"] += 1
            elif isinstance(result, Skipped):
                counts["skipped"] += 1
    for key, value in counts.items():
        totals[key] += value
        if int(getattr(suite, key) or 0) != value:
            consistent = False
            print(f"suite {suite.name}: {key} attribute {getattr(suite, key)} but {value} testcases", file=sys.stderr)
print(" ".join(f"{key}={totals[key]}" for key in ("tests", "failures", "errors", "skipped")))
sys.exit(0 if consistent else 1)
