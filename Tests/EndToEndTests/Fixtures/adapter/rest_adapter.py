#!/usr/bin/env python3
"""An hp-conformance app adapter (protocol 1, docs/ADAPTER.md) for the kit's example back-end.

It performs the app's calls exactly as the example's declarative configuration describes them
(specs/examples/example-backend.json), with the Python standard library only:
  start: POST /captures            X-App-User: {user}  {"documentType", "documentNumber"} -> /id, /link
  ended: POST /captures/{id}/ended X-App-User: {user}  {"claim"}                          -> /outcome
Each step runs on a thread of its own, so concurrent journeys interleave; replies go out as they
finish, one JSON object per line, matched by "id".

With RESULT_PATH it also performs "result" steps (GET, the outcome at RESULT_FIELD), for the
example back-end's async-poll API shape (example-backend --api async-poll).

With LOGIN_PATH it also performs "login" steps, for the example back-end's login-bearer shape
(example-backend --api login-bearer): POST LOGIN_PATH, a form with username and APP_PASSWORD,
answers {"access_token"}; the user's later calls send it as a bearer token, and the reply names it
in "secrets". A refused login is reported as it is (its calls, "loggedIn": false): the back-end's
answer, not the adapter's failure.

Environment: BACKEND_URL (else the hello's backendURL), REQUEST_SECONDS (the app's patience, 10),
START_PATH (/captures), ENDED_PATH (/captures/{id}/ended), RESULT_PATH (none), RESULT_FIELD
(status), APP_TOKEN (none: sent as a bearer token and reported as a secret; LOG_TOKEN=1 also
writes it to standard error, to show adapter.log is redacted), LOGIN_PATH (none), APP_PASSWORD.
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
start_path = os.environ.get("START_PATH", "/captures")
ended_path = os.environ.get("ENDED_PATH", "/captures/{id}/ended")
result_path = os.environ.get("RESULT_PATH")
result_field = os.environ.get("RESULT_FIELD", "status")
token = os.environ.get("APP_TOKEN")
login_path = os.environ.get("LOGIN_PATH")
password = os.environ.get("APP_PASSWORD", "")
sessions = {}  # app user -> the access token its login gave it


def send(message):
    line = json.dumps(message, separators=(",", ":")) + "\n"
    with out_lock:
        sys.stdout.write(line)
        sys.stdout.flush()


def log(text):
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def call(method, path, user, body, form=None):
    """One HTTP call as the app makes it; returns the reported call and the parsed JSON answer."""
    parsed = urllib.parse.urlsplit(base["url"])
    target = parsed.path.rstrip("/") + path
    headers = {"X-App-User": user, "Accept": "application/json"}
    if form is not None:
        payload = urllib.parse.urlencode(form)
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    else:
        payload = "" if body is None else json.dumps(body, separators=(",", ":"), sort_keys=True)
        if body is not None:
            headers["Content-Type"] = "application/json"
    bearer = sessions.get(user) or token
    if bearer:
        headers["Authorization"] = "Bearer " + bearer
    request = {"method": method, "target": target, "headers": dict(headers), "body": payload}
    began = time.monotonic()
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port or 80, timeout=timeout)
    try:
        connection.request(method, target, body=payload.encode() if body is not None or form is not None else None, headers=headers)
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


def with_id(path, step):
    return path.replace("{id}", urllib.parse.quote(step["processId"], safe=""))


def perform(step):
    kind, user = step["step"], step["user"]
    if kind == "login" and login_path:
        made, value = call("POST", login_path, user, None, form={"username": user, "password": password})
        access = text_at(value, "access_token")
        if access:
            sessions[user] = access
        granted = made["response"] is not None and made["response"]["status"] == 200 and access is not None
        return {"calls": [made], "loggedIn": granted, "secrets": [access] if access else []}
    if kind == "start":
        made, value = call("POST", start_path, user,
                           {"documentType": step["documentType"], "documentNumber": step["documentNumber"]})
        return {"calls": [made], "processId": text_at(value, "id"), "link": text_at(value, "link")}
    if kind == "ended":
        made, value = call("POST", with_id(ended_path, step), user, {"claim": step["claim"]})
        return {"calls": [made], "outcome": text_at(value, "outcome")}
    if kind == "result" and result_path:
        made, value = call("GET", with_id(result_path, step), user, None)
        return {"calls": [made], "outcome": text_at(value, result_field)}
    return {"failure": "this adapter performs no %r step" % kind}


def answer(step):
    try:
        reply = perform(step)
    except Exception as error:
        reply = {"failure": "%s: %s" % (type(error).__name__, error)}
    reply.update({"type": "reply", "id": step["id"]})
    if token:
        reply["secrets"] = reply.get("secrets", []) + [token]
    send(reply)


def main():
    workers = []
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            base["url"] = base["url"] or message["backendURL"]
            log("hello: back-end at %s" % base["url"])
            if token and os.environ.get("LOG_TOKEN") == "1":
                log("using token %s" % token)
            steps = (["login"] if login_path else []) + ["start", "ended"] + (["result"] if result_path else [])
            send({"type": "hello", "protocol": 1, "name": NAME, "steps": steps})
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
