#!/usr/bin/env bash
# The corrections inbox (npm run ops:reports, ops/README.md) against this
# throwaway PostgreSQL: reports and correction messages grouped by clinic,
# --mark and its refusals, and the reports' place in ops:queue and
# ops:status. It works on a copy of the seeded database (CREATE DATABASE …
# TEMPLATE), so the other checks still see the seed. Run by
# tests/tools/pg-test.sh with the PG* variables set; prints 'ok - ' lines,
# exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d postgres)
DB="ops_reports_e2e_$$"
"${PSQL[@]}" -c "drop database if exists $DB" -c "create database $DB template $PGDATABASE"
trap '"${PSQL[@]}" -c "drop database if exists $DB" >/dev/null 2>&1 || true' EXIT
export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$DB"
node_modules/.bin/tsx tests/tools/ops-reports-db-e2e.ts
