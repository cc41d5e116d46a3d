-- Exactly once and a rate limit in one step: the
-- idempotency key's UNIQUE constraint, submit_contact_message() and the
-- re-sender's claim_undelivered_contact_messages(), one session at a time.
-- 45_contact_concurrency.sh calls the same function from 50 sessions at once.
-- Everything is rolled back.

select test.ok(
  (select bool_and(p.prosecdef and p.proconfig = array['search_path=""'])
     from pg_proc p
    where p.oid in ('public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid, text)'::regprocedure,
                    'public.claim_undelivered_contact_messages(integer, integer)'::regprocedure,
                    'public.claim_contact_message_send(uuid, integer)'::regprocedure,
                    'public.finish_contact_message_send(uuid, text)'::regprocedure)),
  'the four functions are SECURITY DEFINER with an empty search_path');
select test.ok(
  (select bool_and(not has_function_privilege(r, f, 'EXECUTE'))
     from unnest(array['anon', 'authenticated']) r,
          unnest(array['public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid, text)'::regprocedure,
                       'public.claim_undelivered_contact_messages(integer, integer)'::regprocedure,
                       'public.claim_contact_message_send(uuid, integer)'::regprocedure,
                       'public.finish_contact_message_send(uuid, text)'::regprocedure]) f)
  and has_function_privilege('service_role',
        'public.submit_contact_message(uuid, text, text, text, text, text, text, integer, integer, uuid, text)', 'EXECUTE')
  and has_function_privilege('service_role',
        'public.claim_undelivered_contact_messages(integer, integer)', 'EXECUTE')
  and has_function_privilege('service_role', 'public.claim_contact_message_send(uuid, integer)', 'EXECUTE')
  and has_function_privilege('service_role', 'public.finish_contact_message_send(uuid, text)', 'EXECUTE'),
  'only service_role may call them');

set role anon;
select test.throws(
  $$select public.submit_contact_message(gen_random_uuid(), 'A', 'a@b.co', 'S', 'M', null, null, 5, 600)$$,
  '42501', 'anon: submit_contact_message is refused');
select test.throws($$select * from public.claim_undelivered_contact_messages(10, 8)$$,
  '42501', 'anon: claim_undelivered_contact_messages is refused');
select test.throws($$select public.claim_contact_message_send(gen_random_uuid(), 60)$$,
  '42501', 'anon: claim_contact_message_send is refused');
select test.throws($$select public.finish_contact_message_send(gen_random_uuid(), null)$$,
  '42501', 'anon: finish_contact_message_send is refused');
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

-- A sender address is counted only with its client: messages from other
-- clients naming a parent's address (any case) never use up the parent's.
truncate answers;
insert into answers (a)
select public.submit_contact_message(gen_random_uuid(), 'Di',
  case when i % 2 = 0 then 'DI@Example.com' else 'di@example.com' end,
  'S', 'M', encode(sha256(convert_to('client' || i, 'UTF8')), 'hex'), null, 5, 600)
  from generate_series(1, 6) i;
select test.is((select count(*) from answers where a->>'outcome' = 'stored'), 6,
  'per address: 6 clients naming one address store 6');
select test.is_text(
  (select public.submit_contact_message(gen_random_uuid(), 'Di', 'dI@example.COM', 'Mine', 'M',
     encode(sha256(convert_to('the parent', 'UTF8')), 'hex'), null, 5, 600)->>'outcome'),
  'stored', 'per address: the parent''s own message, from the parent''s client, is stored');
-- Without a client hash, the address is the only thing to count by.
truncate answers;
insert into answers (a)
select public.submit_contact_message(gen_random_uuid(), 'Ed',
  case when i % 2 = 0 then 'ED@Example.com' else 'ed@example.com' end, 'S', 'M', null, null, 5, 600)
  from generate_series(1, 6) i;
select test.is((select count(*) from answers where a->>'outcome' = 'stored'), 5,
  'no client hash: 5 stored per address (any case)');
select test.is_text(
  (select a->>'limit' from answers where n = (select max(n) from answers)), 'email',
  'no client hash: the 6th is rate_limited (email)');
select test.is_text(
  (select public.submit_contact_message(gen_random_uuid(), 'Ed', 'ed@example.com', 'S', 'M',
     repeat('b', 64), null, 5, 600)->>'outcome'),
  'stored', 'no client hash: a known client with that address is not held by them');

-- A keyless request (a fingerprint): its copy within 10 minutes is the same message.
select test.ok(
  (select a->>'outcome' = 'stored' and a->>'key' = '77777777-7777-4777-8777-777777777777'
     from (select public.submit_contact_message('77777777-7777-4777-8777-777777777777', 'Flo',
             'flo@example.com', 'S', 'Keyless', repeat('f', 64), null, 5, 600, null, repeat('1', 64)) a) x),
  'keyless: stored with the key the function proposed');
select test.ok(
  (select a->>'outcome' = 'duplicate' and a->>'key' = '77777777-7777-4777-8777-777777777777'
          and a->>'delivered' = 'false'
     from (select public.submit_contact_message(gen_random_uuid(), 'Flo',
             'flo@example.com', 'S', 'Keyless', repeat('f', 64), null, 5, 600, null, repeat('1', 64)) a) x),
  'keyless: a copy with another proposed key is a duplicate, answered with the stored key');
select test.is(
  (select count(*) from public.contact_messages where fingerprint = repeat('1', 64)), 1::bigint,
  'keyless: one row');
update public.contact_messages set created_at = now() - interval '11 minutes'
 where fingerprint = repeat('1', 64);
select test.is_text(
  (select public.submit_contact_message(gen_random_uuid(), 'Flo', 'flo@example.com', 'S', 'Keyless',
     repeat('f', 64), null, 5, 600, null, repeat('1', 64))->>'outcome'),
  'stored', 'keyless: the same words 11 minutes later are a new message');
select test.is_text(
  (select public.submit_contact_message(gen_random_uuid(), 'Flo', 'flo@example.com', 'S', 'Keyless',
     repeat('f', 64), null, 5, 600)->>'outcome'),
  'stored', 'a request with its own key is never matched by words');

-- One sender at a time: the claim and its end.
insert into public.contact_messages (idempotency_key, name, email, subject, message)
values ('88888888-8888-4888-8888-888888888888', 'Gil', 'gil@example.com', 'S', 'Claim me');
select test.is_text(
  public.claim_contact_message_send('88888888-8888-4888-8888-888888888888', 60)->>'outcome',
  'claimed', 'claim: the first caller gets the row');
select test.is_text(
  public.claim_contact_message_send('88888888-8888-4888-8888-888888888888', 60)->>'outcome',
  'busy', 'claim: a second caller during the lease does not');
select test.is(
  (select count(*) from public.claim_undelivered_contact_messages(10, 8)
    where idempotency_key = '88888888-8888-4888-8888-888888888888'), 0::bigint,
  'claim: the re-sender does not take a row being sent, even when due');
select test.ok(
  public.finish_contact_message_send('88888888-8888-4888-8888-888888888888', 'provider down'),
  'finish: the error is kept');
select test.ok(
  (select delivery_error = 'provider down' and sending_until is null and delivered_at is null
     from public.contact_messages where idempotency_key = '88888888-8888-4888-8888-888888888888'),
  'finish: an error ends the claim and keeps the row undelivered');
select test.is_text(
  public.claim_contact_message_send('88888888-8888-4888-8888-888888888888', 60)->>'outcome',
  'claimed', 'claim: after a failed send, the next caller may send');
select test.ok(
  public.finish_contact_message_send('88888888-8888-4888-8888-888888888888', null),
  'finish: delivered');
select test.is_text(
  public.claim_contact_message_send('88888888-8888-4888-8888-888888888888', 60)->>'outcome',
  'delivered', 'claim: a delivered message is never claimed again');
select test.is_text(
  public.claim_contact_message_send('99999999-9999-4999-8999-999999999999', 60)->>'outcome',
  'missing', 'claim: an unknown key');
update public.contact_messages set sending_until = now() - interval '1 second', delivered_at = null
 where idempotency_key = '88888888-8888-4888-8888-888888888888';
select test.is_text(
  public.claim_contact_message_send('88888888-8888-4888-8888-888888888888', 60)->>'outcome',
  'claimed', 'claim: a lease that ran out (its caller died) can be taken');
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
select test.ok(
  (select bool_and(sending_until between clock_timestamp() + interval '290 seconds'
                                     and clock_timestamp() + interval '310 seconds')
     from public.contact_messages where message in ('Due', 'Last')),
  'claim: the re-sender holds its rows against other senders for 5 minutes');
-- Time passes: the booked tries fall due, the re-sender's hold has ended.
update public.contact_messages set next_attempt_at = now() - interval '1 second', sending_until = null
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
