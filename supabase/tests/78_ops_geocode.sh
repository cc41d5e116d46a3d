#!/usr/bin/env bash
# ops:geocode end to end against this throwaway PostgreSQL, a copy of the
# data file and a loopback Nominatim stand-in (tests/support/
# nominatim-stand-in.ts): the review sheet (house, street, nothing, town-level,
# far, malformed, 429 then success; every request checked for its
# User-Agent, pace and query), refusals by row, then the reviewed sheet
# applied --to both and the stored points and flags checked. On a copy of the
# seeded database (CREATE DATABASE … TEMPLATE). Run by tests/tools/pg-test.sh
# with the PG* variables set; prints 'ok - ' lines, exits 1 on a failure.
# Takes about 25 s: the geocoder is asked at most once a second.
set -euo pipefail
cd "$(dirname "$0")/../.."
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d postgres)
DB="ops_geocode_$$"
"${PSQL[@]}" -c "drop database if exists $DB" -c "create database $DB template $PGDATABASE"
trap '"${PSQL[@]}" -c "drop database if exists $DB" >/dev/null 2>&1 || true' EXIT
export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$DB"
node_modules/.bin/tsx tests/tools/ops-geocode-db-e2e.ts
