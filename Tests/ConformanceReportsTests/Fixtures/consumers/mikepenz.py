#!/usr/bin/env python3
"""What mikepenz/action-junit-report would show for a junit.xml, modelled from the parsing rules in its public
source (read, not copied), standard library only:

- mikepenz/action-junit-report (src/testParser.ts): suites nested at any depth; counts from
  testcases (failed = failure or error, not skipped); time = the sum of testcase@time; a failed
  case's annotation message is failure@message, else its text, else the case name; a passed or
  skipped case (only with include_passed) is annotated with its name alone; system-out unread.
- the annotation's file (src/testParser.ts, resolveFileAndLine and resolvePath): the testcase's
  `file`, else its failure's, else its suite's, else the last `.`-separated segment of `classname`
  (the name when there is none); without a `line`, the last ` <...name...>:<digits>` in the
  failure text gives the line (and a `.rs` file just before the digits becomes the file);
  then the name as a path when it exists from the working directory (the workspace), else the
  workspace path with the name appended, else the first match of `<workspace>/**/<name>.*`, else
  the name itself (a path that is no file: the annotation lands on no file).

    mikepenz.py junit.xml [REPO]  ->  one JSON view: {"suites", "tests", "passed", "failed", "skipped", "time",
                                "cases": {name: {"status", "time", "shown", "title", "path", "line"}}}
    with REPO (a directory standing for the workspace), each failed case's "path" is resolved in it.
"""
import glob
import re
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import all_suites, direct_suites, seconds, text  # noqa: E402,F401


def resolve(case, suite, issue, repo):
    """The annotation's (path, line) for a failed case, resolved in the workspace `repo`."""
    name = case.get("file") or issue.get("file") or suite.get("file")
    line = case.get("line") or issue.get("line") or suite.get("line")
    if not name:
        name = (case.get("classname") or case.get("name", "")).split(".")[-1]
    try:
        line = int(line)
    except (TypeError, ValueError):
        line = None
    if not (name and line):
        pattern = re.compile(" [^ ]*" + re.escape(name).replace("::", "/", 1) + r".*?:\d+")
        matches = [m.group(0) for m in pattern.finditer(text(issue).strip())]
        if matches:
            tokens = matches[-1].split(":")
            line = int(tokens.pop() or 0) or -1
            prefix = tokens.pop() if tokens else ""
            if prefix.endswith(".rs"):
                name = prefix.split(" ")[-1]
        else:
            line = line or 1
    workspace = repo.rstrip("/")
    if name and os.path.exists(os.path.join(workspace, name)):
        return name, line
    if name and os.path.exists(workspace + name):
        return os.path.relpath(workspace + name, workspace), line
    for match in sorted(glob.glob(f"{glob.escape(workspace)}/**/{name}.*", recursive=True)):
        return os.path.relpath(match, workspace), line
    return name, line


def mikepenz(root, repo=None):
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
                if repo:
                    path, line = resolve(case, suite, issue, repo)
            else:
                view["passed"] += 1
                status, shown = "success", case.get("name", "")
            # The annotation's title: class and test name.
            view["cases"][case.get("name", "")] = {"status": status, "time": time, "shown": shown,
                                                   "title": f"{case.get('classname', '')}.{case.get('name', '')}"}
            if repo and failed:
                view["cases"][case.get("name", "")].update({"path": path, "line": line})
    return view


if __name__ == "__main__":
    print(json.dumps(mikepenz(ET.parse(sys.argv[1]).getroot(), sys.argv[2] if len(sys.argv) > 2 else None), indent=1))
