-- What parents tell us about a listing: 'Is this information right?' on every
-- clinic page, stored by the report-listing Edge Function (service role).
--
-- * listing_reports: one row per report (or per 'Yes, it's right', kind
--   confirmed_by_visitor), with the client's hash and the form's idempotency
--   key (UNIQUE: a retry never stores a second row), and the operator's
--   handling (status, handled_at, handled_by; npm run ops:reports).
-- * submit_listing_report(): the rate limits (per client an hour, per client
--   and clinic a day) and the insert as one atomic step, serialised per
--   client by a transaction-scoped advisory lock, as submit_contact_message
--   does; an unknown clinic is answered, never stored.
-- * clinics.visitors_reported_closed_until: the one report signal a parent
--   sees. Three or more distinct clients reporting 'It has closed' within 14
--   days, none handled yet, show 'Visitors reported this clinic closed — call
--   before you go' until this moment (the third-newest such report + 14
--   days); kept by a trigger on listing_reports, read with the rest of the
--   row (select *). Nothing else a report says reaches the page until the
--   operator confirms it.
-- * contact_messages.clinic_id: 'Suggest a correction' names its clinic, so
--   the inbox lists those messages with the clinic's reports.
--
-- Kinds are the list of src/domain/listing-report.ts.

alter table public.clinics
  add column visitors_reported_closed_until timestamptz;

alter table public.contact_messages
  add column clinic_id uuid references public.clinics (id) on delete set null;
create index contact_messages_clinic_idx
  on public.contact_messages (clinic_id, created_at desc)
  where clinic_id is not null;

create table public.listing_reports (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  kinds text[] not null check (
    cardinality(kinds) between 1 and 6
    and kinds <@ array['hours_wrong', 'phone_wrong', 'address_wrong', 'closed',
                       'not_children', 'other', 'confirmed_by_visitor']
    -- 'Yes, it's right' is a report of its own, never mixed with a wrong one.
    and (not kinds @> array['confirmed_by_visitor'] or cardinality(kinds) = 1)),
  note text check (char_length(note) between 1 and 500),
  reply_email text check (
    char_length(reply_email) between 3 and 254 and reply_email !~ '[[:cntrl:][:space:]]'),
  -- SHA-256 (hex) of a secret salt plus the client IP; never the raw IP.
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  idempotency_key uuid not null unique,
  created_at timestamptz not null default now(),
  status text not null default 'new'
    check (status in ('new', 'confirmed', 'rejected', 'fixed')),
  handled_at timestamptz,
  handled_by text check (handled_by ~ '^[A-Z]{2,4}$'),
  constraint listing_reports_handled_check
    check ((status = 'new') = (handled_at is null)
       and (status = 'new') = (handled_by is null))
);

create index listing_reports_client_idx
  on public.listing_reports (client_hash, created_at desc);
create index listing_reports_open_idx
  on public.listing_reports (clinic_id, created_at desc)
  where status = 'new';

-- Service role only: RLS on and no policy; no privilege for anon or
-- authenticated (the default privileges already keep them out; said again).
alter table public.listing_reports enable row level security;
revoke all on table public.listing_reports
  from public, anon, authenticated, service_role;
grant select, insert, update on table public.listing_reports to service_role;

-- The moment until which a clinic's open 'It has closed' reports from three
-- or more distinct clients within 14 days hold: the third-newest client's
-- newest report + 14 days, or null.
create function public.visitors_reported_closed_until(p_clinic_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select newest + interval '14 days'
    from (select client_hash, max(created_at) as newest
            from public.listing_reports
           where clinic_id = p_clinic_id
             and status = 'new'
             and kinds @> array['closed']
             and client_hash is not null
           group by client_hash) per_client
   order by newest desc
  offset 2 limit 1;
$$;

create function public.listing_reports_signal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.clinics c
     set visitors_reported_closed_until = public.visitors_reported_closed_until(c.id)
   where c.id = new.clinic_id
     and c.visitors_reported_closed_until is distinct from
         public.visitors_reported_closed_until(c.id);
  return null;
end;
$$;

create trigger listing_reports_signal
  after insert or update of status, kinds, client_hash, created_at
  on public.listing_reports
  for each row execute function public.listing_reports_signal();

-- Stores one report unless its key is already stored, the clinic is unknown
-- or a limit is reached. Answers one JSON object:
--   {"outcome": "stored", "id": …}
--   {"outcome": "duplicate", "id": …}
--   {"outcome": "unknown_clinic"}
--   {"outcome": "rate_limited", "limit": "hour"|"clinic", "retry_after": seconds}
-- A row the table refuses (a CHECK) raises, as a plain insert would.
create function public.submit_listing_report(
  p_idempotency_key uuid,
  p_clinic_id uuid,
  p_kinds text[],
  p_note text,
  p_reply_email text,
  p_client_hash text,
  p_max_per_hour integer,
  p_max_per_clinic_day integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz;
  v_row public.listing_reports%rowtype;
  v_oldest timestamptz;
begin
  if p_idempotency_key is null or p_clinic_id is null
     or p_max_per_hour is null or p_max_per_hour < 1
     or p_max_per_clinic_day is null or p_max_per_clinic_day < 1 then
    raise exception 'submit_listing_report: key, clinic and limits are required'
      using errcode = '22023';
  end if;

  -- Every report of one client waits for the one before it; held until the
  -- transaction ends.
  if p_client_hash is not null then
    perform pg_advisory_xact_lock(hashtextextended('report-client:' || p_client_hash, 0));
  end if;
  v_now := clock_timestamp();

  -- A retry of a stored report: the same answer, nothing new.
  select * into v_row from public.listing_reports
   where idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object('outcome', 'duplicate', 'id', v_row.id);
  end if;

  if not exists (select 1 from public.clinics where id = p_clinic_id) then
    return jsonb_build_object('outcome', 'unknown_clinic');
  end if;

  if p_client_hash is not null then
    select created_at into v_oldest from public.listing_reports
     where client_hash = p_client_hash and created_at > v_now - interval '1 hour'
     order by created_at desc offset p_max_per_hour - 1 limit 1;
    if found then
      return jsonb_build_object('outcome', 'rate_limited', 'limit', 'hour',
        'retry_after', greatest(1, ceil(extract(epoch from
          v_oldest + interval '1 hour' - v_now)))::integer);
    end if;
    select created_at into v_oldest from public.listing_reports
     where client_hash = p_client_hash and clinic_id = p_clinic_id
       and created_at > v_now - interval '1 day'
     order by created_at desc offset p_max_per_clinic_day - 1 limit 1;
    if found then
      return jsonb_build_object('outcome', 'rate_limited', 'limit', 'clinic',
        'retry_after', greatest(1, ceil(extract(epoch from
          v_oldest + interval '1 day' - v_now)))::integer);
    end if;
  end if;

  insert into public.listing_reports
    (idempotency_key, clinic_id, kinds, note, reply_email, client_hash, created_at)
  values
    (p_idempotency_key, p_clinic_id, p_kinds, p_note, p_reply_email, p_client_hash, v_now)
  on conflict (idempotency_key) do nothing
  returning * into v_row;
  if not found then
    -- The same key stored at this moment from another client: one row.
    select * into v_row from public.listing_reports
     where idempotency_key = p_idempotency_key;
    return jsonb_build_object('outcome', 'duplicate', 'id', v_row.id);
  end if;
  return jsonb_build_object('outcome', 'stored', 'id', v_row.id);
end;
$$;

comment on function public.submit_listing_report(uuid, uuid, text[], text, text, text, integer, integer) is
  'Atomic rate-limited, idempotent insert of a listing report (service_role only).';

-- The contact message's function again, with the clinic a correction names
-- (optional, last, so earlier callers are unchanged; a clinic that does not
-- exist is stored as none).
drop function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer);
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
  p_clinic_id uuid default null
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
     user_agent, next_attempt_at, clinic_id)
  values
    (p_idempotency_key, v_now, p_name, p_email, p_subject, p_message, p_ip_hash,
     p_user_agent, v_now + interval '5 minutes',
     (select c.id from public.clinics c where c.id = p_clinic_id))
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

comment on function public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid) is
  'Atomic rate-limited, idempotent insert of a contact message (service_role only).';

revoke all on function
  public.submit_listing_report(uuid, uuid, text[], text, text, text, integer, integer),
  public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid),
  public.visitors_reported_closed_until(uuid),
  public.listing_reports_signal()
  from public, anon, authenticated;
grant execute on function
  public.submit_listing_report(uuid, uuid, text[], text, text, text, integer, integer),
  public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid)
  to service_role;
