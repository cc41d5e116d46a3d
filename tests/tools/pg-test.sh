#!/usr/bin/env bash
# The database proof on real PostgreSQL (Debian's server, RECIPES section 7,
# Option A): a throwaway cluster on 127.0.0.1 and a free port, the roles a
# Supabase project has, every migration in order, the seed, then every
# supabase/tests/*.sql and *.sh, each once (the seed's re-run as an upsert is
# one of them, 40_seed_upsert.sql); the shell files that work on copies of
# the database run side by side (SIDE_BY_SIDE below), the report in file
# order all the same. The cluster and its directory are removed on exit,
# whatever happens.
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

# Runs one check source into its own report (OUT/label); counts its
# 'ok - ' lines, and a failure as 1, in OUT/label.counts.
OUT="$DIR/reports"
mkdir -p "$OUT"
record() { # label, then the command
  local label="$1" out rc=0 t0=$SECONDS
  shift
  local file="$OUT/${label//\//_}"
  out="$("$@" 2>&1)" || rc=$?
  local took=$((SECONDS - t0))
  local ok
  ok="$(grep -c '^ok - ' <<<"$out" || true)"
  if [ "$rc" != 0 ]; then
    printf '%s 1\n' "$ok" >"$file.counts"
    printf '  FAIL %s (%s passed before the failure)\n%s\n' "$label" "$ok" "$out" | sed 's/^/    /' >"$file"
  else
    printf '%s 0\n' "$ok" >"$file.counts"
    printf '  %-40s %3s ok %4ss\n' "$label" "$ok" "$took" >"$file"
    [ -n "${VERBOSE:-}" ] && sed 's/^/      /' <<<"$out" >>"$file"
  fi
  return 0
}
# Prints the reports of these labels, in this order, and adds up their counts.
report() {
  local label file ok failed
  for label in "$@"; do
    file="$OUT/${label//\//_}"
    read -r ok failed <"$file.counts"
    if [ "$failed" = 0 ]; then cat "$file"; else cat "$file" >&2; fi
    PASSED=$((PASSED + ok))
    FAILED=$((FAILED + failed))
  done
}

only() { [ -z "${PG_TEST_ONLY:-}" ] || basename "$1" | grep -Eq -- "$PG_TEST_ONLY"; }
sql_check() { record "${1#"$ROOT"/}" "${PSQL[@]}" -d app -At "${VARS[@]}" -f "$1"; }
shell_check() { # file, the database it starts from
  record "${1#"$ROOT"/}" env PGBIN="$PGBIN" PGHOST=127.0.0.1 PGPORT="$PORT" \
    PGUSER=postgres PGDATABASE="$2" bash "$1"
}

# The shell files that work on copies of the seeded database (CREATE
# DATABASE … TEMPLATE) or on a cluster of their own: they wait on
# processes, timeouts and a paced geocoder more than they compute, so they
# run side by side, each from a snapshot of the database as the earlier
# files left it (a template nobody connects to). The rest run in one line, in
# file order, on the database itself.
SIDE_BY_SIDE='^(70_|71_|74_|75_|76_|77_|78_|79_)'

# One file after another on the database itself: SQL in a psql session, a
# shell file with the connection in the PG* variables.
run_in_line() {
  local f
  for f in "$@"; do
    case "$f" in *.sql) sql_check "$f" ;; *.sh) shell_check "$f" app ;; esac
  done
}

run_suite() {
  # SQL files run in one psql session; shell files (checks that need many
  # sessions at once) get the connection in the PG* variables.
  local f name order=() side=() in_line=() pids=()
  for f in $(printf '%s\n' "$SUPA"/tests/*.sql "$SUPA"/tests/*.sh | sort); do
    only "$f" || continue
    order+=("${f#"$ROOT"/}")
    if basename "$f" | grep -Eq -- "$SIDE_BY_SIDE"; then side+=("$f"); else in_line+=("$f"); fi
  done
  # In file order up to the first side-by-side file, then the snapshot.
  local first_side="${side[0]:-}"
  local before=() rest=()
  for f in "${in_line[@]}"; do
    if [ -n "$first_side" ] && [[ "$f" > "$first_side" ]]; then rest+=("$f"); else before+=("$f"); fi
  done
  run_in_line "${before[@]}"
  "${PSQL[@]}" -d postgres -c "create database app_snapshot template app" >/dev/null || return 1
  for f in "${side[@]}"; do
    shell_check "$f" app_snapshot &
    pids+=($!)
  done
  # Meanwhile, on the database itself: the later files, then lossless.
  run_in_line "${rest[@]}"
  # Lossless: every row read back (as the service role: anon reads only the
  # public columns, 66_public_columns.sh) equals the built-in data.
  "${PSQL[@]}" -d app -At -c 'set role service_role' -c "select json_build_object(
      'clinics', (select json_agg(to_jsonb(c) order by c.slug) from public.clinics c),
      'towns', (select json_agg(to_jsonb(t) order by t.slug) from public.towns t),
      'emergency_departments', (select json_agg(to_jsonb(e) order by e.slug)
        from public.emergency_departments e))" \
    >"$DIR/rows.json"
  record "database rows = built-in data" \
    node_modules/.bin/tsx supabase/tools/generate-seed.ts --compare "$DIR/rows.json"
  for f in "${pids[@]}"; do wait "$f"; done
  report "${order[@]}" "database rows = built-in data"
}

echo "pg-test: PostgreSQL $("${PSQL[@]}" -d postgres -Atc 'show server_version') on 127.0.0.1:$PORT"
echo "migrations + seed on a fresh database"
fresh_database || setup_failed
run_suite

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
