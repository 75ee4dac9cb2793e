#!/usr/bin/env bash
# Installs what scripts/browser/ and Tests/EndToEndTests/BrowserTests.swift need: Debian's
# Chromium and chromedriver, and Selenium for the python3 on PATH. Idempotent: installed
# packages are left as they are. Nothing is downloaded outside apt and pip (Selenium is given
# the chromedriver path, so Selenium Manager never fetches a browser or a driver).
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || need_apt+=(fonts-dejavu-core)
if ((${#need_apt[@]})); then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${need_apt[@]}"
fi

if ! python3 -c "import selenium" >/dev/null 2>&1; then
    python3 -m pip install -q selenium
fi

echo "chromium:     $(chromium --version 2>/dev/null || echo missing)"
echo "chromedriver: $(chromedriver --version 2>/dev/null || echo missing)"
echo "selenium:     $(python3 -c 'import selenium; print(selenium.__version__)')"
