-- Contact messages exactly once, with a rate limit the client cannot steer.
--
-- * idempotency_key: one per message, made by the contact form and kept
--   across its retries. UNIQUE, so a retry can never store a second row.
-- * submit_contact_message(): the rate-limit check and the insert as one
--   atomic step. Transaction-scoped advisory locks on the client hash and on
--   the sender's address serialise every submission that shares either, so
--   fifty simultaneous messages cannot all see "fewer than 5" and all insert.
-- * attempts / next_attempt_at: the scheduled re-sender (the Edge Function
--   resend-undelivered) e-mails rows still undelivered, with back-off and a
--   cap; claim_undelivered_contact_messages() hands it the rows that are due.
--
-- Both functions are SECURITY DEFINER with an empty search_path and may be
-- called by service_role only (the Edge Functions, through PostgREST rpc).

alter table public.contact_messages
  add column idempotency_key uuid not null default gen_random_uuid(),
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz;

alter table public.contact_messages
  add constraint contact_messages_idempotency_key_key unique (idempotency_key);

-- Rows stored before this migration and never marked delivered: the
-- re-sender takes them on its first run.
update public.contact_messages
   set next_attempt_at = now()
 where delivered_at is null;

create index contact_messages_email_rate_idx
  on public.contact_messages (lower(email), created_at desc);
create index contact_messages_due_idx
  on public.contact_messages (next_attempt_at)
  where delivered_at is null;

-- Stores one contact message unless its key is already stored or a limit is
-- reached. Answers one JSON object:
--   {"outcome": "stored", "id": …}
--   {"outcome": "duplicate", "id": …, "delivered": true|false}
--   {"outcome": "rate_limited", "limit": "ip"|"email", "retry_after": seconds}
-- A row the table refuses (a CHECK) raises, as a plain insert would.
create function public.submit_contact_message(
  p_idempotency_key uuid,
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_ip_hash text,
  p_user_agent text,
  p_max integer,
  p_window_seconds integer
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

  -- Always in this order (client, then address), so two submissions can
  -- never wait on each other in a cycle. Held until the transaction ends.
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact-ip:' || p_ip_hash, 0));
  end if;
  perform pg_advisory_xact_lock(hashtextextended('contact-email:' || lower(p_email), 0));
  -- Read after the locks, so the window is measured from when this one's
  -- turn came, not from when it started waiting.
  v_now := clock_timestamp();

  -- A retry of a stored message: the same answer, nothing new.
  select * into v_row from public.contact_messages
   where idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object('outcome', 'duplicate', 'id', v_row.id,
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
  end if;
  select created_at into v_oldest from public.contact_messages
   where lower(email) = lower(p_email) and created_at > v_now - v_window
   order by created_at desc offset p_max - 1 limit 1;
  if found then
    return jsonb_build_object('outcome', 'rate_limited', 'limit', 'email',
      'retry_after', greatest(1, ceil(extract(epoch from v_oldest + v_window - v_now)))::integer);
  end if;

  -- The first send is the caller's, right after this; the re-sender only
  -- takes the row if it is still undelivered five minutes later.
  insert into public.contact_messages
    (idempotency_key, created_at, name, email, subject, message, ip_hash,
     user_agent, next_attempt_at)
  values
    (p_idempotency_key, v_now, p_name, p_email, p_subject, p_message, p_ip_hash,
     p_user_agent, v_now + interval '5 minutes')
  on conflict (idempotency_key) do nothing
  returning * into v_row;
  if not found then
    -- The same key stored at this moment by a submission from another
    -- client and address (no shared lock): still only one row.
    select * into v_row from public.contact_messages
     where idempotency_key = p_idempotency_key;
    return jsonb_build_object('outcome', 'duplicate', 'id', v_row.id,
                              'delivered', v_row.delivered_at is not null);
  end if;
  return jsonb_build_object('outcome', 'stored', 'id', v_row.id);
end;
$$;

comment on function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer) is
  'Atomic rate-limited, idempotent insert of a contact message (service_role only).';

-- Hands the re-sender up to p_limit undelivered rows that are due, and books
-- the next try at once: attempt n is followed, if it fails, by attempt n + 1
-- 2^n minutes later (2, 4, … 128 minutes), and after p_max_attempts the row
-- is left for a person (delivered_at null, attempts = p_max_attempts). The
-- booking also works as a lease: rows being sent are not handed out twice,
-- and rows of a re-sender that died are taken again when they fall due.
create function public.claim_undelivered_contact_messages(
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
           + make_interval(mins => power(2, m.attempts + 1)::integer)
   where m.id in (
     select d.id from public.contact_messages d
      where d.delivered_at is null
        and d.next_attempt_at <= clock_timestamp()
        and d.attempts < p_max_attempts
      order by d.next_attempt_at
      limit p_limit
      for update skip locked)
  returning m.*;
$$;

comment on function public.claim_undelivered_contact_messages(integer, integer) is
  'Undelivered contact messages that are due, booked for their next try (service_role only).';

revoke all on function
  public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer),
  public.claim_undelivered_contact_messages(integer, integer)
  from public, anon, authenticated;
grant execute on function
  public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer),
  public.claim_undelivered_contact_messages(integer, integer)
  to service_role;
