#!/usr/bin/env python3
"""Completes one capture and closes another on the sandbox's page, in headless Chromium, and reads
the states that follow from GET /v1/processes/{id}.

usage: sandbox_states.py BASE_URL TOKEN [--expire-after SECONDS] [--timeout SECONDS]

1. POST BASE_URL/v1/processes twice (bearer TOKEN): processes A and B.
2. Before anyone opens a link, both read PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED.
3. Chromium opens A's link and clicks "Complete the capture" (#complete): A reads
   PROCESS_STATE_FINISHED / PROCESS_RESULT_OK.
4. Chromium opens B's link and clicks "Close the session" (#cancel): B still reads
   PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED.
5. The process list at BASE_URL/ shows each one's current state.
6. With --expire-after S (the sandbox started with --expire-closed-after S): after S seconds B
   reads PROCESS_STATE_FAILED / PROCESS_RESULT_EXPIRED.

Prints one `state <A|B> <when>: <state> / <result>` line per read and exits 0 when every state is
as above; prints the reason and exits 1 otherwise.
"""

import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import make_driver  # noqa: E402
from capture_page import create_process, fail  # noqa: E402

CREATED = "PROCESS_STATE_CREATED / PROCESS_RESULT_UNSPECIFIED"
FINISHED_OK = "PROCESS_STATE_FINISHED / PROCESS_RESULT_OK"
EXPIRED = "PROCESS_STATE_FAILED / PROCESS_RESULT_EXPIRED"


def read_state(base_url, token, process_id, timeout):
    request = urllib.request.Request(
        base_url.rstrip("/") + "/v1/processes/" + process_id,
        headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, payload = response.status, response.read()
    except urllib.error.HTTPError as error:
        fail(f"GET /v1/processes/{process_id} answered {error.code}")
    except OSError as error:
        fail(f"GET /v1/processes/{process_id} failed: {error}")
    if status != 200:
        fail(f"GET /v1/processes/{process_id} answered {status}, expected 200")
    process = json.loads(payload).get("process", {})
    return f"{process.get('state')} / {process.get('result')}"


def expect_state(label, when, base_url, token, process_id, expected, timeout):
    seen = read_state(base_url, token, process_id, timeout)
    print(f"state {label} {when}: {seen}")
    if seen != expected:
        fail(f"process {label} ({process_id}) {when} reads {seen!r}, expected {expected!r}")


def click(driver, element_id, link, timeout):
    driver.get(link)
    if driver.title != "Identity capture":
        fail(f"{link} shows {driver.title!r}, expected the capture page 'Identity capture'")
    buttons = driver.find_elements("id", element_id)
    if not buttons or not buttons[0].is_displayed():
        fail(f"the capture page shows no visible #{element_id}")
    buttons[0].click()
    # The click is a navigation: wait until the server has answered it (a page, or a redirect to
    # the app's scheme, which headless Chromium drops and so never commits).
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if element_id == "cancel" and driver.title == "Session closed":
            return
        if element_id == "complete" and driver.title != "Identity capture":
            return
        time.sleep(0.1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base_url")
    parser.add_argument("token")
    parser.add_argument("--expire-after", type=float, default=None)
    parser.add_argument("--timeout", type=float, default=20.0)
    args = parser.parse_args()
    base, token, timeout = args.base_url, args.token, args.timeout

    completed_id, completed_link = create_process(base, token, "com.example.capture://callback", timeout)
    closed_id, closed_link = create_process(base, token, "com.example.capture://callback", timeout)
    expect_state("A", "before the page", base, token, completed_id, CREATED, timeout)
    expect_state("B", "before the page", base, token, closed_id, CREATED, timeout)

    # One browser session per capture, as on the phone: a session that ended at the app's scheme
    # (which headless Chromium never commits) is not reused.
    driver = make_driver(width=900, height=900)
    driver.set_page_load_timeout(timeout)
    try:
        click(driver, "complete", completed_link, timeout)
    finally:
        driver.quit()
    # The 302 to the app's scheme is answered after the state changed: read until it shows.
    deadline = time.monotonic() + timeout
    while read_state(base, token, completed_id, timeout) == CREATED and time.monotonic() < deadline:
        time.sleep(0.1)
    expect_state("A", "after 'Complete the capture'", base, token, completed_id, FINISHED_OK, timeout)

    driver = make_driver(width=900, height=900)
    driver.set_page_load_timeout(timeout)
    try:
        click(driver, "cancel", closed_link, timeout)
        if driver.title != "Session closed":
            fail(f"closing the session shows {driver.title!r}, expected 'Session closed'")
        expect_state("B", "after 'Close the session'", base, token, closed_id, CREATED, timeout)

        driver.get(base.rstrip("/") + "/")
        rows = {}
        for row in driver.find_elements("css selector", "tr[data-process]"):
            state = row.find_element("css selector", "td.state").text
            result = row.find_element("css selector", "td.result").text
            rows[row.get_attribute("data-process")] = f"{state} / {result}"
        print(f"list: A {rows.get(completed_id)!r}, B {rows.get(closed_id)!r}")
        if rows.get(completed_id) != FINISHED_OK:
            fail(f"the process list shows A as {rows.get(completed_id)!r}, expected {FINISHED_OK!r}")
        if rows.get(closed_id) != "PROCESS_STATE_CREATED (session closed) / PROCESS_RESULT_UNSPECIFIED":
            fail(f"the process list shows B as {rows.get(closed_id)!r}, expected it created with the session closed")
    finally:
        driver.quit()

    if args.expire_after is not None:
        time.sleep(args.expire_after + 0.5)
        expect_state("B", f"{args.expire_after:g} s after closing", base, token, closed_id, EXPIRED, timeout)
        expect_state("A", f"{args.expire_after:g} s later", base, token, completed_id, FINISHED_OK, timeout)
    print("states follow the page")


if __name__ == "__main__":
    main()
