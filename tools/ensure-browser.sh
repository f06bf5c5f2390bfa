#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; this project never downloads a browser of its own.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<MSG
No browser for the end-to-end tests at $browser.
Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium),
or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.
MSG
exit 1
