-- Dated exceptions to the weekly hours (issue 49): per clinic, a list of
-- days it is closed or open other hours, each with its own confirmation.
--
-- clinics.hours_exceptions is a jsonb list of
--   { "date": "YYYY-MM-DD",                  the day, in the clinic's zone
--     "hours": "9 AM - 1 PM" | "closed": true, exactly one of the two
--     "note": text of at most 200 characters, optional
--     "confirmed_at": a date or a date-time with its zone,
--     "method": call | website | visit | clinic }
-- one entry per date. A checked jsonb column, not a table: every read of a
-- clinic is one `select *` of its row (the list comes with it, no second
-- request, no embedding), the data file and the operator's tools keep a list
-- per clinic, and a clinic has a few entries a year. The CHECK below refuses
-- any entry that is not all of that; nothing is stored unconfirmed, and an
-- empty list (the default, every clinic today) means no exception.
-- Passed dates stay in the list (the history); the site no longer shows them.
--
-- Public like the rest of the row: anon and authenticated read it with
-- select * under the existing read policies; RLS and grants unchanged, so
-- they still write nothing. The hours pattern is the data's own form
-- ('9 AM - 1 PM', '8:30 AM - 12:00 PM'), stricter than what the site reads
-- (src/domain/hours/parse-hours.ts), so every stored entry reads.

create function public.hours_exceptions_valid(list jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  e jsonb;
  dates text[] := '{}';
begin
  if list is null or jsonb_typeof(list) <> 'array' then
    return false;
  end if;
  for e in select value from jsonb_array_elements(list) loop
    if jsonb_typeof(e) <> 'object' then return false; end if;
    -- Only the known keys.
    if exists (select 1 from jsonb_object_keys(e) k
               where k not in ('date', 'hours', 'closed', 'note', 'confirmed_at', 'method')) then
      return false;
    end if;
    -- A real day, once in the list.
    if jsonb_typeof(e->'date') is distinct from 'string'
       or (e->>'date') !~ '^\d{4}-\d{2}-\d{2}$'
       or to_char(to_date(e->>'date', 'YYYY-MM-DD'), 'YYYY-MM-DD') <> (e->>'date')
       or (e->>'date') = any (dates) then
      return false;
    end if;
    dates := dates || (e->>'date');
    -- Closed, or hours: exactly one.
    if e ? 'closed' then
      if e->'closed' <> 'true'::jsonb or e ? 'hours' then return false; end if;
    elsif jsonb_typeof(e->'hours') is distinct from 'string'
       or (e->>'hours') !~ '^(1[0-2]|[1-9])(:[0-5][0-9])? (AM|PM) - (1[0-2]|[1-9])(:[0-5][0-9])? (AM|PM)$' then
      return false;
    end if;
    -- The confirmation: a date or a date-time with its zone, and a method.
    if jsonb_typeof(e->'confirmed_at') is distinct from 'string'
       or (e->>'confirmed_at') !~ '^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?))?$'
       or jsonb_typeof(e->'method') is distinct from 'string'
       or (e->>'method') not in ('call', 'website', 'visit', 'clinic') then
      return false;
    end if;
    -- An optional note of at most 200 characters.
    if e ? 'note' and e->'note' <> 'null'::jsonb
       and (jsonb_typeof(e->'note') <> 'string' or length(e->>'note') > 200) then
      return false;
    end if;
  end loop;
  return true;
exception
  -- A date like 2026-02-30 that to_date cannot take.
  when others then return false;
end;
$$;

comment on function public.hours_exceptions_valid(jsonb) is
  'The CHECK of clinics.hours_exceptions (issue 49): a list of confirmed dated exceptions.';

alter table public.clinics
  add column hours_exceptions jsonb not null default '[]'::jsonb
    constraint clinics_hours_exceptions_check
    check (public.hours_exceptions_valid(hours_exceptions));
