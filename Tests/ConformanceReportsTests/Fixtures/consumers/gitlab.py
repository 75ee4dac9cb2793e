#!/usr/bin/env python3
"""What GitLab would show for a junit.xml, modelled from the parsing rules in its public
source (read, not copied), standard library only:

- GitLab (lib/gitlab/ci/parsers/test/junit.rb, XML read as Rails' Hash.from_xml does):
  testcases under testsuites/testsuite at any depth; suite name = the enclosing testsuite@name;
  status failed (<failure>), error (<error>), skipped (<skipped>), else success; the shown output
  is the element's text for failed/error (then "System Out:" + the case's system-out), the
  <skipped> element's text when it has text, else its attributes as a Hash (or nothing), and
  nothing at all for a success; execution time = testcase@time.

    gitlab.py junit.xml   ->   one JSON view: {"suites", "tests", "passed", "failed", "skipped", "time",
                                "cases": {name: {"status", "time", "shown"}}}
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import all_suites, direct_suites, seconds, text  # noqa: E402,F401


def rails_value(element):
    """An element as Rails' Hash.from_xml gives it: its text when it has some, else a Hash of its
    attributes (or None when it has neither)."""
    if element is None:
        return None
    content = text(element)
    if content.strip():
        return content
    return dict(element.attrib) or None


def gitlab(root):
    view = {"suites": [], "tests": 0, "passed": 0, "failed": 0, "skipped": 0, "errors": 0, "cases": {}, "time": 0.0}
    suites = [root] if root.tag == "testsuite" else list(all_suites(root))
    for suite in suites:
        view["suites"].append(suite.get("name"))
        for case in suite.findall("testcase"):
            out = case.find("system-out")
            system_out = f"System Out:\n\n{out.text or ''}" if out is not None else None
            if case.find("failure") is not None:
                status, value = "failed", rails_value(case.find("failure"))
            elif case.find("error") is not None:
                status, value = "error", rails_value(case.find("error"))
            elif case.find("skipped") is not None:
                status, value = "skipped", rails_value(case.find("skipped"))
                system_out = None
            else:
                status, value, system_out = "success", None, None
            shown = value if isinstance(value, str) else (repr(value) if value is not None else "")
            if system_out:
                shown = "\n\n".join(part for part in (shown, system_out) if part)
            time = seconds(case.get("time")) or 0.0
            view["time"] += time
            view["cases"][case.get("name", "")] = {"status": status, "time": time, "shown": shown,
                                                   "hashShown": isinstance(value, dict), "suite": suite.get("name")}
            view["tests"] += 1
            view[{"failed": "failed", "error": "errors", "skipped": "skipped", "success": "passed"}[status]] += 1
    return view


if __name__ == "__main__":
    print(json.dumps(gitlab(ET.parse(sys.argv[1]).getroot()), indent=1))
