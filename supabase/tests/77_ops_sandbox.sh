#!/usr/bin/env bash
# npm run ops:sandbox (ops/sandbox.sh): it starts its own throwaway
# PostgreSQL, answers ops:reports and ops:status at the DATABASE_URL it
# prints, and stops on Ctrl-C (SIGINT to its process group, as a terminal
# sends it) and on SIGTERM, leaving no server running and no directory.
# Run by tests/tools/pg-test.sh (it needs nothing of the tests' cluster but
# PGBIN); prints 'ok - ' lines, exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PGBIN
# Job control: the sandbox gets a process group of its own, and SIGINT is
# not ignored in it (as it is for a script's background commands).
set -m
LOG="$(mktemp)"
SANDBOX=""
finish() {
  # Only if a check failed midway: stop the sandbox this test started.
  [ -n "$SANDBOX" ] && kill -TERM "$SANDBOX" 2>/dev/null && wait "$SANDBOX" 2>/dev/null
  rm -f "$LOG"
}
trap finish EXIT
fail() {
  echo "not ok - $1" >&2
  sed 's/^/    /' "$LOG" >&2
  exit 1
}

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

round() { # how to stop it: INT (the group, like Ctrl-C) or TERM (the process, on a port it is given)
  local how="$1" url dir out i port=""
  : >"$LOG"
  if [ "$how" = INT ]; then
    npm run --silent ops:sandbox >"$LOG" 2>&1 &
  else
    port="$(free_port)"
    bash ops/sandbox.sh --port "$port" >"$LOG" 2>&1 &
  fi
  SANDBOX=$!
  for i in $(seq 120); do
    grep -q '^DATABASE_URL=' "$LOG" && break
    kill -0 "$SANDBOX" 2>/dev/null || fail "the sandbox ended before printing a DATABASE_URL"
    sleep 0.5
  done
  url="$(sed -n 's/^DATABASE_URL=//p' "$LOG")"
  dir="$(sed -n 's/^ops:sandbox: data directory //p' "$LOG")"
  [ -n "$url" ] && [ -d "$dir" ] || fail "no DATABASE_URL or data directory printed"
  echo "ok - ops:sandbox prints a DATABASE_URL ($how round)"
  if [ -n "$port" ]; then
    [[ "$url" == *"@127.0.0.1:$port/app" ]] || fail "--port $port: the URL is $url"
    echo "ok - --port $port: it listens where it was told"
    out="$(bash ops/sandbox.sh --port "$port" 2>&1)" && fail "a second sandbox on the same port started: $out"
    grep -q "port $port on 127.0.0.1 is in use: choose another" <<<"$out" || fail "a busy port said: $out"
    out="$(bash ops/sandbox.sh --port 80 2>&1)" && fail "--port 80 started"
    grep -q "is not a port from 1024 to 65535" <<<"$out" || fail "--port 80 said: $out"
    echo "ok - a busy port and a port under 1024 are refused, saying why"
  fi
  [ "$(pgrep -f -c -- "-D $dir/data")" -ge 1 ] || fail "no postgres running on $dir"

  out="$(DATABASE_URL="$url" node_modules/.bin/tsx ops/reports.ts 2>&1)" || fail "ops:reports failed: $out"
  grep -q '^Corrections inbox at .*0 open reports about 0 clinics' <<<"$out" || fail "ops:reports said: $out"
  echo "ok - ops:reports answers from the sandbox ($how round)"
  out="$(DATABASE_URL="$url" node_modules/.bin/tsx ops/status.ts --json 2>&1)" || fail "ops:status failed: $out"
  echo "ok - ops:status answers from the sandbox ($how round)"

  if [ "$how" = INT ]; then kill -INT -- "-$SANDBOX"; else kill -TERM "$SANDBOX"; fi
  wait "$SANDBOX" || true
  SANDBOX=""
  for i in $(seq 40); do
    pgrep -f -- "-D $dir/data" >/dev/null || break
    sleep 0.25
  done
  ! pgrep -f -- "-D $dir/data" >/dev/null || fail "a postgres is still running on $dir after SIG$how"
  [ ! -e "$dir" ] || fail "$dir is still there after SIG$how"
  grep -q "^ops:sandbox: stopped; $dir removed" "$LOG" || fail "it did not say it stopped"
  echo "ok - SIG$how stops it: no postgres left, its directory removed"
}

round INT
round TERM
