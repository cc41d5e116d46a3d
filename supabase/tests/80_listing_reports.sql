-- Listing reports: the table closed to anon and authenticated (read and
-- write, the function too), its checks, the atomic limit function's answers,
-- and the one signal a parent sees (its basic cases; the rule in full:
-- 82_closed_line.sql). Everything that writes runs in a transaction that is
-- rolled back.

-- Closed to the public.
set role anon;
select test.throws($$select * from public.listing_reports$$, '42501',
  'anon cannot read listing_reports');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key)
  select id, array['closed'], gen_random_uuid() from public.clinics limit 1$$, '42501',
  'anon cannot insert into listing_reports');
select test.throws($$update public.listing_reports set status = 'fixed'$$, '42501',
  'anon cannot update listing_reports');
select test.throws($$delete from public.listing_reports$$, '42501',
  'anon cannot delete from listing_reports');
select test.throws($$select public.submit_listing_report(gen_random_uuid(),
  gen_random_uuid(), array['closed'], null, null, null, 10, 3)$$, '42501',
  'anon cannot call submit_listing_report');
select test.throws($$select public.visitors_reported_closed_until(gen_random_uuid())$$, '42501',
  'anon cannot call visitors_reported_closed_until');
reset role;
set role authenticated;
select test.throws($$select * from public.listing_reports$$, '42501',
  'authenticated cannot read listing_reports');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key)
  select id, array['closed'], gen_random_uuid() from public.clinics limit 1$$, '42501',
  'authenticated cannot insert into listing_reports');
select test.throws($$update public.listing_reports set status = 'fixed'$$, '42501',
  'authenticated cannot update listing_reports');
select test.throws($$select public.submit_listing_report(gen_random_uuid(),
  gen_random_uuid(), array['closed'], null, null, null, 10, 3)$$, '42501',
  'authenticated cannot call submit_listing_report');
reset role;
set role anon;
select test.is(test.rows($$select visitors_reported_closed_until from public.clinics$$),
  :clinics, 'anon reads the visitor signal with the rest of the clinic row');
reset role;

-- The table's checks.
begin;
create temp table c as select id from public.clinics order by slug limit 3;
grant select on c to service_role;
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key)
  select id, array['on_fire'], gen_random_uuid() from c limit 1$$, '23514',
  'kinds come from the list');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key)
  select id, '{}', gen_random_uuid() from c limit 1$$, '23514',
  'at least one kind');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key)
  select id, array['confirmed_by_visitor', 'closed'], gen_random_uuid() from c limit 1$$, '23514',
  'confirmed_by_visitor is never mixed with a wrong kind');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, note, idempotency_key)
  select id, array['other'], repeat('n', 501), gen_random_uuid() from c limit 1$$, '23514',
  'a note is at most 500 characters');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, reply_email, idempotency_key)
  select id, array['other'], E'a@b.c\r\nBcc: x@y.z', gen_random_uuid() from c limit 1$$, '23514',
  'a reply e-mail holds no control characters');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key, status)
  select id, array['other'], gen_random_uuid(), 'fixed' from c limit 1$$, '23514',
  'a handled report says when and who');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, idempotency_key)
  values (gen_random_uuid(), array['other'], gen_random_uuid())$$, '23503',
  'a report names a clinic that exists');

-- The function's answers, as the service role.
set role service_role;
select test.is_text(
  public.submit_listing_report('11111111-1111-4111-8111-111111111111',
    (select id from c limit 1), array['hours_wrong'], 'Closes at 6', null,
    repeat('a', 64), 10, 3) ->> 'outcome', 'stored', 'a first report is stored');
select test.is_text(
  public.submit_listing_report('11111111-1111-4111-8111-111111111111',
    (select id from c limit 1), array['hours_wrong'], 'Closes at 6', null,
    repeat('a', 64), 10, 3) ->> 'outcome', 'duplicate', 'its key again is a duplicate');
select test.is(
  (select count(*) from public.listing_reports
    where idempotency_key = '11111111-1111-4111-8111-111111111111'), 1,
  '... and stores nothing new');
select test.is_text(
  public.submit_listing_report(gen_random_uuid(), gen_random_uuid(),
    array['closed'], null, null, repeat('a', 64), 10, 3) ->> 'outcome',
  'unknown_clinic', 'an unknown clinic is answered, not stored');
select public.submit_listing_report(gen_random_uuid(), (select id from c limit 1),
  array['other'], null, null, repeat('a', 64), 10, 3) from generate_series(1, 2);
select test.is_text(
  public.submit_listing_report(gen_random_uuid(), (select id from c limit 1),
    array['other'], null, null, repeat('a', 64), 10, 3) ->> 'limit',
  'clinic', 'a fourth report of one clinic from one client in a day: limited');
select public.submit_listing_report(gen_random_uuid(), (select id from c offset 1 limit 1),
  array['other'], null, null, repeat('a', 64), 10, 3) from generate_series(1, 3);
select public.submit_listing_report(gen_random_uuid(), (select id from c offset 2 limit 1),
  array['other'], null, null, repeat('a', 64), 10, 3) from generate_series(1, 3);
select test.is(
  (select count(*) from public.listing_reports where client_hash = repeat('a', 64)), 9,
  'nine stored from that client');
select public.submit_listing_report(gen_random_uuid(),
  (select id from public.clinics order by slug offset 5 limit 1),
  array['other'], null, null, repeat('a', 64), 10, 3);
select test.is_text(
  public.submit_listing_report(gen_random_uuid(),
    (select id from public.clinics order by slug offset 6 limit 1),
    array['other'], null, null, repeat('a', 64), 10, 3) ->> 'limit',
  'hour', 'an eleventh report within an hour: limited');
select test.ok(
  (public.submit_listing_report(gen_random_uuid(),
    (select id from public.clinics order by slug offset 6 limit 1),
    array['other'], null, null, repeat('a', 64), 10, 3) ->> 'retry_after')::int
    between 1 and 3600, '... with the seconds until one falls out of the hour');
select test.is_text(
  public.submit_listing_report(gen_random_uuid(), (select id from c limit 1),
    array['other'], null, null, repeat('b', 64), 10, 3) ->> 'outcome',
  'stored', 'another client is not limited by the first');
reset role;
rollback;

-- The visitor signal, its basic cases: reports counted by network_hash
-- (what the function hashes for the closed line: an IPv6 /48, an IPv4
-- address), 5 networks on 2 days (the clinic's days: a report at noon of
-- a day some days ago, in the clinic's zone).
begin;
create temp table target as select id, timezone from public.clinics order by slug limit 1;
create function pg_temp.noon(days integer) returns timestamptz language sql as $$
  select (date_trunc('day', now() at time zone timezone) - make_interval(days => days)
          + interval '12 hours') at time zone timezone from target $$;
create function pg_temp.closed(net text, days integer, kinds text[] default array['closed'])
returns void language sql as $$
  insert into public.listing_reports (clinic_id, kinds, client_hash, network_hash, idempotency_key, created_at)
  values ((select id from target), kinds, repeat(net, 64), repeat(net, 64), gen_random_uuid(),
          pg_temp.noon(days) + make_interval(mins => ascii(net))) $$;
create function pg_temp.signal() returns timestamptz language sql as $$
  select visitors_reported_closed_until from public.clinics where id = (select id from target) $$;
select pg_temp.closed(net, 1) from unnest(array['1', '2', '3', '4']) net;
select pg_temp.closed('4', 1);
select test.ok(pg_temp.signal() is null, 'four networks (one twice): no signal');
select pg_temp.closed('5', 1, array['hours_wrong']);
select test.ok(pg_temp.signal() is null, 'a fifth network reporting something else: no signal');
select pg_temp.closed('5', 1, array['closed', 'hours_wrong']);
select test.ok(pg_temp.signal() is null, 'five networks on one day: no signal');
select pg_temp.closed('6', 3);
select test.ok(pg_temp.signal() = pg_temp.noon(3) + make_interval(mins => ascii('6')) + interval '14 days',
  'six networks over two days: the signal holds until the oldest report is 14 days old');
update public.listing_reports set status = 'rejected', handled_at = now(), handled_by = 'AB'
 where network_hash = repeat('6', 64);
select test.ok(pg_temp.signal() is null, 'a report the operator rejected: no signal (only later reports count)');
rollback;

-- The function stores the network the line counts.
begin;
set role service_role;
select public.submit_listing_report('22222222-2222-4222-8222-222222222222',
  (select id from public.clinics order by slug limit 1), array['closed'], null, null,
  repeat('a', 64), 10, 3, repeat('b', 64));
reset role;
select test.is_text((select network_hash from public.listing_reports
                      where idempotency_key = '22222222-2222-4222-8222-222222222222'),
  repeat('b', 64), 'submit_listing_report stores the network hash beside the client hash');
select test.throws($$insert into public.listing_reports (clinic_id, kinds, network_hash, idempotency_key)
  select id, array['closed'], 'not-a-hash', gen_random_uuid() from public.clinics limit 1$$, '23514',
  'a network hash is 64 hex digits');
rollback;
