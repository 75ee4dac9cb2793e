#!/usr/bin/env python3
"""Sends `hp-conformance serve` a create whose strings hold terminal control sequences and reports,
as JSON on stdout, whether any raw ESC reached its console output.

    serve_escape.py BINARY SPECS_DIR
"""
import json, os, re, select, socket, subprocess, sys, time

binary, specs = sys.argv[1], sys.argv[2]
TOKEN = "hp-escape-token-1234"
proc = subprocess.Popen([binary, "serve", "--port", "0", "--token", TOKEN, "--specs", specs, "--no-color"],
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
output = b""


def read_for(seconds, until=None):
    global output
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([proc.stdout], [], [], 0.1)
        if ready:
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                return
            output += chunk
            if until and re.search(until, output):
                return


try:
    read_for(20, rb"listening on http://127\.0\.0\.1:\d+")
    port = int(re.search(rb"listening on http://127\.0\.0\.1:(\d+)", output).group(1))
    hostile = "\x1b[2J\x1b]0;owned\x07\x1b]8;;http://evil.example\x1b\\click\x1b]8;;\x1b\\"
    body = json.dumps({"clientId": "sandbox" + hostile, "callbackUri": "bad" + hostile + "://cb",
                       "credential": {"type": "T" + hostile, "value": "12345678901"}}).encode()
    with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
        conn.sendall(b"POST /v1/processes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + TOKEN.encode()
                     + b"\r\nContent-Type: application/json\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
        conn.recv(65536)
    read_for(3)
finally:
    proc.terminate()
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        proc.kill()
text = output.decode("utf-8", "replace")
print(json.dumps({"raw_esc": "\x1b" in text, "marker": "\\u{1B}" in text, "lines": len(text.splitlines())}))
