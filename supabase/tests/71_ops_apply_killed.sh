#!/usr/bin/env bash
# ops:apply stopped at every step (--to both, db, file) and run again, against
# this throwaway PostgreSQL: each case on its own copy of the seeded database
# (CREATE DATABASE … TEMPLATE). Run by tests/tools/pg-test.sh with the PG*
# variables set; prints 'ok - ' lines, exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
node_modules/.bin/tsx tests/tools/ops-kill-db-e2e.ts
