-- Verification facts: the columns and their checks, the private
-- tables closed to anon and authenticated, the events log append-only even
-- for the service role, and an apply that fails half-way leaving nothing
-- changed. Everything that writes is rolled back.

-- Columns.
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and column_name in ('status', 'phone_verified_at', 'phone_verified_method',
        'hours_verified_at', 'hours_verified_method', 'address_verified_at',
        'address_verified_method', 'website_verified_at', 'website_verified_method',
        'next_check_after')),
  10, 'clinics has status, four confirmed dates with their methods, next_check_after');
select test.ok(
  (select bool_and(data_type = 'timestamp with time zone')
     from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and (column_name like '%\_verified\_at' or column_name = 'next_check_after')),
  'the confirmed dates and next_check_after are timestamptz');
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and column_name in ('internal_note', 'do_not_call', 'do_not_call_reason')),
  0, 'the operator-only facts are not columns of the public clinics table');
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'verification_events'),
  9, 'verification_events: id, clinic_id, outcome, method, changes, confirmed, note, initials, created_at');
select test.is((select count(*) from public.clinics where status <> 'active'), 0,
  'seed: every clinic of the data is active');
select test.is((select count(*) from public.clinic_internal), :clinics,
  'seed: one clinic_internal row per clinic');

-- Checks.
select test.throws($$update public.clinics set status = 'closed' where slug = 'x' or true$$,
  '23514', 'status is active, temporarily_closed or permanently_closed');
select test.throws($$update public.clinics set status = null$$,
  '23502', 'status is never unknown');
select test.throws($$update public.clinics set phone_verified_at = now()$$,
  '23514', 'a confirmed date needs its method');
select test.throws($$update public.clinics set hours_verified_method = 'call'$$,
  '23514', 'a method needs its confirmed date');
select test.throws($$update public.clinics set address_verified_at = now(), address_verified_method = 'email'$$,
  '23514', 'the method is call, website, visit or clinic');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials)
    select id, 'maybe', 'call', 'AB' from public.clinics limit 1$$,
  '23514', 'an event outcome outside the list is refused');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials)
    select id, 'confirmed', 'fax', 'AB' from public.clinics limit 1$$,
  '23514', 'an event method outside the list is refused');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials)
    select id, 'confirmed', 'call', 'a.b.' from public.clinics limit 1$$,
  '23514', 'initials are 2-4 capital letters');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials, changes)
    select id, 'changed', 'call', 'AB', '[1]'::jsonb from public.clinics limit 1$$,
  '23514', 'changes is a JSON object');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials, confirmed)
    select id, 'confirmed', 'call', 'AB', array['rating'] from public.clinics limit 1$$,
  '23514', 'confirmed names phone, hours, address or website only');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials)
    values (gen_random_uuid(), 'confirmed', 'call', 'AB')$$,
  '23503', 'an event names a real clinic');
select test.throws($$update public.clinic_internal set do_not_call = true$$,
  '23514', 'do_not_call needs a reason');

begin;
update public.clinics
   set phone_verified_at = now(), phone_verified_method = 'call',
       status = 'temporarily_closed', next_check_after = now() + interval '2 hours'
 where slug = :'sample_slug';
select test.ok(
  (select status = 'temporarily_closed' and phone_verified_method = 'call'
     from public.clinics where slug = :'sample_slug'),
  'a date with its method and a status are accepted');
rollback;

-- The public read: anon and authenticated see the dates and the status (the
-- app's columns, 66_public_columns.sh), not when the next call is due nor the
-- private tables; they write nothing.
set role anon;
select test.is(
  (select count(status) + count(*) filter (where phone_verified_at is null
     and hours_verified_at is null)
     from public.clinics), 2 * :clinics,
  'anon reads the status and the confirmed dates');
select test.throws($$select next_check_after from public.clinics$$,
  '42501', 'anon: when the next call is due is the operators''');
select test.throws($$select * from public.verification_events$$,
  '42501', 'anon: verification_events is not readable');
select test.throws($$select internal_note from public.clinic_internal$$,
  '42501', 'anon: the internal note is not readable');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials)
    select id, 'confirmed', 'call', 'AB' from public.clinics limit 1$$,
  '42501', 'anon: an event cannot be written');
select test.throws($$update public.clinics set hours_verified_at = now(), hours_verified_method = 'call'$$,
  '42501', 'anon: a confirmed date cannot be written');
select test.throws($$update public.clinics set status = 'permanently_closed'$$,
  '42501', 'anon: the status cannot be written');
select test.throws($$update public.clinic_internal set internal_note = 'x'$$,
  '42501', 'anon: the internal note cannot be written');
reset role;
set role authenticated;
select test.is((select count(*) from (select id, status from public.clinics) q), :clinics,
  'authenticated reads the clinics'' status');
select test.throws($$select count(*) from public.verification_events$$,
  '42501', 'authenticated: verification_events is not readable');
select test.throws($$select * from public.clinic_internal$$,
  '42501', 'authenticated: clinic_internal is not readable');
select test.throws(
  $$insert into public.verification_events (clinic_id, outcome, method, initials)
    select id, 'confirmed', 'call', 'AB' from public.clinics limit 1$$,
  '42501', 'authenticated: an event cannot be written');
select test.throws($$update public.clinics set status = 'permanently_closed'$$,
  '42501', 'authenticated: the status cannot be written');
select test.throws($$delete from public.clinic_internal$$,
  '42501', 'authenticated: clinic_internal cannot be changed');
reset role;

select test.ok(
  not exists (
    select 1 from unnest(array['anon', 'authenticated']) r,
      unnest(array['public.clinic_internal', 'public.verification_events']) t,
      unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p
     where has_table_privilege(r, t, p)),
  'anon and authenticated hold no privilege on clinic_internal or verification_events');
select test.ok(
  not has_table_privilege('service_role', 'public.verification_events', 'UPDATE')
  and not has_table_privilege('service_role', 'public.verification_events', 'DELETE')
  and not has_table_privilege('service_role', 'public.verification_events', 'TRUNCATE')
  and has_table_privilege('service_role', 'public.verification_events', 'INSERT')
  and has_table_privilege('service_role', 'public.verification_events', 'SELECT'),
  'service_role may read and append events, never change or remove them');

-- The service role: appends an event, maintains the internal note; the log
-- stays append-only for it, and for the owner too (the trigger).
begin;
set role service_role;
insert into public.verification_events (clinic_id, outcome, method, initials, note, changes, confirmed)
select id, 'changed', 'call', 'AB', 'Front desk', '{"phone": {"before": null, "after": "(270) 555-0100"}}', array['hours']
  from public.clinics where slug = :'sample_slug';
select test.is((select count(*) from public.verification_events), 1,
  'service_role appends an event and reads it back');
update public.clinic_internal set internal_note = 'Ask for the manager'
 where clinic_id = (select id from public.clinics where slug = :'sample_slug');
select test.is_text(
  (select internal_note from public.clinic_internal
    where clinic_id = (select id from public.clinics where slug = :'sample_slug')),
  'Ask for the manager', 'service_role writes the internal note');
select test.throws($$update public.verification_events set note = 'rewritten'$$,
  '42501', 'service_role: an event cannot be changed');
select test.throws($$delete from public.verification_events$$,
  '42501', 'service_role: an event cannot be deleted');
reset role;
select test.throws($$update public.verification_events set note = 'rewritten'$$,
  '42501', 'owner: an event cannot be changed (trigger)');
select test.throws($$delete from public.verification_events$$,
  '42501', 'owner: an event cannot be deleted (trigger)');
select test.throws($$truncate public.verification_events$$,
  '42501', 'owner: the log cannot be truncated (trigger)');
rollback;

-- An apply that fails half-way leaves nothing changed: the clinic's fields,
-- its dates and the first event are written, then the second sheet row
-- fails a check, and the whole apply is rolled back (test.throws runs it in
-- a sub-transaction, as ops:apply runs it in a transaction).
select coalesce(phone, '') as before_phone, updated_at as before_updated
  from public.clinics where slug = :'sample_slug' \gset
create function pg_temp.half_apply(p_slug text) returns void
language plpgsql as $$
begin
  update public.clinics
     set phone = '(270) 555-0199', phone_verified_at = now(), phone_verified_method = 'call',
         hours_verified_at = now(), hours_verified_method = 'call', status = 'temporarily_closed'
   where slug = p_slug;
  insert into public.verification_events (clinic_id, outcome, method, initials)
    select id, 'changed', 'call', 'AB' from public.clinics where slug = p_slug;
  -- The second sheet row: a method the table refuses.
  insert into public.verification_events (clinic_id, outcome, method, initials)
    select id, 'confirmed', 'telepathy', 'AB' from public.clinics where slug = p_slug;
end;
$$;
select test.throws(format('select pg_temp.half_apply(%L)', :'sample_slug'),
  '23514', 'an apply whose second row fails a check raises');
select test.ok(
  (select coalesce(phone, '') = :'before_phone' and phone_verified_at is null
      and hours_verified_at is null and status = 'active'
      and updated_at = :'before_updated'::timestamptz
     from public.clinics where slug = :'sample_slug'),
  'after the failed apply the clinic, its dates and its status are as before');
select test.is((select count(*) from public.verification_events), 0,
  'after the failed apply no event is stored');
