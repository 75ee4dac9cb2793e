"""Shared helpers: a headless Chromium driven by Debian's chromedriver through Selenium.

Nothing here downloads a browser: the binaries are Debian's `chromium` and `chromium-driver`
(see install.sh). Paths can be overridden with CHROMIUM_BINARY and CHROMEDRIVER.
"""

import os
import shutil
import sys


def find_binary(env_name, candidates):
    explicit = os.environ.get(env_name)
    if explicit:
        return explicit
    for name in candidates:
        path = shutil.which(name)
        if path:
            return path
    return None


def make_driver(width=1280, height=900, performance_log=False):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        sys.exit("selenium is not installed (pip install selenium; see scripts/browser/install.sh)")

    chromium = find_binary("CHROMIUM_BINARY", ["chromium", "chromium-browser", "google-chrome"])
    driver_path = find_binary("CHROMEDRIVER", ["chromedriver"])
    if not chromium or not driver_path:
        sys.exit("chromium/chromedriver not found (apt-get install chromium chromium-driver; see scripts/browser/install.sh)")

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--hide-scrollbars",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--force-device-scale-factor=1",
        f"--window-size={width},{height}",
    ):
        options.add_argument(argument)
    if performance_log:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    # Service with an explicit path: Selenium Manager is never asked to download a driver.
    service = Service(executable_path=driver_path)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver
