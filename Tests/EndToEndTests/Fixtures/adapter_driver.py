#!/usr/bin/env python3
"""A small kit-side driver of the app adapter protocol (version 1), for the adapter fixtures
(grpc/, hmac/) without the Swift kit: it plays a stand-in Human Plugin over HTTP, launches the
back-end (PORT, HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN as in launch mode) and the adapter, speaks
hello / step / bye, and judges a few of the kit's rules from what the stand-in saw and what the
adapter replied:

    start          each start answers the very id and link the stand-in issued (three in flight at once)
    no-leak        no answer to the app carries a document number or the Human Plugin token
    server-decides an app claim of "success" on a rejected identity is reported "rejected", after a read
    foreign-id     bob's "ended" with alice's id is refused without a read
    forged-id      an id never issued is refused without a read
    read-timeout   a read that never answers comes back as an error before the app's deadline
    result         a "result" step reports the outcome read (bob's approved capture)
    bye            the adapter exits 0 within 3 s of "bye"

Exit 0 when exactly the names in --expect-failing fail (none by default), 1 otherwise, 2 when the
driver could not run; one line per rule on standard output.

    adapter_driver.py --backend "python3 grpc/server.py" --adapter "python3 grpc/adapter.py" [--env K=V ...] [--expect-failing a,b]
"""

import argparse
import json
import os
import queue
import secrets
import shlex
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HP_TOKEN = "hp-driver-token-" + secrets.token_hex(8)
HANG_SECONDS = 12
STEP_SECONDS = 10


class StandIn:
    """Human Plugin: POST /v1/processes -> 201 id + link; GET /v1/processes/{id} -> 200 its final state."""

    def __init__(self):
        self.lock = threading.Lock()
        self.creates = []      # (headers, body)
        self.reads = []        # ids read
        self.results = {}      # id -> PROCESS_RESULT_*
        self.hanging = set()   # ids whose read never answers (within HANG_SECONDS)
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def answer(self, status, body):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self):
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.path != "/v1/processes":
                    return self.answer(404, {"error": {"code": "NOT_FOUND", "description": "no such path"}})
                process_id = "prc-" + secrets.token_hex(8)
                with stand_in.lock:
                    stand_in.creates.append((dict(self.headers), raw.decode("utf-8", "replace"), process_id))
                    stand_in.results[process_id] = "PROCESS_RESULT_OK"
                self.answer(201, {"id": process_id, "link": f"http://127.0.0.1:{self.server.server_port}/capture/{process_id}"})

            def do_GET(self):
                if not self.path.startswith("/v1/processes/"):
                    return self.answer(404, {"error": {"code": "NOT_FOUND", "description": "no such path"}})
                process_id = self.path[len("/v1/processes/"):]
                with stand_in.lock:
                    stand_in.reads.append(process_id)
                    result, hang = stand_in.results.get(process_id), process_id in stand_in.hanging
                if hang:
                    time.sleep(HANG_SECONDS)
                if result is None:
                    return self.answer(404, {"error": {"code": "NOT_FOUND", "description": "unknown process"}})
                self.answer(200, {"process": {"id": process_id, "state": "PROCESS_STATE_FINISHED", "result": result}})

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_port}"

    def read_count(self, process_id):
        with self.lock:
            return self.reads.count(process_id)


class Adapter:
    def __init__(self, argv, environment):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=sys.stderr,
                                        env=environment, text=True, start_new_session=True)
        self.replies = {}
        self.arrived = threading.Condition()
        self.hello = queue.Queue()
        self.counter = 0
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        for line in self.process.stdout:
            message = json.loads(line)
            if message.get("type") == "hello":
                self.hello.put(message)
            elif message.get("type") == "reply":
                with self.arrived:
                    if message["id"] in self.replies:
                        raise SystemExit(f"reply for {message['id']} twice")
                    self.replies[message["id"]] = message
                    self.arrived.notify_all()

    def write(self, message):
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()

    def send(self, **step):
        self.counter += 1
        step_id = f"s{self.counter}"
        self.write({"type": "step", "id": step_id, **step})
        return step_id

    def wait(self, step_id, seconds=STEP_SECONDS):
        deadline = time.monotonic() + seconds
        with self.arrived:
            while step_id not in self.replies:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise SystemExit(f"adapter never answered step {step_id} within {seconds} s")
                self.arrived.wait(left)
            return self.replies[step_id]


def refused(reply):
    """No outcome, and the last call was answered with a non-2xx status."""
    calls = reply.get("calls") or []
    response = calls[-1].get("response") if calls else None
    return reply.get("outcome") is None and response is not None and not 200 <= response["status"] < 300


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--backend", required=True)
    parser.add_argument("--adapter", required=True)
    parser.add_argument("--env", action="append", default=[], help="K=V for the back-end and the adapter")
    parser.add_argument("--expect-failing", default="")
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    expected = {name for name in args.expect_failing.split(",") if name}

    stand_in = StandIn()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    environment = dict(os.environ)
    environment.update(dict(pair.split("=", 1) for pair in args.env))
    backend_env = dict(environment, PORT=str(port), HUMAN_PLUGIN_BASE_URL=stand_in.url, HUMAN_PLUGIN_TOKEN=HP_TOKEN)
    backend = subprocess.Popen(shlex.split(args.backend), cwd=here, env=backend_env, stdout=sys.stderr, stderr=sys.stderr,
                               start_new_session=True)
    adapter = None
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1).read()
                break
            except Exception:
                if time.monotonic() > deadline or backend.poll() is not None:
                    print("driver: the back-end never answered GET /health", file=sys.stderr)
                    return 2
                time.sleep(0.1)

        adapter = Adapter(shlex.split(args.adapter), environment)
        users = ["alice", "bob", "carol"]
        adapter.write({"type": "hello", "protocol": 1, "backendURL": f"http://127.0.0.1:{port}", "users": users})
        hello = adapter.hello.get(timeout=10)
        assert hello.get("protocol") == 1 and {"start", "ended"} <= set(hello.get("steps", [])), hello
        verdicts = {}

        numbers = {user: f"X{secrets.randbelow(10**8):08d}" for user in users}
        started = {user: adapter.send(step="start", journey=f"happy/approved#{user}", user=user, documentNumber=numbers[user],
                                      documentType="DUI_TYPE_NG_BVN") for user in users}
        replies = {user: adapter.wait(step_id) for user, step_id in started.items()}
        with stand_in.lock:
            issued = {process_id: body for _, body, process_id in stand_in.creates}
            authorized = all(headers.get("Authorization") == f"Bearer {HP_TOKEN}" for headers, _, _ in stand_in.creates)
        verdicts["start"] = authorized and all(
            reply.get("processId") in issued and reply.get("link", "").endswith("/capture/" + reply["processId"])
            and json.loads(issued[reply["processId"]])["credential"]["value"] == numbers[user]
            for user, reply in replies.items())
        ids = {user: reply.get("processId") or f"prc-missing-{user}" for user, reply in replies.items()}

        stand_in.results[ids["alice"]] = "PROCESS_RESULT_INVALID_IDENTITY"
        ended = adapter.wait(adapter.send(step="ended", journey="outcome#alice", user="alice", processId=ids["alice"], claim="success"))
        verdicts["server-decides"] = ended.get("outcome") == "rejected" and stand_in.read_count(ids["alice"]) >= 1

        reads = stand_in.read_count(ids["alice"])
        foreign = adapter.wait(adapter.send(step="ended", journey="idor#bob", user="bob", processId=ids["alice"], claim="success"))
        verdicts["foreign-id"] = refused(foreign) and stand_in.read_count(ids["alice"]) == reads
        forged_id = "prc-" + secrets.token_hex(8)
        forged = adapter.wait(adapter.send(step="ended", journey="idor#forged", user="alice", processId=forged_id, claim="success"))
        verdicts["forged-id"] = refused(forged) and stand_in.read_count(forged_id) == 0

        stand_in.hanging.add(ids["carol"])
        hung = adapter.wait(adapter.send(step="ended", journey="fault/read-timeout#carol", user="carol", processId=ids["carol"], claim="ended"))
        verdicts["read-timeout"] = refused(hung) and stand_in.read_count(ids["carol"]) >= 1

        if "result" in hello.get("steps", []):
            result = adapter.wait(adapter.send(step="result", journey="happy/approved#bob", user="bob", processId=ids["bob"]))
            verdicts["result"] = result.get("outcome") == "approved" and stand_in.read_count(ids["bob"]) >= 1

        answers = []
        with adapter.arrived:
            for reply in adapter.replies.values():
                for call in reply.get("calls") or []:
                    response = call.get("response") or {}
                    answers.append(json.dumps(response.get("headers", {})) + (response.get("body") or ""))
        verdicts["no-leak"] = not any(number in answer or HP_TOKEN in answer for answer in answers for number in numbers.values())

        adapter.write({"type": "bye"})
        try:
            verdicts["bye"] = adapter.process.wait(timeout=3) == 0
        except subprocess.TimeoutExpired:
            verdicts["bye"] = False

        for name, passed in verdicts.items():
            print(f"{'PASS' if passed else 'FAIL'}  {name}")
        failing = {name for name, passed in verdicts.items() if not passed}
        if failing != expected:
            print(f"driver: failing {sorted(failing)}, expected {sorted(expected)}")
            return 1
        return 0
    finally:
        for process in (adapter.process if adapter else None, backend):
            if process and process.poll() is None:
                os.killpg(process.pid, 15)
                try:
                    process.wait(timeout=3)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, 9)
        stand_in.server.shutdown()


if __name__ == "__main__":
    sys.exit(main())
