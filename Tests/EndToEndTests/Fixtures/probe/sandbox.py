#!/usr/bin/env python3
"""A stand-in for the vendor's sandbox over real HTTPS, for `hp-conformance probe`'s tests.

    sandbox.py DIR MODE CERT

Makes a CA and a server certificate with openssl in DIR (CERT: good, wrong-host, expired,
self-signed), serves HTTPS on a free loopback port, and prints one JSON line:
{"port": N, "ca": "DIR/ca.pem"}. Every request that reaches it (after TLS) is appended to
DIR/requests.jsonl. MODE says how it answers:

  conformant        as specs/contract.json says
  drift-statuses    403 for a wrong token and for an unknown id
  drift-shapes      errors as {"message": ...}; the read's state at the top level, no "process"
  drift-forms       an id with a space and a slash, a link in the app's scheme, text/json answers
  drift-lifecycle   a new process already reads FINISHED / OK (a sandbox that completes itself)
  refuse-token      every call answered 401 (the partner's token is not one it takes)
  never-answers     accepts the connection and the request, then says nothing
  redirect-http     every call answered 301 to http://
"""
import json, os, ssl, subprocess, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TOKEN = "probe-sandbox-token-5Qx9"


def openssl(*args, cwd):
    subprocess.run(["openssl", *args], cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make_certificates(directory, kind):
    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"]
    openssl("req", "-x509", *ec, "-keyout", "ca.key", "-out", "ca.pem", "-subj", "/CN=Probe Test CA", "-days", "2",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign", cwd=directory)
    if kind == "self-signed":
        openssl("req", "-x509", *ec, "-keyout", "server.key", "-out", "server.pem", "-subj", "/CN=localhost", "-days", "2",
                "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", cwd=directory)
        return
    openssl("req", *ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=server", cwd=directory)
    os.makedirs(os.path.join(directory, "db"), exist_ok=True)
    open(os.path.join(directory, "db", "index"), "w").close()
    with open(os.path.join(directory, "db", "serial"), "w") as f:
        f.write("01\n")
    names = "DNS:other.example" if kind == "wrong-host" else "DNS:localhost,IP:127.0.0.1"
    with open(os.path.join(directory, "ca.cnf"), "w") as f:
        f.write("[ca]\ndefault_ca = c\n[c]\ndatabase = db/index\nnew_certs_dir = db\nserial = db/serial\n"
                "default_md = sha256\npolicy = p\nx509_extensions = ext\nunique_subject = no\n"
                "[p]\ncommonName = supplied\n[ext]\nsubjectAltName = " + names + "\n"
                "extendedKeyUsage = serverAuth\n")
    dates = ["-startdate", "20200101000000Z", "-enddate", "20200201000000Z"] if kind == "expired" else ["-days", "2"]
    openssl("ca", "-batch", "-config", "ca.cnf", "-cert", "ca.pem", "-keyfile", "ca.key", "-in", "server.csr",
            "-out", "server.pem", "-notext", *dates, cwd=directory)


def main():
    directory, mode, kind = sys.argv[1], sys.argv[2], sys.argv[3]
    make_certificates(directory, kind)
    log_path = os.path.join(directory, "requests.jsonl")
    processes = {}
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def answer(self, status, body, content_type="application/json", extra=()):
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            for name, value in extra:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def error(self, status, code, description):
            if mode == "drift-shapes":
                return self.answer(status, {"message": description})
            extra = [("WWW-Authenticate", "Bearer")] if status == 401 else []
            self.answer(status, {"error": {"code": code, "description": description}}, extra=extra)

        def record(self, body):
            with lock, open(log_path, "a") as f:
                f.write(json.dumps({"method": self.command, "path": self.path,
                                    "authorization": self.headers.get("Authorization", ""),
                                    "body": body.decode("utf-8", "replace")}) + "\n")

        def authorized(self):
            return self.headers.get("Authorization") == "Bearer " + TOKEN

        def handle_call(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            self.record(body)
            if mode == "never-answers":
                time.sleep(60)
                return
            if mode == "redirect-http":
                return self.answer(301, b"", "text/plain", [("Location", "http://127.0.0.1:1/v1/processes")])
            if mode == "refuse-token" or not self.authorized():
                status = 403 if mode == "drift-statuses" else 401
                return self.error(status, "UNAUTHENTICATED", "missing or invalid access token")
            json_type = "text/json" if mode == "drift-forms" else "application/json"
            if self.command == "POST" and self.path == "/v1/processes":
                try:
                    request = json.loads(body)
                except ValueError:
                    return self.error(400, "INVALID_ARGUMENT", "the body is not JSON")
                with lock:
                    number = len(processes) + 1
                    pid = "process %d/x" % number if mode == "drift-forms" else "prc_Sandbox%04d" % number
                    processes[pid] = request
                link = "myapp://capture/%d" % number if mode == "drift-forms" else "https://capture.sandbox.test/c/%d?s=a1" % number
                return self.answer(201, {"id": pid, "link": link}, json_type)
            if self.command == "GET" and self.path.startswith("/v1/processes/"):
                pid = self.path[len("/v1/processes/"):]
                with lock:
                    request = processes.get(pid)
                if request is None:
                    status = 403 if mode == "drift-statuses" else 404
                    return self.error(status, "NOT_FOUND", "process not found")
                state, result = ("PROCESS_STATE_CREATED", "PROCESS_RESULT_UNSPECIFIED")
                if mode == "drift-lifecycle":
                    state, result = ("PROCESS_STATE_FINISHED", "PROCESS_RESULT_OK")
                process = {"id": pid, "flow": request.get("flow"), "correlationId": request.get("correlationId"),
                           "state": state, "result": result}
                return self.answer(200, process if mode == "drift-shapes" else {"process": process}, json_type)
            return self.error(404, "NOT_FOUND", "no such route")

        do_GET = handle_call
        do_POST = handle_call

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(os.path.join(directory, "server.pem"), os.path.join(directory, "server.key"))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(json.dumps({"port": server.server_address[1], "ca": os.path.join(directory, "ca.pem")}), flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
