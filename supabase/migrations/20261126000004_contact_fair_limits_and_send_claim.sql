-- Contact messages: no lock-out through someone's address, a keyless retry
-- stored once, and one sender per message.
--
-- * The sender's address is counted only together with the client. Five
--   messages from any clients naming a parent's address used to answer the
--   parent's own message 429 for ten minutes: a limit let one person
--   silence another. The per-client limit stays (5 per 10 minutes, one
--   advisory lock per client: 50 simultaneous from one client store 5);
--   only a message whose client is unknown (no client hash) is counted per
--   address, among the other messages of unknown clients.
-- * fingerprint: for a request without an Idempotency-Key (a copy of the
--   form cached before the key existed) the function sends a hash of the
--   client, the sender, the subject and the message. A row with the same
--   fingerprint stored within 10 minutes is that message: the request is a
--   duplicate of it, answered with its key, whatever key the function
--   proposed. The client's (or, without one, the address's) lock makes
--   simultaneous copies wait for each other.
-- * sending_until: a claim to send. claim_contact_message_send() lets one
--   caller at a time e-mail a message (the row lock decides between
--   simultaneous copies); finish_contact_message_send() records the
--   provider's answer and lets go. The re-sender's claim takes only rows no
--   one is sending and holds them the same way. Exactly once no longer rests
--   on the provider honouring the key: the second copy never calls it.

alter table public.contact_messages
  add column fingerprint text check (fingerprint ~ '^[0-9a-f]{64}$'),
  add column sending_until timestamptz;

create index contact_messages_fingerprint_idx
  on public.contact_messages (fingerprint, created_at desc)
  where fingerprint is not null;

-- Answers one JSON object:
--   {"outcome": "stored", "id": …, "key": …}
--   {"outcome": "duplicate", "id": …, "key": …, "delivered": true|false}
--   {"outcome": "rate_limited", "limit": "ip"|"email", "retry_after": seconds}
-- "key" is the message's idempotency key: p_idempotency_key, or for a
-- keyless request (p_fingerprint given) the key of the same message stored
-- within 10 minutes. A row the table refuses (a CHECK) raises.
drop function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid);
create function public.submit_contact_message(
  p_idempotency_key uuid,
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_ip_hash text,
  p_user_agent text,
  p_max integer,
  p_window_seconds integer,
  p_clinic_id uuid default null,
  p_fingerprint text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_now timestamptz;
  v_row public.contact_messages%rowtype;
  v_oldest timestamptz;
begin
  if p_idempotency_key is null or p_max is null or p_max < 1
     or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'submit_contact_message: key, limit and window are required'
      using errcode = '22023';
  end if;

  -- One lock per client; a message without a client waits on its address.
  -- Every message that counts towards the same limit, and every copy of a
  -- keyless message (its fingerprint holds the client), takes the same
  -- lock. Held until the transaction ends.
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact-ip:' || p_ip_hash, 0));
  else
    perform pg_advisory_xact_lock(hashtextextended('contact-email:' || lower(p_email), 0));
  end if;
  -- Read after the lock, so the window is measured from when this one's
  -- turn came, not from when it started waiting.
  v_now := clock_timestamp();

  -- A retry of a stored message: the same answer, nothing new.
  select * into v_row from public.contact_messages
   where idempotency_key = p_idempotency_key;
  if not found and p_fingerprint is not null then
    select * into v_row from public.contact_messages
     where fingerprint = p_fingerprint and created_at > v_now - interval '10 minutes'
     order by created_at desc limit 1;
  end if;
  if found then
    return jsonb_build_object('outcome', 'duplicate', 'id', v_row.id,
                              'key', v_row.idempotency_key,
                              'delivered', v_row.delivered_at is not null);
  end if;

  if p_ip_hash is not null then
    select created_at into v_oldest from public.contact_messages
     where ip_hash = p_ip_hash and created_at > v_now - v_window
     order by created_at desc offset p_max - 1 limit 1;
    if found then
      return jsonb_build_object('outcome', 'rate_limited', 'limit', 'ip',
        'retry_after', greatest(1, ceil(extract(epoch from v_oldest + v_window - v_now)))::integer);
    end if;
  else
    select created_at into v_oldest from public.contact_messages
     where ip_hash is null and lower(email) = lower(p_email)
       and created_at > v_now - v_window
     order by created_at desc offset p_max - 1 limit 1;
    if found then
      return jsonb_build_object('outcome', 'rate_limited', 'limit', 'email',
        'retry_after', greatest(1, ceil(extract(epoch from v_oldest + v_window - v_now)))::integer);
    end if;
  end if;

  -- The first send is the caller's, right after this; the re-sender only
  -- takes the row if it is still undelivered five minutes later.
  insert into public.contact_messages
    (idempotency_key, created_at, name, email, subject, message, ip_hash,
     user_agent, next_attempt_at, clinic_id, fingerprint)
  values
    (p_idempotency_key, v_now, p_name, p_email, p_subject, p_message, p_ip_hash,
     p_user_agent, v_now + interval '5 minutes',
     (select c.id from public.clinics c where c.id = p_clinic_id), p_fingerprint)
  on conflict (idempotency_key) do nothing
  returning * into v_row;
  if not found then
    -- The same key stored at this moment by a submission from another
    -- client (no shared lock): still only one row.
    select * into v_row from public.contact_messages
     where idempotency_key = p_idempotency_key;
    return jsonb_build_object('outcome', 'duplicate', 'id', v_row.id,
                              'key', v_row.idempotency_key,
                              'delivered', v_row.delivered_at is not null);
  end if;
  return jsonb_build_object('outcome', 'stored', 'id', v_row.id,
                            'key', v_row.idempotency_key);
end;
$$;

comment on function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid, text) is
  'Atomic rate-limited, idempotent insert of a contact message (service_role only).';

-- Claims the message for sending for p_lease_seconds. Answers
--   {"outcome": "claimed", "id": …}     this caller sends it now
--   {"outcome": "busy"}                 another caller is sending it
--   {"outcome": "delivered"}            already e-mailed
--   {"outcome": "missing"}              no such message
-- Simultaneous claims of one row wait on its row lock; the second then sees
-- the first's claim and answers busy. A claim of a caller that died ends
-- with its lease.
create function public.claim_contact_message_send(
  p_idempotency_key uuid,
  p_lease_seconds integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_delivered timestamptz;
begin
  if p_idempotency_key is null or p_lease_seconds is null or p_lease_seconds < 1 then
    raise exception 'claim_contact_message_send: key and lease are required'
      using errcode = '22023';
  end if;
  update public.contact_messages
     set sending_until = clock_timestamp() + make_interval(secs => p_lease_seconds)
   where idempotency_key = p_idempotency_key
     and delivered_at is null
     and (sending_until is null or sending_until <= clock_timestamp())
  returning id into v_id;
  if found then
    return jsonb_build_object('outcome', 'claimed', 'id', v_id);
  end if;
  select id, delivered_at into v_id, v_delivered from public.contact_messages
   where idempotency_key = p_idempotency_key;
  if not found then
    return jsonb_build_object('outcome', 'missing');
  end if;
  return jsonb_build_object('outcome',
    case when v_delivered is not null then 'delivered' else 'busy' end);
end;
$$;

comment on function public.claim_contact_message_send(uuid, integer) is
  'One sender at a time for a contact message: a lease on the row (service_role only).';

-- The provider's answer for the message, by key (a row whose insert was
-- only slow is marked too): delivered (p_error null), or the error kept for
-- the re-sender. Either way the claim ends. Answers whether a row matched.
create function public.finish_contact_message_send(
  p_idempotency_key uuid,
  p_error text
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_error is null then
    update public.contact_messages
       set delivered_at = coalesce(delivered_at, clock_timestamp()),
           next_attempt_at = null, delivery_error = null, sending_until = null
     where idempotency_key = p_idempotency_key;
  else
    update public.contact_messages
       set delivery_error = left(p_error, 1000), sending_until = null
     where idempotency_key = p_idempotency_key and delivered_at is null;
  end if;
  return found;
end;
$$;

comment on function public.finish_contact_message_send(uuid, text) is
  'Records the provider''s answer for a contact message and ends its claim (service_role only).';

-- The re-sender's claim as before (due, undelivered rows, booked for their
-- next try), now only of rows no one is sending, and held against the
-- function's claim for 5 minutes (a run sends at most 20 rows, 8 s each).
create or replace function public.claim_undelivered_contact_messages(
  p_limit integer,
  p_max_attempts integer
)
returns setof public.contact_messages
language sql
volatile
security definer
set search_path = ''
as $$
  update public.contact_messages m
     set attempts = m.attempts + 1,
         next_attempt_at = clock_timestamp()
           + make_interval(mins => power(2, m.attempts + 1)::integer),
         sending_until = clock_timestamp() + interval '5 minutes'
   where m.id in (
     select d.id from public.contact_messages d
      where d.delivered_at is null
        and d.next_attempt_at <= clock_timestamp()
        and d.attempts < p_max_attempts
        and (d.sending_until is null or d.sending_until <= clock_timestamp())
      order by d.next_attempt_at
      limit p_limit
      for update skip locked)
  returning m.*;
$$;

revoke all on function
  public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid, text),
  public.claim_contact_message_send(uuid, integer),
  public.finish_contact_message_send(uuid, text)
  from public, anon, authenticated;
grant execute on function
  public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid, text),
  public.claim_contact_message_send(uuid, integer),
  public.finish_contact_message_send(uuid, text)
  to service_role;
