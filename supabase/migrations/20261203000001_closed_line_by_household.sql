-- The closed line needs separate households (issue 50, items 2 and 3). The
-- rule, and why these numbers: supabase/README.md, 'The closed line'. In
-- short, a clinic shows 'Visitors reported this clinic closed — call before
-- you go' while either
--
--   * the operator confirmed it: a report saying 'It has closed' marked
--     `confirmed` (ops:reports --mark ID confirmed) within 14 days and not
--     before the clinic's latest confirmation (no visitor's answer takes
--     it down); or
--   * visitors did, counting only reports made after the clinic's latest
--     confirmation and within 14 days: 'It has closed' from at least 5
--     networks, on at least 2 different days (the clinic's own calendar),
--     and from more networks than said 'Yes, it's right'.
--
-- A network is now listing_reports.network_hash: what the report function
-- hashes for it (_shared/request.ts clientHash), an IPv6 client's /48 and an
-- IPv4 client's address; client_hash (the /56) stays the rate limits' key.
-- A network that said 'It has closed' about more than 2 clinics within 14
-- days is held, and so is one that said 'Yes, it's right' about more than 2:
-- its reports stay in the inbox, they do not count. Until the rule holds the
-- reports wait for the operator's call (ops:queue puts the clinic first; the
-- parent who reported was answered as ever).
--
-- The latest confirmation is, as before, the newest of: a report of the
-- clinic the operator marked (any status, except the confirmed closures
-- above, which raise the line), a verification event that heard the clinic,
-- and its phone or hours confirmed date; a moment after now() (plus a
-- minute of clock skew) is no confirmation.
--
-- Reports stored before this migration have no network_hash and no longer
-- count (their client_hash is a /56: 256 of them are one household's /48).

alter table public.listing_reports
  add column network_hash text check (network_hash ~ '^[0-9a-f]{64}$');

-- The held check reads a network's reports across clinics.
create index listing_reports_network_idx
  on public.listing_reports (network_hash, created_at desc)
  where network_hash is not null;

-- The moment from which a clinic's reports count: its latest confirmation
-- (null: none). A confirmed 'It has closed' raises the line instead.
create or replace function public.listing_signal_floor(p_clinic_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select max(at) from (
    select r.handled_at as at from public.listing_reports r
     where r.clinic_id = p_clinic_id and r.handled_at is not null
       and not (r.status = 'confirmed' and r.kinds @> array['closed'])
    union all
    select e.created_at from public.verification_events e
     where e.clinic_id = p_clinic_id
       and e.outcome in ('confirmed', 'changed', 'temporarily_closed',
                         'permanently_closed')
    union all
    select greatest(c.phone_verified_at, c.hours_verified_at)
      from public.clinics c where c.id = p_clinic_id
  ) confirmations
  where at <= now() + interval '1 minute';
$$;

-- Whether a network said p_kind ('closed', or 'confirmed_by_visitor': 'Yes,
-- it's right') about more than 2 clinics since 14 days before p_at (any
-- status: a handled report still shows what the network did).
create function public.listing_network_held(p_network_hash text, p_kind text, p_at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select count(distinct r.clinic_id) > 2
    from public.listing_reports r
   where r.network_hash = p_network_hash
     and r.kinds @> array[p_kind]
     and r.created_at > p_at - interval '14 days';
$$;
drop function public.listing_network_held(text, timestamptz);

-- The moment until which the line shows, or null.
create or replace function public.visitors_reported_closed_until(p_clinic_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  with floor as (
    select coalesce(public.listing_signal_floor(p_clinic_id), '-infinity') as at
  ), counted as (
    select r.network_hash,
           r.kinds @> array['closed'] as closed,
           r.created_at + interval '14 days' as ends,
           (r.created_at at time zone c.timezone)::date as day
      from public.listing_reports r
      join public.clinics c on c.id = r.clinic_id
     where r.clinic_id = p_clinic_id
       and r.network_hash is not null
       and r.counted_by_network
       and (r.kinds @> array['closed'] or r.kinds = array['confirmed_by_visitor'])
       and r.created_at > now() - interval '14 days'
       and r.created_at > (select at from floor)
       and not public.listing_network_held(r.network_hash,
             case when r.kinds @> array['closed'] then 'closed' else 'confirmed_by_visitor' end,
             now())
  ), moments as (
    -- The rule changes only when a counted report turns 14 days old.
    select now() as t
    union
    select ends from counted where ends > now()
  ), rule as (
    select m.t,
           (select count(distinct k.network_hash) from counted k where k.closed and k.ends > m.t) >= 5
       and (select count(distinct k.day) from counted k where k.closed and k.ends > m.t) >= 2
       and (select count(distinct k.network_hash) from counted k where k.closed and k.ends > m.t)
         > (select count(distinct k.network_hash) from counted k where not k.closed and k.ends > m.t)
           as holds
      from moments m
  ), by_visitors as (
    select case when (select holds from rule where t = now())
                then (select min(t) from rule where not holds) end as until
  ), by_operator as (
    select max(r.handled_at) + interval '14 days' as until
      from public.listing_reports r
     where r.clinic_id = p_clinic_id
       and r.status = 'confirmed'
       and r.kinds @> array['closed']
       and r.handled_at >= (select at from floor)
       and r.handled_at <= now() + interval '1 minute'
  )
  select case when u > now() then u end
    from (select greatest((select until from by_visitors),
                          (select until from by_operator)) as u) x;
$$;

-- A report changes its clinic's line and, when it says 'It has closed' or
-- 'Yes, it's right', may hold or release its network: every clinic that
-- network said the same about within 14 days is looked at again. A new
-- report can only hold its network (it names a third clinic), so after an
-- insert the others are looked at only then.
create or replace function public.listing_reports_signal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := case when new.kinds @> array['closed'] then 'closed'
                      when new.kinds = array['confirmed_by_visitor'] then 'confirmed_by_visitor' end;
  v_clinics uuid[];
begin
  if new.network_hash is not null and v_kind is not null then
    select array_agg(distinct r.clinic_id) into v_clinics
      from public.listing_reports r
     where r.network_hash = new.network_hash
       and r.kinds @> array[v_kind]
       and r.created_at > now() - interval '14 days';
  end if;
  if tg_op = 'INSERT' and cardinality(v_clinics) <> 3 then
    v_clinics := null;
  end if;
  perform public.refresh_visitors_reported_closed(array[new.clinic_id] || coalesce(v_clinics, '{}'));
  return null;
end;
$$;

drop trigger listing_reports_signal on public.listing_reports;
create trigger listing_reports_signal
  after insert or update of status, kinds, client_hash, network_hash, created_at,
    handled_at, counted_by_network
  on public.listing_reports
  for each row execute function public.listing_reports_signal();

-- submit_listing_report with the network the closed line counts (last and
-- optional: a function deployed before this migration still stores, and
-- its reports count for the limits only).
drop function public.submit_listing_report(uuid, uuid, text[], text, text, text, integer, integer);
create function public.submit_listing_report(
  p_idempotency_key uuid,
  p_clinic_id uuid,
  p_kinds text[],
  p_note text,
  p_reply_email text,
  p_client_hash text,
  p_max_per_hour integer,
  p_max_per_clinic_day integer,
  p_network_hash text default null
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
    (idempotency_key, clinic_id, kinds, note, reply_email, client_hash,
     network_hash, created_at)
  values
    (p_idempotency_key, p_clinic_id, p_kinds, p_note, p_reply_email, p_client_hash,
     p_network_hash, v_now)
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

comment on function public.submit_listing_report(uuid, uuid, text[], text, text, text, integer, integer, text) is
  'Atomic rate-limited, idempotent insert of a listing report (service_role only).';

-- Every clinic under the new rule now.
do $$ begin
  perform public.refresh_visitors_reported_closed(array(select id from public.clinics));
end $$;

revoke all on function
  public.listing_signal_floor(uuid),
  public.listing_network_held(text, text, timestamptz),
  public.visitors_reported_closed_until(uuid),
  public.listing_reports_signal(),
  public.submit_listing_report(uuid, uuid, text[], text, text, text, integer, integer, text)
  from public, anon, authenticated;
grant execute on function
  public.submit_listing_report(uuid, uuid, text[], text, text, text, integer, integer, text)
  to service_role;
