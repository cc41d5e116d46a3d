#!/usr/bin/env bash
# The holiday questions through the operator CLI end to end (issue 49,
# item 5): on Dec 2 the call sheet asks Christmas Eve and Day, New Year's
# Eve and Day; refusals by row and column, nothing changed; the answers
# applied --to both (this throwaway PostgreSQL, its hours_exceptions CHECK,
# and a copy of the data file); status per holiday; after Christmas the
# passed days kept, not asked; ops:revert takes them back. On a copy of the
# seeded database (CREATE DATABASE … TEMPLATE). Run by tests/tools/pg-test.sh
# with the PG* variables set; prints 'ok - ' lines, exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d postgres)
DB="ops_holidays_$$"
"${PSQL[@]}" -c "drop database if exists $DB" -c "create database $DB template $PGDATABASE"
trap '"${PSQL[@]}" -c "drop database if exists $DB" >/dev/null 2>&1 || true' EXIT
# The tools' clock runs ahead of the database's here (harness/without-future-checks.sql).
"${PSQL[@]}" -d "$DB" -f supabase/tests/harness/without-future-checks.sql
export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$DB"
node_modules/.bin/tsx tests/tools/ops-holidays-e2e.ts
