#!/usr/bin/env python3
"""A partner back-end that refuses unsigned calls (standard library HTTP): every request of the app
carries `X-User`, an `X-Nonce` never seen before and
`X-Signature: hex(HMAC-SHA256(user key, method + "\\n" + path + "\\n" + body))`; anything else is
answered 401 before the request is looked at. The per-user keys come from HMAC_SIGNING_KEYS
(`alice=<key>,bob=<key>,...`); they are secrets and never printed.

    GET  /health                    -> 200 (unsigned: the readiness check of the operators)
    POST /v1/captures               {"documentNumber", "documentType"} -> 201 {"processId", "link"}
    POST /v1/captures/<id>/ended    {"claim"} -> 200 {"outcome"}
    GET  /v1/captures/<id>          -> 200 {"outcome"}

Behind that it is a correct Human Plugin integrator: `POST /v1/processes` (flow humantoken, a fresh
correlationId, the document as credential, the app's callbackUri, the bearer token), the owner of
each process kept, a foreign or unknown id answered 404 without reading, the outcome read with
`GET /v1/processes/{id}`; 1 s timeouts, no retries, 502/504 when Human Plugin fails.

Environment: PORT, HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, HUMAN_PLUGIN_CLIENT_ID (default
client-a), CALLBACK_URI (default com.example.capture://callback), HMAC_SIGNING_KEYS.
"""

import hashlib
import hmac
import json
import signal
import os
import socket
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BASE_URL = os.environ.get("HUMAN_PLUGIN_BASE_URL", "http://127.0.0.1:8099").rstrip("/")
TOKEN = os.environ.get("HUMAN_PLUGIN_TOKEN", "")
CLIENT_ID = os.environ.get("HUMAN_PLUGIN_CLIENT_ID", "client-a")
CALLBACK_URI = os.environ.get("CALLBACK_URI", "com.example.capture://callback")
PORT = int(os.environ.get("PORT", "8080"))
UPSTREAM_TIMEOUT = 1.0
PREFIX = "/v1/captures"

KEYS = {}
for entry in os.environ.get("HMAC_SIGNING_KEYS", "").split(","):
    user, _, key = entry.partition("=")
    if user.strip() and key.strip():
        KEYS[user.strip()] = key.strip().encode()
if not KEYS:
    sys.exit("HMAC_SIGNING_KEYS is empty: expected user=key,user=key")

OWNERS, NONCES = {}, set()
LOCK = threading.Lock()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


class Unavailable(Exception):
    pass


def upstream(method, path, body=None):
    headers = {"Accept": "application/json", "Authorization": f"Bearer {TOKEN}"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(BASE_URL + path, data=data, method=method, headers=headers)
    try:
        with OPENER.open(request, timeout=UPSTREAM_TIMEOUT) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, b""
    except (TimeoutError, socket.timeout, ConnectionError) as error:
        raise Unavailable(str(error))
    except urllib.error.URLError as error:
        raise Unavailable(str(error.reason))
    except Exception:
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


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "hmac-backend/1"

    def log_message(self, format, *args):
        sys.stdout.write("%s %s\n" % (self.command, format % args))
        sys.stdout.flush()

    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def signed_user(self, raw):
        """The user whose key signed this request with a fresh nonce, or None."""
        user, nonce, signature = self.headers.get("X-User"), self.headers.get("X-Nonce"), self.headers.get("X-Signature")
        key = KEYS.get(user or "")
        if key is None or not nonce or not signature:
            return None
        message = self.command.encode() + b"\n" + self.path.encode() + b"\n" + raw
        if not hmac.compare_digest(hmac.new(key, message, hashlib.sha256).hexdigest(), signature.lower()):
            return None
        with LOCK:
            if nonce in NONCES:
                return None
            NONCES.add(nonce)
        return user

    def handle_call(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = urllib.parse.urlsplit(self.path).path
        if self.command == "GET" and path == "/health":
            return self.answer(200, {"status": "ok"})
        user = self.signed_user(raw)
        if user is None:
            return self.answer(401, {"error": "missing or invalid signature"})
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = None
        if not isinstance(body, dict):
            return self.answer(400, {"error": "body must be a JSON object"})
        parts = path[len(PREFIX):].strip("/").split("/") if path.startswith(PREFIX) else None
        if self.command == "POST" and parts == [""]:
            return self.start(user, body)
        if parts and parts[0] and self.command == "POST" and len(parts) == 2 and parts[1] == "ended":
            return self.read(user, urllib.parse.unquote(parts[0]))
        if parts and parts[0] and self.command == "GET" and len(parts) == 1:
            return self.read(user, urllib.parse.unquote(parts[0]))
        self.answer(404, {"error": "not found"})

    do_GET = do_POST = handle_call

    def start(self, user, body):
        number = body.get("documentNumber")
        if not isinstance(number, str) or not number:
            return self.answer(400, {"error": "documentNumber required"})
        create = {
            "flow": "humantoken",
            "clientId": CLIENT_ID,
            "correlationId": f"order-{uuid.uuid4()}",
            "credential": {"type": body.get("documentType") or "DUI_TYPE_NG_BVN", "value": number},
            "callbackUri": CALLBACK_URI,
        }
        try:
            status, answer = upstream("POST", "/v1/processes", create)
        except Unavailable:
            return self.answer(504, {"error": "human plugin unavailable"})
        answer = answer if isinstance(answer, dict) else {}
        process_id, link = answer.get("id"), answer.get("link")
        if status != 201 or not isinstance(process_id, str) or not process_id or not isinstance(link, str) or not link:
            return self.answer(502, {"error": "human plugin create failed"})
        with LOCK:
            OWNERS[process_id] = user
        self.answer(201, {"processId": process_id, "link": link})

    def read(self, user, process_id):
        with LOCK:
            owner = OWNERS.get(process_id)
        if owner != user:
            return self.answer(404, {"error": "unknown capture"})
        try:
            status, answer = upstream("GET", "/v1/processes/" + urllib.parse.quote(process_id, safe=""))
        except Unavailable:
            return self.answer(504, {"error": "human plugin unavailable"})
        process = answer.get("process") if isinstance(answer, dict) else None
        outcome = outcome_of(process) if status == 200 and isinstance(process, dict) else None
        if outcome is None:
            return self.answer(502, {"error": "human plugin read failed"})
        self.answer(200, {"processId": process_id, "outcome": outcome})


def main():
    # Ended by SIGTERM even when started with it ignored (a supervisor's own disposition is inherited).
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    server = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
    server.daemon_threads = True
    print(f"hmac back-end listening on http://127.0.0.1:{server.server_port} (Human Plugin {BASE_URL}, {len(KEYS)} signing keys)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
