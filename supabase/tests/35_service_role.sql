-- The send-contact-email function's path: the service role (used through
-- PostgREST with the service key) stores, counts and marks messages; the
-- table's own checks still hold. Everything is rolled back.

begin;
set role service_role;
insert into public.contact_messages (id, name, email, subject, message, ip_hash, user_agent)
values ('00000000-0000-4000-8000-000000000001', 'Ann Parent', 'ann@example.com', 'Hours',
        'Line one' || chr(10) || 'line two', repeat('a', 64), 'test-agent');
select test.is(
  (select count(*) from public.contact_messages
    where ip_hash = repeat('a', 64) and created_at > now() - interval '10 minutes'),
  1, 'service_role: stores a message and counts it by ip_hash in the window');
update public.contact_messages set delivered_at = now()
 where id = '00000000-0000-4000-8000-000000000001';
select test.ok(
  (select delivered_at is not null from public.contact_messages
    where id = '00000000-0000-4000-8000-000000000001'),
  'service_role: marks a message delivered');
select test.throws(
  $$insert into public.contact_messages (name, email, subject, message)
    values ('Eve', 'eve@example.com', 'Hi' || chr(13) || chr(10) || 'Bcc: x@example.com', 'M')$$,
  '23514', 'a subject with CR/LF is refused by the table too');
select test.throws(
  $$insert into public.contact_messages (name, email, subject, message, ip_hash)
    values ('Eve', 'eve@example.com', 'S', 'M', '203.0.113.9')$$,
  '23514', 'ip_hash must be a SHA-256 hex digest, never a raw IP');
select test.throws(
  format('insert into public.contact_messages (name, email, subject, message) values (%L, %L, %L, %L)',
         repeat('n', 101), 'a@b.c', 'S', 'M'),
  '23514', 'the name limit (100) holds in the table');
select test.throws(
  format('insert into public.contact_messages (name, email, subject, message) values (%L, %L, %L, %L)',
         'N', 'a@b.c', 'S', repeat('m', 5001)),
  '23514', 'the message limit (5,000) holds in the table');
select test.is((select count(*) from public.clinics), :clinics, 'service_role reads clinics');
update public.clinics set phone = '(270) 555-0100' where slug = :'sample_slug';
select test.is_text((select phone from public.clinics where slug = :'sample_slug'),
  '(270) 555-0100', 'service_role can maintain clinics (the timezone check runs as it)');
select test.throws(
  $$update public.towns set timezone = 'Mars/Base' where slug = 'henderson'$$,
  '23514', 'service_role: the timezone check still rejects Mars/Base');
reset role;
rollback;
