#!/usr/bin/env bash
# `npm run check`: the quick loop while iterating (no browser, no database,
# no Deno): the static checks (typecheck, lint, format) in one lane and
# Vitest (unit, contract and component tests) in the other, side by side.
# Each lane's output is printed as one block when it ends; the exit code is
# non-zero when either failed. `npm test` is the full gate.
set -uo pipefail
cd "$(dirname "$0")/../.."
LOGS="$(mktemp -d "${TMPDIR:-/tmp}/npm-check.XXXXXX")"
trap 'rm -rf "$LOGS"' EXIT
START=$SECONDS

lane() { # name command...
  local name="$1" t0=$SECONDS rc=0
  shift
  "$@" >"$LOGS/$name.log" 2>&1 || rc=$?
  local status=ok
  [ "$rc" = 0 ] || status="FAILED (exit $rc)"
  printf '\n== %s (%ss, %s) ==\n' "$name" "$((SECONDS - t0))" "$status"
  cat "$LOGS/$name.log"
  return "$rc"
}

# `npm run typecheck` is tsc per project with its own build info (`tsc -b`
# with noEmit checks everything again each time, 30 s here; incremental, a
# second run takes 7 to 14); `npm run lint` and Prettier keep caches
# (node_modules/.cache), so a loop re-checks only what changed. A type-aware
# lint rule can miss a change in another file's types from the cache;
# `npm test` runs `tsc -b` and lints without one.
static() {
  npm run --silent typecheck &&
    npm run --silent lint &&
    npx prettier --check --log-level warn --cache --cache-location node_modules/.cache/prettier/cache .
}

# Vitest with two workers (the gate uses one, beside the builds): the
# static lane is short once its caches are warm.
vitest() {
  npx vitest run --maxWorkers=2 && VITEST_ISOLATED=1 npx vitest run
}

lane static static &
S=$!
lane vitest vitest &
V=$!
rc=0
wait "$S" || rc=1
wait "$V" || rc=1
printf '\ncheck: %s in %ss\n' "$([ "$rc" = 0 ] && echo passed || echo FAILED)" "$((SECONDS - START))"
exit "$rc"
