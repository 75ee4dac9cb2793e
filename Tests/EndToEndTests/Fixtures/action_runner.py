"""Runs the steps of the repository's composite GitHub Action (action.yml) here, as a runner would.

    python3 action_runner.py ACTION_YML WORKDIR NAME=VALUE...

Each `run` step gets its `${{ inputs.NAME }}` values (given, else the input's default) and runs with
`bash --noprofile --norc -eo pipefail`, as GitHub runs a composite bash step, in WORKDIR, with
GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_PATH and RUNNER_TEMP files of its own; folders a step
adds to GITHUB_PATH are on PATH for the later steps. After a failed step only steps whose `if:`
says `always()` run. A `uses` step is not run (it needs GitHub): a line says which and whether
it would have run. Prints one `step: NAME -> STATUS` line per step, then `outputs: {...}` and
`summary-bytes: N`, and exits with the first failing step's status (0 when none failed).
Needs PyYAML.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

import yaml


def main():
    action_path, workdir = sys.argv[1], sys.argv[2]
    given = dict(argument.split("=", 1) for argument in sys.argv[3:])
    with open(action_path, encoding="utf-8") as handle:
        action = yaml.safe_load(handle)
    inputs = {name: given.get(name, spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
    for name, spec in action.get("inputs", {}).items():
        if spec.get("required") and not inputs[name]:
            print(f"input {name} is required", file=sys.stderr)
            return 2

    def substitute(text):
        def value(match):
            expression = match.group(1).strip()
            if expression.startswith("inputs."):
                return str(inputs.get(expression[len("inputs."):], ""))
            raise SystemExit(f"unsupported expression: {expression}")
        return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))

    scratch = tempfile.mkdtemp(prefix="action-")
    files = {name: os.path.join(scratch, name) for name in ("output", "summary", "path")}
    for path in files.values():
        open(path, "w").close()
    runner_temp = os.path.join(scratch, "runner-temp")
    os.mkdir(runner_temp)
    failed = 0
    outputs = {}
    for index, step in enumerate(action["runs"]["steps"]):
        name = step.get("name", f"step {index + 1}")
        condition = str(step.get("if", "success()"))
        runs = "always()" in condition or (failed == 0 and "failure()" not in condition)
        if runs and "inputs.artifact-name != ''" in condition and not inputs.get("artifact-name"):
            runs = False
        if "uses" in step:
            print(f"step: {name} -> not run here (uses {step['uses']}; would run: {'yes' if runs else 'no'})")
            continue
        if not runs:
            print(f"step: {name} -> skipped")
            continue
        environment = dict(os.environ)
        added = [line.strip() for line in open(files["path"], encoding="utf-8") if line.strip()]
        environment["PATH"] = os.pathsep.join(list(reversed(added)) + [environment.get("PATH", "")])
        environment.update({key: substitute(value) for key, value in step.get("env", {}).items()})
        environment.update(
            GITHUB_OUTPUT=files["output"], GITHUB_STEP_SUMMARY=files["summary"], GITHUB_PATH=files["path"],
            RUNNER_TEMP=runner_temp)
        script = os.path.join(scratch, f"step-{index}.sh")
        with open(script, "w", encoding="utf-8") as handle:
            handle.write(substitute(step["run"]))
        open(files["output"], "w").close()
        status = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=workdir, env=environment, timeout=300
        ).returncode
        step_outputs = {}
        for line in open(files["output"], encoding="utf-8"):
            if "=" in line:
                key, value = line.rstrip("\n").split("=", 1)
                step_outputs[key] = value
        if step.get("id"):
            outputs[step["id"]] = step_outputs
        print(f"step: {name} -> {'success' if status == 0 else f'failure (exit {status})'}")
        if status != 0 and failed == 0:
            failed = status
    print("outputs: " + json.dumps(outputs, sort_keys=True))
    print(f"summary-bytes: {os.path.getsize(files['summary'])}")
    with open(files["summary"], encoding="utf-8") as handle:
        summary = handle.read()
    print("summary-first-line: " + (summary.splitlines()[0] if summary else ""))
    return failed


if __name__ == "__main__":
    sys.exit(main())
