-- Dated hours exceptions (issue 49): the column, its CHECK (each refusal),
-- the seed (no clinic has one), the public read and the refused writes.
-- Everything that writes is rolled back.

select test.is_text(
  (select data_type || ' ' || is_nullable || ' ' || column_default
     from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and column_name = 'hours_exceptions'),
  'jsonb NO ''[]''::jsonb', 'clinics.hours_exceptions is a jsonb list, empty by default');
select test.is(
  (select count(*) from public.clinics where hours_exceptions <> '[]'::jsonb),
  0, 'seed: no clinic has an exception until someone confirms it');

-- What is kept.
update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2026-12-01", "method": "call"},
    {"date": "2026-12-24", "hours": "9 AM - 1 PM", "note": "Walk-ins until noon",
     "confirmed_at": "2026-12-01T15:30:00Z", "method": "website"},
    {"date": "2026-12-31", "hours": "8:30 AM - 12:00 PM", "note": null,
     "confirmed_at": "2026-12-01 15:30:00+00", "method": "clinic"}]';
select test.is(
  (select count(*) from public.clinics where jsonb_array_length(hours_exceptions) = 3),
  :clinics, 'closed, hours, a note, a date or a date-time with its zone are kept');
update public.clinics set hours_exceptions = '[]';
select test.is(
  (select count(*) from public.clinics where hours_exceptions = '[]'::jsonb),
  :clinics, 'an empty list is kept');

-- Each refusal.
select test.throws($$update public.clinics set hours_exceptions = null$$,
  '23502', 'no list at all is refused');
select test.throws($$update public.clinics set hours_exceptions = '{}'$$,
  '23514', 'an object instead of a list is refused');
select test.throws($$update public.clinics set hours_exceptions = '["2026-12-25"]'$$,
  '23514', 'an entry that is not an object is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "method": "call"}]'$$,
  '23514', 'an exception without its confirmation date is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2026-12-01"}]'$$,
  '23514', 'an exception without its method is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2026-12-01", "method": "guess"}]'$$,
  '23514', 'an unknown method is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "soon", "method": "call"}]'$$,
  '23514', 'a confirmation that is not a date is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-02-30", "closed": true, "confirmed_at": "2026-02-01", "method": "call"}]'$$,
  '23514', 'a day that does not exist is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "12/25/2026", "closed": true, "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '23514', 'a date not written YYYY-MM-DD is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '23514', 'neither hours nor closed is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "hours": "9 AM - 1 PM", "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '23514', 'both hours and closed are refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": false, "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '23514', 'closed: false (open, but which hours?) is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "hours": "9-1", "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '23514', 'hours not in the data''s form are refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "hours": "same as usual", "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '23514', 'words instead of hours are refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2026-12-01", "method": "call"},
    {"date": "2026-12-25", "hours": "9 AM - 1 PM", "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '23514', 'two entries for one day are refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2026-12-01", "method": "call", "guessed": true}]'$$,
  '23514', 'an unknown key is refused');
select test.throws($$update public.clinics set hours_exceptions = jsonb_build_array(jsonb_build_object(
  'date', '2026-12-25', 'closed', true, 'confirmed_at', '2026-12-01', 'method', 'call',
  'note', repeat('x', 201)))$$,
  '23514', 'a note over 200 characters is refused');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2026-12-01", "method": "call", "note": 5}]'$$,
  '23514', 'a note that is not text is refused');

-- The public read and the refused writes.
set role anon;
select test.is(
  (select count(*) from public.clinics where hours_exceptions = '[]'::jsonb), :clinics,
  'anon reads every clinic''s exceptions with the row');
select test.throws($$update public.clinics set hours_exceptions =
  '[{"date": "2026-12-25", "closed": true, "confirmed_at": "2026-12-01", "method": "call"}]'$$,
  '42501', 'anon: an exception cannot be written');
reset role;
set role authenticated;
select test.throws($$update public.clinics set hours_exceptions = '[]'$$,
  '42501', 'authenticated: exceptions cannot be written');
reset role;
select test.ok(
  not has_column_privilege('anon', 'public.clinics', 'hours_exceptions', 'UPDATE')
  and not has_column_privilege('authenticated', 'public.clinics', 'hours_exceptions', 'UPDATE')
  and has_column_privilege('anon', 'public.clinics', 'hours_exceptions', 'SELECT'),
  'anon and authenticated may read the exceptions, never write them');
