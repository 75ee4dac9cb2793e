#!/usr/bin/env python3
"""A hostile back-end for the kit's end-to-end tests (standard library only, raw sockets).

It answers "/" and the ready path (/health) normally and every other request by misbehaving, as chosen by
HOSTILE_MODE:
  huge-length      a 1 GiB Content-Length, then the body streamed until the kit goes away
  endless-chunked  a chunked body that never ends
  endless-interim  `102 Processing` interim answers, forever
Environment: PORT. Extra arguments are ignored (tests put a marker there to find the process).
"""
import os
import socket
import threading

PORT = int(os.environ.get("PORT", "8080"))
MODE = os.environ.get("HOSTILE_MODE", "huge-length")
MEGABYTE = b"0" * (1 << 20)


def read_request(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None
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
    return lines[0].split(" ")[1] if " " in lines[0] else "/"


def misbehave(conn):
    if MODE == "huge-length":
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n")
        for _ in range(1024):
            conn.sendall(MEGABYTE)
    elif MODE == "endless-chunked":
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
        chunk = b"%x\r\n" % len(MEGABYTE) + MEGABYTE + b"\r\n"
        while True:
            conn.sendall(chunk)
    elif MODE == "endless-interim":
        while True:
            conn.sendall(b"HTTP/1.1 102 Processing\r\n\r\n" * 64)


def serve(conn):
    try:
        while True:
            path = read_request(conn)
            if path is None:
                return
            if path == "/" or path.startswith("/health"):
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"ok\":true}")
                continue
            misbehave(conn)
            return
    except OSError:
        pass
    finally:
        conn.close()


def main():
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", PORT))
    listener.listen(128)
    print(f"hostile back-end ({MODE}) listening on {PORT}", flush=True)
    while True:
        conn, _ = listener.accept()
        threading.Thread(target=serve, args=(conn,), daemon=True).start()


if __name__ == "__main__":
    main()
