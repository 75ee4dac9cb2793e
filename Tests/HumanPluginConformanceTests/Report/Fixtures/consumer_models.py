#!/usr/bin/env python3
"""What four JUnit consumers that cannot run here would show for a junit.xml, each modelled from
the parsing rules in its public source (read, not copied), with the standard library only.

    consumer_models.py junit.xml   ->   one JSON object: {consumer: view}

A view: {"suites": [names as shown], "tests", "passed", "failed", "skipped": int, "time": seconds
shown for the whole run, "cases": {case name: {"status", "time", "shown": the text the consumer
puts on that case (empty when it shows nothing but the name and status)}}}.

Rules encoded (source file named in each function):
- dorny/test-reporter, reporter java-junit (src/parsers/java-junit/java-junit-parser.ts,
  src/test-results.ts): direct <testsuite> children of <testsuites> only; suite name trimmed,
  time = suite@time; a case failed when it has <failure> or <error>, skipped with <skipped>; a
  failed case shows "type: message" and the element's text; nothing else of a case is shown (no
  system-out, no skip reason); the run's time is testsuites@time when it parses, else the sum of
  the suites' times.
- mikepenz/action-junit-report (src/testParser.ts): suites nested at any depth; counts from
  testcases (failed = failure or error, not skipped); time = the sum of testcase@time; a failed
  case's annotation message is failure@message, else its text, else the case name; a passed or
  skipped case (only with include_passed) is annotated with its name alone; system-out unread.
- Jenkins junit plugin (src/main/java/hudson/tasks/junit/SuiteResult.java, CaseResult.java):
  suite name = package + "." + name when package is set; a case's class is its classname (else
  the suite name); error details = message attribute of <error>, else of <failure>; stack trace
  = its text; skip message = skipped@message, else its text; a case's stdout = its own
  <system-out>, else its suite's (so a suite's output shows on every case of the suite),
  trimmed to 500 + 500 characters unless the case failed (50,000 + 50,000); suite duration =
  suite@time when present, else the sum of its cases; the run = the sum of the suites.
- GitLab (lib/gitlab/ci/parsers/test/junit.rb, XML read as Rails' Hash.from_xml does):
  testcases under testsuites/testsuite at any depth; suite name = the enclosing testsuite@name;
  status failed (<failure>), error (<error>), skipped (<skipped>), else success; the shown output
  is the element's text for failed/error (then "System Out:" + the case's system-out), the
  <skipped> element's text when it has text, else its attributes as a Hash (or nothing), and
  nothing at all for a success; execution time = testcase@time.
"""
import json
import sys
import xml.etree.ElementTree as ET


def seconds(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def direct_suites(root):
    return [root] if root.tag == "testsuite" else [s for s in root if s.tag == "testsuite"]


def all_suites(node):
    for child in node:
        if child.tag == "testsuite":
            yield child
            yield from all_suites(child)


def text(element):
    return "".join(element.itertext()) if element is not None else ""


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
    root = ET.parse(sys.argv[1]).getroot()
    print(json.dumps({"dorny": dorny(root), "mikepenz": mikepenz(root), "jenkins": jenkins(root), "gitlab": gitlab(root)}, indent=1))
