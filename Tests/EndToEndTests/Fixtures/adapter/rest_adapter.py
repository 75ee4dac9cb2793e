#!/usr/bin/env python3
"""An hp-conformance app adapter (protocol 1, docs/ADAPTER.md) for the kit's example back-end.

It performs the app's calls exactly as the example's declarative configuration describes them
(specs/examples/example-backend.json), with the Python standard library only:
  start: POST /captures            X-App-User: {user}  {"documentType", "documentNumber"} -> /id, /link
  ended: POST /captures/{id}/ended X-App-User: {user}  {"claim"}                          -> /outcome
Each step runs on a thread of its own, so concurrent journeys interleave; replies go out as they
finish, one JSON object per line, matched by "id".

Environment: BACKEND_URL (else the hello's backendURL), REQUEST_SECONDS (the app's patience, 10).
"""
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse

NAME = "example-rest-adapter"
out_lock = threading.Lock()
base = {"url": os.environ.get("BACKEND_URL", "")}
timeout = float(os.environ.get("REQUEST_SECONDS", "10"))


def send(message):
    line = json.dumps(message, separators=(",", ":")) + "\n"
    with out_lock:
        sys.stdout.write(line)
        sys.stdout.flush()


def log(text):
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def call(method, path, user, body):
    """One HTTP call as the app makes it; returns the reported call and the parsed JSON answer."""
    parsed = urllib.parse.urlsplit(base["url"])
    target = parsed.path.rstrip("/") + path
    payload = json.dumps(body, separators=(",", ":"), sort_keys=True)
    headers = {"X-App-User": user, "Accept": "application/json", "Content-Type": "application/json"}
    request = {"method": method, "target": target, "headers": dict(headers), "body": payload}
    began = time.monotonic()
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port or 80, timeout=timeout)
    try:
        connection.request(method, target, body=payload.encode(), headers=headers)
        answer = connection.getresponse()
        data = answer.read()
    except Exception as error:  # no answer: timeout, refused connection...
        return {"request": request, "response": None, "error": str(error) or type(error).__name__,
                "elapsedMilliseconds": (time.monotonic() - began) * 1000}, None
    finally:
        connection.close()
    text = data.decode("utf-8", errors="replace")
    response = {"status": answer.status, "headers": {name: value for name, value in answer.getheaders()}, "body": text}
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    return {"request": request, "response": response, "elapsedMilliseconds": (time.monotonic() - began) * 1000}, value


def text_at(value, key):
    found = value.get(key) if isinstance(value, dict) else None
    return found if isinstance(found, str) else None


def perform(step):
    kind, user = step["step"], step["user"]
    if kind == "start":
        made, value = call("POST", "/captures", user,
                           {"documentType": step["documentType"], "documentNumber": step["documentNumber"]})
        return {"calls": [made], "processId": text_at(value, "id"), "link": text_at(value, "link")}
    if kind == "ended":
        path = "/captures/%s/ended" % urllib.parse.quote(step["processId"], safe="")
        made, value = call("POST", path, user, {"claim": step["claim"]})
        return {"calls": [made], "outcome": text_at(value, "outcome")}
    return {"failure": "this adapter performs no %r step" % kind}


def answer(step):
    try:
        reply = perform(step)
    except Exception as error:
        reply = {"failure": "%s: %s" % (type(error).__name__, error)}
    reply.update({"type": "reply", "id": step["id"]})
    send(reply)


def main():
    workers = []
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            base["url"] = base["url"] or message["backendURL"]
            log("hello: back-end at %s" % base["url"])
            send({"type": "hello", "protocol": 1, "name": NAME, "steps": ["start", "ended"]})
        elif message["type"] == "step":
            worker = threading.Thread(target=answer, args=(message,), daemon=True)
            worker.start()
            workers.append(worker)
            workers = [w for w in workers if w.is_alive()]
        elif message["type"] == "bye":
            break
    for worker in workers:
        worker.join(timeout=2)
    log("bye")


if __name__ == "__main__":
    main()
