#!/usr/bin/env python3
"""A back-end that answers within every read bound but makes what follows the read expensive
(standard library only, raw sockets), for the kit's end-to-end tests and scripts/bench/bounds.sh.

"/" answers 200 unless the mode is about readiness; "/health" is the ready path. Every other
request gets what BOUNDS_MODE chooses:
  big-answers       200 with a JSON body just under 4 MiB
  varied-answers    the same, each answer different (a counter at its start)
  many-keys         200 with a JSON object of 330,000 keys
  big-token         POST /api/login: {"access_token": <BOUNDS_BYTES bytes, one per user>}; others 404
  rotating-cookies  every answer sets 4 fresh cookies of 4 KB each; login 200 {}; others 404
  many-cookies      POST /api/login answers 10,000 Set-Cookie fields
  http09            a bare body, no status line (HTTP/0.9)
  http2             the HTTP/2 server preface (a SETTINGS frame)
  ready-stall       /health never answers
  ready-flood       /health answers an endless head
  ready-huge        /health answers a 1 GiB body
  log-flood         prints 2 MiB to standard output, then answers 404
Environment: PORT, BOUNDS_MODE, BOUNDS_BYTES (big-token, default 50000). Extra arguments are
ignored (tests put a marker there to find the process).
"""
import json
import os
import random
import socket
import string
import sys
import threading
import time

PORT = int(os.environ.get("PORT", "8080"))
MODE = os.environ.get("BOUNDS_MODE", "big-answers")
BYTES = int(os.environ.get("BOUNDS_BYTES", "50000"))
ALPHABET = string.ascii_letters + string.digits + "-_"


def random_text(length):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def read_request(conn, buffered):
    data = buffered
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None, b""
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        rest += chunk
    parts = lines[0].split(" ")
    return (parts[0], parts[1] if len(parts) > 1 else "/"), rest[length:]


def answer(conn, status, body=b"", headers=()):
    head = "HTTP/1.1 %d X\r\nContent-Type: application/json\r\nContent-Length: %d\r\n" % (status, len(body))
    for name, value in headers:
        head += "%s: %s\r\n" % (name, value)
    conn.sendall(head.encode() + b"\r\n" + body)


def big_answer():
    pad = (4 << 20) - 4096
    return b'{"data":{"capture":{"id":"x","link":"http://127.0.0.1/x"}},"pad":"' + b"a" * pad + b'"}'


def many_keys():
    return ("{" + ",".join('"k%d":%d' % (i, i) for i in range(330000)) + "}").encode()


BIG = None
KEYS = None
LOCK = threading.Lock()
COUNTER = [0]


def ready(conn):
    if MODE == "ready-stall":
        time.sleep(3600)
    elif MODE == "ready-flood":
        conn.sendall(b"HTTP/1.1 200 OK\r\n")
        while True:
            conn.sendall(b"X-Flood: " + b"f" * 1000 + b"\r\n")
    elif MODE == "ready-huge":
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 1073741824\r\n\r\n")
        block = b"0" * (1 << 20)
        for _ in range(1024):
            conn.sendall(block)
    else:
        answer(conn, 200, b'{"ok":true}')


def hostile(conn, method, path):
    global BIG, KEYS
    if MODE == "big-answers":
        BIG = BIG or big_answer()
        answer(conn, 200, BIG)
    elif MODE == "varied-answers":
        BIG = BIG or big_answer()
        with LOCK:
            COUNTER[0] += 1
            n = COUNTER[0]
        answer(conn, 200, b'{"n":%d,' % n + BIG[1:])
    elif MODE == "many-keys":
        KEYS = KEYS or many_keys()
        answer(conn, 200, KEYS)
    elif MODE == "big-token":
        if path.startswith("/api/login"):
            answer(conn, 200, json.dumps({"access_token": random_text(BYTES)}).encode())
        else:
            answer(conn, 404, b'{"error":"not found"}')
    elif MODE == "rotating-cookies":
        cookies = [("Set-Cookie", "c%d=%s; Path=/" % (n, random_text(4000))) for n in range(4)]
        answer(conn, 200 if path.startswith("/api/login") else 404, b"{}", cookies)
    elif MODE == "many-cookies":
        cookies = [("Set-Cookie", "c%d=v%d" % (n, n)) for n in range(10000)]
        answer(conn, 200, b"{}", cookies)
    elif MODE == "http09":
        conn.sendall(b'{"data":{"capture":{"id":"x"}}}')
        return False
    elif MODE == "http2":
        conn.sendall(b"\x00\x00\x00\x04\x00\x00\x00\x00\x00")
        time.sleep(1)
        return False
    else:
        answer(conn, 404, b'{"error":"not found"}')
    return True


def serve(conn):
    buffered = b""
    try:
        while True:
            request, buffered = read_request(conn, buffered)
            if request is None:
                return
            method, path = request
            if path == "/" and not MODE.startswith("ready-"):
                answer(conn, 200, b'{"ok":true}')
            elif path == "/" or path.startswith("/health"):
                ready(conn)
            elif not hostile(conn, method, path):
                return
    except OSError:
        pass
    finally:
        conn.close()


def main():
    if MODE == "log-flood":
        line = "log line " + "l" * 1000 + "\n"
        for _ in range(2048):
            sys.stdout.write(line)
        sys.stdout.flush()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", PORT))
    listener.listen(128)
    print(f"bounds back-end ({MODE}) listening on {PORT}", flush=True)
    while True:
        conn, _ = listener.accept()
        threading.Thread(target=serve, args=(conn,), daemon=True).start()


if __name__ == "__main__":
    main()
