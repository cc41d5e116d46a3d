#!/usr/bin/env bash
# `npm test`: the full gate, what CI runs. The machine has two cores: two
# lanes, each busy from start to end.
#
#   lane 1: typecheck → lint → format → unit, contract and component tests
#           (one Vitest worker) → database (real PostgreSQL, and the Edge
#           Functions on real Deno against it)
#   lane 2: the production builds for the end-to-end tests → end-to-end in
#           Chromium, four Playwright runs side by side: the built-in and
#           database projects, each in two halves, on their own ports
#           (e2e-builtin-a also runs the React-development, hostile-data
#           and ads projects)
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
    printf '%-16s %5s   %s\n' "$name" - "not run (a layer failed)" >>"$LOGS/summary"
    return 1
  fi
  "$@" >"$LOGS/$name.log" 2>&1 || rc=$?
  local took=$((SECONDS - t0)) status=ok
  [ "$rc" = 0 ] || { status="FAILED (exit $rc)"; touch "$LOGS/failed"; }
  {
    printf '\n== %s (%ss, %s) ==\n' "$name" "$took" "$status"
    cat "$LOGS/$name.log"
  } >&2
  printf '%-16s %5ss  %s\n' "$name" "$took" "$status" >>"$LOGS/summary"
  return "$rc"
}

summary() {
  printf '\n== layer times (total %ss of %ss) ==\n' "$((SECONDS - START))" "$BUDGET"
  cat "$LOGS/summary"
}

# The end-to-end runs: each project in two halves (E2E_SHARD, see
# tests/e2e/support/projects.ts), four Playwright runs side by side, each on
# its own ports. A serial run keeps a core about half busy (it waits on pages
# and servers); four keep both busy. Runs b serve copies of runs a's builds
# with only the stand-in's port changed (copy-e2e-build.mjs), not builds of
# their own. Ports: a built-in run at the defaults (4183-4191, 4224 for the
# offline spec's second server), the others at base .. base + 8 (+ 41).
LOCAL_MODES="builtin react-dev hostile ads"
e2e_builds() {
  E2E_MODES="$LOCAL_MODES" bash tests/tools/build-e2e.sh &&
    E2E_MODES=database E2E_PORT_BASE=4200 bash tests/tools/build-e2e.sh &&
    node tests/tools/copy-e2e-build.mjs dist-e2e/builtin dist-e2e/ports/4300/builtin 4186 4300 &&
    node tests/tools/copy-e2e-build.mjs dist-e2e/database dist-e2e/ports/4400/database 4200 4400
}
e2e_runs() {
  layer e2e-builtin-a env E2E_SHARD=a E2E_MODES="$LOCAL_MODES" \
    npx playwright test --project=builtin --project=react-dev --project=hostile --project=ads &
  local a=$!
  layer e2e-builtin-b env E2E_SHARD=b E2E_MODES=builtin E2E_PORT_BASE=4300 E2E_DIST=dist-e2e/ports/4300 \
    npx playwright test --project=builtin &
  local b=$!
  layer e2e-database-a env E2E_SHARD=a E2E_MODES=database E2E_PORT_BASE=4200 \
    npx playwright test --project=database &
  local c=$!
  layer e2e-database-b env E2E_SHARD=b E2E_MODES=database E2E_PORT_BASE=4400 E2E_DIST=dist-e2e/ports/4400 \
    npx playwright test --project=database &
  local d=$!
  local rc=0
  for p in $a $b $c $d; do wait "$p" || rc=1; done
  return "$rc"
}

lane1() {
  layer typecheck npx tsc -b &&
    layer lint npx eslint . --max-warnings=0 &&
    layer format npx prettier --check --log-level warn . &&
    layer unit npm run --silent test:unit &&
    layer database bash tests/tools/pg-test.sh
}

lane2() {
  layer e2e-builds e2e_builds && e2e_runs
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
