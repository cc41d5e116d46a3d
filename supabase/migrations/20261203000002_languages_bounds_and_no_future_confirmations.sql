-- The database enforces what the migrations promise (issue 50, item 6).
--
-- * clinics.languages: a plain list with lower bound 1, each value at most
--   once, whatever bounds the array was written with. The check of
--   20261201000001 compared languages[1] with languages[2], so an array
--   written '[0:1]={spanish,spanish}' (elements 0 and 1) passed with its
--   duplicate. A stored list with other bounds is first rewritten from 1,
--   each value once, in its order.
-- * No confirmation from the future: a confirmed date (clinics'
--   <field>_verified_at, an hours exception's confirmed_at), a verification
--   event, a report's creation and its operator's mark dated after now()
--   plus a minute (clock skew between the tools and the database) are
--   refused; a site would show 'Confirmed January 2099', and the closed
--   line would take a future mark for the latest confirmation. Such a value
--   already stored cannot have happened: a confirmed date (and the fact it
--   confirms, which exists only with it) is dropped, an hours exception
--   with one is left out, a report's moments become now; a verification
--   event (append-only) is kept, and its check then holds for new events
--   only (the closed line already ignores a future one).
--
-- Once true, each of these checks stays true as time passes, so a dump
-- restores with them.

-- Languages: existing rows first.
update public.clinics
   set languages = array(select v from unnest(languages) with ordinality u(v, i)
                          group by v order by min(i))
 where cardinality(languages) > 0
   and (array_lower(languages, 1) <> 1
        or cardinality(languages) <> (select count(distinct v) from unnest(languages) v));

alter table public.clinics
  drop constraint clinics_languages_check,
  add constraint clinics_languages_check check (
    cardinality(languages) = 0
    or (array_ndims(languages) = 1
        and array_lower(languages, 1) = 1
        and languages <@ array['spanish', 'interpreter']::text[]
        and array_position(languages, null) is null
        -- each at most once: two values from a set of two differ
        and cardinality(languages) <= 2
        and (cardinality(languages) = 1 or languages[1] <> languages[2])));

-- Whether every entry of an hours exceptions list was confirmed by now (a
-- date alone: on or before the latest date anywhere on Earth today). An
-- entry this cannot read is hours_exceptions_valid's to refuse.
create function public.hours_exceptions_confirmed_by_now(list jsonb)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  e jsonb;
  v text;
begin
  if jsonb_typeof(list) is distinct from 'array' then
    return true;
  end if;
  for e in select * from jsonb_array_elements(list) loop
    v := e->>'confirmed_at';
    if v is null then
      continue;
    elsif length(v) = 10 then
      if v::date > ((now() + interval '1 minute') at time zone 'Pacific/Kiritimati')::date then
        return false;
      end if;
    elsif v::timestamptz > now() + interval '1 minute' then
      return false;
    end if;
  end loop;
  return true;
exception
  when others then return true;
end;
$$;

-- Future confirmations already stored.
do $$
declare
  f text;
  fact text;
  n integer;
begin
  foreach f in array array['phone', 'hours', 'address', 'website',
                           'min_age', 'medicaid', 'xray', 'last_checkin', 'languages'] loop
    fact := case f
      when 'min_age' then 'min_age_months'
      when 'medicaid' then 'accepts_medicaid_kchip'
      when 'xray' then 'xray_on_site'
      when 'last_checkin' then 'last_checkin_minutes_before_close'
      when 'languages' then 'languages'
    end;
    execute format(
      'update public.clinics set %1$I = null, %2$I = null %3$s where %1$I > now() + interval ''1 minute''',
      f || '_verified_at', f || '_verified_method',
      case when fact is null then '' else format(', %I = null', fact) end);
    get diagnostics n = row_count;
    if n > 0 then
      raise notice 'dropped % future % confirmation(s)', n, f;
    end if;
  end loop;
end $$;

update public.clinics
   set hours_exceptions = coalesce((
         select jsonb_agg(e order by i) from jsonb_array_elements(hours_exceptions)
           with ordinality x(e, i)
          where public.hours_exceptions_confirmed_by_now(jsonb_build_array(e))), '[]')
 where not public.hours_exceptions_confirmed_by_now(hours_exceptions);

update public.listing_reports set created_at = now() where created_at > now() + interval '1 minute';
update public.listing_reports set handled_at = now() where handled_at > now() + interval '1 minute';

alter table public.clinics
  add constraint clinics_confirmed_not_in_future_check check (
    greatest(phone_verified_at, hours_verified_at, address_verified_at,
             website_verified_at, min_age_verified_at, medicaid_verified_at,
             xray_verified_at, last_checkin_verified_at, languages_verified_at)
      <= now() + interval '1 minute'),
  add constraint clinics_hours_exceptions_not_in_future_check check (
    public.hours_exceptions_confirmed_by_now(hours_exceptions));

alter table public.listing_reports
  add constraint listing_reports_not_in_future_check check (
    created_at <= now() + interval '1 minute'
    and handled_at <= now() + interval '1 minute');

alter table public.verification_events
  add constraint verification_events_not_in_future_check
    check (created_at <= now() + interval '1 minute') not valid;
do $$ begin
  if exists (select 1 from public.verification_events
              where created_at > now() + interval '1 minute') then
    raise notice 'verification_events holds events dated in the future: kept (append-only), checked for new events only';
  else
    alter table public.verification_events validate constraint verification_events_not_in_future_check;
  end if;
end $$;

revoke all on function public.hours_exceptions_confirmed_by_now(jsonb)
  from public, anon, authenticated;
