#!/usr/bin/env python3
"""An app adapter that breaks the adapter protocol (docs/ADAPTER.md) in one way, named by its
first argument, to show the kit ends such a run with exit 2 and leaves nothing running:

  exit-at-start   exits with status 3 before its hello
  exit-mid-run    answers hello, then exits with status 4 when the third step comes
  exit-setsid     as exit-mid-run, leaving a child in a session of its own that holds its standard
                  output (its pid written to PID_FILE.session)
  silent          answers hello, never answers a step (and keeps a child process in its group)
  malformed       answers hello, then prints a line that is not JSON for the first step
  wrong-id        answers hello, then replies to the first step with the id 's99'
  failure         answers hello, then a failure reply to the first step (not a protocol breach)
  twice           answers hello, then answers the first step twice
  flood           answers hello, then at the first step writes 100 MB on one line to its standard output
  flood-lines     answers hello, then at the first step writes 100 MB of empty lines to its standard output

Before anything else it writes its pid (= its process group id) to the file PID_FILE names.
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rest_adapter  # noqa: E402  (the steps before the fault are performed properly)

fault = sys.argv[1]
if os.environ.get("PID_FILE"):
    with open(os.environ["PID_FILE"], "w") as handle:
        handle.write("%d %d\n" % (os.getpid(), os.getpgid(0)))


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


if fault == "exit-at-start":
    sys.exit(3)
if fault == "silent":
    subprocess.Popen(["sleep", "300"])  # a child of the adapter: the kit must end it too
steps = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        rest_adapter.base["url"] = message["backendURL"]
        send({"type": "hello", "protocol": 1, "name": "fault-adapter-" + fault, "steps": ["start", "ended"]})
        continue
    if message["type"] != "step":
        break
    steps += 1
    if fault in ("flood", "flood-lines"):
        chunk = ("x" if fault == "flood" else "\n") * (1 << 20)
        try:
            for _ in range(100):
                sys.stdout.write(chunk)
            sys.stdout.flush()
        except BrokenPipeError:
            sys.exit(5)
    if fault in ("exit-mid-run", "exit-setsid") and steps == 3:
        if fault == "exit-setsid":
            held = subprocess.Popen(["sleep", "300"], start_new_session=True)
            with open(os.environ["PID_FILE"] + ".session", "w") as handle:
                handle.write("%d\n" % held.pid)
        sys.exit(4)
    if fault == "malformed":
        sys.stdout.write("this is not a reply\n")
        sys.stdout.flush()
    elif fault == "wrong-id":
        send({"type": "reply", "id": "s99", "calls": []})
    elif fault == "failure":
        # Worded as an exception might be: the document number sent and the user's token quoted,
        # the token named in secrets. The kit's line must show neither.
        send({"type": "reply", "id": message["id"], "secrets": ["tok-failure-secret-123"],
              "failure": "login for %s refused: 401 (token tok-failure-secret-123, document %s)"
                         % (message["user"], message.get("documentNumber"))})
    elif fault == "twice":
        reply = rest_adapter.perform(message)
        reply.update({"type": "reply", "id": message["id"]})
        send(reply)
        send(reply)
    elif fault in ("silent", "flood", "flood-lines"):
        continue
    else:
        reply = rest_adapter.perform(message)
        reply.update({"type": "reply", "id": message["id"]})
        send(reply)
