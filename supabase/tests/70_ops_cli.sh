#!/usr/bin/env bash
# The operator CLI (ops/README.md) end to end against this throwaway PostgreSQL:
# queue → a sheet filled by script → apply → rows, dates and events; every
# refusal; a transaction that fails half-way. It works on a copy of the
# seeded database (CREATE DATABASE … TEMPLATE), so the other checks still
# see the seed. Run by tests/tools/pg-test.sh with the PG* variables set;
# prints 'ok - ' lines, exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d postgres)
DB="ops_e2e_$$"
"${PSQL[@]}" -c "drop database if exists $DB" -c "create database $DB template $PGDATABASE"
trap '"${PSQL[@]}" -c "drop database if exists $DB" >/dev/null 2>&1 || true' EXIT
# The tools' clock runs ahead of the database's here (harness/without-future-checks.sql).
"${PSQL[@]}" -d "$DB" -f supabase/tests/harness/without-future-checks.sql
export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$DB"
node_modules/.bin/tsx tests/tools/ops-db-e2e.ts
