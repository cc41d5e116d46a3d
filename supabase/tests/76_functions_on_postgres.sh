#!/usr/bin/env bash
# The Edge Functions on real Deno against real PostgreSQL: the tests whose
# PostgREST rpc is stood in by psql calls as service_role
# (supabase/functions/_shared/pg-stand-in.ts), so the limits, locks, keys and
# claims under test are the database's own — report-listing's handler tests
# and send-contact-email's database.test.ts (the per-client limit, the
# keyless match, the claim to send, the re-sender's claim). On a copy of the
# seeded database (CREATE DATABASE … TEMPLATE), so the other checks still
# see the seed. Run by tests/tools/pg-test.sh with the PG* variables set;
# prints 'ok - ' lines, exits 1 on a failure (or a test skipped for want of
# the database).
set -euo pipefail
cd "$(dirname "$0")/../.."
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d postgres)
DB="functions_pg_$$"
"${PSQL[@]}" -c "drop database if exists $DB" -c "create database $DB template $PGDATABASE"
trap '"${PSQL[@]}" -c "drop database if exists $DB" >/dev/null 2>&1 || true' EXIT
export PGDATABASE="$DB" PGBIN
export DENO_DIR="${DENO_DIR:-$PWD/node_modules/.cache/deno}" DENO_NO_UPDATE_CHECK=1 NO_COLOR=1
DENO=(node_modules/.bin/deno)
[ -x "${DENO[0]}" ] || DENO=(npx --no-install deno)
rc=0
out="$("${DENO[@]}" test --no-lock --allow-net=127.0.0.1 --allow-env \
  --allow-run="$PGBIN/psql" \
  supabase/functions/report-listing/ \
  supabase/functions/send-contact-email/database.test.ts 2>&1)" || rc=$?
if [ "$rc" != 0 ] || grep -q ' \.\.\. ignored' <<<"$out"; then
  printf '%s\n' "$out"
  exit 1
fi
sed -n 's/^\(.*\) \.\.\. ok .*$/ok - \1/p' <<<"$out"
