#!/usr/bin/env python3
"""Drives the stand-in's capture page as a person would, in headless Chromium.

usage: capture_page.py BASE_URL TOKEN [--callback-uri URI] [--variant callback|humanToken]
                       [--screenshot PNG] [--timeout SECONDS]

1. POST BASE_URL/v1/processes (bearer TOKEN) creates a process registering --callback-uri
   (default com.example.capture://callback); the answer's `link` is the capture page.
2. Chromium opens `link`; the page must show "Complete the capture" (#complete), the final-state
   buttons and "Close the session" (#cancel). A screenshot is written (default
   scripts/browser/capture-page.png).
3. Clicking #complete must send the browser to the registered callbackUri, plus `?id=<id>` in the
   humanToken variant.

How the landing is observed: Chromium cannot open a custom scheme such as
com.example.capture://, so the navigation never commits and `driver.current_url` stays on the
capture page (headless Chromium drops the external-protocol request silently). The script turns
on Chromium's performance log (goog:loggingPrefs performance=ALL) and reads the DevTools Network
events of the click: the `/complete` request's `Network.responseReceived` or the redirect carried
by the next `Network.requestWillBeSent` (its `redirectResponse`) gives the 302 and its Location.
The `Location` header must equal the expected URL exactly. `driver.current_url` is also accepted
when a Chromium build does commit the custom-scheme URL.

Prints `landed on <url>` and exits 0 on success; prints the reason and exits 1 otherwise.
"""

import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import make_driver  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def create_process(base_url, token, callback_uri, timeout):
    body = {
        "flow": "humantoken",
        "clientId": "client-a",
        "correlationId": f"browser-{os.getpid()}-{int(time.time() * 1000)}",
        "credential": {"type": "DUI_TYPE_NG_BVN", "value": "12345678901"},
        "callbackUri": callback_uri,
    }
    request = urllib.request.Request(
        base_url.rstrip("/") + "/v1/processes",
        data=json.dumps(body).encode(),
        method="POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, payload = response.status, response.read()
    except urllib.error.HTTPError as error:
        fail(f"create answered {error.code}: {error.read()[:300]!r}")
    except OSError as error:
        fail(f"create failed: {error}")
    if status != 201:
        fail(f"create answered {status}, expected 201")
    answer = json.loads(payload)
    if not answer.get("id") or not answer.get("link"):
        fail(f"create answer lacks id or link: {answer}")
    return answer["id"], answer["link"]


def performance_events(driver):
    events = []
    for entry in driver.get_log("performance"):
        try:
            events.append(json.loads(entry["message"])["message"])
        except (KeyError, ValueError):
            continue
    return events


def header(headers, name):
    for key, value in (headers or {}).items():
        if key.lower() == name.lower():
            return value
    return None


def redirect_after_complete(events):
    """(status, Location) of the answer to the .../complete request, from DevTools Network events."""
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Network.requestWillBeSent" and params.get("redirectResponse"):
            response = params["redirectResponse"]
            if "/complete" in response.get("url", ""):
                return response.get("status"), header(response.get("headers"), "Location") or params["request"]["url"]
        if method == "Network.responseReceived":
            response = params.get("response", {})
            if "/complete" in response.get("url", "") and 300 <= response.get("status", 0) < 400:
                return response.get("status"), header(response.get("headers"), "Location")
    return None, None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base_url")
    parser.add_argument("token")
    parser.add_argument("--callback-uri", default="com.example.capture://callback")
    parser.add_argument("--variant", choices=["callback", "humanToken"], default="callback",
                        help="the stand-in's variant: humanToken appends ?id=<id> to the callbackUri")
    parser.add_argument("--screenshot", default=os.path.join(HERE, "capture-page.png"))
    parser.add_argument("--timeout", type=float, default=20.0)
    args = parser.parse_args()

    process_id, link = create_process(args.base_url, args.token, args.callback_uri, args.timeout)
    expected = args.callback_uri
    if args.variant == "humanToken":
        separator = "&" if "?" in expected else "?"
        expected += f"{separator}id={urllib.parse.quote(process_id, safe='')}"
    print(f"process {process_id}: {link}")

    driver = make_driver(width=900, height=900, performance_log=True)
    driver.set_page_load_timeout(args.timeout)
    try:
        driver.get(link)
        title = driver.title
        if title != "Identity capture":
            fail(f"the capture page's title is {title!r}, expected 'Identity capture'")
        complete = driver.find_elements("id", "complete")
        cancel = driver.find_elements("id", "cancel")
        if not complete or not complete[0].is_displayed() or complete[0].text.strip() != "Complete the capture":
            fail("the capture page shows no visible 'Complete the capture' button (#complete)")
        if not cancel or not cancel[0].is_displayed():
            fail("the capture page shows no visible 'Close the session' button (#cancel)")
        states = [a.text for a in driver.find_elements("css selector", "ul.states a.button")]
        if not states:
            fail("the capture page offers no final states")
        shown_id = driver.find_element("css selector", "code[data-process-id]").get_attribute("data-process-id")
        if shown_id != process_id:
            fail(f"the capture page shows process {shown_id!r}, expected {process_id!r}")
        print(f"capture page shows #complete, #cancel and final states {', '.join(states)}")
        if args.screenshot:
            os.makedirs(os.path.dirname(os.path.abspath(args.screenshot)), exist_ok=True)
            driver.get_screenshot_as_file(args.screenshot)
            print(f"screenshot: {args.screenshot}")

        page_url = driver.current_url
        performance_events(driver)  # drop the events of the page load
        complete[0].click()

        deadline = time.monotonic() + args.timeout
        status = location = None
        events = []
        while time.monotonic() < deadline:
            events += performance_events(driver)
            status, location = redirect_after_complete(events)
            current = driver.current_url
            if location is None and current != page_url and not current.startswith(("http:", "https:")):
                status, location = "committed", current
            if location is not None:
                break
            time.sleep(0.2)
        if location is None:
            fail(f"no redirect after clicking #complete within {args.timeout:.0f} s (browser at {driver.current_url})")
        if location != expected:
            fail(f"completing the capture was answered {status} Location {location!r}, expected {expected!r}")
        if driver.current_url.startswith(("http:", "https:")) and driver.current_url != page_url:
            fail(f"the browser left for a web page {driver.current_url!r} instead of the app's scheme")
        print(f"redirect: {status} Location {location} (browser stays at {driver.current_url})")
        print(f"landed on {location}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
