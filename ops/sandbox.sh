#!/usr/bin/env bash
# npm run ops:sandbox: a throwaway local PostgreSQL to try the operator's
# tools on (ops/README.md, 'Try a round on a local database'). The same
# machinery as the database tests (supabase/tools/pg-cluster.sh): a cluster
# on 127.0.0.1 shaped like a Supabase project, every migration and the seed,
# then it prints a DATABASE_URL and waits. Ctrl-C (or SIGTERM) stops the
# server and removes its directory: nothing is left running or on disk.
# Never runs the server as root.
set -euo pipefail
cd "$(dirname "$0")/.."

# --port N: listen there (1024-65535, free) instead of on a free port.
while [ $# -gt 0 ]; do
  case "$1" in
    --port)
      PG_PORT_WANTED="${2:-}"
      shift 2 || shift $#
      ;;
    --port=*)
      PG_PORT_WANTED="${1#--port=}"
      shift
      ;;
    -h | --help)
      echo "npm run ops:sandbox [-- --port N]: a throwaway PostgreSQL with the migrations and the seed; Ctrl-C stops and removes it"
      exit 0
      ;;
    *)
      echo "ops:sandbox: unknown argument '$1' (only --port N)" >&2
      exit 2
      ;;
  esac
done
if [ -n "${PG_PORT_WANTED+x}" ]; then
  if ! [[ "$PG_PORT_WANTED" =~ ^[0-9]{4,5}$ ]] || [ "$PG_PORT_WANTED" -lt 1024 ] || [ "$PG_PORT_WANTED" -gt 65535 ]; then
    echo "ops:sandbox: --port '$PG_PORT_WANTED' is not a port from 1024 to 65535" >&2
    exit 2
  fi
  if ! node -e 'const s=require("net").createServer().once("error",()=>process.exit(1)).listen(Number(process.argv[1]),"127.0.0.1",()=>s.close())' "$PG_PORT_WANTED"; then
    echo "ops:sandbox: port $PG_PORT_WANTED on 127.0.0.1 is in use: choose another, or leave --port out for a free one" >&2
    exit 1
  fi
  export PG_PORT_WANTED
fi
source supabase/tools/pg-cluster.sh

stopping=0
waiting=""
stop() {
  [ "$stopping" = 1 ] && return
  stopping=1
  [ -n "$waiting" ] && kill "$waiting" 2>/dev/null
  local dir="$PG_DIR"
  pg_cluster_stop
  [ -n "$dir" ] && echo "ops:sandbox: stopped; $dir removed"
  return 0
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

echo "ops:sandbox: starting PostgreSQL …"
pg_cluster_start ops-sandbox || { echo "ops:sandbox: could not start PostgreSQL" >&2; exit 1; }
pg_cluster_load_app app >/dev/null || { echo "ops:sandbox: could not load the migrations and the seed" >&2; exit 1; }

URL="postgres://postgres:$PGPASSWORD@127.0.0.1:$PG_PORT/app"
cat <<TEXT
ops:sandbox: PostgreSQL $("${PSQL[@]}" -d app -Atc 'show server_version' | cut -d' ' -f1) on 127.0.0.1:$PG_PORT, \
$(ls supabase/migrations/*.sql | wc -l) migrations and the seed applied ($("${PSQL[@]}" -d app -Atc 'select count(*) from public.clinics') clinics)
ops:sandbox: data directory $PG_DIR

In another terminal:

  export DATABASE_URL='$URL'
  npm run ops:reports
  npm run ops:status

Ctrl-C here stops it and removes everything.
DATABASE_URL=$URL
TEXT

# Wait until told to stop (or until the server is gone).
while [ -f "$PG_DIR/data/postmaster.pid" ]; do
  sleep 1 &
  waiting=$!
  wait "$waiting" || true
  waiting=""
done
echo "ops:sandbox: the server stopped on its own" >&2
exit 1
