#!/usr/bin/env bash
# The Edge Functions on real Deno, every test of theirs once
# (tests/tools/edge-test.sh: the type-check, then `deno test`), with real
# PostgreSQL for the cases whose PostgREST rpc is stood in by psql calls as
# service_role (supabase/functions/_shared/pg-stand-in.ts), so the limits,
# locks, keys and claims under test are the database's own — report-listing's
# handler tests and send-contact-email's database.test.ts (the per-client
# limit, the keyless match, the claim to send, the re-sender's claim). npm
# test has no separate Deno step: this is it, on the cluster the database
# step started. On a copy of the
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
rc=0
out="$(bash tests/tools/edge-test.sh 2>&1)" || rc=$?
if [ "$rc" != 0 ]; then
  printf '%s\n' "$out"
  exit 1
fi
sed -n 's/^\(.*\) \.\.\. ok .*$/ok - \1/p' <<<"$out"
