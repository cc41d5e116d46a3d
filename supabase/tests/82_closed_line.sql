-- The closed line (supabase/README.md, 'The closed line'): a clinic shows
-- 'Visitors reported this clinic closed — call before you go' only with
-- 'It has closed' from 3+ networks within 14 days, more of them than
-- networks saying 'Yes, it's right', none of them held (more than 2 clinics
-- reported closed within 14 days), and only reports after the clinic's
-- latest confirmation counting. A network is one client_hash (the Edge
-- Functions hash an IPv6 client's /56, an IPv4 client's address: the
-- address side is proved on Deno, report-listing/handler.test.ts). Every
-- case runs in a transaction that is rolled back.

-- Still closed to the public, the new functions too.
set role anon;
select test.throws($$select public.listing_signal_floor(gen_random_uuid())$$, '42501',
  'anon cannot call listing_signal_floor');
select test.throws($$select public.listing_network_held(repeat('a', 64), now())$$, '42501',
  'anon cannot call listing_network_held');
select test.throws($$select public.refresh_visitors_reported_closed(array[gen_random_uuid()])$$, '42501',
  'anon cannot call refresh_visitors_reported_closed');
select test.throws($$select public.visitors_reported_closed_until(gen_random_uuid())$$, '42501',
  'anon cannot call visitors_reported_closed_until');
select test.throws($$update public.clinics set visitors_reported_closed_until = now() + interval '1 day'$$, '42501',
  'anon cannot set the line');
select test.throws($$select counted_by_network from public.listing_reports$$, '42501',
  'anon cannot read listing_reports');
select test.throws($$insert into public.verification_events (clinic_id, outcome, method, initials)
  select id, 'confirmed', 'call', 'AB' from public.clinics limit 1$$, '42501',
  'anon cannot record a confirmation');
reset role;
set role authenticated;
select test.throws($$select public.refresh_visitors_reported_closed(array[gen_random_uuid()])$$, '42501',
  'authenticated cannot call refresh_visitors_reported_closed');
select test.throws($$select public.listing_network_held(repeat('a', 64), now())$$, '42501',
  'authenticated cannot call listing_network_held');
reset role;

-- Clinics by number (1 = first by slug), reports by network (a digit
-- repeated: one client_hash), made some time ago.
create function pg_temp.clinic(n integer) returns uuid language sql as $$
  select id from public.clinics order by slug offset n - 1 limit 1 $$;
create function pg_temp.report(n integer, kind text, net text, ago interval) returns void
language sql as $$
  insert into public.listing_reports (clinic_id, kinds, client_hash, idempotency_key, created_at)
  values (pg_temp.clinic(n), array[kind], repeat(net, 64), gen_random_uuid(), now() - ago) $$;
create function pg_temp.until(n integer) returns timestamptz language sql as $$
  select visitors_reported_closed_until from public.clinics where id = pg_temp.clinic(n) $$;
create function pg_temp.showing() returns bigint language sql as $$
  select count(*) from public.clinics where visitors_reported_closed_until > now() $$;

-- The red team's replay: one network (one household's /56, however many
-- addresses it used) through the report function's own limits, 108
-- requests over 36 clinics, three per clinic.
begin;
select test.is(pg_temp.showing(), 0, 'no clinic shows the line before');
set role service_role;
select count(*) filter (where public.submit_listing_report(gen_random_uuid(),
    (select id from public.clinics order by slug offset (i % 36) limit 1),
    array['closed'], null, null, repeat('a', 64), 10, 3) ->> 'outcome' = 'stored')
  from generate_series(0, 107) i \gset
reset role;
select test.is(:count, 10, 'one network: 10 of 108 stored (10 an hour)');
select test.is(pg_temp.showing(), 0, 'one network across the clinics raises nothing');
rollback;

-- Three networks through the report function itself raise it (each stored
-- at its own clock time, later than the transaction's start).
begin;
select pg_temp.clinic(5) as clinic5 \gset
set role service_role;
select public.submit_listing_report(gen_random_uuid(), :'clinic5', array['closed'],
  null, null, repeat(net, 64), 10, 3) from unnest(array['1', '2', '3']) net;
reset role;
select test.ok(pg_temp.until(5) > now() + interval '13 days',
  'three networks through submit_listing_report: the line, for 14 days');
rollback;

-- The same network over two weeks (10 an hour, at most 3 per clinic a day):
-- still nothing, and it is held.
begin;
select pg_temp.report(1 + i % 36, 'closed', 'a', make_interval(hours => i))
  from generate_series(0, 107) i;
select test.is(pg_temp.showing(), 0, 'one network, 108 reports on 36 clinics: no line');
select test.ok(public.listing_network_held(repeat('a', 64), now()), '... and the network is held');
rollback;

-- Three IPv4 networks raise it; two do not.
begin;
select pg_temp.report(1, 'closed', '1', interval '1 day');
select pg_temp.report(1, 'closed', '2', interval '2 days');
select pg_temp.report(1, 'closed', '2', interval '1 hour');
select test.ok(pg_temp.until(1) is null, 'two networks (one twice): no line');
select pg_temp.report(1, 'closed', '3', interval '3 days');
select test.ok(pg_temp.until(1) between now() + interval '10 days 23 hours'
                                    and now() + interval '11 days 1 hour',
  'three networks: the line shows until the oldest of them is 14 days old');
select test.is(pg_temp.showing(), 1, '... on that clinic only');
-- The three of them on a second clinic: still not held (2 clinics each).
select pg_temp.report(2, 'closed', net, interval '2 hours') from unnest(array['1', '2', '3']) net;
select test.is(pg_temp.showing(), 2, 'the same three networks on a second clinic: two lines');
-- A third clinic: each is now held, and no line stays up.
select pg_temp.report(3, 'closed', net, interval '1 hour') from unnest(array['1', '2', '3']) net;
select test.is(pg_temp.showing(), 0,
  'the same three networks on a third clinic: held, every line they raised comes down');
rollback;

-- One network across many clinics is held; the others still need 3.
begin;
select pg_temp.report(1, 'closed', '1', interval '1 day');
select pg_temp.report(1, 'closed', '2', interval '1 day');
select pg_temp.report(1, 'closed', '9', interval '1 day');
select test.ok(pg_temp.until(1) > now(), 'three networks on clinic 1: the line');
select pg_temp.report(n, 'closed', '9', interval '2 hours') from generate_series(2, 3) n;
select test.ok(pg_temp.until(1) is null,
  'network 9 reports two more clinics closed: held, clinic 1''s line comes down');
select test.is(pg_temp.showing(), 0, '... and it raised nothing elsewhere');
select test.is((select count(*) from public.listing_reports
                 where client_hash = repeat('9', 64) and status = 'new'), 3,
  '... its reports stay in the inbox for the operator');
select pg_temp.report(1, 'closed', '4', interval '1 hour');
select test.ok(pg_temp.until(1) > now(), 'a third independent network brings it back');
select test.ok(not public.listing_network_held(repeat('9', 64), now() + interval '14 days'),
  'a hold ends when its reports are 14 days old');
rollback;

-- 'Yes, it's right' from distinct networks outweighs.
begin;
select pg_temp.report(1, 'closed', net, interval '1 day') from unnest(array['1', '2', '3']) net;
select pg_temp.report(1, 'confirmed_by_visitor', net, interval '2 days')
  from unnest(array['5', '6', '7']) net;
select test.ok(pg_temp.until(1) is null, 'three closed, three right: no line');
select pg_temp.report(1, 'confirmed_by_visitor', '5', interval '1 hour');
select test.ok(pg_temp.until(1) is null, '... one of them twice is still three');
select pg_temp.report(1, 'closed', '4', interval '4 days');
select test.ok(pg_temp.until(1) between now() + interval '9 days 23 hours'
                                    and now() + interval '10 days 1 hour',
  'four closed, three right: the line, until the first closed one expires (then 3 vs 3)');
rollback;
begin;
select pg_temp.report(1, 'closed', net, interval '1 day') from unnest(array['1', '2', '3', '4']) net;
select pg_temp.report(1, 'confirmed_by_visitor', net, interval '12 days')
  from unnest(array['5', '6', '7']) net;
select test.ok(pg_temp.until(1) between now() + interval '12 days 23 hours'
                                    and now() + interval '13 days 1 hour',
  'four closed now, three right about to expire: the line until the closed ones expire');
rollback;

-- Expiry after 14 days.
begin;
select pg_temp.report(1, 'closed', net, interval '15 days') from unnest(array['1', '2', '3']) net;
select test.ok(pg_temp.until(1) is null, 'three networks 15 days ago: no line');
select pg_temp.report(2, 'closed', '1', interval '13 days 12 hours');
select pg_temp.report(2, 'closed', net, interval '1 hour') from unnest(array['2', '3']) net;
select test.ok(pg_temp.until(2) between now() + interval '11 hours'
                                    and now() + interval '13 hours',
  'the oldest of three 13.5 days ago: the line ends in 12 hours');
rollback;

-- Operator clearing: a marked report, a confirmation from ops:apply (an
-- event that heard the clinic, or a confirmed date); only later reports
-- count.
begin;
select pg_temp.report(1, 'closed', net, interval '3 hours') from unnest(array['1', '2', '3']) net;
select pg_temp.report(2, 'closed', net, interval '3 hours') from unnest(array['4', '5', '6']) net;
select pg_temp.report(3, 'closed', net, interval '3 hours') from unnest(array['7', '8', 'a']) net;
select pg_temp.report(4, 'closed', net, interval '3 hours') from unnest(array['b', 'c', 'd']) net;
select test.is(pg_temp.showing(), 4, 'four clinics with the line');
update public.listing_reports set status = 'rejected', handled_at = now() - interval '2 hours', handled_by = 'AB'
 where id = (select id from public.listing_reports
              where clinic_id = pg_temp.clinic(1) and client_hash = repeat('1', 64));
select test.ok(pg_temp.until(1) is null, 'marking one report (any status) clears the line');
select pg_temp.report(1, 'closed', net, interval '4 hours') from unnest(array['e', 'f']) net;
select test.ok(pg_temp.until(1) is null, '... reports from before the mark do not count');
select pg_temp.report(1, 'closed', net, interval '1 hour') from unnest(array['e', 'f', '0']) net;
select test.ok(pg_temp.until(1) > now(), '... three new networks after it raise it again');
insert into public.verification_events (clinic_id, outcome, method, initials, created_at)
values (pg_temp.clinic(2), 'no_answer', 'call', 'AB', now() - interval '1 hour');
select test.ok(pg_temp.until(2) > now(), 'ops:apply''s no_answer clears nothing');
insert into public.verification_events (clinic_id, outcome, method, confirmed, initials, created_at)
values (pg_temp.clinic(2), 'confirmed', 'call', array['phone', 'hours'], 'AB', now() - interval '1 hour');
select test.ok(pg_temp.until(2) is null, 'ops:apply''s confirmed clears the line');
update public.clinics set hours_verified_at = now() - interval '1 hour', hours_verified_method = 'call'
 where id = pg_temp.clinic(3);
select test.ok(pg_temp.until(3) is null, 'a newer hours confirmed date (--to file, the seed) clears it');
select test.ok(pg_temp.until(4) > now(), 'the clinic nobody confirmed keeps its line');
rollback;

-- Reports stored before this rule, hashed by full address, do not count.
begin;
select pg_temp.report(1, 'closed', net, interval '1 day') from unnest(array['1', '2', '3']) net;
update public.listing_reports set counted_by_network = false where clinic_id = pg_temp.clinic(1);
select test.ok(pg_temp.until(1) is null, 'reports hashed by address (before the rule) raise nothing');
rollback;

-- What anon reads is the same column as before.
set role anon;
select test.is(test.rows($$select visitors_reported_closed_until from public.clinics$$),
  :clinics, 'anon reads the line''s moment with the rest of the clinic row');
reset role;
