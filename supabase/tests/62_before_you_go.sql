-- Before you drive (issue 43): the five fact columns and their
-- confirmations, their checks (each refusal), a value only with its
-- confirmation, the public read and the refused writes. Everything that
-- writes is rolled back.

-- Columns.
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and column_name in ('min_age_months', 'accepts_medicaid_kchip', 'xray_on_site',
        'last_checkin_minutes_before_close', 'languages',
        'min_age_verified_at', 'min_age_verified_method',
        'medicaid_verified_at', 'medicaid_verified_method',
        'xray_verified_at', 'xray_verified_method',
        'last_checkin_verified_at', 'last_checkin_verified_method',
        'languages_verified_at', 'languages_verified_method')),
  15, 'clinics has the five facts and five confirmed dates with their methods');
select test.is_text(
  (select string_agg(column_name || ':' || data_type, ' ' order by column_name)
     from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and column_name in ('min_age_months', 'accepts_medicaid_kchip', 'xray_on_site',
        'last_checkin_minutes_before_close', 'languages')),
  'accepts_medicaid_kchip:boolean languages:ARRAY last_checkin_minutes_before_close:integer min_age_months:integer xray_on_site:boolean',
  'the facts are integers, booleans and a text list');
select test.is(
  (select count(*) from public.clinics
    where min_age_months is not null or accepts_medicaid_kchip is not null
       or xray_on_site is not null or last_checkin_minutes_before_close is not null
       or languages is not null or min_age_verified_at is not null
       or medicaid_verified_at is not null or xray_verified_at is not null
       or last_checkin_verified_at is not null or languages_verified_at is not null),
  0, 'seed: every fact of the data is unknown (nothing is guessed)');

-- A value needs its confirmation, and a confirmation its value.
select test.throws($$update public.clinics set min_age_months = 0$$,
  '23514', 'a youngest age without its confirmation is refused');
select test.throws($$update public.clinics set accepts_medicaid_kchip = true$$,
  '23514', 'Medicaid/KCHIP without its confirmation is refused');
select test.throws($$update public.clinics set xray_on_site = false$$,
  '23514', 'X-ray without its confirmation is refused');
select test.throws($$update public.clinics set last_checkin_minutes_before_close = 30$$,
  '23514', 'the last check-in without its confirmation is refused');
select test.throws($$update public.clinics set languages = '{}'$$,
  '23514', 'languages (even none) without its confirmation are refused');
select test.throws(
  $$update public.clinics set min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '23514', 'a confirmation without its value is refused');
select test.throws(
  $$update public.clinics set languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a languages confirmation without a list is refused');

-- A confirmation is a date and a method, or neither.
select test.throws(
  $$update public.clinics set xray_on_site = true, xray_verified_at = now()$$,
  '23514', 'a confirmed date needs its method');
select test.throws(
  $$update public.clinics set accepts_medicaid_kchip = true, medicaid_verified_method = 'call'$$,
  '23514', 'a method needs its confirmed date');
select test.throws(
  $$update public.clinics set last_checkin_minutes_before_close = 30,
      last_checkin_verified_at = now(), last_checkin_verified_method = 'email'$$,
  '23514', 'the method is call, website, visit or clinic');

-- Ranges.
select test.throws(
  $$update public.clinics set min_age_months = -1, min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '23514', 'a youngest age below 0 is refused');
select test.throws(
  $$update public.clinics set min_age_months = 217, min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '23514', 'a youngest age above 216 months (18 years) is refused');
select test.throws(
  $$update public.clinics set last_checkin_minutes_before_close = -5,
      last_checkin_verified_at = now(), last_checkin_verified_method = 'call'$$,
  '23514', 'a last check-in below 0 minutes is refused');
select test.throws(
  $$update public.clinics set last_checkin_minutes_before_close = 241,
      last_checkin_verified_at = now(), last_checkin_verified_method = 'call'$$,
  '23514', 'a last check-in above 240 minutes is refused');
select test.throws(
  $$update public.clinics set min_age_months = 'six', min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '22P02', 'a youngest age is a whole number');

-- Languages: a list drawn from spanish and interpreter, each once.
select test.throws(
  $$update public.clinics set languages = array['french'],
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a language outside spanish, interpreter is refused');
select test.throws(
  $$update public.clinics set languages = array['Spanish'],
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'languages are lower-case words of the list');
select test.throws(
  $$update public.clinics set languages = array['spanish', 'spanish'],
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a language listed twice is refused');
select test.throws(
  $$update public.clinics set languages = array['spanish', 'interpreter', 'spanish'],
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a list longer than the two kinds of help is refused');
select test.throws(
  $$update public.clinics set languages = array[null]::text[],
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a null entry in the list is refused');
select test.throws(
  $$update public.clinics set languages = array[array['spanish'], array['interpreter']],
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a two-dimensional list is refused');
-- Another lower bound: '[0:1]={spanish,spanish}' has no element 2 to
-- compare element 1 with (issue 50); every such array is refused, a
-- duplicate or not, so no reader ever meets a list that does not start at 1.
select test.throws(
  $$update public.clinics set languages = '[0:1]={spanish,spanish}',
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a duplicate behind lower bound 0 is refused');
select test.throws(
  $$update public.clinics set languages = '[2:3]={interpreter,interpreter}',
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'a duplicate behind lower bound 2 is refused');
select test.throws(
  $$update public.clinics set languages = '[-5:-4]={spanish,interpreter}',
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'even two different values with lower bound -5 are refused');
select test.throws(
  $$update public.clinics set languages = '[0:0]={spanish}',
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'one value with lower bound 0 is refused');
select test.throws(
  $$update public.clinics set languages = '[1:3]={spanish,interpreter,spanish}',
      languages_verified_at = now(), languages_verified_method = 'call'$$,
  '23514', 'three values from 1 (one twice) are refused');

-- Every fact confirmed, at its edges, is accepted.
begin;
update public.clinics
   set min_age_months = 0, min_age_verified_at = now(), min_age_verified_method = 'call',
       accepts_medicaid_kchip = false, medicaid_verified_at = now(), medicaid_verified_method = 'website',
       xray_on_site = true, xray_verified_at = now(), xray_verified_method = 'visit',
       last_checkin_minutes_before_close = 240, last_checkin_verified_at = now(),
       last_checkin_verified_method = 'clinic',
       languages = array['interpreter', 'spanish'], languages_verified_at = now(),
       languages_verified_method = 'call'
 where slug = :'sample_slug';
select test.ok(
  (select min_age_months = 0 and not accepts_medicaid_kchip and xray_on_site
      and last_checkin_minutes_before_close = 240
      and languages = array['interpreter', 'spanish']
     from public.clinics where slug = :'sample_slug'),
  'all five facts with their confirmations are accepted (0 months, no, yes, 240 minutes, both languages)');
update public.clinics
   set min_age_months = 216, languages = '{}', last_checkin_minutes_before_close = 0
 where slug = :'sample_slug';
select test.ok(
  (select min_age_months = 216 and languages = '{}' and last_checkin_minutes_before_close = 0
     from public.clinics where slug = :'sample_slug'),
  '216 months, an empty list (neither) and 0 minutes (until closing) are accepted');
update public.clinics
   set min_age_months = null, min_age_verified_at = null, min_age_verified_method = null
 where slug = :'sample_slug';
select test.ok(
  (select min_age_months is null and min_age_verified_at is null
     from public.clinics where slug = :'sample_slug'),
  'a fact erased with its confirmation is accepted (unknown again)');
insert into public.verification_events (clinic_id, outcome, method, initials, confirmed)
select id, 'confirmed', 'call', 'AB',
       array['phone', 'min_age', 'medicaid', 'xray', 'last_checkin', 'languages']
  from public.clinics where slug = :'sample_slug';
select test.is((select count(*) from public.verification_events), 1,
  'an event may re-confirm the five facts');
rollback;
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials, confirmed)
    select id, 'confirmed', 'call', 'AB', array['age'] from public.clinics limit 1$$,
  '23514', 'an event confirms only named fields');

-- The public read and the refused writes.
set role anon;
select test.is(
  (select count(*) from public.clinics
    where min_age_months is null and accepts_medicaid_kchip is null and xray_on_site is null
      and last_checkin_minutes_before_close is null and languages is null
      and min_age_verified_at is null and medicaid_verified_method is null
      and xray_verified_at is null and last_checkin_verified_method is null
      and languages_verified_at is null),
  :clinics, 'anon reads the facts and their confirmations');
select test.throws(
  $$update public.clinics set xray_on_site = true, xray_verified_at = now(), xray_verified_method = 'call'$$,
  '42501', 'anon: a fact cannot be written');
select test.throws(
  $$update public.clinics set languages = null, languages_verified_at = null, languages_verified_method = null$$,
  '42501', 'anon: a fact cannot be erased');
reset role;
set role authenticated;
select test.is(
  (select count(languages) + count(*) from public.clinics), :clinics,
  'authenticated reads the facts');
select test.throws(
  $$update public.clinics set min_age_months = 0, min_age_verified_at = now(), min_age_verified_method = 'call'$$,
  '42501', 'authenticated: a fact cannot be written');
reset role;
select test.ok(
  not has_column_privilege('anon', 'public.clinics', 'languages', 'UPDATE')
  and not has_column_privilege('authenticated', 'public.clinics', 'min_age_months', 'UPDATE')
  and has_column_privilege('anon', 'public.clinics', 'xray_on_site', 'SELECT'),
  'anon and authenticated may read the fact columns, never write them');
