#!/usr/bin/env bash
# The system packages the tests use, from Debian: Chromium's headless shell
# for the end-to-end tests (chromium-headless-shell) and the PostgreSQL
# server for the database tests. What is missing is installed in one
# apt-get call when we are root (so nothing else races for dpkg's lock);
# otherwise it says what to install. It never downloads a browser build.
# CHROME_PATH / PGBIN point at other installs. With arguments, only those
# named: `ensure-system.sh chromium` (npm run test:e2e), `postgresql`.
set -euo pipefail
want="${*:-chromium postgresql}"
missing=()
if [[ " $want " != *" chromium "* ]]; then
  :
elif [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2; exit 1; }
elif [ ! -x /usr/bin/chromium-headless-shell ]; then
  missing+=(chromium-headless-shell)
fi
if [[ " $want " != *" postgresql "* ]]; then
  :
elif [ -n "${PGBIN:-}" ]; then
  [ -x "$PGBIN/initdb" ] || { echo "PGBIN=$PGBIN has no initdb." >&2; exit 1; }
elif ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
[ "${#missing[@]}" = 0 ] && { echo "system packages: all present"; exit 0; }
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's ${missing[*]} (apt-get install -y ${missing[*]})"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
cat >&2 <<MSG
The tests need Debian's ${missing[*]}, not installed. As root:
  apt-get update && apt-get install -y ${missing[*]}
(or set CHROME_PATH / PGBIN to existing installs; the tests never download a browser build)
MSG
exit 1
