#!/usr/bin/env bash
# What the anon key reads (issue 48, item 9; migration
# 20261204000002_anon_reads_public_columns.sql): `select *` refused on every
# table the site reads, each column the site names (src/data/supabase/
# columns.ts) readable, every other column refused, the grants exactly the
# site's lists (so the two cannot drift), and the public forms
# (public_sources, public_status_note) equal to the site's own rule over the
# built-in rows, kept by every write. Run by tests/tools/pg-test.sh with the
# PG* variables set, on the database itself (the writes are rolled back);
# prints 'ok - ' lines, exits non-zero on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
VARS=()
while IFS= read -r line; do VARS+=(-v "$line"); done \
  < <(node_modules/.bin/tsx supabase/tests/harness/public-columns.ts)
"$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 "${VARS[@]}" \
  -f supabase/tests/harness/public-columns.sql
