#!/usr/bin/env python3
"""Creates a process and reads it back against the stand-in Human Plugin with a real Python client.

usage: python_client.py (requests|requests-session|httpx) BASE_URL TOKEN CREATE_BODY_JSON
Prints one JSON object: statuses, bodies, negotiated HTTP version and the client's own view of reuse.
"""
import json
import sys


def main():
    library, base, token, body = sys.argv[1:5]
    headers = {"Authorization": "Bearer " + token}
    payload = json.loads(body)
    out = {"library": library}

    if library == "requests":
        import requests
        created = requests.post(base + "/v1/processes", json=payload, headers=headers, timeout=5)
        read = requests.get(base + "/v1/processes/" + created.json()["id"], headers=headers, timeout=5)
        unauthorized = requests.get(base + "/v1/processes/" + created.json()["id"], timeout=5)
        out["version"] = created.raw.version
    elif library == "requests-session":
        import requests
        with requests.Session() as session:
            session.headers.update(headers)
            created = session.post(base + "/v1/processes", json=payload, timeout=5)
            read = session.get(base + "/v1/processes/" + created.json()["id"], timeout=5)
            unauthorized = session.get(base + "/v1/processes/" + created.json()["id"], headers={"Authorization": None}, timeout=5)
        out["version"] = created.raw.version
    elif library == "httpx":
        import httpx
        with httpx.Client(headers=headers, timeout=5) as client:
            created = client.post(base + "/v1/processes", json=payload)
            read = client.get(base + "/v1/processes/" + created.json()["id"])
            unauthorized = client.get(base + "/v1/processes/" + created.json()["id"], headers={"Authorization": ""})
        out["version"] = created.http_version
    else:
        raise SystemExit("unknown library " + library)

    out.update({
        "createStatus": created.status_code,
        "createBody": created.json(),
        "createContentType": created.headers.get("content-type"),
        "readStatus": read.status_code,
        "readBody": read.json(),
        "unauthorizedStatus": unauthorized.status_code,
        "unauthorizedChallenge": unauthorized.headers.get("www-authenticate"),
    })
    print(json.dumps(out))


if __name__ == "__main__":
    main()
