#!/usr/bin/env python3
"""A partner back-end whose app talks gRPC (kyc.proto, service kyc.v1.CaptureService), built on grpcio.

It is a real Human Plugin integrator: StartCapture creates the process with `POST /v1/processes`
(flow humantoken, a fresh correlationId, the document as credential, the app's callbackUri, the
bearer token), keeps which session user owns it, and hands id and link to the app; CaptureEnded
and GetResult refuse a process the caller does not own, read `GET /v1/processes/{id}` and map its
final state to an outcome. Every Human Plugin request has a 1 s timeout and is never retried.

gRPC and the HTTP readiness check share the one port the kit hands out (PORT): a connection that
opens with the HTTP/2 preface goes to the gRPC server, anything else gets a small HTTP/1.1 answer
(`GET /health` -> 200), as a front proxy would do.

Environment: PORT, HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, HUMAN_PLUGIN_CLIENT_ID (default
client-a), CALLBACK_URI (default com.example.capture://callback), and GRPC_FAULT (or --fault NAME),
a comma-separated list of rules to break on purpose:

    leak     the StartCapture answer echoes the document number
    idor     CaptureEnded and GetResult serve any process id, whoever asks
    outcome  CaptureEnded answers "approved" when the app claims "success", without reading
    hang     the Human Plugin read has no timeout
    login-refused  Login answers UNAUTHENTICATED for every user (the kit cannot run: exit 2)

Status codes: UNAUTHENTICATED without a session, INVALID_ARGUMENT without a document number,
NOT_FOUND for a process the caller does not own, UNAVAILABLE when Human Plugin does not answer in
time, INTERNAL when its answer is unusable.
"""

import argparse
import json
import os
import secrets
import signal
import socket
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request
import uuid
from concurrent import futures

import grpc

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stubs  # noqa: E402

kyc_pb2, kyc_pb2_grpc = stubs.load()

KNOWN_FAULTS = {"leak", "idor", "outcome", "hang", "login-refused"}
parser = argparse.ArgumentParser(description="gRPC fixture back-end (kyc.v1.CaptureService)")
parser.add_argument("--fault", default=os.environ.get("GRPC_FAULT", ""), help="comma-separated: " + ", ".join(sorted(KNOWN_FAULTS)))
ARGS = parser.parse_args()
FAULTS = {f.strip() for f in ARGS.fault.split(",") if f.strip()}
for fault in FAULTS - KNOWN_FAULTS:
    sys.exit(f"unknown fault '{fault}' (known: {', '.join(sorted(KNOWN_FAULTS))})")

BASE_URL = os.environ.get("HUMAN_PLUGIN_BASE_URL", "http://127.0.0.1:8099").rstrip("/")
TOKEN = os.environ.get("HUMAN_PLUGIN_TOKEN", "")
CLIENT_ID = os.environ.get("HUMAN_PLUGIN_CLIENT_ID", "client-a")
CALLBACK_URI = os.environ.get("CALLBACK_URI", "com.example.capture://callback")
PORT = int(os.environ.get("PORT", "50051"))
UPSTREAM_TIMEOUT = 1.0
DEFAULT_DOCUMENT_TYPE = "DUI_TYPE_NG_BVN"

SESSIONS = {}   # session token -> user
OWNERS = {}     # Human Plugin id -> user
OUTCOMES = {}   # Human Plugin id -> last outcome read
LOCK = threading.Lock()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


class Unavailable(Exception):
    """Human Plugin did not answer in time, or could not be reached."""


def upstream(method, path, body=None, timeout=UPSTREAM_TIMEOUT):
    """One request to Human Plugin, never retried. Returns (status, parsed JSON or None)."""
    headers = {"Accept": "application/json", "Authorization": f"Bearer {TOKEN}"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(BASE_URL + path, data=data, method=method, headers=headers)
    try:
        with OPENER.open(request, timeout=timeout) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, b""
    except (TimeoutError, socket.timeout, ConnectionError) as error:
        raise Unavailable(str(error))
    except urllib.error.URLError as error:
        raise Unavailable(str(error.reason))
    except Exception:  # a broken HTTP answer
        return 502, None
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, None


def outcome_of(process):
    state, result = process.get("state"), process.get("result")
    if state == "PROCESS_STATE_FINISHED" and result == "PROCESS_RESULT_OK":
        return "approved"
    if state == "PROCESS_STATE_FINISHED" and result == "PROCESS_RESULT_INVALID_IDENTITY":
        return "rejected"
    if state == "PROCESS_STATE_FAILED" and result == "PROCESS_RESULT_EXPIRED":
        return "expired"
    if state == "PROCESS_STATE_FAILED":
        return "failed"
    if state == "PROCESS_STATE_CREATED":
        return "pending"
    return None


class CaptureService(kyc_pb2_grpc.CaptureServiceServicer):
    def session_user(self, context):
        for key, value in context.invocation_metadata():
            if key == "authorization" and value.startswith("Bearer "):
                with LOCK:
                    user = SESSIONS.get(value[len("Bearer "):])
                if user:
                    return user
        context.abort(grpc.StatusCode.UNAUTHENTICATED, "missing or unknown session")

    def owned(self, process_id, user, context):
        if "idor" in FAULTS:
            return
        with LOCK:
            owner = OWNERS.get(process_id)
        if owner != user:
            context.abort(grpc.StatusCode.NOT_FOUND, "unknown capture")

    def read(self, process_id, context):
        timeout = None if "hang" in FAULTS else UPSTREAM_TIMEOUT
        try:
            status, answer = upstream("GET", "/v1/processes/" + urllib.parse.quote(process_id, safe=""), timeout=timeout)
        except Unavailable:
            context.abort(grpc.StatusCode.UNAVAILABLE, "human plugin unavailable")
        process = answer.get("process") if isinstance(answer, dict) else None
        outcome = outcome_of(process) if status == 200 and isinstance(process, dict) else None
        if outcome is None:
            context.abort(grpc.StatusCode.INTERNAL, "human plugin read failed")
        with LOCK:
            OUTCOMES[process_id] = outcome
        return outcome

    def Login(self, request, context):
        if not request.user_name:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "user_name required")
        if "login-refused" in FAULTS:
            context.abort(grpc.StatusCode.UNAUTHENTICATED, "unknown user")
        token = secrets.token_urlsafe(24)
        with LOCK:
            SESSIONS[token] = request.user_name
        print(f"Login user={request.user_name}", flush=True)
        return kyc_pb2.LoginResponse(session_token=token)

    def StartCapture(self, request, context):
        user = self.session_user(context)
        if not request.document_number:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "document_number required")
        create = {
            "flow": "humantoken",
            "clientId": CLIENT_ID,
            "correlationId": f"order-{uuid.uuid4()}",
            "credential": {"type": request.document_type or DEFAULT_DOCUMENT_TYPE, "value": request.document_number},
            "callbackUri": CALLBACK_URI,
        }
        try:
            status, answer = upstream("POST", "/v1/processes", create)
        except Unavailable:
            context.abort(grpc.StatusCode.UNAVAILABLE, "human plugin unavailable")
        answer = answer if isinstance(answer, dict) else {}
        process_id, link = answer.get("id"), answer.get("link")
        if status != 201 or not isinstance(process_id, str) or not process_id or not isinstance(link, str) or not link:
            context.abort(grpc.StatusCode.INTERNAL, "human plugin create failed")
        with LOCK:
            OWNERS[process_id] = user
        print(f"StartCapture user={user} process created", flush=True)
        echoed = request.document_number if "leak" in FAULTS else ""
        return kyc_pb2.StartCaptureResponse(process_id=process_id, link=link, document_number=echoed)

    def CaptureEnded(self, request, context):
        user = self.session_user(context)
        self.owned(request.process_id, user, context)
        if "outcome" in FAULTS and request.claim == "success":
            with LOCK:
                OUTCOMES[request.process_id] = "approved"
            return kyc_pb2.CaptureEndedResponse(outcome="approved")
        return kyc_pb2.CaptureEndedResponse(outcome=self.read(request.process_id, context))

    def GetResult(self, request, context):
        user = self.session_user(context)
        self.owned(request.process_id, user, context)
        with LOCK:
            outcome = OUTCOMES.get(request.process_id)
        return kyc_pb2.GetResultResponse(outcome=outcome or self.read(request.process_id, context))


HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"


def pipe(source, target):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            target.sendall(data)
    except OSError:
        pass
    finally:
        for sock, how in ((target, socket.SHUT_WR), (source, socket.SHUT_RD)):
            try:
                sock.shutdown(how)
            except OSError:
                pass


def answer_http(connection):
    """A small HTTP/1.1 answer: GET /health -> 200, anything else 404; then the connection closes."""
    request = b""
    while b"\r\n\r\n" not in request and len(request) < 16384:
        data = connection.recv(4096)
        if not data:
            break
        request += data
    line = request.split(b"\r\n", 1)[0].decode("latin-1").split(" ")
    ok = len(line) >= 2 and line[0] == "GET" and line[1].split("?")[0] == "/health"
    body = json.dumps({"status": "SERVING" if ok else "not found", "protocol": "grpc"}).encode()
    head = f"HTTP/1.1 {'200 OK' if ok else '404 Not Found'}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    connection.sendall(head.encode() + body)


def serve_connection(connection, grpc_port):
    try:
        connection.settimeout(10)
        peeked = b""
        while len(peeked) < len(HTTP2_PREFACE) and HTTP2_PREFACE.startswith(peeked):
            more = connection.recv(len(HTTP2_PREFACE), socket.MSG_PEEK)
            if len(more) == len(peeked):
                break  # closed
            peeked = more
        if peeked != HTTP2_PREFACE:
            answer_http(connection)
            connection.close()
            return
        connection.settimeout(None)
        inner = socket.create_connection(("127.0.0.1", grpc_port))
        threading.Thread(target=pipe, args=(inner, connection), daemon=True).start()
        pipe(connection, inner)
    except OSError:
        try:
            connection.close()
        except OSError:
            pass


def main():
    # Ended by SIGTERM even when started with it ignored (a supervisor's own disposition is inherited).
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=64))
    kyc_pb2_grpc.add_CaptureServiceServicer_to_server(CaptureService(), server)
    grpc_port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", PORT))
    listener.listen(128)
    faults = ", ".join(sorted(FAULTS)) or "none"
    print(f"grpc back-end listening on 127.0.0.1:{listener.getsockname()[1]} (kyc.v1.CaptureService; Human Plugin {BASE_URL}, faults: {faults})", flush=True)
    try:
        while True:
            connection, _ = listener.accept()
            threading.Thread(target=serve_connection, args=(connection, grpc_port), daemon=True).start()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop(0)


if __name__ == "__main__":
    main()
