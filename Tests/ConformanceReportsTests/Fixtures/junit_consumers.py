#!/usr/bin/env python3
"""Reads a junit.xml with the two consumers installable here (PyPI: junitparser, junit2html) and
prints what each shows, in the same shape as the models in consumers/:

    junit_consumers.py junit.xml   ->   {"junitparser": view, "junit2html": view}

junitparser: its API (suite and case attributes, a case's results with message and text, a case's
system_out). junit2html: the HTML page it renders, cut into its per-testcase blocks; "shown" is
the visible text of that block.
"""
import html
import json
import re
import subprocess
import sys
import tempfile

from junitparser import Error, Failure, JUnitXml, Skipped, TestSuite


def junitparser_view(path):
    xml = JUnitXml.fromfile(path)
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    view = {"suites": [], "tests": 0, "passed": 0, "failed": 0, "skipped": 0, "errors": 0, "cases": {}, "time": 0.0,
            "suiteTimes": {}}
    for suite in suites:
        view["suites"].append(suite.name)
        view["suiteTimes"][suite.name] = float(suite.time or 0)
        for case in suite:
            status, shown = "passed", []
            for result in case.result:
                if isinstance(result, Failure):
                    status = "failed"
                elif isinstance(result, Error):
                    status = "errors"
                elif isinstance(result, Skipped):
                    status = "skipped"
                shown.append(f"{result.message or ''}\n{result.text or ''}")
            if case.system_out:
                shown.append(case.system_out)
            view["cases"][case.name] = {"status": status, "time": float(case.time or 0), "shown": "\n".join(shown).strip()}
            view["time"] += float(case.time or 0)
            view["tests"] += 1
            view[status] += 1
    return view


def junit2html_view(path):
    with tempfile.NamedTemporaryFile(suffix=".html") as out:
        subprocess.run(["junit2html", path, out.name], check=True, capture_output=True)
        page = open(out.name, encoding="utf-8").read()
    view = {"cases": {}, "bytes": len(page)}
    for block in page.split('<div class="test outcome')[1:]:
        block = block.split('<div class="testsuite')[0]
        match = re.search(r"Test case:</th><td><b>(.*?)</b>", block, re.S)
        outcome = re.search(r"Outcome:</th><td>(.*?)</td>", block, re.S)
        if not match:
            continue
        visible = html.unescape(re.sub(r"<[^>]+>", " ", block))
        view["cases"][html.unescape(match.group(1))] = {"status": outcome.group(1).strip().lower() if outcome else "",
                                                         "shown": re.sub(r"[ \t]+", " ", visible)}
    return view


if __name__ == "__main__":
    print(json.dumps({"junitparser": junitparser_view(sys.argv[1]), "junit2html": junit2html_view(sys.argv[1])}, indent=1))
