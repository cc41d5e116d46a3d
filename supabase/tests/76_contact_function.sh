#!/usr/bin/env bash
# The send-contact-email Edge Function on real Deno against real PostgreSQL:
# supabase/functions/send-contact-email/database.test.ts, with PostgREST's
# rpc stood in by psql calls as service_role, so the per-client limit, the
# keyless match and the claim to send are the database's own (and the
# re-sender's claim, for the keyless case). On a copy of the seeded database
# (CREATE DATABASE … TEMPLATE), so the other checks still see the seed. Run
# by tests/tools/pg-test.sh with the PG* variables set; prints 'ok - ' lines,
# exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d postgres)
DB="contact_fn_$$"
"${PSQL[@]}" -c "drop database if exists $DB" -c "create database $DB template $PGDATABASE"
trap '"${PSQL[@]}" -c "drop database if exists $DB" >/dev/null 2>&1 || true' EXIT
export PGDATABASE="$DB" PGBIN
export DENO_DIR="${DENO_DIR:-$PWD/node_modules/.cache/deno}" DENO_NO_UPDATE_CHECK=1 NO_COLOR=1
DENO=(node_modules/.bin/deno)
[ -x "${DENO[0]}" ] || DENO=(npx --no-install deno)
rc=0
out="$("${DENO[@]}" test --no-lock --allow-net=127.0.0.1 --allow-env \
  --allow-run="$PGBIN/psql" supabase/functions/send-contact-email/database.test.ts 2>&1)" || rc=$?
if [ "$rc" != 0 ] || grep -q ' \.\.\. ignored' <<<"$out"; then
  printf '%s\n' "$out"
  exit 1
fi
sed -n 's/^\(.*\) \.\.\. ok .*$/ok - \1/p' <<<"$out"
