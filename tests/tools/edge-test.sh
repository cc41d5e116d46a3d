#!/usr/bin/env bash
# The Edge Function proof on real Deno (the npm package `deno`, no network
# imports): type-check the functions and run their tests, whose stand-ins for
# PostgREST and Resend are real HTTP servers on 127.0.0.1.
#
#   bash tests/tools/edge-test.sh   # alone: the database cases are skipped
#
# With a database in the PG* variables (PGBIN, PGHOST, …: what
# tests/tools/pg-test.sh gives supabase/tests/76_functions_on_postgres.sh,
# which runs this in npm test), the database cases run too, on real
# PostgreSQL, and a case skipped for want of it is a failure: every Deno test
# runs once, against the cluster the database step already started.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Deno's cache stays inside the project (ignored by git, ESLint and Prettier).
export DENO_DIR="${DENO_DIR:-$PWD/node_modules/.cache/deno}"
export DENO_NO_UPDATE_CHECK=1
DENO=(node_modules/.bin/deno)
[ -x "${DENO[0]}" ] || DENO=(npx --no-install deno)

# No jsr:/https: imports: they cannot load offline, and the tests must not
# depend on the network.
if grep -rnE "from ['\"](jsr:|https?:)|import\(['\"](jsr:|https?:)" supabase/functions; then
  echo "edge-test: network imports are not allowed in supabase/functions" >&2
  exit 1
fi

"${DENO[@]}" check --no-lock supabase/functions/
if [ -z "${PGHOST:-}" ]; then
  exec "${DENO[@]}" test --no-lock --allow-net=127.0.0.1 --allow-env supabase/functions/
fi
rc=0
out="$(NO_COLOR=1 "${DENO[@]}" test --no-lock --allow-net=127.0.0.1 --allow-env \
  --allow-run="$PGBIN/psql" supabase/functions/ 2>&1)" || rc=$?
printf '%s\n' "$out"
if [ "$rc" = 0 ] && grep -q ' \.\.\. ignored' <<<"$out"; then
  echo "edge-test: a database case was skipped although the database is there" >&2
  exit 1
fi
exit "$rc"
