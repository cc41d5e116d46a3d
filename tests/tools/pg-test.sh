#!/usr/bin/env bash
# The database proof on real PostgreSQL (Debian's server, RECIPES section 7,
# Option A): a throwaway cluster on 127.0.0.1 and a free port, the roles a
# Supabase project has, every migration in order, the seed, then every
# supabase/tests/*.sql, each once (the seed's re-run as an upsert is one of
# them, 40_seed_upsert.sql). The cluster and its directory are removed on
# exit, whatever happens.
#
#   bash tests/tools/pg-test.sh            # VERBOSE=1 prints every check
#   PG_TEST_ONLY='^(10_schema|78_)' bash tests/tools/pg-test.sh
#                                          # only the supabase/tests files whose
#                                          # name matches (grep -E); the rest as always
#
# Never runs the server as root: as root it uses `runuser -u postgres`
# (supabase/tools/pg-cluster.sh, shared with npm run ops:sandbox).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
SUPA="$ROOT/supabase"

# The cluster itself, shared with npm run ops:sandbox.
source "$SUPA/tools/pg-cluster.sh"
trap pg_cluster_stop EXIT
pg_cluster_start pg-test || { echo "pg-test: could not start PostgreSQL" >&2; exit 1; }
PORT="$PG_PORT"
DIR="$PG_DIR"

# Values the tests compare with, computed from the app's built-in data set.
VARS=()
while IFS= read -r line; do VARS+=(-v "$line"); done \
  < <(node_modules/.bin/tsx supabase/tools/generate-seed.ts --expect)

PASSED=0
FAILED=0

# A database exactly like a fresh Supabase one, then migrations, seed and
# the tests' helpers.
fresh_database() {
  pg_cluster_load_app app || { echo "pg-test: could not set up the database" >&2; return 1; }
  "${PSQL[@]}" -d app -f "$SUPA/tests/harness/helpers.sql" || return 1
}
setup_failed() {
  echo "$PASSED passed, $((FAILED + 1)) failed (could not set up the database)"
  exit 1
}

# Runs one check source; counts its 'ok - ' lines, and a failure as 1.
record() { # label, then the command
  local label="$1" out rc=0 t0=$SECONDS
  shift
  out="$("$@" 2>&1)" || rc=$?
  local took=$((SECONDS - t0))
  local ok
  ok="$(grep -c '^ok - ' <<<"$out" || true)"
  PASSED=$((PASSED + ok))
  if [ "$rc" != 0 ]; then
    FAILED=$((FAILED + 1))
    printf '  FAIL %s (%s passed before the failure)\n%s\n' "$label" "$ok" "$out" | sed 's/^/    /' >&2
  else
    printf '  %-40s %3s ok %4ss\n' "$label" "$ok" "$took"
    [ -n "${VERBOSE:-}" ] && sed 's/^/      /' <<<"$out"
  fi
  return 0
}

run_suite() {
  # SQL files run in one psql session; shell files (checks that need many
  # sessions at once) get the connection in the PG* variables.
  for f in $(printf '%s\n' "$SUPA"/tests/*.sql "$SUPA"/tests/*.sh | sort); do
    if [ -n "${PG_TEST_ONLY:-}" ] && ! basename "$f" | grep -Eq -- "$PG_TEST_ONLY"; then
      continue
    fi
    case "$f" in
      *.sql) record "${f#"$ROOT"/}" "${PSQL[@]}" -d app -At "${VARS[@]}" -f "$f" ;;
      *.sh)
        record "${f#"$ROOT"/}" env PGBIN="$PGBIN" PGHOST=127.0.0.1 PGPORT="$PORT" \
          PGUSER=postgres PGDATABASE=app bash "$f"
        ;;
    esac
  done
  # Lossless: every row read back (as anon) equals the built-in data.
  "${PSQL[@]}" -d app -At -c 'set role anon' -c "select json_build_object(
      'clinics', (select json_agg(to_jsonb(c) order by c.slug) from public.clinics c),
      'towns', (select json_agg(to_jsonb(t) order by t.slug) from public.towns t),
      'emergency_departments', (select json_agg(to_jsonb(e) order by e.slug)
        from public.emergency_departments e))" \
    >"$DIR/rows.json"
  record "database rows = built-in data" \
    node_modules/.bin/tsx supabase/tools/generate-seed.ts --compare "$DIR/rows.json"
}

echo "pg-test: PostgreSQL $("${PSQL[@]}" -d postgres -Atc 'show server_version') on 127.0.0.1:$PORT"
echo "migrations + seed on a fresh database"
fresh_database || setup_failed
run_suite

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
