#!/usr/bin/env bash
# A harvest round end to end (issue 51): ops:harvest --from db against
# loopback stand-ins → the review sheet reviewed by script → ops:apply
# --to both (this throwaway PostgreSQL and a copy of the data file) → the
# rows, the data file, the seed and the built-in data agree, nothing stored
# that was not accepted. On a copy of the seeded database (CREATE DATABASE
# … TEMPLATE). Run by tests/tools/pg-test.sh with the PG* variables set;
# prints 'ok - ' lines, exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d postgres)
DB="ops_harvest_$$"
"${PSQL[@]}" -c "drop database if exists $DB" -c "create database $DB template $PGDATABASE"
trap '"${PSQL[@]}" -c "drop database if exists $DB" >/dev/null 2>&1 || true' EXIT
# The tools' clock runs ahead of the database's here (harness/without-future-checks.sql).
"${PSQL[@]}" -d "$DB" -f supabase/tests/harness/without-future-checks.sql
export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$DB"
node_modules/.bin/tsx tests/tools/ops-harvest-db-e2e.ts
