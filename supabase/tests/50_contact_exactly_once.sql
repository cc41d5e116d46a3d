-- Exactly once and a rate limit in one step: the
-- idempotency key's UNIQUE constraint, submit_contact_message() and the
-- re-sender's claim_undelivered_contact_messages(), one session at a time.
-- 45_contact_concurrency.sh calls the same function from 50 sessions at once.
-- Everything is rolled back.

select test.ok(
  (select bool_and(p.prosecdef and p.proconfig = array['search_path=""'])
     from pg_proc p
    where p.oid in ('public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid)'::regprocedure,
                    'public.claim_undelivered_contact_messages(integer, integer)'::regprocedure)),
  'both functions are SECURITY DEFINER with an empty search_path');
select test.ok(
  (select bool_and(not has_function_privilege(r, f, 'EXECUTE'))
     from unnest(array['anon', 'authenticated']) r,
          unnest(array['public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid)'::regprocedure,
                       'public.claim_undelivered_contact_messages(integer, integer)'::regprocedure]) f)
  and has_function_privilege('service_role',
        'public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid)', 'EXECUTE')
  and has_function_privilege('service_role',
        'public.claim_undelivered_contact_messages(integer, integer)', 'EXECUTE'),
  'only service_role may call them');

set role anon;
select test.throws(
  $$select public.submit_contact_message(gen_random_uuid(), 'A', 'a@b.co', 'S', 'M', null, null, 5, 600)$$,
  '42501', 'anon: submit_contact_message is refused');
select test.throws($$select * from public.claim_undelivered_contact_messages(10, 8)$$,
  '42501', 'anon: claim_undelivered_contact_messages is refused');
reset role;

begin;
set role service_role;

-- The key is unique.
insert into public.contact_messages (idempotency_key, name, email, subject, message)
values ('11111111-1111-4111-8111-111111111111', 'Ann', 'ann@example.com', 'S', 'M');
select test.throws(
  $$insert into public.contact_messages (idempotency_key, name, email, subject, message)
    values ('11111111-1111-4111-8111-111111111111', 'Ann', 'ann@example.com', 'S', 'M again')$$,
  '23505', 'a second row with the same idempotency key is refused');
select test.ok(
  (select idempotency_key is not null from public.contact_messages where message = 'M'),
  'every row has an idempotency key');

-- Stored once; the same key again is a duplicate with the same id.
create temporary table answers (n serial, a jsonb);
insert into answers (a) select public.submit_contact_message(
  '22222222-2222-4222-8222-222222222222', 'Bea', 'bea@example.com', 'Hours', 'Hello',
  repeat('b', 64), 'agent', 5, 600);
insert into answers (a) select public.submit_contact_message(
  '22222222-2222-4222-8222-222222222222', 'Bea', 'bea@example.com', 'Hours', 'Hello',
  repeat('b', 64), 'agent', 5, 600);
select test.is_text((select a->>'outcome' from answers where n = 1), 'stored', 'first call: stored');
select test.is_text((select a->>'outcome' from answers where n = 2), 'duplicate', 'same key again: duplicate');
select test.ok(
  (select (select a->>'id' from answers where n = 1) = (select a->>'id' from answers where n = 2)),
  'the duplicate answer names the stored row');
select test.is_text((select a->>'delivered' from answers where n = 2), 'false',
  'the duplicate answer says whether the row was delivered');
select test.is(
  (select count(*) from public.contact_messages
    where idempotency_key = '22222222-2222-4222-8222-222222222222'),
  1, 'one row for the key');
select test.ok(
  (select next_attempt_at > created_at + interval '4 minutes' and attempts = 0
     from public.contact_messages
    where idempotency_key = '22222222-2222-4222-8222-222222222222'),
  'a new row waits five minutes before the re-sender may take it');

-- Per client: 5 in the window, then refused with a wait.
truncate answers;
insert into answers (a)
select public.submit_contact_message(gen_random_uuid(), 'Cy', 'cy' || i || '@example.com',
  'S', 'M', repeat('c', 64), null, 5, 600)
  from generate_series(1, 6) i;
select test.is((select count(*) from answers where a->>'outcome' = 'stored'), 5,
  'per client: 5 stored');
select test.ok(
  (select a->>'outcome' = 'rate_limited' and a->>'limit' = 'ip'
          and (a->>'retry_after')::int between 1 and 600
     from answers where n = (select max(n) from answers)),
  'per client: the 6th is rate_limited (ip) with retry_after');
select test.ok(
  (select public.submit_contact_message(gen_random_uuid(), 'Cy', 'cy@example.com', 'S', 'M',
     repeat('d', 64), null, 5, 600)->>'outcome') = 'stored',
  'another client is not affected');

-- Per sender address (any case), whatever the client.
truncate answers;
insert into answers (a)
select public.submit_contact_message(gen_random_uuid(), 'Di',
  case when i % 2 = 0 then 'DI@Example.com' else 'di@example.com' end,
  'S', 'M', encode(sha256(convert_to('client' || i, 'UTF8')), 'hex'), null, 5, 600)
  from generate_series(1, 6) i;
select test.is((select count(*) from answers where a->>'outcome' = 'stored'), 5,
  'per address: 5 stored from 6 clients');
select test.is_text(
  (select a->>'limit' from answers where n = (select max(n) from answers)), 'email',
  'per address: the 6th is rate_limited (email)');
select test.is_text(
  (select public.submit_contact_message('22222222-2222-4222-8222-222222222222', 'Bea',
     'bea@example.com', 'Hours', 'Hello', repeat('c', 64), 'agent', 5, 600)->>'outcome'),
  'duplicate', 'a retry of a stored message is answered even when its client is at the limit');

select test.throws(
  $$select public.submit_contact_message(gen_random_uuid(), 'Eve', 'eve@example.com',
    'Hi' || chr(10) || 'Bcc: x@example.com', 'M', null, null, 5, 600)$$,
  '23514', 'the table''s checks still hold through the function');

-- The re-sender's claim: due, undelivered rows only; back-off; a cap.
update public.contact_messages set next_attempt_at = null, delivered_at = now();
insert into public.contact_messages (idempotency_key, name, email, subject, message, next_attempt_at, attempts)
values ('33333333-3333-4333-8333-333333333333', 'Fay', 'fay@example.com', 'S', 'Due', now() - interval '1 second', 0),
       ('44444444-4444-4444-8444-444444444444', 'Gus', 'gus@example.com', 'S', 'Later', now() + interval '1 hour', 0),
       ('55555555-5555-4555-8555-555555555555', 'Hal', 'hal@example.com', 'S', 'Last', now() - interval '1 second', 7);
create temporary table claimed as
  select * from public.claim_undelivered_contact_messages(10, 8);
select test.is((select count(*) from claimed), 2, 'claim: the two due rows, not the later one');
select test.ok(
  (select attempts = 1
          and next_attempt_at between clock_timestamp() + interval '110 seconds'
                                  and clock_timestamp() + interval '130 seconds'
     from claimed where message = 'Due'),
  'claim: attempt 1, the next try booked 2 minutes later');
select test.ok(
  (select attempts = 8 from claimed where message = 'Last'), 'claim: attempt 8');
select test.is((select count(*) from public.claim_undelivered_contact_messages(10, 8)), 0,
  'claim: booked rows are not handed out again');
update public.contact_messages set next_attempt_at = now() - interval '1 second'
 where message in ('Due', 'Last');
select test.ok(
  (select array_agg(message || ':' || attempts) = array['Due:2']
     from public.claim_undelivered_contact_messages(10, 8)),
  'claim: back for attempt 2; the row at the cap of 8 is left for a person');
select test.ok(
  (select next_attempt_at between clock_timestamp() + interval '230 seconds'
                              and clock_timestamp() + interval '250 seconds'
     from public.contact_messages where message = 'Due'),
  'claim: the wait doubles (4 minutes after attempt 2)');
update public.contact_messages set delivered_at = now(), next_attempt_at = now() - interval '1 second'
 where message = 'Due';
select test.is((select count(*) from public.claim_undelivered_contact_messages(10, 8)), 0,
  'claim: a delivered row is never sent again');

reset role;
rollback;
