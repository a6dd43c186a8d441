#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download does not work on our
# machines). Installs it where we can (root with apt-get); otherwise says in one line what to do.
set -euo pipefail

browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests (apt-get install chromium)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "No Chromium found at $browser: install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
