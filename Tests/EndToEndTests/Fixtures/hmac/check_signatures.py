#!/usr/bin/env python3
"""Proves that the signing back-end (server.py) really requires the signature: unsigned, signed with
another user's key, signed over another body, or with a nonce already used, a call is answered 401;
signed right, it gets past the check (400 for a body without documentNumber). Exit 0 when all hold.
"""

import hashlib
import hmac
import http.client
import json
import os
import secrets
import socket
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
keys = {user: secrets.token_hex(16) for user in ("alice", "bob")}
with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
environment = dict(os.environ, PORT=str(port), HUMAN_PLUGIN_BASE_URL="http://127.0.0.1:9", HUMAN_PLUGIN_TOKEN="unused",
                   HMAC_SIGNING_KEYS=",".join(f"{user}={key}" for user, key in keys.items()))
server = subprocess.Popen([sys.executable, os.path.join(here, "server.py")], env=environment, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)


def post(body, user="alice", key=None, nonce=None, signed_body=None, sign=True):
    raw = json.dumps(body)
    headers = {"X-User": user, "Content-Type": "application/json"}
    if sign:
        headers["X-Nonce"] = nonce or secrets.token_hex(16)
        message = f"POST\n/v1/captures\n{raw if signed_body is None else signed_body}".encode()
        headers["X-Signature"] = hmac.new((key or keys[user]).encode(), message, hashlib.sha256).hexdigest()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("POST", "/v1/captures", body=raw.encode(), headers=headers)
        return connection.getresponse().status
    finally:
        connection.close()


try:
    for _ in range(100):
        try:
            http.client.HTTPConnection("127.0.0.1", port, timeout=1).request("GET", "/health")
            break
        except OSError:
            time.sleep(0.1)
    nonce = secrets.token_hex(16)
    cases = {
        "signed right (past the check: 400 for the empty body)": (post({}, nonce=nonce), 400),
        "the same nonce again": (post({}, nonce=nonce), 401),
        "unsigned": (post({}, sign=False), 401),
        "signed with bob's key as alice": (post({}, key=keys["bob"]), 401),
        "signed over another body": (post({}, signed_body='{"documentNumber":"X1"}'), 401),
        "an unknown user": (post({}, user="mallory", key=keys["alice"]), 401),
    }
    failed = 0
    for name, (status, expected) in cases.items():
        ok = status == expected
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {status} (expected {expected})")
    sys.exit(1 if failed else 0)
finally:
    server.kill()
    server.wait(timeout=5)
