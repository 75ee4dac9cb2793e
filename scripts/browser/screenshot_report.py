#!/usr/bin/env python3
"""Full-page screenshot of an hp-conformance HTML report, taken by headless Chromium.

usage: screenshot_report.py REPORT_HTML OUT_PNG [--width 1280] [--max-height PX] [--expand]

The window is resized to the page's full height (capped by --max-height, default 16000), so
the PNG shows the whole report: verdict header, run metadata, the sequence diagram and every
check. --expand opens every <details> (evidence exchanges, log) before the shot. With a
--max-height smaller than the page, the PNG is the top part of the report.

Prints the PNG's path and size; exits non-zero when the page did not render as a report.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import make_driver  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report")
    parser.add_argument("out")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--max-height", type=int, default=16000)
    parser.add_argument("--expand", action="store_true", help="open every <details> before the screenshot")
    args = parser.parse_args()

    report = os.path.abspath(args.report)
    if not os.path.isfile(report):
        sys.exit(f"no such report: {report}")
    out = os.path.abspath(args.out)
    os.makedirs(os.path.dirname(out), exist_ok=True)

    driver = make_driver(width=args.width, height=900)
    try:
        driver.get("file://" + report)
        # The report must have rendered: a verdict header and the sequence diagram (or its stand-in text).
        headers = driver.find_elements("css selector", "header h1")
        if not headers:
            sys.exit("the page has no verdict header: not an hp-conformance report?")
        verdict = headers[0].text.strip()
        if args.expand:
            driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
        height = driver.execute_script(
            "return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)")
        height = max(200, min(int(height), args.max_height))
        driver.set_window_size(args.width, height)
        # The viewport can be a little smaller than the window; grow until the page fits or the cap is hit.
        for _ in range(3):
            inner = driver.execute_script("return window.innerHeight")
            if inner >= height or height >= args.max_height:
                break
            driver.set_window_size(args.width, height + (height - inner))
        if not driver.get_screenshot_as_file(out):
            sys.exit("chromium could not write the screenshot")
    finally:
        driver.quit()

    size = os.path.getsize(out)
    with open(out, "rb") as png:
        ihdr = png.read(24)
    width, shot_height = int.from_bytes(ihdr[16:20], "big"), int.from_bytes(ihdr[20:24], "big")
    print(f"{out}: {size} bytes, {width}x{shot_height}, verdict {verdict}")
    if size < 5000:
        sys.exit("the screenshot is suspiciously small")


if __name__ == "__main__":
    main()
