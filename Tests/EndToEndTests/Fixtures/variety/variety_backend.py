#!/usr/bin/env python3
"""An integrator back-end for the Human Plugin iOS capture, standard library only, whose calls to
Human Plugin go through http.client directly: a fixture for the kit's varied answers.

The app-facing API and its rules are python_backend.py's (outcome mapping, ownership, no retries,
one correlationId per capture, short 502/504 errors, state read from "process", fail closed):

    GET  /health                                  -> 200 {"status": "ok"}
    POST /api/v2/identity/captures                -> 201 {"data": {"capture": {"id", "link"}}}
         Authorization: Bearer session-<user>
         {"documentNumber": "...", "documentType": "..."}
    POST /api/v2/identity/captures/<id>/complete  -> 200 {"data": {"capture": {"id"}, "result": {"status"}}}
         Authorization: Bearer session-<user>

Without BUG it reads each answer as HTTP and JSON mean it, so it survives every way the vendor may
write one (specs/CONTRACT.md, 'What the vendor may vary'): a new connection per call, the body as
http.client frames it and gzip-decoded when it says Content-Encoding: gzip (it asks for gzip), the
media type compared without case or parameters, the JSON parsed, the id and link kept as received,
a timeout above the longest latency the kit plays (1 s).

Environment: HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, PORT, and optionally HUMAN_PLUGIN_CLIENT_ID
(default client-a), CALLBACK_URI (default com.example.capture://callback) and BUG, one planted bug
that passes the kit's plain run and breaks under the variation named:

    regex-compact-json       state and result found in the read's text by "state":"([A-Z_]+)"
                             (pending when none matches)                    breaks with spaces, pretty
    exact-content-type       502 unless Content-Type is exactly application/json
                                                                  breaks with charset, media-type-case
    dict-headers             dict(resp.getheaders())["Content-Type"]        breaks with lowercase-names
    single-connection        one shared HTTPConnection; a failure on it is a 502  breaks with idle-close
    link-regex               the link found in the create's text by "link":"([^"]*)", '\\/' undone
                                                      breaks with spaces, pretty, unicode-escapes
    strict-keys              502 unless the create answer's keys are exactly id and link
                                                                               breaks with extra-fields
    id-pattern               502 unless the id matches ^prc_[A-Za-z0-9]{17}$   breaks with id=...
    content-length-required  resp.read(int(resp.getheader("Content-Length")))  breaks with chunked
    short-timeout            a 0.2 s upstream timeout                          breaks with latency
    gzip-unaware             asks for gzip (Accept-Encoding), never decodes it  breaks with gzip
    link-on-api-origin       the link's path and query put back on the API's origin (HUMAN_PLUGIN_BASE_URL)
                                                                               breaks with other-origin
"""

import gzip
import http.client
import json
import os
import re
import socket
import sys
import threading
import urllib.parse
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BASE_URL = os.environ.get("HUMAN_PLUGIN_BASE_URL", "http://127.0.0.1:8099").rstrip("/")
TOKEN = os.environ.get("HUMAN_PLUGIN_TOKEN", "")
CLIENT_ID = os.environ.get("HUMAN_PLUGIN_CLIENT_ID", "client-a")
CALLBACK_URI = os.environ.get("CALLBACK_URI", "com.example.capture://callback")
DEFAULT_DOCUMENT_TYPE = "DUI_TYPE_NG_BVN"
PORT = int(os.environ.get("PORT", "8080"))
BUG = os.environ.get("BUG", "").strip()
PREFIX = "/api/v2/identity/captures"

KNOWN_BUGS = {
    "regex-compact-json", "exact-content-type", "dict-headers", "single-connection", "link-regex",
    "strict-keys", "id-pattern", "content-length-required", "short-timeout", "gzip-unaware",
    "link-on-api-origin",
}
if BUG and BUG not in KNOWN_BUGS:
    sys.exit(f"unknown BUG '{BUG}' (known: {', '.join(sorted(KNOWN_BUGS))})")

# The kit plays answers up to 1 s late; a bound of 2 s leaves room for a timeout above that.
UPSTREAM_TIMEOUT = 0.2 if BUG == "short-timeout" else 1.5
UPSTREAM = urllib.parse.urlsplit(BASE_URL)
UPSTREAM_PATH = UPSTREAM.path.rstrip("/")

# Human Plugin id -> app user that started the capture.
OWNERS = {}
OWNERS_LOCK = threading.Lock()

# BUG=single-connection: the one connection every call shares.
SHARED = http.client.HTTPConnection(UPSTREAM.hostname, UPSTREAM.port or 80, timeout=UPSTREAM_TIMEOUT)
SHARED_LOCK = threading.Lock()


class Unavailable(Exception):
    """Human Plugin did not answer in time, or could not be reached."""


class Unusable(Exception):
    """Human Plugin answered something this back-end cannot read (a 502)."""


def media_type(resp):
    """The answer's media type, lowercase, without parameters."""
    if BUG == "exact-content-type":
        value = resp.getheader("Content-Type")
        if value != "application/json":
            raise Unusable(f"content type {value!r}")
        return value
    if BUG == "dict-headers":
        headers = dict(resp.getheaders())
        return headers["Content-Type"].split(";")[0].strip().lower()  # KeyError: a 502
    return resp.headers.get_content_type()


def exchange(conn, method, path, body):
    headers = {"Accept": "application/json", "Accept-Encoding": "gzip", "Authorization": f"Bearer {TOKEN}"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    conn.request(method, UPSTREAM_PATH + path, body=data, headers=headers)
    resp = conn.getresponse()
    if BUG == "content-length-required":
        raw = resp.read(int(resp.getheader("Content-Length")))  # TypeError without one: a 502
    else:
        raw = resp.read()
    if BUG != "gzip-unaware" and (resp.getheader("Content-Encoding") or "").strip().lower() == "gzip":
        raw = gzip.decompress(raw)
    return resp.status, media_type(resp), raw


def upstream(method, path, body=None):
    """One request to Human Plugin, never retried. Returns (status, raw body, parsed JSON or None)."""
    if BUG == "single-connection":
        with SHARED_LOCK:
            try:
                status, kind, raw = exchange(SHARED, method, path, body)
            except (TimeoutError, socket.timeout) as error:
                SHARED.close()
                raise Unavailable(str(error))
            except Exception:  # the vendor closed it, or anything else: not looked into
                return 502, b"", None
    else:
        conn = http.client.HTTPConnection(UPSTREAM.hostname, UPSTREAM.port or 80, timeout=UPSTREAM_TIMEOUT)
        try:
            status, kind, raw = exchange(conn, method, path, body)
        except OSError as error:  # a timeout, a refused, reset or closed connection
            raise Unavailable(str(error))
        except Exception:  # a broken HTTP answer, or one a bug cannot read
            return 502, b"", None
        finally:
            conn.close()
    if kind != "application/json":
        return status, raw, None
    try:
        return status, raw, json.loads(raw)
    except ValueError:
        return status, raw, None


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


def regex_process(raw):
    """BUG=regex-compact-json: the state as the compact text the stand-in writes shows it."""
    text = raw.decode("utf-8", "replace")
    if '"process"' not in text:
        return None
    state = re.search(r'"state":"([A-Z_]+)"', text)
    result = re.search(r'"result":"([A-Z_]+)"', text)
    if not state or not result:
        return {"state": "PROCESS_STATE_CREATED"}  # "not there yet"
    return {"state": state.group(1), "result": result.group(1)}


def non_empty_string(value):
    return value if isinstance(value, str) and value else None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "variety-python-backend/1"

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

    def error(self, status, message):
        self.answer(status, {"error": {"message": message}})

    def read_json(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            value = json.loads(raw) if raw else {}
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    def session_user(self):
        value = self.headers.get("Authorization", "")
        prefix = "Bearer session-"
        if value.startswith(prefix) and value[len(prefix):].strip():
            return value[len(prefix):].strip()
        return None

    def do_GET(self):
        path = urllib.parse.urlsplit(self.path).path
        if path == "/health":
            self.answer(200, {"status": "ok"})
        else:
            self.error(404, "not found")

    def do_POST(self):
        path = urllib.parse.urlsplit(self.path).path
        body = self.read_json()
        if path == PREFIX:
            user = self.session_user()
            if user is None:
                return self.error(401, "missing session")
            return self.start(body, user)
        parts = path[len(PREFIX) + 1:].split("/") if path.startswith(PREFIX + "/") else []
        if len(parts) == 2 and parts[0] and parts[1] == "complete":
            user = self.session_user()
            if user is None:
                return self.error(401, "missing session")
            return self.complete(urllib.parse.unquote(parts[0]), user)
        self.error(404, "not found")

    def start(self, body, user):
        number = non_empty_string((body or {}).get("documentNumber"))
        if number is None:
            return self.error(400, "documentNumber required")
        create = {
            "flow": "humantoken",
            "clientId": CLIENT_ID,
            "correlationId": f"order-{uuid.uuid4()}",
            "credential": {"type": non_empty_string(body.get("documentType")) or DEFAULT_DOCUMENT_TYPE, "value": number},
            "callbackUri": CALLBACK_URI,
        }
        try:
            status, raw, answer = upstream("POST", "/v1/processes", create)
        except Unavailable:
            return self.error(504, "human plugin unavailable")
        answer = answer if isinstance(answer, dict) else {}
        process_id, link = non_empty_string(answer.get("id")), non_empty_string(answer.get("link"))
        if BUG == "link-regex":
            found = re.search(rb'"link":"([^"]*)"', raw)
            link = found.group(1).decode().replace("\\/", "/") if found else None
        if BUG == "link-on-api-origin" and link is not None:
            parts = urllib.parse.urlsplit(link)
            link = BASE_URL + parts.path + (f"?{parts.query}" if parts.query else "") + (f"#{parts.fragment}" if parts.fragment else "")
        if BUG == "strict-keys" and set(answer) != {"id", "link"}:
            return self.error(502, "human plugin create failed")
        if BUG == "id-pattern" and not re.fullmatch(r"prc_[A-Za-z0-9]{17}", process_id or ""):
            return self.error(502, "human plugin create failed")
        if status != 201 or process_id is None or link is None:
            return self.error(502, "human plugin create failed")
        with OWNERS_LOCK:
            OWNERS[process_id] = user
        self.answer(201, {"data": {"capture": {"id": process_id, "link": link}}})

    def complete(self, process_id, user):
        with OWNERS_LOCK:
            owner = OWNERS.get(process_id)
        if owner != user:
            return self.error(404, "unknown capture")
        try:
            status, raw, answer = upstream("GET", "/v1/processes/" + urllib.parse.quote(process_id, safe=""))
        except Unavailable:
            return self.error(504, "human plugin unavailable")
        if BUG == "regex-compact-json":
            process = regex_process(raw)
        else:
            process = answer.get("process") if isinstance(answer, dict) else None
        outcome = outcome_of(process) if status == 200 and isinstance(process, dict) else None
        if outcome is None:
            return self.error(502, "human plugin read failed")
        self.answer(200, {"data": {"capture": {"id": process_id}, "result": {"status": outcome}}})


def main():
    server = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
    server.daemon_threads = True
    print(f"variety python back-end listening on http://127.0.0.1:{server.server_port} (Human Plugin {BASE_URL}, bug: {BUG or 'none'})", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
