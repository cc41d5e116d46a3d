# A throwaway PostgreSQL cluster shaped like a Supabase project: sourced by
# tests/tools/pg-test.sh (the database tests) and ops/sandbox.sh (npm run
# ops:sandbox), so both run the same server the same way. Debian's server,
# on 127.0.0.1 and a free port, a random password (not trust: other local
# users cannot use it), in a temporary directory that pg_cluster_stop
# removes. Never runs the server as root: as root it uses `runuser -u
# postgres`.
#
#   source supabase/tools/pg-cluster.sh
#   pg_cluster_start NAME     # sets PGBIN, PG_DIR, PG_PORT, PSQL; exports PGPASSWORD
#   pg_cluster_load_app DB    # a fresh database: Supabase's defaults, migrations, seed
#   pg_cluster_stop           # the server stopped, the directory removed
#
# The caller sets `set -euo pipefail` and a trap that calls pg_cluster_stop.

PG_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PG_DIR=""

pg_cluster_find_server() {
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  PGBIN="${PGBIN:-$found}"
  if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
    if [ "$(id -u)" = 0 ]; then
      echo "no PostgreSQL server found; installing Debian's (apt-get install -y postgresql)"
      apt-get update
      DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
      PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
    else
      echo "no PostgreSQL server found (/usr/lib/postgresql/*/bin/initdb). Install it with:" >&2
      echo "  sudo apt-get update && sudo apt-get install -y postgresql" >&2
      return 1
    fi
  fi
  if [ "$(id -u)" = 0 ]; then
    if ! id postgres >/dev/null 2>&1 || ! command -v runuser >/dev/null; then
      echo "refusing to run PostgreSQL as root, and there is no 'postgres' user (or runuser) to run it as" >&2
      return 1
    fi
    RUNAS=(runuser -u postgres --)
  else
    RUNAS=()
  fi
}

pg_cluster_start() { # NAME: the temporary directory's prefix
  pg_cluster_find_server || return 1
  PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")"
  # PG_PORT_WANTED: a port chosen by the caller (ops:sandbox --port); else a free one.
  PG_PORT="${PG_PORT_WANTED:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
  PGPASSWORD="$(node -e 'console.log(require("crypto").randomBytes(18).toString("hex"))')"
  export PGPASSWORD
  printf '%s\n' "$PGPASSWORD" >"$PG_DIR/pw"
  [ "$(id -u)" = 0 ] && chown -R postgres: "$PG_DIR"
  "${RUNAS[@]}" "$PGBIN/initdb" -D "$PG_DIR/data" -U postgres --pwfile="$PG_DIR/pw" -A scram-sha-256 \
    --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null || return 1
  rm -f "$PG_DIR/pw"
  "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -o \
    "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$PG_DIR/log" >&2; return 1; }
  export PGOPTIONS='-c client_min_messages=warning'
  PSQL=("$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PG_PORT" -U postgres)
  # The roles a Supabase project has (anon, authenticated, service_role).
  "${PSQL[@]}" -d postgres -f "$PG_ROOT/supabase/tests/harness/roles.sql" || return 1
}

pg_cluster_load_app() { # DB: dropped if it exists, then made like a fresh Supabase one
  local f
  "${PSQL[@]}" -d postgres -c "drop database if exists $1" -c "create database $1" || return 1
  "${PSQL[@]}" -d "$1" -f "$PG_ROOT/supabase/tests/harness/supabase-defaults.sql" || return 1
  for f in "$PG_ROOT"/supabase/migrations/*.sql; do
    "${PSQL[@]}" -d "$1" -f "$f" || { echo "migration ${f#"$PG_ROOT"/} failed" >&2; return 1; }
  done
  "${PSQL[@]}" -d "$1" -f "$PG_ROOT/supabase/seed.sql" || { echo "the seed failed" >&2; return 1; }
}

pg_cluster_stop() {
  [ -n "$PG_DIR" ] || return 0
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 ||
      "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  PG_DIR=""
}
