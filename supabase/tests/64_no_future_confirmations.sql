-- No confirmation from the future (issue 50, item 6;
-- migrations/20261203000002_languages_bounds_and_no_future_confirmations.sql):
-- a confirmed date, an hours exception's confirmation, a verification event
-- and a report's moments after now() plus a minute of clock skew are
-- refused; up to that minute they are taken. Everything that writes runs
-- in a transaction that is rolled back.

create function pg_temp.sample() returns uuid language sql as $$
  select id from public.clinics order by slug limit 1 $$;

-- Each confirmed date of clinics, 2099 and an hour ahead.
select test.throws(format(
  $$update public.clinics set %1$s_verified_at = %2$L, %1$s_verified_method = 'call' %3$s
     where id = pg_temp.sample()$$, f, at,
  case f when 'min_age' then ', min_age_months = 24'
         when 'medicaid' then ', accepts_medicaid_kchip = true'
         when 'xray' then ', xray_on_site = true'
         when 'last_checkin' then ', last_checkin_minutes_before_close = 30'
         when 'languages' then ', languages = array[''spanish'']'
         else '' end),
  '23514', format('%s confirmed %s is refused', f, label))
  from unnest(array['phone', 'hours', 'address', 'website', 'min_age', 'medicaid',
                    'xray', 'last_checkin', 'languages']) f,
       (values ('2099-01-15T12:00:00Z', 'in January 2099'),
               ((now() + interval '1 hour')::text, 'an hour from now')) w(at, label);

-- Within the minute of clock skew, and the past: taken.
begin;
update public.clinics
   set phone_verified_at = now() + interval '50 seconds', phone_verified_method = 'call',
       languages = array['interpreter'], languages_verified_at = now() - interval '1 day',
       languages_verified_method = 'clinic'
 where id = pg_temp.sample();
select test.ok((select phone_verified_at > now() and languages = array['interpreter']
                  from public.clinics where id = pg_temp.sample()),
  'a confirmation 50 seconds ahead (clock skew) and one from yesterday are taken');
rollback;

-- An hours exception confirmed in the future, as a date-time or a date.
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2099-01-15T09:00:00Z", "method": "call"}]'
  where id = pg_temp.sample()$$, '23514', 'an hours exception confirmed in 2099 is refused');
select test.throws(format($$update public.clinics set hours_exceptions =
  jsonb_build_array(jsonb_build_object('date', '2026-12-25', 'closed', true,
    'confirmed_at', %L, 'method', 'call'))
  where id = pg_temp.sample()$$, to_char(now() + interval '3 days', 'YYYY-MM-DD')),
  '23514', 'an hours exception confirmed on a date three days ahead is refused');
begin;
update public.clinics set hours_exceptions = jsonb_build_array(
    jsonb_build_object('date', '2026-12-24', 'hours', '9 AM - 1 PM',
      'confirmed_at', to_char(now() at time zone 'America/Chicago', 'YYYY-MM-DD'), 'method', 'call'),
    jsonb_build_object('date', '2026-12-25', 'closed', true,
      'confirmed_at', to_char(now() - interval '2 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'method', 'website'))
 where id = pg_temp.sample();
select test.is((select jsonb_array_length(hours_exceptions) from public.clinics where id = pg_temp.sample()),
  2, 'exceptions confirmed today (Central date) and two hours ago are taken');
rollback;

-- A verification event and a report's moments.
select test.throws($$insert into public.verification_events (clinic_id, outcome, method, initials, created_at)
  values (pg_temp.sample(), 'confirmed', 'call', 'AB', '2099-01-15T12:00:00Z')$$,
  '23514', 'a verification event dated 2099 is refused');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key, created_at)
  values (pg_temp.sample(), array['closed'], gen_random_uuid(), now() + interval '1 day')$$,
  '23514', 'a report made tomorrow is refused');
begin;
insert into public.listing_reports (id, clinic_id, kinds, idempotency_key)
values ('11111111-1111-4111-8111-111111111111', pg_temp.sample(), array['closed'], gen_random_uuid());
select test.throws($$update public.listing_reports
    set status = 'rejected', handled_at = '2099-01-15T12:00:00Z', handled_by = 'AB'
  where id = '11111111-1111-4111-8111-111111111111'$$,
  '23514', 'a report marked handled in 2099 is refused');
update public.listing_reports set status = 'rejected', handled_at = now(), handled_by = 'AB'
 where id = '11111111-1111-4111-8111-111111111111';
select test.is((select count(*) from public.listing_reports where handled_at = now()), 1,
  'a mark dated now is taken');
rollback;
