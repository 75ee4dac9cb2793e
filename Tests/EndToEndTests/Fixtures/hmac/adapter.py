#!/usr/bin/env python3
"""The app adapter for the signing back-end (server.py): each call of the app carries `X-User`, a fresh
`X-Nonce` and `X-Signature: hex(HMAC-SHA256(user key, method + "\\n" + path + "\\n" + body))`, signed
with the user's own key from HMAC_SIGNING_KEYS (`alice=<key>,...`). Speaks the kit's app adapter
protocol, version 1 (docs/ADAPTER.md), on standard input and output, one thread per step; the
user's key is reported in `secrets` so that the kit redacts it everywhere. Its back-end has no
login (the key is the user's credential), so its hello lists no "login" step.

`--no-sign` sends the same calls without signature headers: the back-end must refuse them.
LOG_KEYS=1 logs each key it signs with (to show the kit redacts what `secrets` names).
Every call has a deadline of DEADLINE_SECONDS (default 5); a call cut by it has no response.
"""

import hashlib
import hmac
import http.client
import json
import signal
import os
import secrets
import sys
import threading
import time
import urllib.parse

NAME = "hmac-signing-adapter"
SIGN = "--no-sign" not in sys.argv[1:]
LOG_KEYS = os.environ.get("LOG_KEYS") == "1"  # a careless debug log: the kit must redact the keys in adapter.log
DEADLINE = float(os.environ.get("DEADLINE_SECONDS", "5"))
OUTPUT_LOCK = threading.Lock()
KEYS = {}
for entry in os.environ.get("HMAC_SIGNING_KEYS", "").split(","):
    user, _, key = entry.partition("=")
    if user.strip() and key.strip():
        KEYS[user.strip()] = key.strip()


def log(text):
    sys.stderr.write(f"{NAME}: {text}\n")
    sys.stderr.flush()


def send(message):
    line = json.dumps(message, separators=(",", ":")) + "\n"
    with OUTPUT_LOCK:
        sys.stdout.write(line)
        sys.stdout.flush()


def call(backend, user, method, path, body, calls):
    """One signed HTTP call, recorded in `calls`; returns (status, parsed JSON or None)."""
    raw = json.dumps(body, separators=(",", ":")) if body is not None else ""
    headers = {"X-User": user, "Accept": "application/json"}
    if body is not None:
        headers["Content-Type"] = "application/json"
    if SIGN:
        headers["X-Nonce"] = secrets.token_hex(16)
        message = f"{method}\n{path}\n{raw}".encode()
        headers["X-Signature"] = hmac.new(KEYS[user].encode(), message, hashlib.sha256).hexdigest()
    record = {"request": {"method": method, "target": path, "headers": dict(headers), "body": raw}}
    started = time.monotonic()
    status, parsed = None, None
    connection = http.client.HTTPConnection(backend.hostname, backend.port or 80, timeout=DEADLINE)
    try:
        connection.request(method, path, body=raw.encode() if body is not None else None, headers=headers)
        response = connection.getresponse()
        text = response.read().decode("utf-8", "replace")
        status = response.status
        record["response"] = {"status": status, "headers": {k.lower(): v for k, v in response.getheaders()}, "body": text}
        try:
            parsed = json.loads(text) if text else None
        except ValueError:
            parsed = None
    except TimeoutError:
        record["response"], record["error"] = None, "deadline exceeded"
    except OSError as error:
        record["response"], record["error"] = None, f"{type(error).__name__}: {error}"
    finally:
        connection.close()
    record["elapsedMilliseconds"] = round((time.monotonic() - started) * 1000, 1)
    calls.append(record)
    return status, parsed if isinstance(parsed, dict) else {}


def text(value):
    return value if isinstance(value, str) and value else None


def perform(backend, step):
    user = step.get("user", "")
    if user not in KEYS:
        return {"failure": f"no signing key for user '{user}' in HMAC_SIGNING_KEYS"}
    if LOG_KEYS:
        log(f"signing {step.get('step')} for {user} with key {KEYS[user]}")
    calls = []
    reply = {"calls": calls, "secrets": [KEYS[user]]}
    kind = step.get("step")
    quoted = urllib.parse.quote(step.get("processId", ""), safe="")
    if kind == "start":
        status, answer = call(backend, user, "POST", "/v1/captures",
                              {"documentNumber": step.get("documentNumber", ""), "documentType": step.get("documentType", "")}, calls)
        reply["processId"], reply["link"] = text(answer.get("processId")), text(answer.get("link"))
    elif kind == "ended":
        status, answer = call(backend, user, "POST", f"/v1/captures/{quoted}/ended", {"claim": step.get("claim", "")}, calls)
        reply["outcome"] = text(answer.get("outcome"))
    elif kind == "result":
        status, answer = call(backend, user, "GET", f"/v1/captures/{quoted}", None, calls)
        reply["outcome"] = text(answer.get("outcome"))
    else:
        return {"failure": f"unknown step '{kind}'"}
    return reply


def run_step(backend, step):
    try:
        reply = perform(backend, step)
    except Exception as error:  # the adapter's own trouble, never the back-end's answer
        reply = {"failure": f"{type(error).__name__}: {error}"}
    send({"type": "reply", "id": step.get("id"), **reply})


def main():
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    hello = json.loads(sys.stdin.readline() or "{}")
    if hello.get("type") != "hello" or hello.get("protocol") != 1:
        log(f"expected a protocol 1 hello, got {hello.get('type')!r}")
        return 2
    backend = urllib.parse.urlsplit(hello.get("backendURL", ""))
    log(f"back-end {backend.hostname}:{backend.port}, {'signing' if SIGN else 'NOT signing'} with {len(KEYS)} keys")
    send({"type": "hello", "protocol": 1, "name": NAME, "steps": ["start", "ended", "result"]})
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
            threading.Thread(target=run_step, args=(backend, message), daemon=True).start()
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
