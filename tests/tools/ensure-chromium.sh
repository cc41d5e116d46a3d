#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests exists. It never downloads a
# browser build: it uses CHROME_PATH or Debian's /usr/bin/chromium, installing
# the Debian package when missing and allowed (root with apt-get).
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && { echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null || true)"; exit 0; }
fi
cat >&2 <<'MSG'
The end-to-end tests need Chromium and it is not installed.
Install Debian's package as root:   apt-get update && apt-get install -y chromium
or point CHROME_PATH at a Chromium/Chrome executable:   CHROME_PATH=/path/to/chrome npm test
(The tests never download a browser build.)
MSG
exit 1
