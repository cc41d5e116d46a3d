#!/usr/bin/env bash
# submit_contact_message() under real concurrency (exactly once): many
# sessions call it at the same instant (they all wait on one advisory lock
# held by another session, then are let go together), and the stored rows are
# counted. Run by tests/tools/pg-test.sh with PGBIN, PGHOST, PGPORT, PGUSER,
# PGPASSWORD and PGDATABASE set; prints 'ok - ' lines, exits 1 on a failure.
set -euo pipefail
PSQL=("$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1)
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
GATE=2020

# race <label> <sessions> <sql for session $i, with @i@>: every answer's outcome.
race() {
  local label="$1" n="$2" sql="$3" i
  "${PSQL[@]}" -c "select pg_advisory_lock($GATE)" -c 'select pg_sleep(2)' >/dev/null &
  local holder=$!
  until [ "$("${PSQL[@]}" -c "select count(*) from pg_locks where locktype = 'advisory' and objid = $GATE and granted")" = 1 ]; do
    sleep 0.05
  done
  for i in $(seq 1 "$n"); do
    "${PSQL[@]}" \
      -c "do \$\$ begin perform pg_advisory_lock_shared($GATE); perform pg_advisory_unlock_shared($GATE); end \$\$" \
      -c 'set role service_role' \
      -c "select (${sql//@i@/$i})->>'outcome'" >"$OUT/$label.$i" 2>&1 &
  done
  wait
  cat "$OUT/$label".* | sort | uniq -c | sed "s/^/  $label: /" >&2
}

count() { "${PSQL[@]}" -c "$1"; }
check() { # description, got, want
  if [ "$2" != "$3" ]; then
    echo "not ok - $1 (got $2, want $3)"
    exit 1
  fi
  echo "ok - $1"
}

count "delete from public.contact_messages where user_agent = 'race'" >/dev/null

race ip 50 "public.submit_contact_message(gen_random_uuid(), 'Racer', 'racer@i@@example.com',
  'Race', 'Message @i@', repeat('e', 64), 'race', 5, 600)"
check '50 simultaneous messages from one client: 5 stored' \
  "$(count "select count(*) from public.contact_messages where ip_hash = repeat('e', 64)")" 5
check '... and the other 45 answered rate_limited' \
  "$(cat "$OUT"/ip.* | grep -c '^rate_limited$' || true)" 45

race email 50 "public.submit_contact_message(gen_random_uuid(), 'Racer', 'same@example.com',
  'Race', 'Message @i@', null, 'race', 5, 600)"
check '50 simultaneous messages with no client hash naming one address: 5 stored' \
  "$(count "select count(*) from public.contact_messages where email = 'same@example.com'")" 5

race keyless 20 "public.submit_contact_message(gen_random_uuid(), 'Racer', 'keyless@example.com',
  'Race', 'One keyless message', repeat('a', 64), 'race', 5, 600, null, repeat('2', 64))"
check '20 simultaneous copies of one keyless message (one fingerprint): 1 row' \
  "$(count "select count(*) from public.contact_messages where fingerprint = repeat('2', 64)")" 1

count "insert into public.contact_messages (idempotency_key, name, email, subject, message, user_agent)
  values ('67676767-6767-4767-8767-676767676767', 'Racer', 'claim@example.com', 'Race', 'Claim', 'race')" >/dev/null
race claim 20 "public.claim_contact_message_send('67676767-6767-4767-8767-676767676767', 60)"
check '20 simultaneous claims to send one message: 1 claimed, 19 busy' \
  "$(cat "$OUT"/claim.* | grep -c '^claimed$' || true),$(cat "$OUT"/claim.* | grep -c '^busy$' || true)" 1,19

race key 20 "public.submit_contact_message('66666666-6666-4666-8666-666666666666', 'Racer',
  'key@i@@example.com', 'Race', 'One message', encode(sha256(convert_to('key client @i@', 'UTF8')), 'hex'),
  'race', 5, 600)"
check '20 simultaneous retries of one message from 20 clients: 1 row' \
  "$(count "select count(*) from public.contact_messages where idempotency_key = '66666666-6666-4666-8666-666666666666'")" 1
check '... answered stored once and duplicate 19 times' \
  "$(cat "$OUT"/key.* | grep -c '^duplicate$' || true),$(cat "$OUT"/key.* | grep -c '^stored$' || true)" 19,1

count "delete from public.contact_messages where user_agent = 'race'" >/dev/null
