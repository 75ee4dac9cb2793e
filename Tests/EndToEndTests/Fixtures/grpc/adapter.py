#!/usr/bin/env python3
"""The app adapter for the gRPC fixture back-end (server.py): what the partner's iOS app does against
kyc.v1.CaptureService, with a real gRPC client (grpc.insecure_channel and the generated stubs),
speaking the kit's app adapter protocol, version 1 (docs/ADAPTER.md) on standard input and output.

Each step runs on a thread of its own, so concurrent journeys interleave; replies are written whole,
one line each, under a lock. The kit asks for a "login" step once per user, before their first
journey step (the hello lists it): the Login call, the session token in `secrets`, and "loggedIn"
false when the back-end granted no token (the kit then reports the refusal as the back-end's answer).
A user the kit never asked to log in logs in inside their first step (that Login is one of the step's calls). Every call has the app's own deadline, the
hello's requestSeconds (DEADLINE_SECONDS overrides it): a call cut by it has no response.
"""

import json
import signal
import os
import sys
import threading
import time

import grpc
from google.protobuf import json_format

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stubs  # noqa: E402

kyc_pb2, kyc_pb2_grpc = stubs.load()

NAME = "grpc-adapter"
SERVICE = "/kyc.v1.CaptureService/"
DEADLINE = float(os.environ.get("DEADLINE_SECONDS", "5"))
HTTP_STATUS = {
    grpc.StatusCode.OK: 200, grpc.StatusCode.INVALID_ARGUMENT: 400, grpc.StatusCode.UNAUTHENTICATED: 401,
    grpc.StatusCode.PERMISSION_DENIED: 403, grpc.StatusCode.NOT_FOUND: 404, grpc.StatusCode.ALREADY_EXISTS: 409,
    grpc.StatusCode.FAILED_PRECONDITION: 412, grpc.StatusCode.RESOURCE_EXHAUSTED: 429,
    grpc.StatusCode.UNIMPLEMENTED: 501, grpc.StatusCode.UNAVAILABLE: 503, grpc.StatusCode.DEADLINE_EXCEEDED: 504,
}

OUTPUT_LOCK = threading.Lock()
TOKENS = {}
USER_LOCKS = {}
TOKENS_LOCK = threading.Lock()


def log(text):
    sys.stderr.write(f"{NAME}: {text}\n")
    sys.stderr.flush()


def send(message):
    line = json.dumps(message, separators=(",", ":")) + "\n"
    with OUTPUT_LOCK:
        sys.stdout.write(line)
        sys.stdout.flush()


def as_json(message):
    return json.dumps(json_format.MessageToDict(message), separators=(",", ":"))


class Client:
    def __init__(self, target):
        self.channel = grpc.insecure_channel(target)
        self.stub = kyc_pb2_grpc.CaptureServiceStub(self.channel)

    def call(self, method, request, token, calls):
        """One unary call, recorded in `calls` as the protocol's request/response pair; returns the answer or None."""
        headers = {"content-type": "application/grpc", "te": "trailers"}
        metadata = []
        if token:
            headers["authorization"] = f"Bearer {token}"
            metadata.append(("authorization", f"Bearer {token}"))
        record = {"request": {"method": "POST", "target": SERVICE + method, "headers": headers, "body": as_json(request)}}
        started = time.monotonic()
        try:
            answer, _ = getattr(self.stub, method).with_call(request, metadata=metadata, timeout=DEADLINE)
            record["response"] = {"status": 200, "headers": {"content-type": "application/grpc", "grpc-status": "0"},
                                  "body": as_json(answer)}
        except grpc.RpcError as error:
            answer = None
            code, details = error.code(), error.details() or ""
            elapsed = time.monotonic() - started
            if code == grpc.StatusCode.DEADLINE_EXCEEDED and elapsed >= DEADLINE - 0.05:
                record["response"], record["error"] = None, "deadline exceeded"
            elif code == grpc.StatusCode.UNAVAILABLE and "connect" in details.lower():
                record["response"], record["error"] = None, f"unavailable: {details}"
            else:
                record["response"] = {"status": HTTP_STATUS.get(code, 500),
                                      "headers": {"content-type": "application/grpc", "grpc-status": str(code.value[0]),
                                                  "grpc-message": details},
                                      "body": ""}
        record["elapsedMilliseconds"] = round((time.monotonic() - started) * 1000, 1)
        calls.append(record)
        return answer

    def token(self, user, calls):
        """The user's session token, logging in first when there is none yet; None when the login failed."""
        with TOKENS_LOCK:
            lock = USER_LOCKS.setdefault(user, threading.Lock())
        with lock:
            if user not in TOKENS:
                answer = self.call("Login", kyc_pb2.LoginRequest(user_name=user), None, calls)
                if answer is None or not answer.session_token:
                    return None
                TOKENS[user] = answer.session_token
            return TOKENS[user]


def log_in(client, user):
    calls = []
    answer = client.call("Login", kyc_pb2.LoginRequest(user_name=user), None, calls)
    token = answer.session_token if answer is not None else ""
    if token:
        with TOKENS_LOCK:
            TOKENS[user] = token
    return {"calls": calls, "loggedIn": bool(token), "secrets": [token] if token else []}


def perform(client, step):
    calls = []
    user = step.get("user", "")
    if step.get("step") == "login":
        return log_in(client, user)
    token = client.token(user, calls)
    if token is None:
        response = calls[-1].get("response") if calls else None
        why = f"{response['status']}" if response else (calls[-1].get("error") if calls else "no call")
        return {"failure": f"login for {user} refused: {why}"}
    reply = {"calls": calls, "secrets": [token]}
    kind = step.get("step")
    if kind == "start":
        request = kyc_pb2.StartCaptureRequest(document_number=step.get("documentNumber", ""), document_type=step.get("documentType", ""))
        answer = client.call("StartCapture", request, token, calls)
        reply["processId"] = (answer.process_id or None) if answer else None
        reply["link"] = (answer.link or None) if answer else None
    elif kind == "ended":
        request = kyc_pb2.CaptureEndedRequest(process_id=step.get("processId", ""), claim=step.get("claim", ""))
        answer = client.call("CaptureEnded", request, token, calls)
        reply["outcome"] = (answer.outcome or None) if answer else None
    elif kind == "result":
        answer = client.call("GetResult", kyc_pb2.GetResultRequest(process_id=step.get("processId", "")), token, calls)
        reply["outcome"] = (answer.outcome or None) if answer else None
    else:
        return {"failure": f"unknown step '{kind}'"}
    return reply


def run_step(client, step):
    try:
        reply = perform(client, step)
    except Exception as error:  # the adapter's own trouble, never the back-end's answer
        reply = {"failure": f"{type(error).__name__}: {error}"}
    send({"type": "reply", "id": step.get("id"), **reply})


def main():
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    hello = json.loads(sys.stdin.readline() or "{}")
    if hello.get("type") != "hello" or hello.get("protocol") != 1:
        log(f"expected a protocol 1 hello, got {hello.get('type')!r}")
        return 2
    global DEADLINE
    if "DEADLINE_SECONDS" not in os.environ and isinstance(hello.get("requestSeconds"), (int, float)):
        DEADLINE = float(hello["requestSeconds"])
    backend = hello.get("backendURL", "")
    target = backend.split("://", 1)[-1].rstrip("/")
    client = Client(target)
    log(f"gRPC target {target}, deadline {DEADLINE} s")
    send({"type": "hello", "protocol": 1, "name": NAME, "steps": ["login", "start", "ended", "result"]})
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError:
            log("ignored a line that is not JSON")
            continue
        if message.get("type") == "bye":
            break
        if message.get("type") == "step":
            threading.Thread(target=run_step, args=(client, message), daemon=True).start()
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
