-- 'Suggest a correction' messages handled by the operator
-- (migrations/20261204000500_correction_messages_handled.sql): the columns,
-- their checks, the public kept out of them (read and write), the service
-- role marking one, and the contact function storing a new one. Everything
-- that writes is rolled back.

select test.is_text(
  (select string_agg(column_name || ' ' || data_type || ' ' || is_nullable, ', ' order by column_name)
     from information_schema.columns
    where table_schema = 'public' and table_name = 'contact_messages'
      and column_name in ('correction_status', 'handled_at', 'handled_by')),
  'correction_status text NO, handled_at timestamp with time zone YES, handled_by text YES',
  'contact_messages has correction_status (never null), handled_at and handled_by');

-- The public: no read, no write, of the new columns or the rest.
set role anon;
select test.throws($$select correction_status, handled_at, handled_by from public.contact_messages$$,
  '42501', 'anon cannot read how a message was handled');
select test.throws($$update public.contact_messages set correction_status = 'fixed',
  handled_at = now(), handled_by = 'AB'$$, '42501', 'anon cannot mark a message handled');
select test.throws($$update public.contact_messages set handled_by = null$$, '42501',
  'anon cannot change who handled a message');
reset role;
set role authenticated;
select test.throws($$select handled_at from public.contact_messages$$, '42501',
  'authenticated cannot read how a message was handled');
select test.throws($$update public.contact_messages set correction_status = 'rejected',
  handled_at = now(), handled_by = 'AB'$$, '42501', 'authenticated cannot mark a message handled');
reset role;
select test.ok(
  not has_column_privilege('anon', 'public.contact_messages', 'correction_status', 'SELECT')
  and not has_column_privilege('anon', 'public.contact_messages', 'handled_at', 'UPDATE')
  and not has_column_privilege('authenticated', 'public.contact_messages', 'handled_by', 'SELECT'),
  'no column privilege on the handled state for anon or authenticated');

begin;
-- A message through the site's function: new, not handled.
create temporary table stored_message as
  select public.submit_contact_message(
    '84848484-8484-4848-8484-848484848484', 'Ana', 'ana@example.com', 'Hours wrong',
    'They close at 5', repeat('c', 64), 'agent', 5, 600,
    (select id from public.clinics where slug = :'sample_slug')) as a;
select test.ok(
  (select correction_status = 'new' and handled_at is null and handled_by is null
          and clinic_id = (select id from public.clinics where slug = :'sample_slug')
     from public.contact_messages
    where id = ((select a->>'id' from stored_message))::uuid),
  'a correction stored by the contact function is new, about its clinic, not handled');

set role service_role;
with u as (
  update public.contact_messages
     set correction_status = 'fixed', handled_at = now(), handled_by = 'AB'
   where idempotency_key = '84848484-8484-4848-8484-848484848484'
  returning 1)
select test.is((select count(*) from u), 1,
  'service_role marks a message fixed, with who and when');
reset role;

select test.throws($$update public.contact_messages set correction_status = 'done'
  where idempotency_key = '84848484-8484-4848-8484-848484848484'$$, '23514',
  'a status other than new, confirmed, rejected, fixed is refused');
select test.throws($$update public.contact_messages set handled_by = null
  where idempotency_key = '84848484-8484-4848-8484-848484848484'$$, '23514',
  'handled without who is refused');
select test.throws($$update public.contact_messages set handled_at = null
  where idempotency_key = '84848484-8484-4848-8484-848484848484'$$, '23514',
  'handled without when is refused');
select test.throws($$update public.contact_messages set handled_by = 'ab'
  where idempotency_key = '84848484-8484-4848-8484-848484848484'$$, '23514',
  'who handled it: 2-4 capital letters');
select test.throws($$update public.contact_messages set correction_status = 'new'
  where idempotency_key = '84848484-8484-4848-8484-848484848484'$$, '23514',
  'new with a handled time is refused');
select test.throws($$update public.contact_messages set correction_status = null
  where idempotency_key = '84848484-8484-4848-8484-848484848484'$$, '23502',
  'the status is never null');
rollback;
