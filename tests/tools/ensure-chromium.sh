#!/usr/bin/env bash
# Makes sure the Chromium the end-to-end tests drive exists: Debian's
# chromium-headless-shell (/usr/bin/chromium-headless-shell, the same
# Chromium build without the desktop browser's window machinery), or
# CHROME_PATH. It never downloads a browser build; when missing and allowed
# (root with apt-get) it installs the Debian package.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium-headless-shell package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium-headless-shell >/dev/null
  [ -x /usr/bin/chromium-headless-shell ] && { echo "Chromium installed: $(/usr/bin/chromium-headless-shell --version 2>/dev/null || true)"; exit 0; }
fi
cat >&2 <<'MSG'
The end-to-end tests need Chromium and it is not installed.
Install Debian's package as root:   apt-get update && apt-get install -y chromium-headless-shell
or point CHROME_PATH at a Chromium/Chrome executable:   CHROME_PATH=/path/to/chrome npm test
(The tests never download a browser build.)
MSG
exit 1
