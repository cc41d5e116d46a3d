#!/usr/bin/env bash
# `npm test`: the full gate, what CI runs. The machine has two cores: two
# lanes, each busy from start to end.
#
#   lane 1: typecheck → lint → format → unit, contract and component tests
#           (one Vitest worker) → end-to-end in Chromium: the built-in,
#           React-development, hostile-data and ads projects (it waits for
#           lane 2's builds)
#   lane 2: the production builds for the end-to-end tests → end-to-end:
#           the database project, on its own ports → database (real
#           PostgreSQL, and the Edge Functions on real Deno against it)
#
# (GATE_E2E_RUNS=4 runs the end-to-end tests as four Playwright runs in lane
# 2 and the database layer in lane 1: see e2e_four_runs below.)
#
# Each layer's output is kept in a log and printed as a block when the layer
# ends (nothing interleaves). A failed layer stops its lane, and the other
# lane starts no new layer after it (the gate has failed: say so soon). Each
# layer's time is printed at the end with the total against its budget,
# GATE_BUDGET_S seconds (600, on a quiet 2-core machine): a figure to read,
# never a failure. System packages (Debian's Chromium and PostgreSQL) are
# installed in one apt-get call, so nothing races for dpkg, beside the first
# layers (which need none of them); the browser and database layers wait
# for them.
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
  [ "$rc" = 0 ] || {
    status="FAILED (exit $rc)"
    touch "$LOGS/failed" "$LOGS/$name.failed"
  }
  {
    printf '\n== %s (%ss, %s) ==\n' "$name" "$took" "$status"
    cat "$LOGS/$name.log"
  } >&2
  printf '%-16s %5ss  %s\n' "$name" "$took" "$status" >>"$LOGS/summary"
  return "$rc"
}

# A failed layer's failures again, last, just above the layer times: where a
# CI log is read from its end, what failed is read first. For a Playwright
# run, the first lines of each failure's report (its "N) [project] › ..."
# block); for any other layer, the end of its log. At most 90 lines in all.
failures() {
  local log name
  for log in "$LOGS"/*.failed; do
    [ -e "$log" ] || continue
    name="$(basename "$log" .failed)"
    printf '\n== %s FAILED ==\n' "$name"
    if grep -qE '^  [0-9]+\) \[' "$LOGS/$name.log"; then
      awk '/^  [0-9]+\) \[/ { n = 14 } n > 0 && NF { print; n-- }' "$LOGS/$name.log"
    else
      tail -n 40 "$LOGS/$name.log"
    fi
  done 2>&1 | head -n 90 >&2
}

summary() {
  failures
  printf '\n== layer times (total %ss of %ss) ==\n' "$((SECONDS - START))" "$BUDGET"
  cat "$LOGS/summary"
}

# The end-to-end runs. GATE_E2E_RUNS=2 (the default): one Playwright run
# per lane, the built-in project (with the React-development, hostile-data
# and ads ones) in lane 1 after the unit tests, the database project in lane
# 2 after the builds, on its own ports (E2E_PORT_BASE). A single run already
# keeps 1.5 cores busy (Chromium's processes beside the runner): on two cores
# more runs only share them, and four runs there once made an axe pass take
# seven times as long and a run fail in CI. GATE_E2E_RUNS=4, for a machine
# with more cores: each project in two halves (E2E_SHARD, see
# tests/e2e/support/projects.ts), four runs side by side in lane 2, runs b
# serving copies of runs a's builds with only the stand-in's port changed
# (copy-e2e-build.mjs). Ports: the built-in run at the defaults (4183-4191,
# 4224 for the offline spec's second server), the others at base .. base + 8
# (+ 41).
RUNS="${GATE_E2E_RUNS:-2}"
LOCAL_MODES="builtin react-dev hostile ads"
LOCAL_PROJECTS=(--project=builtin --project=react-dev --project=hostile --project=ads)
e2e_builds() {
  E2E_MODES="$LOCAL_MODES" bash tests/tools/build-e2e.sh &&
    E2E_MODES=database E2E_PORT_BASE=4200 bash tests/tools/build-e2e.sh || return 1
  [ "$RUNS" = 4 ] || return 0
  node tests/tools/copy-e2e-build.mjs dist-e2e/builtin dist-e2e/ports/4300/builtin 4186 4300 &&
    node tests/tools/copy-e2e-build.mjs dist-e2e/database dist-e2e/ports/4400/database 4200 4400
}
e2e_four_runs() {
  after system.done || return 1
  layer e2e-builtin-a env E2E_SHARD=a E2E_MODES="$LOCAL_MODES" \
    npx playwright test "${LOCAL_PROJECTS[@]}" &
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
# after MARKER... : waits until each marker is left (system.done: the system
# packages are in; builds.done: lane 2's builds are made); fails as soon as a
# layer has failed.
after() {
  local m
  for m in "$@"; do
    while [ ! -e "$LOGS/$m" ]; do
      [ -e "$LOGS/failed" ] && { echo "a layer this one needs failed"; return 1; }
      sleep 1
    done
  done
}
# The built-in run waits for lane 2's builds and the system packages.
e2e_builtin() {
  after system.done builds.done || return 1
  E2E_MODES="$LOCAL_MODES" npx playwright test "${LOCAL_PROJECTS[@]}"
}
e2e_database() {
  after system.done || return 1
  E2E_MODES=database E2E_PORT_BASE=4200 npx playwright test --project=database
}
database() {
  after system.done || return 1
  bash tests/tools/pg-test.sh
}

lane1() {
  layer typecheck npx tsc -b &&
    layer lint npx eslint . --max-warnings=0 &&
    layer format npx prettier --check --log-level warn . &&
    layer unit npm run --silent test:unit || return 1
  if [ "$RUNS" = 4 ]; then
    layer database database
  else
    layer e2e-builtin e2e_builtin
  fi
}

lane2() {
  layer e2e-builds e2e_builds && touch "$LOGS/builds.done" || return 1
  if [ "$RUNS" = 4 ]; then
    e2e_four_runs
  else
    layer e2e-database e2e_database &&
      layer database database
  fi
}

# The system packages (one apt-get call when something is missing, which on
# a fresh machine takes a minute) while the static checks and the builds,
# which need none of them, begin; the layers that do wait for them.
{ layer system bash tests/tools/ensure-system.sh && touch "$LOGS/system.done"; } &
SYSTEM=$!

lane1 &
LANE1=$!
lane2 &
LANE2=$!
rc=0
wait "$SYSTEM" || rc=1
wait "$LANE1" || rc=1
wait "$LANE2" || rc=1
summary
[ "$rc" = 0 ] || echo "npm test: a layer failed (see its block above)" >&2
exit "$rc"
