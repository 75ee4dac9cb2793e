#!/usr/bin/env python3
"""Runs an hp-conformance binary's app-check on every project of the app-check corpus and compares
its verdicts with the ones written from reading each project (Corpus/<name>.json).

    scripts/corpus/compare.py BINARY [--label NAME] [--json OUT] [--no-session]

Prints, per project and per shape: false failures (the kit failed a rule the reading says holds
or cannot be judged), missed failures (the reading found a break the kit did not fail), false
warnings (the kit warned where the reading says pass), and the exact agreements. Runs the
withSession block too when the binary knows --session (not with --no-session, for
comparing with a build that does not). Needs nothing but Python 3 and the binary.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "Tests", "AppSourceTests", "Corpus")
STATUS = {"pass": "pass", "warn": "warning", "fail": "failure", "error": "failure", "skip": "skipped"}


def run(binary, project, scheme, session):
    with tempfile.TemporaryDirectory() as reports:
        command = [binary, "app-check", project, "--report-dir", reports, "--no-color"]
        if scheme:
            command += ["--scheme", scheme]
        if session:
            command += ["--session", session]
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
        if done.returncode not in (0, 1):
            return None, done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or ["exit %d" % done.returncode]
        with open(os.path.join(reports, "report.json"), encoding="utf-8") as handle:
            report = json.load(handle)
        return {v["checkID"]: (STATUS.get(v["status"], v["status"]), v["seen"]) for v in report["verdicts"]}, None


def compare(expected, got):
    """(kind, check, expected, got, seen) for every disagreement."""
    rows = []
    for check, want in sorted(expected.items()):
        verdict = want["verdict"]
        have, seen = got.get(check, ("missing", ""))
        if have == verdict:
            continue
        if have == "failure":
            kind = "false failure"
        elif verdict == "failure":
            kind = "missed failure"
        elif have == "warning" and verdict == "pass":
            kind = "false warning"
        else:
            kind = "differs"
        rows.append((kind, check, verdict, have, seen))
    return rows


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: compare.py BINARY [--label NAME] [--json OUT]")
    binary = os.path.abspath(sys.argv[1])
    label = sys.argv[sys.argv.index("--label") + 1] if "--label" in sys.argv else os.path.basename(binary)
    out = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    help_text = subprocess.run([binary, "app-check", "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout.decode()
    knows_session = "--session" in help_text and "--no-session" not in sys.argv
    names = sorted(n[:-5] for n in os.listdir(CORPUS) if n.endswith(".json"))
    totals = {"false failure": 0, "missed failure": 0, "false warning": 0, "differs": 0, "true failure": 0, "agree": 0, "checks": 0}
    shapes = {}
    results = {}
    for name in names:
        with open(os.path.join(CORPUS, name + ".json"), encoding="utf-8") as handle:
            entry = json.load(handle)
        project = os.path.join(CORPUS, name, entry.get("path") or ".")
        runs = [("default", entry.get("scheme"), None, entry["expected"])]
        block = entry.get("withSession")
        if block and knows_session:
            runs.append(("session", entry.get("scheme"), block["session"], block["expected"]))
        for kind, scheme, session, expected in runs:
            got, error = run(binary, project, scheme, session)
            key = name if kind == "default" else name + " --session"
            if got is None:
                results[key] = {"error": error}
                print("%-40s kit error: %s" % (key, error))
                continue
            rows = compare(expected, got)
            true_failures = sum(1 for c, w in expected.items() if w["verdict"] == "failure" and got.get(c, ("",))[0] == "failure")
            totals["true failure"] += true_failures
            totals["checks"] += len(expected)
            totals["agree"] += len(expected) - len(rows)
            for row in rows:
                totals[row[0]] += 1
            for shape in entry.get("shapes", []):
                counts = shapes.setdefault(shape, {"projects": 0, "false failure": 0, "missed failure": 0, "false warning": 0, "true failure": 0})
                if kind == "default":
                    counts["projects"] += 1
                counts["true failure"] += true_failures
                for row in rows:
                    if row[0] in counts:
                        counts[row[0]] += 1
            results[key] = {"rows": [list(r) for r in rows], "trueFailures": true_failures}
            status = "agrees" if not rows else ", ".join("%s %s (%s->%s)" % (r[0], r[1], r[2], r[3]) for r in rows)
            print("%-40s %s" % (key, status))
            for row in rows:
                print("    %s %s: %s" % (row[0], row[1], row[4][:400].replace("\n", " ")))
    print()
    print("%s: %d projects, %d verdicts: %d agree; %d false failures, %d missed failures, %d false warnings, %d other differences; %d true failures kept"
          % (label, len(names), totals["checks"], totals["agree"], totals["false failure"], totals["missed failure"],
             totals["false warning"], totals["differs"], totals["true failure"]))
    print()
    print("| shape | projects | false failures | missed failures | false warnings | true failures |")
    print("|---|---:|---:|---:|---:|---:|")
    for shape, counts in sorted(shapes.items()):
        print("| %s | %d | %d | %d | %d | %d |" % (shape, counts["projects"], counts["false failure"], counts["missed failure"],
                                                   counts["false warning"], counts["true failure"]))
    if out:
        with open(out, "w", encoding="utf-8") as handle:
            json.dump({"label": label, "totals": totals, "shapes": shapes, "results": results}, handle, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
