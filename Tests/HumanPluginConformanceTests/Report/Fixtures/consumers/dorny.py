#!/usr/bin/env python3
"""What dorny/test-reporter would show for a junit.xml, modelled from the parsing rules in its public
source (read, not copied), standard library only:

- dorny/test-reporter, reporter java-junit (src/parsers/java-junit/java-junit-parser.ts,
  src/test-results.ts): direct <testsuite> children of <testsuites> only; suite name trimmed,
  time = suite@time; a case failed when it has <failure> or <error>, skipped with <skipped>; a
  failed case shows "type: message" and the element's text; nothing else of a case is shown (no
  system-out, no skip reason); the run's time is testsuites@time when it parses, else the sum of
  the suites' times.

    dorny.py junit.xml   ->   one JSON view: {"suites", "tests", "passed", "failed", "skipped", "time",
                                "cases": {name: {"status", "time", "shown"}}}
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import all_suites, direct_suites, seconds, text  # noqa: E402,F401


def dorny(root):
    view = {"suites": [], "tests": 0, "passed": 0, "failed": 0, "skipped": 0, "cases": {}}
    suite_time = 0.0
    for suite in direct_suites(root):
        name = suite.get("name", "").strip()
        view["suites"].append(name)
        suite_time += seconds(suite.get("time")) or 0.0
        for case in suite.findall("testcase"):
            issue = case.find("failure") if case.find("failure") is not None else case.find("error")
            status = "failed" if issue is not None else "skipped" if case.find("skipped") is not None else "success"
            shown = ""
            if issue is not None:
                message = issue.get("message")
                if issue.get("type"):
                    message = f"{issue.get('type')}: {message}"
                shown = f"{message}\n{text(issue)}"
            view["cases"][case.get("name", "").strip()] = {"status": status, "time": seconds(case.get("time")) or 0.0, "shown": shown}
            view["tests"] += 1
            view[{"failed": "failed", "skipped": "skipped", "success": "passed"}[status]] += 1
    total = seconds(root.get("time")) if root.tag == "testsuites" else None
    view["time"] = total if total is not None else suite_time
    return view


if __name__ == "__main__":
    print(json.dumps(dorny(ET.parse(sys.argv[1]).getroot()), indent=1))
