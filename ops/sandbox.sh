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
