#!/usr/bin/env python3
"""What Jenkins junit plugin would show for a junit.xml, modelled from the parsing rules in its public
source (read, not copied), standard library only:

- Jenkins junit plugin (src/main/java/hudson/tasks/junit/SuiteResult.java, CaseResult.java):
  suite name = package + "." + name when package is set; a case's class is its classname (else
  the suite name); error details = message attribute of <error>, else of <failure>; stack trace
  = its text; skip message = skipped@message, else its text; a case's stdout = its own
  <system-out>, else its suite's (so a suite's output shows on every case of the suite),
  trimmed to 500 + 500 characters unless the case failed (50,000 + 50,000); suite duration =
  suite@time when present, else the sum of its cases; the run = the sum of the suites.

    jenkins.py junit.xml   ->   one JSON view: {"suites", "tests", "passed", "failed", "skipped", "time",
                                "cases": {name: {"status", "time", "shown"}}}
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import all_suites, direct_suites, seconds, text  # noqa: E402,F401


def jenkins_trim(stdio, failed):
    if stdio is None:
        return None
    half = 50000 if failed else 500
    middle = len(stdio) - half * 2
    if middle <= 0:
        return stdio
    return stdio[:half] + f"\n...[truncated {middle} chars]...\n" + stdio[len(stdio) - half:]


def jenkins(root):
    view = {"suites": [], "tests": 0, "passed": 0, "failed": 0, "skipped": 0, "cases": {}, "time": 0.0}
    suites = [root] if root.tag == "testsuite" else list(all_suites(root))
    for suite in suites:
        name = suite.get("name")
        if name and suite.get("package"):
            name = f"{suite.get('package')}.{name}"
        view["suites"].append(name)
        cases = suite.findall("testcase")
        any_failed = any(c.find("failure") is not None or c.find("error") is not None for c in cases)
        suite_out = suite.find("system-out")
        suite_stdout = jenkins_trim(suite_out.text or "", any_failed) if suite_out is not None else None
        case_times = 0.0
        for case in cases:
            issue = case.find("error") if case.find("error") is not None else case.find("failure")
            skipped = case.find("skipped")
            own = case.find("system-out")
            stdout = jenkins_trim(own.text or "", issue is not None) if own is not None else suite_stdout
            class_name = case.get("classname") or suite.get("name")
            time = seconds(case.get("time")) or 0.0
            case_times += time
            if issue is not None:
                status = "failed"
                shown = f"Error Message\n{issue.get('message')}\nStacktrace\n{text(issue)}"
            elif skipped is not None:
                status = "skipped"
                shown = f"Skipped Message\n{skipped.get('message') if skipped.get('message') is not None else text(skipped)}"
            else:
                status, shown = "passed", ""
            if stdout:
                shown += f"\nStandard Output\n{stdout}"
            view["cases"][case.get("name", "")] = {"status": status, "time": time, "shown": shown.strip(),
                                                   "fullName": f"{class_name}.{case.get('name', '')}"}
            view["tests"] += 1
            view[status] += 1
        suite_time = seconds(suite.get("time"))
        view["time"] += suite_time if suite_time is not None else case_times
    return view


if __name__ == "__main__":
    print(json.dumps(jenkins(ET.parse(sys.argv[1]).getroot()), indent=1))
