-- anon and authenticated may SELECT clinics and towns and nothing else:
-- every write is refused, and contact_messages is closed to them entirely.
-- Each statement runs inside test.throws, so nothing is ever changed.

select test.ok(
  not exists (
    select 1
      from unnest(array['anon', 'authenticated']) r,
           unnest(array['public.clinics', 'public.towns', 'public.emergency_departments', 'public.contact_messages']) t,
           unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p
     where has_table_privilege(r, t, p)),
  'no write privilege for anon or authenticated on any table');
select test.ok(
  not has_table_privilege('anon', 'public.contact_messages', 'SELECT')
  and not has_table_privilege('authenticated', 'public.contact_messages', 'SELECT'),
  'no read privilege on contact_messages for anon or authenticated');

-- The same refusals, tried for real, as each role.
set role anon;
\ir harness/refusals.sql
reset role;
set role authenticated;
\ir harness/refusals.sql
reset role;

-- Second line of defence: even if a grant slipped back in, RLS refuses.
begin;
insert into public.contact_messages (name, email, subject, message)
values ('Ann', 'ann@example.com', 'Hours', 'A stored message');
grant insert, update, delete on public.clinics, public.towns, public.emergency_departments to anon;
grant select, insert, update, delete on public.contact_messages to anon;
set role anon;
select test.throws(
  $$insert into public.clinics (name, city, state, slug) values ('X', 'X', 'KY', 'x')$$,
  '42501', 'RLS alone: anon insert into clinics is refused');
select test.throws(
  $$insert into public.towns (name, state, slug) values ('X', 'KY', 'x')$$,
  '42501', 'RLS alone: anon insert into towns is refused');
select test.throws(
  $$insert into public.contact_messages (name, email, subject, message) values ('X', 'x@x.x', 'X', 'X')$$,
  '42501', 'RLS alone: anon insert into contact_messages is refused');
with u as (update public.clinics set name = 'Hacked' returning 1)
select test.is((select count(*) from u), 0, 'RLS alone: anon update of clinics changes no row');
select test.throws(
  $$insert into public.emergency_departments (id, slug, name, city, state, cms_facility_id, military, out_of_state, sources)
    values (gen_random_uuid(), 'x', 'X', 'X', 'KY', '999999', false, false, array['s'])$$,
  '42501', 'RLS alone: anon insert into emergency_departments is refused');
with u as (update public.emergency_departments set phone = '911' returning 1)
select test.is((select count(*) from u), 0, 'RLS alone: anon update of emergency_departments changes no row');
with d as (delete from public.emergency_departments returning 1)
select test.is((select count(*) from d), 0, 'RLS alone: anon delete from emergency_departments removes no row');
with d as (delete from public.towns returning 1)
select test.is((select count(*) from d), 0, 'RLS alone: anon delete from towns removes no row');
select test.is((select count(*) from public.contact_messages), 0,
  'RLS alone: anon sees none of the stored contact messages');
with u as (update public.contact_messages set delivered_at = now() returning 1)
select test.is((select count(*) from u), 0, 'RLS alone: anon update of contact_messages changes no row');
reset role;
rollback;
