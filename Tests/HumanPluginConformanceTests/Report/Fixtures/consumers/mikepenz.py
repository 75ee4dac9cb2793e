#!/usr/bin/env python3
"""What mikepenz/action-junit-report would show for a junit.xml, modelled from the parsing rules in its public
source (read, not copied), standard library only:

- mikepenz/action-junit-report (src/testParser.ts): suites nested at any depth; counts from
  testcases (failed = failure or error, not skipped); time = the sum of testcase@time; a failed
  case's annotation message is failure@message, else its text, else the case name; a passed or
  skipped case (only with include_passed) is annotated with its name alone; system-out unread.

    mikepenz.py junit.xml   ->   one JSON view: {"suites", "tests", "passed", "failed", "skipped", "time",
                                "cases": {name: {"status", "time", "shown"}}}
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import all_suites, direct_suites, seconds, text  # noqa: E402,F401


def mikepenz(root):
    view = {"suites": [], "tests": 0, "passed": 0, "failed": 0, "skipped": 0, "cases": {}, "time": 0.0}
    suites = [root] if root.tag == "testsuite" else list(all_suites(root))
    for suite in suites:
        view["suites"].append(suite.get("name", ""))
        for case in suite.findall("testcase"):
            time = seconds(case.get("time")) or 0.0
            view["time"] += time
            issues = case.findall("failure") + case.findall("error")
            skipped = case.find("skipped") is not None or case.get("status") in ("disabled", "ignored")
            failed = bool(issues) and not skipped
            view["tests"] += 1
            if skipped:
                view["skipped"] += 1
                status, shown = "skipped", case.get("name", "")
            elif failed:
                view["failed"] += 1
                issue = issues[0]
                status = "failed"
                shown = (issue.get("message") or text(issue).strip() or case.get("name", "")).strip()
            else:
                view["passed"] += 1
                status, shown = "success", case.get("name", "")
            # The annotation's title: class and test name.
            view["cases"][case.get("name", "")] = {"status": status, "time": time, "shown": shown,
                                                   "title": f"{case.get('classname', '')}.{case.get('name', '')}"}
    return view


if __name__ == "__main__":
    print(json.dumps(mikepenz(ET.parse(sys.argv[1]).getroot()), indent=1))
