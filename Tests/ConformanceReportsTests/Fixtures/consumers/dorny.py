#!/usr/bin/env python3
"""What dorny/test-reporter would show for a junit.xml, modelled from the parsing rules in its public
source (read, not copied), standard library only:

- dorny/test-reporter, reporter java-junit (src/parsers/java-junit/java-junit-parser.ts,
  src/test-results.ts): direct <testsuite> children of <testsuites> only; suite name trimmed,
  time = suite@time; a case failed when it has <failure> or <error>, skipped with <skipped>; a
  failed case shows "type: message" and the element's text; nothing else of a case is shown (no
  system-out, no skip reason); the run's time is testsuites@time when it parses, else the sum of
  the suites' times.
- the annotation's file (java-junit-parser.ts exceptionThrowSource/getFilePath,
  java-stack-trace-element-parser.ts): the first line of the failure text that reads as a Java
  stack frame (`at [loader/module/]package.Class.method(File.java:12)`) whose file name is a
  tracked file's name, and whose package (the dotted parts before the first capitalised one)
  matches that file's parent directories; no such line, no file.

    dorny.py junit.xml [REPO]  ->  one JSON view: {"suites", "tests", "passed", "failed", "skipped", "time",
                                "cases": {name: {"status", "time", "shown", "path", "line"}}}
    with REPO (the repository's tracked files), each failed case's "path" is resolved in it.
"""
import re
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import all_suites, direct_suites, seconds, text  # noqa: E402,F401


FRAME = re.compile(r"^\s*at (\S+/\S*/)?(.*)\((.*):(\d+)\)$")


def tracked(repo):
    files = []
    for directory, _, names in os.walk(repo):
        files += [os.path.relpath(os.path.join(directory, name), repo) for name in names]
    return files


def source(details, files):
    """(path, line) of the first stack frame naming a tracked file, else (None, None)."""
    for row in details.splitlines():
        frame = FRAME.match(row)
        if not frame:
            continue
        trace, name, line = frame.group(2), frame.group(3), frame.group(4)
        package = trace.split(".")
        for index, part in enumerate(package):
            if part[:1] <= "Z":
                package = package[:index]
                break
        if not package:
            continue
        for path in files:
            if os.path.basename(path) != name:
                continue
            dirs = os.path.dirname(path).split("/")
            if len(package) <= len(dirs) and dirs[len(dirs) - len(package):] == package:
                return path, int(line)
    return None, None


def dorny(root, repo=None):
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
            if repo and issue is not None:
                path, line = source(text(issue), tracked(repo))
                view["cases"][case.get("name", "").strip()].update({"path": path, "line": line})
            view["tests"] += 1
            view[{"failed": "failed", "skipped": "skipped", "success": "passed"}[status]] += 1
    total = seconds(root.get("time")) if root.tag == "testsuites" else None
    view["time"] = total if total is not None else suite_time
    return view


if __name__ == "__main__":
    print(json.dumps(dorny(ET.parse(sys.argv[1]).getroot(), sys.argv[2] if len(sys.argv) > 2 else None), indent=1))
