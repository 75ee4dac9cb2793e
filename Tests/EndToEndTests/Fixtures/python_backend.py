#!/usr/bin/env python3
"""An integrator back-end for the Human Plugin iOS capture, standard library only.

Its API is deliberately shaped differently from the Swift example back-end, so that the kit's
configuration (paths, headers, JSON pointers) is exercised:

    GET  /health                                  -> 200 {"status": "ok"}
    POST /api/v2/identity/captures                -> 201 {"data": {"capture": {"id", "link"}}}
         Authorization: Bearer session-<user>
         {"documentNumber": "...", "documentType": "..."}
    POST /api/v2/identity/captures/<id>/complete  -> 200 {"data": {"capture": {"id"}, "result": {"status"}}}
         Authorization: Bearer session-<user>

Environment: HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, PORT, and optionally HUMAN_PLUGIN_CLIENT_ID
(default client-a), CALLBACK_URI (default com.example.capture://callback) and FAULT, a
comma-separated list of rules to break on purpose:

    trust-app-claim          answers "approved" when the app claims "success", without reading
    no-ownership-check       reads any id it is given, for anyone
    constant-correlation-id  sends correlationId "order-1001" for every capture
    retry-on-hang            sends a create Human Plugin did not answer in time once more
    log-document-number      prints each document number it is sent (HP-LOG-NO-SECRETS, a warning)
    shared-request-state     keeps the start's document number in a module-level variable while it
                             waits 0.2 s, so starts at once cross (HP-CREATE-CREDENTIAL-FIDELITY)
    layout-read              reads the read's state and result with a pattern over its bytes as the
                             stand-in lays them out ("state":"..." with no space), not as JSON: right
                             against the stand-in, wrong against a vendor that writes JSON otherwise
    encoded-correlation-id   derives correlationId from the document number, base64url-encoded
                             ("order-" + its encoding: stable per document, and no digits in sight)
    log-encoded-number       prints each document number base64-encoded ("masked") (HP-LOG-NO-SECRETS)
    partial-read-kept        reads a read answer cut short as far as it arrived (http.client's
                             IncompleteRead caught and its partial body searched for the state)

and STYLE, a comma-separated list of correct ways other than this file's own:

    tolerant-read            reads the state from "process", or from the top level when it is missing
    failed-as-error          reports the failed state, and a read that could not be made, as the
                             outcome "error" (the configuration says outcomes.failed: "error")
    outcome-header           "complete" answers the outcome only in its X-Verification-Outcome
                             header (the body holds the capture id alone: ended.outcomeHeader)
    outcome-status           "complete" answers the outcome only in its status code: approved 200,
                             pending 202, rejected 203, failed 207, expired 208 (ended.outcomeStatus)

Further knobs, each correct: DOCUMENT_TYPES (the only document types taken, others refused with
422), STORE (owners kept in SQLite with the process id as a unique key, across runs) and WIDE_KEYS
(N extra keys in every answer to the app, a hostile width).
"""

import base64
import http.client
import json
import os
import re
import socket
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BASE_URL = os.environ.get("HUMAN_PLUGIN_BASE_URL", "http://127.0.0.1:8099").rstrip("/")
TOKEN = os.environ.get("HUMAN_PLUGIN_TOKEN", "")
CLIENT_ID = os.environ.get("HUMAN_PLUGIN_CLIENT_ID", "client-a")
CALLBACK_URI = os.environ.get("CALLBACK_URI", "com.example.capture://callback")
DEFAULT_DOCUMENT_TYPE = "DUI_TYPE_NG_BVN"
PORT = int(os.environ.get("PORT", "8080"))
FAULTS = {f.strip() for f in os.environ.get("FAULT", "").split(",") if f.strip()}
STYLES = {f.strip() for f in os.environ.get("STYLE", "").split(",") if f.strip()}
UPSTREAM_TIMEOUT = 1.0
# WIDE_KEYS=N: every JSON answer to the app but the ready probe's also carries N extra keys ("wide" answers, a hostile
# fixture for the kit's memory and report bounds; the answer stays correct).
WIDE_KEYS = int(os.environ.get("WIDE_KEYS", "0") or "0")
WIDE_TEXT = ("," + ",".join('"k%d":0' % i for i in range(WIDE_KEYS))) if WIDE_KEYS else ""
PREFIX = "/api/v2/identity/captures"

KNOWN_FAULTS = {
    "trust-app-claim", "no-ownership-check", "constant-correlation-id", "retry-on-hang", "log-document-number",
    "shared-request-state", "layout-read", "encoded-correlation-id", "log-encoded-number", "partial-read-kept",
}
SHARED = {}
for fault in FAULTS - KNOWN_FAULTS:
    sys.exit(f"unknown FAULT '{fault}' (known: {', '.join(sorted(KNOWN_FAULTS))})")
KNOWN_STYLES = {"tolerant-read", "failed-as-error", "outcome-header", "outcome-status"}
OUTCOME_STATUS = {"approved": 200, "pending": 202, "rejected": 203, "failed": 207, "expired": 208}
for style in STYLES - KNOWN_STYLES:
    sys.exit(f"unknown STYLE '{style}' (known: {', '.join(sorted(KNOWN_STYLES))})")

# Human Plugin id -> app user that started the capture.
OWNERS = {}
OWNERS_LOCK = threading.Lock()
# STORE=path: keep the owners in SQLite as a real store would, with Human Plugin's process id as a
# unique key, kept across runs: an id issued twice (two runs sharing ids) is refused with 500.
STORE = os.environ.get("STORE", "")
if STORE:
    import sqlite3

    DATABASE = sqlite3.connect(STORE, check_same_thread=False)
    DATABASE.execute("CREATE TABLE IF NOT EXISTS captures (process_id TEXT PRIMARY KEY, owner TEXT NOT NULL)")
    DATABASE.commit()


def remember_owner(process_id, user):
    """False when the store already holds `process_id` (its unique key)."""
    with OWNERS_LOCK:
        if not STORE:
            OWNERS[process_id] = user
            return True
        try:
            DATABASE.execute("INSERT INTO captures (process_id, owner) VALUES (?, ?)", (process_id, user))
            DATABASE.commit()
            return True
        except sqlite3.IntegrityError:
            return False


def owner_of(process_id):
    with OWNERS_LOCK:
        if not STORE:
            return OWNERS.get(process_id)
        row = DATABASE.execute("SELECT owner FROM captures WHERE process_id = ?", (process_id,)).fetchone()
        return row[0] if row else None


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """Human Plugin answers are taken as they come: a redirect is an answer, not a hop."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


class Unavailable(Exception):
    """Human Plugin did not answer in time, or could not be reached."""


def upstream(method, path, body=None):
    """One request to Human Plugin, never retried. Returns (status, parsed JSON or None)."""
    headers = {"Accept": "application/json", "Authorization": f"Bearer {TOKEN}"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(BASE_URL + path, data=data, method=method, headers=headers)
    try:
        with OPENER.open(request, timeout=UPSTREAM_TIMEOUT) as response:
            try:
                status, raw = response.status, response.read()
            except http.client.IncompleteRead as error:
                if "partial-read-kept" not in FAULTS:
                    raise
                # "Robust" reading: what arrived of a broken answer is read as far as it goes.
                status, raw = response.status, error.partial
                text = raw.decode("utf-8", "replace")
                state, result = re.search(r'"state":"([A-Z_]+)"', text), re.search(r'"result":"([A-Z_]+)"', text)
                return status, ({"process": {"state": state.group(1), "result": result.group(1)}} if state and result else None)
    except urllib.error.HTTPError as error:
        status, raw = error.code, b""
    except (TimeoutError, socket.timeout, ConnectionError) as error:
        raise Unavailable(str(error))
    except urllib.error.URLError as error:
        if isinstance(error.reason, (TimeoutError, socket.timeout, ConnectionError, OSError)):
            raise Unavailable(str(error.reason))
        return 502, None
    except Exception:  # a broken HTTP answer
        return 502, None
    if "layout-read" in FAULTS and method == "GET":
        text = raw.decode("utf-8", "replace")
        state, result = re.search(r'"state":"([A-Z_]+)"', text), re.search(r'"result":"([A-Z_]+)"', text)
        return status, ({"process": {"state": state.group(1), "result": result.group(1)}} if state and result else None)
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
        return "error" if "failed-as-error" in STYLES else "failed"
    if state == "PROCESS_STATE_CREATED":
        return "pending"
    return None


def non_empty_string(value):
    return value if isinstance(value, str) and value else None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "python-backend/1"

    def log_message(self, format, *args):
        sys.stdout.write("%s %s\n" % (self.command, format % args))
        sys.stdout.flush()

    def answer(self, status, body, headers=None, wide=True):
        text = json.dumps(body)
        if wide and WIDE_TEXT and text.startswith("{") and len(text) > 2:
            text = text[:-1] + WIDE_TEXT + "}"
        data = text.encode()
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
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
            self.answer(200, {"status": "ok"}, wide=False)
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
            return self.complete(urllib.parse.unquote(parts[0]), body or {}, user)
        self.error(404, "not found")

    def start(self, body, user):
        number = non_empty_string((body or {}).get("documentNumber"))
        if number is None:
            return self.error(400, "documentNumber required")
        # DOCUMENT_TYPES=A,B: the only document types this back-end takes (a partner's product may
        # support fewer than the contract lists); another is refused with 422.
        supported = [t.strip() for t in os.environ.get("DOCUMENT_TYPES", "").split(",") if t.strip()]
        asked = non_empty_string(body.get("documentType")) or DEFAULT_DOCUMENT_TYPE
        if supported and asked not in supported:
            return self.error(422, f"unsupported document type {asked}")
        if "log-document-number" in FAULTS:
            print(f"start capture for user {user}: documentNumber={number}", flush=True)
        if "log-encoded-number" in FAULTS:
            masked = base64.b64encode(number.encode()).decode()
            print(f"start capture for user {user}: document={masked}", flush=True)
        if "shared-request-state" in FAULTS:
            # The request's state in a field every request shares: another start overwrites it meanwhile.
            SHARED["number"] = number
            time.sleep(0.2)
            number = SHARED["number"]
        correlation_id = "order-1001" if "constant-correlation-id" in FAULTS else f"order-{uuid.uuid4()}"
        if "encoded-correlation-id" in FAULTS:
            correlation_id = "order-" + base64.urlsafe_b64encode(number.encode()).decode().rstrip("=")
        create = {
            "flow": "humantoken",
            "clientId": CLIENT_ID,
            "correlationId": correlation_id,
            "credential": {"type": non_empty_string(body.get("documentType")) or DEFAULT_DOCUMENT_TYPE, "value": number},
            "callbackUri": CALLBACK_URI,
        }
        attempts = 2 if "retry-on-hang" in FAULTS else 1
        for attempt in range(1, attempts + 1):
            try:
                status, answer = upstream("POST", "/v1/processes", create)
                break
            except Unavailable:
                if attempt == attempts:
                    return self.error(504, "human plugin unavailable")
        answer = answer if isinstance(answer, dict) else {}
        process_id, link = non_empty_string(answer.get("id")), non_empty_string(answer.get("link"))
        if status != 201 or process_id is None or link is None:
            return self.error(502, "human plugin create failed")
        if not remember_owner(process_id, user):
            return self.error(500, "duplicate key: process id already stored")
        self.answer(201, {"data": {"capture": {"id": process_id, "link": link}}})

    def complete(self, process_id, body, user):
        if "no-ownership-check" not in FAULTS:
            owner = owner_of(process_id)
            if owner != user:
                return self.error(404, "unknown capture")
        if "trust-app-claim" in FAULTS and body.get("claim") == "success":
            return self.outcome(process_id, "approved")
        try:
            status, answer = upstream("GET", "/v1/processes/" + urllib.parse.quote(process_id, safe=""))
        except Unavailable:
            if "failed-as-error" in STYLES:
                return self.answer(200, {"data": {"capture": {"id": process_id}, "result": {"status": "error"}}})
            return self.error(504, "human plugin unavailable")
        process = answer.get("process") if isinstance(answer, dict) else None
        if process is None and "tolerant-read" in STYLES and isinstance(answer, dict):
            process = answer
        outcome = outcome_of(process) if status == 200 and isinstance(process, dict) else None
        if outcome is None:
            if "failed-as-error" in STYLES:
                return self.answer(200, {"data": {"capture": {"id": process_id}, "result": {"status": "error"}}})
            return self.error(502, "human plugin read failed")
        self.outcome(process_id, outcome)

    def outcome(self, process_id, outcome):
        """The answer to "complete": the outcome in the body, or where the STYLE puts it instead."""
        if "outcome-header" in STYLES:
            return self.answer(200, {"data": {"capture": {"id": process_id}}}, {"X-Verification-Outcome": outcome})
        if "outcome-status" in STYLES and outcome in OUTCOME_STATUS:
            return self.answer(OUTCOME_STATUS[outcome], {"data": {"capture": {"id": process_id}}})
        self.answer(200, {"data": {"capture": {"id": process_id}, "result": {"status": outcome}}})


def main():
    server = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
    server.daemon_threads = True
    faults = ", ".join(sorted(FAULTS)) or "none"
    styles = ", ".join(sorted(STYLES)) or "its own"
    print(f"python back-end listening on http://127.0.0.1:{server.server_port} (Human Plugin {BASE_URL}, faults: {faults}, style: {styles})", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
