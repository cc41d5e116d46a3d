-- The 'Visitors reported this clinic closed — call before you go' line needs
-- independent people (issue 42, item 1). The rule, and why these numbers:
-- supabase/README.md, 'The closed line'. In short, a clinic shows the line
-- while, counting only reports made after its latest confirmation and
-- within 14 days:
--
--   * at least 3 networks said 'It has closed', and
--   * more networks said 'It has closed' than said 'Yes, it's right', where
--   * a network that said 'It has closed' about more than 2 clinics within
--     the 14 days is held for the operator: its reports stay in the inbox
--     but do not count.
--
-- A network is what client_hash now hashes (the Edge Functions, since this
-- migration: _shared/network.ts): an IPv6 client's /56, an IPv4 client's
-- address. The latest confirmation is the newest of: a report of the clinic
-- the operator marked (ops:reports --mark, any status), a verification event
-- that heard the clinic (ops:apply: confirmed, changed, temporarily_closed,
-- permanently_closed), and the clinic's phone or hours confirmed date (what
-- ops:apply --to file writes and the seed loads).
--
-- The read contract is unchanged: clinics.visitors_reported_closed_until,
-- the moment until which the line shows (null: it does not), read with the
-- rest of the row. It is kept by triggers on listing_reports,
-- verification_events and the clinics' confirmed dates, and is the first
-- moment the rule stops holding if nothing new arrives. A line that would
-- only come on by time passing (a 'Yes, it's right' or a hold ageing out)
-- comes on at the clinic's next report: the late side is the safe one.
--
-- Reports stored before this migration were hashed by full address (one
-- IPv6 /64 looked like 2^64 clients); they stay in the inbox and no longer
-- count (counted_by_network false).

alter table public.listing_reports
  add column counted_by_network boolean not null default true;
update public.listing_reports set counted_by_network = false;

-- The held check reads a network's 'It has closed' reports across clinics.
create index listing_reports_network_closed_idx
  on public.listing_reports (client_hash, created_at desc)
  where kinds @> array['closed'];

-- The moment from which a clinic's reports count: its latest confirmation
-- (null: none).
create function public.listing_signal_floor(p_clinic_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    (select max(r.handled_at) from public.listing_reports r
      where r.clinic_id = p_clinic_id and r.handled_at is not null),
    (select max(e.created_at) from public.verification_events e
      where e.clinic_id = p_clinic_id
        and e.outcome in ('confirmed', 'changed', 'temporarily_closed',
                          'permanently_closed')),
    (select greatest(c.phone_verified_at, c.hours_verified_at)
       from public.clinics c where c.id = p_clinic_id));
$$;

-- Whether a network said 'It has closed' about more than 2 clinics since
-- 14 days before p_at (any status: a report the operator handled still
-- shows what the network did).
create function public.listing_network_held(p_client_hash text, p_at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select count(distinct r.clinic_id) > 2
    from public.listing_reports r
   where r.client_hash = p_client_hash
     and r.kinds @> array['closed']
     and r.created_at > p_at - interval '14 days';
$$;

-- The moment until which the line shows, or null: the first moment, if
-- nothing new arrives, when fewer than 3 counted networks' 'It has closed'
-- reports are within 14 days, or no more than the networks whose 'Yes,
-- it's right' is.
create or replace function public.visitors_reported_closed_until(p_clinic_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  with counted as (
    select r.client_hash, r.kinds, r.created_at
      from public.listing_reports r
     where r.clinic_id = p_clinic_id
       and r.client_hash is not null
       and r.counted_by_network
       and r.created_at > now() - interval '14 days'
       and r.created_at > coalesce(public.listing_signal_floor(p_clinic_id), '-infinity')
  ), closed as (
    select client_hash, max(created_at) + interval '14 days' as ends
      from counted
     where kinds @> array['closed']
       and not public.listing_network_held(client_hash, now())
     group by client_hash
  ), said_right as (
    select client_hash, max(created_at) + interval '14 days' as ends
      from counted
     where kinds = array['confirmed_by_visitor']
     group by client_hash
  )
  select case
    when (select count(*) from closed) >= 3
     and (select count(*) from closed) > (select count(*) from said_right)
    then (select min(e.ends) from closed e
           where (select count(*) from closed c where c.ends > e.ends) < 3
              or (select count(*) from closed c where c.ends > e.ends)
                 <= (select count(*) from said_right s where s.ends > e.ends))
  end;
$$;

create function public.refresh_visitors_reported_closed(p_clinic_ids uuid[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.clinics c
     set visitors_reported_closed_until = v.until
    from (select id, public.visitors_reported_closed_until(id) as until
            from public.clinics where id = any(p_clinic_ids)) v
   where c.id = v.id
     and c.visitors_reported_closed_until is distinct from v.until;
$$;

-- A report changes its clinic's line and, when it says 'It has closed', may
-- hold or release its network: every clinic that network reported closed
-- within 14 days is looked at again.
create or replace function public.listing_reports_signal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_visitors_reported_closed(
    array[new.clinic_id]
    || coalesce((select array_agg(distinct r.clinic_id)
                   from public.listing_reports r
                  where new.client_hash is not null
                    and new.kinds @> array['closed']
                    and r.client_hash = new.client_hash
                    and r.kinds @> array['closed']
                    and r.created_at > now() - interval '14 days'), '{}'));
  return null;
end;
$$;

drop trigger listing_reports_signal on public.listing_reports;
create trigger listing_reports_signal
  after insert or update of status, kinds, client_hash, created_at, handled_at,
    counted_by_network
  on public.listing_reports
  for each row execute function public.listing_reports_signal();

-- A confirmation from ops:apply (an event, or the confirmed dates --to file
-- writes and the seed loads) clears the line.
create function public.clinic_confirmation_signal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'clinics' then
    perform public.refresh_visitors_reported_closed(array[new.id]);
  else
    perform public.refresh_visitors_reported_closed(array[new.clinic_id]);
  end if;
  return null;
end;
$$;

create trigger verification_events_signal
  after insert on public.verification_events
  for each row execute function public.clinic_confirmation_signal();
create trigger clinics_confirmed_signal
  after update of phone_verified_at, hours_verified_at on public.clinics
  for each row execute function public.clinic_confirmation_signal();

-- Every clinic under the new rule now.
do $$ begin
  perform public.refresh_visitors_reported_closed(array(select id from public.clinics));
end $$;

revoke all on function
  public.listing_signal_floor(uuid),
  public.listing_network_held(text, timestamptz),
  public.visitors_reported_closed_until(uuid),
  public.refresh_visitors_reported_closed(uuid[]),
  public.listing_reports_signal(),
  public.clinic_confirmation_signal()
  from public, anon, authenticated;
