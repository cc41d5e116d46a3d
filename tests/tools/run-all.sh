#!/usr/bin/env bash
# `npm test`: the full gate, what CI runs. The machine has two cores, so
# two lanes run side by side, then two Playwright runs side by side:
#
#   lane 1: typecheck → lint → format → unit, contract and component tests
#   lane 2: database (real PostgreSQL) → Edge Function (real Deno) → the
#           production builds for the end-to-end tests
#   then:   end-to-end, in Chromium: the built-in, React-development and
#           hostile-data projects in one Playwright run, the database
#           project in another, on its own ports (E2E_PORT_BASE) and builds
#
# Each layer's output is kept in a log and printed as a block when the layer
# ends (nothing interleaves); a failed layer stops its lane, and the
# end-to-end tests run only when both lanes passed. Each layer's time is
# printed at the end. System packages (Debian's Chromium and PostgreSQL) are
# installed first, in one apt-get call, so nothing races for dpkg.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/npm-test.XXXXXX")"
trap 'rm -rf "$LOGS"' EXIT
START=$SECONDS

# layer NAME COMMAND... : runs one layer into its log, prints the log as one
# block, records "NAME SECONDS STATUS" in the summary.
layer() {
  local name="$1" t0=$SECONDS rc=0
  shift
  "$@" >"$LOGS/$name.log" 2>&1 || rc=$?
  local took=$((SECONDS - t0)) status=ok
  [ "$rc" = 0 ] || status="FAILED (exit $rc)"
  {
    printf '\n== %s (%ss, %s) ==\n' "$name" "$took" "$status"
    cat "$LOGS/$name.log"
  } >&2
  printf '%-12s %5ss  %s\n' "$name" "$took" "$status" >>"$LOGS/summary"
  return "$rc"
}

summary() {
  printf '\n== layer times (total %ss) ==\n' "$((SECONDS - START))"
  cat "$LOGS/summary"
}

lane1() {
  layer typecheck npx tsc -b &&
    layer lint npx eslint . --max-warnings=0 &&
    layer format npx prettier --check --log-level warn . &&
    layer unit npx vitest run
}

lane2() {
  layer database bash tests/tools/pg-test.sh &&
    layer edge bash tests/tools/edge-test.sh &&
    layer e2e-builds e2e_builds
}

# The database run's ports (base .. base + 6, and base + 41 for the offline
# spec's second server) sit apart from the default ones (4183-4189, 4223).
DB_BASE=4200
LOCAL_MODES="builtin react-dev hostile ads"
e2e_builds() {
  E2E_MODES="$LOCAL_MODES" bash tests/tools/build-e2e.sh &&
    E2E_MODES=database E2E_PORT_BASE=$DB_BASE bash tests/tools/build-e2e.sh
}

layer system bash tests/tools/ensure-system.sh || { summary; exit 1; }

lane1 &
LANE1=$!
lane2 &
LANE2=$!
rc1=0 rc2=0
wait "$LANE1" || rc1=$?
wait "$LANE2" || rc2=$?
if [ "$rc1" != 0 ] || [ "$rc2" != 0 ]; then
  summary
  echo "npm test: a layer failed (see its block above); the end-to-end tests did not run" >&2
  exit 1
fi

e2e_local() {
  E2E_MODES="$LOCAL_MODES" npx playwright test --project=builtin --project=react-dev --project=hostile --project=ads
}
e2e_database() {
  E2E_MODES=database E2E_PORT_BASE=$DB_BASE npx playwright test --project=database
}
layer e2e-builtin e2e_local &
E1=$!
layer e2e-database e2e_database &
E2=$!
rc=0
wait "$E1" || rc=1
wait "$E2" || rc=1
summary
exit "$rc"
