-- Included by 30_refused_writes.sql once per role (anon, authenticated):
-- every write on every table, and any read of contact_messages, is refused.
select test.throws($$insert into public.clinics (name, city, state, slug) values ('X', 'X', 'KY', 'x')$$,
  '42501', current_user || ': INSERT into clinics refused');
select test.throws($$update public.clinics set name = 'Hacked'$$,
  '42501', current_user || ': UPDATE clinics refused');
select test.throws($$delete from public.clinics$$,
  '42501', current_user || ': DELETE from clinics refused');
select test.throws($$truncate public.clinics cascade$$,
  '42501', current_user || ': TRUNCATE clinics refused');
select test.throws($$insert into public.towns (name, state, slug) values ('X', 'KY', 'x')$$,
  '42501', current_user || ': INSERT into towns refused');
select test.throws($$update public.towns set name = 'Hacked'$$,
  '42501', current_user || ': UPDATE towns refused');
select test.throws($$delete from public.towns$$,
  '42501', current_user || ': DELETE from towns refused');
select test.throws($$truncate public.towns cascade$$,
  '42501', current_user || ': TRUNCATE towns refused');
select test.throws($$insert into public.emergency_departments (id, slug, name, city, state, cms_facility_id, military, out_of_state, sources) values (gen_random_uuid(), 'x', 'X', 'X', 'KY', '999999', false, false, array['s'])$$,
  '42501', current_user || ': INSERT into emergency_departments refused');
select test.throws($$update public.emergency_departments set phone = '911'$$,
  '42501', current_user || ': UPDATE emergency_departments refused');
select test.throws($$delete from public.emergency_departments$$,
  '42501', current_user || ': DELETE from emergency_departments refused');
select test.throws($$truncate public.emergency_departments$$,
  '42501', current_user || ': TRUNCATE emergency_departments refused');
select test.throws($$select * from public.contact_messages$$,
  '42501', current_user || ': SELECT from contact_messages refused');
select test.throws($$select count(*) from public.contact_messages$$,
  '42501', current_user || ': counting contact_messages refused');
select test.throws($$insert into public.contact_messages (name, email, subject, message) values ('X', 'x@x.x', 'X', 'X')$$,
  '42501', current_user || ': INSERT into contact_messages refused');
select test.throws($$update public.contact_messages set delivered_at = now()$$,
  '42501', current_user || ': UPDATE contact_messages refused');
select test.throws($$delete from public.contact_messages$$,
  '42501', current_user || ': DELETE from contact_messages refused');
select test.throws($$truncate public.contact_messages$$,
  '42501', current_user || ': TRUNCATE contact_messages refused');
select test.throws($$select public.set_updated_at()$$,
  '42501', current_user || ': the trigger function cannot be called');
select test.throws($$select public.is_valid_timezone('UTC')$$,
  '42501', current_user || ': the timezone helper is not an RPC endpoint');
