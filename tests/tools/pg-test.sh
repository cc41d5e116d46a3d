#!/usr/bin/env bash
# The database proof on real PostgreSQL (Debian's server, RECIPES section 7,
# Option A): a throwaway cluster on 127.0.0.1 and a free port, the roles a
# Supabase project has, every migration in order, the seed, then every
# supabase/tests/*.sql. Then it drops the database and does it all again from
# scratch, proving the migrations re-run cleanly. The cluster and its
# directory are removed on exit, whatever happens.
#
#   bash tests/tools/pg-test.sh            # VERBOSE=1 prints every check
#
# Never runs the server as root: as root it uses `runuser -u postgres`.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
SUPA="$ROOT/supabase"

find_pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
PGBIN="${PGBIN:-$(find_pgbin)}"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "pg-test: no PostgreSQL server found; installing Debian's (apt-get install -y postgresql)"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
    PGBIN="$(find_pgbin)"
  else
    echo "pg-test: no PostgreSQL server found (/usr/lib/postgresql/*/bin/initdb). Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi

if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1 || ! command -v runuser >/dev/null; then
    echo "pg-test: refusing to run PostgreSQL as root, and there is no 'postgres' user (or runuser) to run it as" >&2
    exit 1
  fi
  RUNAS=(runuser -u postgres --)
else
  RUNAS=()
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")"
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
cleanup() {
  "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
# A random password (not trust): other local users cannot use the cluster.
export PGPASSWORD="$(node -e 'console.log(require("crypto").randomBytes(18).toString("hex"))')"
printf '%s\n' "$PGPASSWORD" >"$DIR/pw"
[ "$(id -u)" = 0 ] && chown -R postgres: "$DIR"

"${RUNAS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U postgres --pwfile="$DIR/pw" -A scram-sha-256 \
  --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$DIR/log" >&2; exit 1; }

export PGOPTIONS='-c client_min_messages=warning'
PSQL=("$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres)

# Values the tests compare with, computed from the app's built-in data set.
VARS=()
while IFS= read -r line; do VARS+=(-v "$line"); done \
  < <(node_modules/.bin/tsx supabase/tools/generate-seed.ts --expect)

PASSED=0
FAILED=0

# A database exactly like a fresh Supabase one, then migrations and seed.
fresh_database() {
  "${PSQL[@]}" -d postgres -c 'drop database if exists app' -c 'create database app' || return 1
  "${PSQL[@]}" -d app -f "$SUPA/tests/harness/supabase-defaults.sql" || return 1
  for f in "$SUPA"/migrations/*.sql; do
    "${PSQL[@]}" -d app -f "$f" || { echo "pg-test: migration ${f#"$ROOT"/} failed" >&2; return 1; }
  done
  "${PSQL[@]}" -d app -f "$SUPA/seed.sql" || { echo "pg-test: the seed failed" >&2; return 1; }
  "${PSQL[@]}" -d app -f "$SUPA/tests/harness/helpers.sql" || return 1
}
setup_failed() {
  echo "$PASSED passed, $((FAILED + 1)) failed (could not set up the database)"
  exit 1
}

# Runs one check source; counts its 'ok - ' lines, and a failure as 1.
record() { # label, then the command
  local label="$1" out rc=0
  shift
  out="$("$@" 2>&1)" || rc=$?
  local ok
  ok="$(grep -c '^ok - ' <<<"$out" || true)"
  PASSED=$((PASSED + ok))
  if [ "$rc" != 0 ]; then
    FAILED=$((FAILED + 1))
    printf '  FAIL %s (%s passed before the failure)\n%s\n' "$label" "$ok" "$out" | sed 's/^/    /' >&2
  else
    printf '  %-40s %3s ok\n' "$label" "$ok"
    [ -n "${VERBOSE:-}" ] && sed 's/^/      /' <<<"$out"
  fi
  return 0
}

run_suite() {
  # SQL files run in one psql session; shell files (checks that need many
  # sessions at once) get the connection in the PG* variables.
  for f in $(printf '%s\n' "$SUPA"/tests/*.sql "$SUPA"/tests/*.sh | sort); do
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

"${PSQL[@]}" -d postgres -f "$SUPA/tests/harness/roles.sql"

echo "pg-test: PostgreSQL $("${PSQL[@]}" -d postgres -Atc 'show server_version') on 127.0.0.1:$PORT"
echo "round 1: migrations + seed on a fresh database"
fresh_database || setup_failed
run_suite
echo "round 2: dropped, migrations + seed applied again from scratch"
fresh_database || setup_failed
run_suite

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
