-- Before you go (issue 43): the five facts and their confirmations, their
-- checks, anon reading them with the row, anon and authenticated refused
-- any write. Everything that writes is rolled back.

-- Columns.
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and column_name in ('min_age_months', 'accepts_medicaid_kchip',
        'xray_on_site', 'last_checkin_minutes_before_close', 'languages',
        'min_age_verified_at', 'min_age_verified_method',
        'medicaid_verified_at', 'medicaid_verified_method',
        'xray_verified_at', 'xray_verified_method',
        'last_checkin_verified_at', 'last_checkin_verified_method',
        'languages_verified_at', 'languages_verified_method')),
  15, 'clinics has the five facts, each with a confirmed date and method');
select test.is(
  (select count(*) from public.clinics
    where min_age_months is not null or accepts_medicaid_kchip is not null
       or xray_on_site is not null or last_checkin_minutes_before_close is not null
       or languages is not null or min_age_verified_at is not null
       or medicaid_verified_at is not null or xray_verified_at is not null
       or last_checkin_verified_at is not null or languages_verified_at is not null),
  0, 'seed: every fact of every clinic is unknown (no source states them)');

-- A fact with its confirmation is stored (a refused statement stops the file).
begin;
update public.clinics
   set min_age_months = 6, min_age_verified_at = now(), min_age_verified_method = 'call',
       accepts_medicaid_kchip = false, medicaid_verified_at = now(), medicaid_verified_method = 'call',
       xray_on_site = true, xray_verified_at = now(), xray_verified_method = 'website',
       last_checkin_minutes_before_close = 30, last_checkin_verified_at = now(),
       last_checkin_verified_method = 'clinic',
       languages = array['spanish', 'interpreter'], languages_verified_at = now(),
       languages_verified_method = 'visit'
 where slug = :'sample_slug';
select test.is(
  (select count(*) from public.clinics
    where slug = :'sample_slug' and min_age_months = 6 and accepts_medicaid_kchip = false
      and xray_on_site and last_checkin_minutes_before_close = 30
      and languages = array['spanish', 'interpreter']),
  1, 'all five facts with their confirmations are stored');
update public.clinics
   set languages = '{}', min_age_months = 0, last_checkin_minutes_before_close = 0
 where slug = :'sample_slug';
select test.is(
  (select count(*) from public.clinics
    where slug = :'sample_slug' and languages = '{}' and min_age_months = 0
      and last_checkin_minutes_before_close = 0),
  1, 'English only (an empty list), all ages (0 months), check-in until closing (0 minutes)');
insert into public.verification_events (clinic_id, outcome, method, initials, confirmed)
select id, 'confirmed', 'call', 'AB',
       array['phone', 'min_age', 'medicaid', 'xray', 'last_checkin', 'languages']
  from public.clinics where slug = :'sample_slug';
select test.is(
  (select count(*) from public.verification_events where 'languages' = any(confirmed)),
  1, 'an event re-confirms the new facts');
rollback;

-- Checks.
select test.throws($$update public.clinics set min_age_months = 6$$,
  '23514', 'a youngest age needs its confirmation');
select test.throws($$update public.clinics set min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '23514', 'a confirmation needs its value');
select test.throws(
  $$update public.clinics set min_age_months = 217, min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '23514', 'the youngest age is at most 216 months (18 years)');
select test.throws(
  $$update public.clinics set min_age_months = -1, min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '23514', 'the youngest age is never negative');
select test.throws(
  $$update public.clinics set accepts_medicaid_kchip = true, medicaid_verified_at = now()$$,
  '23514', 'a confirmed date needs its method');
select test.throws(
  $$update public.clinics set xray_on_site = true, xray_verified_at = now(), xray_verified_method = 'email'$$,
  '23514', 'the method is call, website, visit or clinic');
select test.throws(
  $$update public.clinics set last_checkin_minutes_before_close = 241,
      last_checkin_verified_at = now(), last_checkin_verified_method = 'call'$$,
  '23514', 'the last check-in is at most 240 minutes before closing');
select test.throws(
  $$update public.clinics set languages = array['klingon'], languages_verified_at = now(),
      languages_verified_method = 'call'$$,
  '23514', 'languages are spanish or interpreter');
select test.throws(
  $$update public.clinics set languages = array['spanish', 'spanish'], languages_verified_at = now(),
      languages_verified_method = 'call'$$,
  '23514', 'each language once');
select test.throws(
  $$update public.clinics set languages = array[null]::text[], languages_verified_at = now(),
      languages_verified_method = 'call'$$,
  '23514', 'no unknown entry in the languages');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials, confirmed)
    select id, 'confirmed', 'call', 'AB', array['shoe_size'] from public.clinics limit 1$$,
  '23514', 'an event confirms only known fields');

-- anon reads them with the row (select *), and may not write them.
set role anon;
select test.is(
  (select count(*) from (select min_age_months, accepts_medicaid_kchip, xray_on_site,
     last_checkin_minutes_before_close, languages, min_age_verified_at,
     languages_verified_method from public.clinics) q),
  :clinics, 'anon reads the facts and their confirmations');
select test.throws(
  $$update public.clinics set min_age_months = 0, min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '42501', 'anon may not write a fact');
reset role;
set role authenticated;
select test.throws(
  $$update public.clinics set xray_on_site = true, xray_verified_at = now(), xray_verified_method = 'call'$$,
  '42501', 'authenticated may not write a fact');
reset role;
