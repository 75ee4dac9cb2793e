#!/usr/bin/env python3
"""An HTTP CONNECT proxy for probe's tests: `connect_proxy.py LOG` listens on a free loopback port,
prints {"port": N}, appends each CONNECT target to LOG and tunnels the bytes both ways."""
import json, socket, sys, threading

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
        for s in (source, target):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

def serve(client, log):
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = client.recv(4096)
        if not chunk:
            return client.close()
        head += chunk
    line = head.split(b"\r\n", 1)[0].decode("latin-1")
    method, target = line.split(" ")[0:2]
    with open(log, "a") as f:
        f.write(f"{method} {target}\n")
    if method != "CONNECT":
        client.sendall(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
        return client.close()
    host, port = target.rsplit(":", 1)
    upstream = socket.create_connection((host, int(port)), timeout=10)
    client.sendall(b"HTTP/1.1 200 Connection Established\r\n\r\n")
    threading.Thread(target=pipe, args=(client, upstream), daemon=True).start()
    pipe(upstream, client)

def main():
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    print(json.dumps({"port": server.getsockname()[1]}), flush=True)
    while True:
        client, _ = server.accept()
        threading.Thread(target=serve, args=(client, sys.argv[1]), daemon=True).start()

main()
