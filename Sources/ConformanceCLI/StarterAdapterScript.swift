import ExampleBackend

/// The skeleton app adapter `init --shape adapter --output FILE` writes beside FILE, at
/// `adapters/app_adapter.py` (the starter's `adapter.command`): a working adapter for the flat
/// starter API, in Python with its standard library only, for the partner to change into their
/// own client's calls (docs/ADAPTER.md).
extension StarterConfigs {
    /// Where the skeleton goes, relative to the configuration's folder.
    static let adapterScriptPath = "adapters/app_adapter.py"

    static let adapterScript = #"""
        #!/usr/bin/env python3
        """Your app adapter for hp-conformance (docs/ADAPTER.md, protocol 1), written by
        `hp-conformance init --shape adapter`. Python standard library only.

        It performs the app's calls to your back-end as your iOS app makes them, and tells the kit what it
        sent and what it got: the kit judges those calls exactly as its own. As written it speaks the
        "flat" starter API (the kit's example back-end: `example-backend --api flat`):

          start: POST /captures             {"documentType", "documentNumber"} -> {"id", "link"}
          ended: POST /captures/{id}/ended  {"claim"}                          -> {"outcome"}
          every call: Authorization: Bearer test-session-<user>

        Replace the bodies of start() and ended() (and log_in(), result() when your API has them) with
        your own client's calls, over any protocol: report each call as an HTTP exchange (docs/ADAPTER.md).
        Never print a document number; put tokens, cookies and keys in "secrets" so the kit redacts them.
        """

        import http.client
        import json
        import os
        import sys
        import threading
        import time
        import urllib.parse

        NAME = "app-adapter"
        BACKEND = {"url": os.environ.get("BACKEND_URL", ""), "seconds": 10.0}
        OUTPUT = threading.Lock()
        SESSIONS = {}  # app user -> the token its login gave it (log_in)


        def call(method, path, user, body=None):
            """One HTTP call as the app makes it: (the call as the protocol reports it, the JSON answer or None)."""
            url = urllib.parse.urlsplit(BACKEND["url"])
            target = url.path.rstrip("/") + path
            text = "" if body is None else json.dumps(body, separators=(",", ":"))
            token = SESSIONS.get(user, "test-session-" + user)
            headers = {"Authorization": "Bearer " + token, "Accept": "application/json"}
            if body is not None:
                headers["Content-Type"] = "application/json"
            made = {"request": {"method": method, "target": target, "headers": dict(headers), "body": text}}
            began = time.monotonic()
            connection = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=BACKEND["seconds"])
            answer = None
            try:
                connection.request(method, target, body=text.encode() if body is not None else None, headers=headers)
                response = connection.getresponse()
                data = response.read().decode("utf-8", "replace")
                made["response"] = {"status": response.status, "headers": dict(response.getheaders()), "body": data}
                try:
                    answer = json.loads(data) if data else None
                except ValueError:
                    answer = None
            except OSError as error:  # no answer within the app's deadline, or no connection
                made["response"], made["error"] = None, "%s: %s" % (type(error).__name__, error)
            finally:
                connection.close()
            made["elapsedMilliseconds"] = (time.monotonic() - began) * 1000
            return made, answer


        def text(answer, key):
            value = answer.get(key) if isinstance(answer, dict) else None
            return value if isinstance(value, str) and value else None


        def start(step):
            made, answer = call("POST", "/captures", step["user"],
                                {"documentType": step["documentType"], "documentNumber": step["documentNumber"]})
            return {"calls": [made], "processId": text(answer, "id"), "link": text(answer, "link")}


        def ended(step):
            path = "/captures/%s/ended" % urllib.parse.quote(step["processId"], safe="")
            made, answer = call("POST", path, step["user"], {"claim": step["claim"]})
            return {"calls": [made], "outcome": text(answer, "outcome")}


        def log_in(step):
            """If your back-end has a login, add "login" to STEPS: the kit then asks for it once per app user,
            before that user's first step. Report the calls, the user's token in "secrets", and whether the
            back-end granted it ("loggedIn"): a refused login is your back-end's answer, not this adapter's failure."""
            made, answer = call("POST", "/login", step["user"], {"username": step["user"]})
            token = text(answer, "access_token")
            if token:
                SESSIONS[step["user"]] = token
            return {"calls": [made], "loggedIn": token is not None, "secrets": [token] if token else []}


        def result(step):
            """If your outcome is polled, add "result" to STEPS and set adapter.pollResult in the configuration."""
            path = "/captures/%s" % urllib.parse.quote(step["processId"], safe="")
            made, answer = call("GET", path, step["user"])
            return {"calls": [made], "outcome": text(answer, "status")}


        STEPS = {"start": start, "ended": ended}  # add "login": log_in, "result": result when your API has them


        def send(message):
            line = json.dumps(message, separators=(",", ":")) + "\n"
            with OUTPUT:
                sys.stdout.write(line)
                sys.stdout.flush()


        def answer(step):
            try:
                reply = STEPS[step["step"]](step)
            except Exception as error:  # this adapter's own trouble, never the back-end's answer
                reply = {"failure": "%s: %s" % (type(error).__name__, error)}
            send(dict(reply, type="reply", id=step["id"]))


        def main():
            for line in sys.stdin:
                if not line.strip():
                    continue
                message = json.loads(line)
                if message.get("type") == "hello":
                    BACKEND["url"] = BACKEND["url"] or message["backendURL"]
                    BACKEND["seconds"] = float(message.get("requestSeconds") or 10)
                    sys.stderr.write("%s: back-end at %s\n" % (NAME, BACKEND["url"]))
                    send({"type": "hello", "protocol": 1, "name": NAME, "steps": list(STEPS)})
                elif message.get("type") == "step":
                    threading.Thread(target=answer, args=(message,), daemon=True).start()
                elif message.get("type") == "bye":
                    break
            sys.stdout.flush()
            os._exit(0)


        if __name__ == "__main__":
            main()
        """#
}
