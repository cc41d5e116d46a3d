#!/usr/bin/env bash
# `npm test`: the full gate, what CI runs. The machine has two cores: two
# lanes, each busy from start to end, one Playwright run in each.
#
#   lane 1: typecheck → lint → format → unit, contract and component tests
#           → end-to-end in Chromium: the built-in, React-development,
#             hostile-data and ads projects (it waits for lane 2's builds)
#   lane 2: the production builds for the end-to-end tests → end-to-end:
#           the database project, on its own ports (E2E_PORT_BASE) and
#           build → database (real PostgreSQL, and the Edge Functions on
#           real Deno against it)
#
# Each layer's output is kept in a log and printed as a block when the layer
# ends (nothing interleaves). A failed layer stops its lane, and the other
# lane starts no new layer after it (the gate has failed: say so soon). Each
# layer's time is printed at the end with the total against its budget,
# GATE_BUDGET_S seconds (600, on a quiet 2-core machine): a figure to read,
# never a failure. System packages (Debian's Chromium and PostgreSQL) are
# installed first, in one apt-get call, so nothing races for dpkg.
#
# Every test runs at fixed instants, whatever the hour: E2E_NOW moves the
# end-to-end tests' default instant (tests/e2e/support/test.ts), TZ is fixed
# for Vitest (vite.config.ts).
set -uo pipefail
cd "$(dirname "$0")/../.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
BUDGET="${GATE_BUDGET_S:-600}"

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/npm-test.XXXXXX")"
trap 'rm -rf "$LOGS"' EXIT
START=$SECONDS

# layer NAME COMMAND... : runs one layer into its log, prints the log as one
# block, records "NAME SECONDS STATUS" in the summary. Starts nothing once
# another layer has failed.
layer() {
  local name="$1" t0=$SECONDS rc=0
  shift
  if [ -e "$LOGS/failed" ]; then
    printf '%-12s %5s   %s\n' "$name" - "not run (a layer failed)" >>"$LOGS/summary"
    return 1
  fi
  "$@" >"$LOGS/$name.log" 2>&1 || rc=$?
  local took=$((SECONDS - t0)) status=ok
  [ "$rc" = 0 ] || { status="FAILED (exit $rc)"; touch "$LOGS/failed"; }
  {
    printf '\n== %s (%ss, %s) ==\n' "$name" "$took" "$status"
    cat "$LOGS/$name.log"
  } >&2
  printf '%-12s %5ss  %s\n' "$name" "$took" "$status" >>"$LOGS/summary"
  return "$rc"
}

summary() {
  printf '\n== layer times (total %ss of %ss) ==\n' "$((SECONDS - START))" "$BUDGET"
  cat "$LOGS/summary"
}

# The database run's ports (base .. base + 6, and base + 41 for the offline
# spec's second server) sit apart from the default ones (4183-4189, 4223).
DB_BASE=4200
LOCAL_MODES="builtin react-dev hostile ads"
e2e_builds() {
  E2E_MODES="$LOCAL_MODES" bash tests/tools/build-e2e.sh &&
    E2E_MODES=database E2E_PORT_BASE=$DB_BASE bash tests/tools/build-e2e.sh
}
# Waits for lane 2's builds (the marker it leaves), then runs Playwright.
e2e_local() {
  while [ ! -e "$LOGS/builds.done" ]; do
    [ -e "$LOGS/failed" ] && { echo "the end-to-end builds failed"; return 1; }
    sleep 1
  done
  E2E_MODES="$LOCAL_MODES" npx playwright test --project=builtin --project=react-dev --project=hostile --project=ads
}
e2e_database() {
  E2E_MODES=database E2E_PORT_BASE=$DB_BASE npx playwright test --project=database
}

lane1() {
  layer typecheck npx tsc -b &&
    layer lint npx eslint . --max-warnings=0 &&
    layer format npx prettier --check --log-level warn . &&
    layer unit npx vitest run &&
    layer e2e-builtin e2e_local
}

lane2() {
  layer e2e-builds e2e_builds && touch "$LOGS/builds.done" &&
    layer e2e-database e2e_database &&
    layer database bash tests/tools/pg-test.sh
}

layer system bash tests/tools/ensure-system.sh || { summary; exit 1; }

lane1 &
LANE1=$!
lane2 &
LANE2=$!
rc=0
wait "$LANE1" || rc=1
wait "$LANE2" || rc=1
summary
[ "$rc" = 0 ] || echo "npm test: a layer failed (see its block above)" >&2
exit "$rc"
