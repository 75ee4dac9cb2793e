#!/usr/bin/env python3
"""Floods `hp-conformance serve` and reports its memory, as JSON on stdout.

    serve_flood.py BINARY SPECS_DIR --big-posts N --big-bytes B --creates M --correlation-bytes C [--connections K]
                   [--idle-connections I]

Starts the stand-in on a free port, sends N creates whose JSON body is padded to B bytes, then M creates
whose correlationId is C bytes long, over K keep-alive connections in parallel, and reads VmRSS and VmHWM
from /proc/PID/status before, between and after. With --idle-connections, it then opens I connections that
send nothing (as a keep-alive flood would), times one ordinary read while they are open, closes them, and
reads the thread count again 2 s later. The stand-in is stopped (SIGTERM, then SIGKILL) at the end.
Exit 0 with the figures; 1 when the stand-in did not answer or died.
"""
import argparse, http.client, json, os, resource, signal, socket, subprocess, sys, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("binary")
parser.add_argument("specs")
parser.add_argument("--big-posts", type=int, default=300)
parser.add_argument("--big-bytes", type=int, default=1_000_000)
parser.add_argument("--creates", type=int, default=1500)
parser.add_argument("--correlation-bytes", type=int, default=100_000)
parser.add_argument("--connections", type=int, default=4)
parser.add_argument("--idle-connections", type=int, default=0)
args = parser.parse_args()

TOKEN = "hp-flood-token"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def status(pid):
    values = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM", "Threads"):
                values[key] = int(rest.split()[0])
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return {"rss_mb": round(values.get("VmRSS", 0) / 1024, 1), "hwm_mb": round(values.get("VmHWM", 0) / 1024, 1),
            "threads": values.get("Threads", 0), "cpu_seconds": round(cpu, 2)}


port = free_port()
kit = subprocess.Popen([args.binary, "serve", "--port", str(port), "--token", TOKEN, "--no-color", "--specs", args.specs],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
try:
    deadline = time.time() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if time.time() > deadline or kit.poll() is not None:
                print(json.dumps({"error": "serve did not start", "stderr": kit.stderr.read().decode()[-500:]}))
                sys.exit(1)
            time.sleep(0.1)

    figures = {"start": status(kit.pid)}
    failures = []
    headers = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}

    def body(correlation, padding):
        doc = {"flow": "humantoken", "clientId": "client-a", "correlationId": correlation,
               "credential": {"type": "DUI_TYPE_NG_BVN", "value": "12345678901"}, "callbackUri": "com.example.capture://callback"}
        text = json.dumps(doc)
        if padding > len(text):
            doc["padding"] = "x" * (padding - len(text) - 14)
            text = json.dumps(doc)
        return text.encode()

    def send_many(count, make):
        def worker(indices):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            for i in indices:
                try:
                    conn.request("POST", "/v1/processes", body=make(i), headers=headers)
                    response = conn.getresponse()
                    response.read()
                    if response.status != 201:
                        failures.append(response.status)
                except Exception as error:  # noqa: BLE001 - any failure is reported
                    failures.append(str(error))
                    conn.close()
                    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            conn.close()
        threads = [threading.Thread(target=worker, args=(range(k, count, args.connections),)) for k in range(args.connections)]
        started = time.time()
        for t in threads: t.start()
        for t in threads: t.join()
        return round(time.time() - started, 2)

    big = body("order-big", args.big_bytes)
    figures["big_posts_seconds"] = send_many(args.big_posts, lambda i: big)
    figures["after_big_posts"] = status(kit.pid)
    figures["creates_seconds"] = send_many(args.creates, lambda i: body(f"{i:08d}" + "c" * (args.correlation_bytes - 8), 0))
    figures["after_creates"] = status(kit.pid)
    if args.idle_connections:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        idle, refused = [], 0
        started = time.time()
        # Leave descriptors for /proc reads and the ordinary request.
        figures["idle_connections"] = min(args.idle_connections, hard - 64)
        for _ in range(figures["idle_connections"]):
            try:
                idle.append(socket.create_connection(("127.0.0.1", port), timeout=5))
            except OSError:
                refused += 1
        figures["idle_open_seconds"] = round(time.time() - started, 2)
        figures["idle_connect_failures"] = refused
        time.sleep(1)
        figures["during_idle_flood"] = status(kit.pid)
        started = time.time()
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("POST", "/v1/processes", body=body("order-during-flood", 0), headers=headers)
            response = conn.getresponse()
            response.read()
            figures["request_during_flood"] = {"status": response.status, "seconds": round(time.time() - started, 3)}
            if response.status != 201:
                failures.append(f"during the flood: {response.status}")
            conn.close()
        except Exception as error:  # noqa: BLE001
            figures["request_during_flood"] = {"error": str(error), "seconds": round(time.time() - started, 3)}
            failures.append(f"during the flood: {error}")
        # How many of the idle connections the server closed (evicted or refused with 503).
        closed_by_server = 0
        for s in idle:
            s.setblocking(False)
            try:
                s.recv(1, socket.MSG_PEEK)  # end of stream, or the first byte of a 503
                closed_by_server += 1
            except BlockingIOError:
                pass
            except OSError:
                closed_by_server += 1
        figures["idle_closed_by_server"] = closed_by_server
        for s in idle:
            s.close()
        time.sleep(2)
        figures["after_idle_flood"] = status(kit.pid)
    figures["failures"] = len(failures)
    figures["first_failures"] = [str(f) for f in failures[:3]]
    figures["alive"] = kit.poll() is None
    print(json.dumps(figures))
    sys.exit(0 if figures["alive"] and not failures else 1)
finally:
    if kit.poll() is None:
        kit.send_signal(signal.SIGTERM)
        try:
            kit.wait(5)
        except subprocess.TimeoutExpired:
            kit.kill()
            kit.wait()
