-- The closed line (supabase/README.md, 'The closed line'): a clinic shows
-- 'Visitors reported this clinic closed — call before you go' when the
-- operator confirmed a report of it closed, or with 'It has closed' from 5+
-- networks on 2+ of the clinic's days within 14 days, more of them than
-- networks saying 'Yes, it's right', held networks (more than 2 clinics
-- within 14 days, either answer) not counted, and only reports after the
-- clinic's latest confirmation counting. A network is one network_hash (the
-- report function hashes an IPv6 client's /48, an IPv4 client's address;
-- the address side is proved on Deno, report-listing/handler.test.ts); the
-- client_hash (a /56) only counts for the rate limits. Every case runs in a
-- transaction that is rolled back.

-- Still closed to the public, the new functions too.
set role anon;
select test.throws($$select public.listing_signal_floor(gen_random_uuid())$$, '42501',
  'anon cannot call listing_signal_floor');
select test.throws($$select public.listing_network_held(repeat('a', 64), 'closed', now())$$, '42501',
  'anon cannot call listing_network_held');
select test.throws($$select public.refresh_visitors_reported_closed(array[gen_random_uuid()])$$, '42501',
  'anon cannot call refresh_visitors_reported_closed');
select test.throws($$select public.visitors_reported_closed_until(gen_random_uuid())$$, '42501',
  'anon cannot call visitors_reported_closed_until');
select test.throws($$update public.clinics set visitors_reported_closed_until = now() + interval '1 day'$$, '42501',
  'anon cannot set the line');
select test.throws($$select network_hash from public.listing_reports$$, '42501',
  'anon cannot read listing_reports');
select test.throws($$insert into public.verification_events (clinic_id, outcome, method, initials)
  select id, 'confirmed', 'call', 'AB' from public.clinics limit 1$$, '42501',
  'anon cannot record a confirmation');
reset role;
set role authenticated;
select test.throws($$select public.refresh_visitors_reported_closed(array[gen_random_uuid()])$$, '42501',
  'authenticated cannot call refresh_visitors_reported_closed');
select test.throws($$select public.listing_network_held(repeat('a', 64), 'closed', now())$$, '42501',
  'authenticated cannot call listing_network_held');
reset role;

-- Clinics by number (1 = first by slug); reports by network (a label, hashed:
-- one network_hash; its client_hash the same unless given), made
-- at noon of a day `days` before today in the clinic's zone (null: now),
-- plus `mins`.
create function pg_temp.clinic(n integer) returns uuid language sql as $$
  select id from public.clinics order by slug offset n - 1 limit 1 $$;
create function pg_temp.noon(n integer, days integer) returns timestamptz language sql as $$
  select (date_trunc('day', now() at time zone c.timezone) - make_interval(days => days)
          + interval '12 hours') at time zone c.timezone
    from public.clinics c where c.id = pg_temp.clinic(n) $$;
create function pg_temp.net(label text) returns text language sql as $$
  select encode(sha256(convert_to(label, 'UTF8')), 'hex') $$;
create function pg_temp.report(n integer, kind text, net text, days integer,
                               mins integer default 0, client text default null)
returns void language sql as $$
  insert into public.listing_reports
    (clinic_id, kinds, client_hash, network_hash, idempotency_key, created_at)
  values (pg_temp.clinic(n), array[kind], coalesce(client, pg_temp.net(net)), pg_temp.net(net),
          gen_random_uuid(),
          coalesce(pg_temp.noon(n, days), now()) + make_interval(mins => mins)) $$;
create function pg_temp.until(n integer) returns timestamptz language sql as $$
  select visitors_reported_closed_until from public.clinics where id = pg_temp.clinic(n) $$;
create function pg_temp.showing() returns bigint language sql as $$
  select count(*) from public.clinics where visitors_reported_closed_until > now() $$;

-- The red team's replay: one IPv6 /48 (one network_hash) through 54 of its
-- /56s (54 clients for the rate limits), 108 requests through the report
-- function over 36 clinics, three per clinic.
begin;
select test.is(pg_temp.showing(), 0, 'no clinic shows the line before');
set role service_role;
select count(*) filter (where public.submit_listing_report(gen_random_uuid(),
    (select id from public.clinics order by slug offset (i % 36) limit 1),
    array['closed'], null, null, encode(sha256(convert_to('56:' || (i % 54), 'UTF8')), 'hex'), 10, 3,
    repeat('a', 64)) ->> 'outcome' = 'stored')
  from generate_series(0, 107) i \gset
reset role;
select test.is(:count, 108, 'one /48 as 54 /56s: 108 of 108 stored (2 per /56, within its limits)');
select test.is(pg_temp.showing(), 0, '... and it raises the line on no clinic');
select test.ok(public.listing_network_held(repeat('a', 64), 'closed', now()), '... its network is held');
rollback;

-- Five networks through the report function itself, on two days (the
-- function stores at the clock's time; the other day's report is older).
begin;
select pg_temp.clinic(5) as clinic5 \gset
select pg_temp.report(5, 'closed', '1', 3);
set role service_role;
select public.submit_listing_report(gen_random_uuid(), :'clinic5', array['closed'],
  null, null, repeat(net, 64), 10, 3, repeat(net, 64)) from unnest(array['2', '3', '4']) net;
reset role;
select test.ok(pg_temp.until(5) is null, 'four networks through submit_listing_report: no line');
set role service_role;
select public.submit_listing_report(gen_random_uuid(), :'clinic5', array['closed'],
  null, null, repeat('5', 64), 10, 3, repeat('5', 64));
reset role;
select test.ok(pg_temp.until(5) = pg_temp.noon(5, 3) + interval '14 days',
  'the fifth: the line, until the report of the other day is 14 days old');
rollback;

-- One household: its home line's IPv4 address and IPv6 /48, and a phone on
-- mobile data (its carrier's /48), over two weeks of days; then a VPN and
-- the phone's IPv4 (CGNAT): five networks of one home only on one day.
begin;
select pg_temp.report(1, 'closed', net, d) from unnest(array['a', 'b', 'c']) net,
  generate_series(1, 13, 3) d;
select test.ok(pg_temp.until(1) is null, 'dual stack + phone, five days: no line');
select pg_temp.report(1, 'closed', 'd', 1, 5);
select test.ok(pg_temp.until(1) is null, '... and a VPN (four networks): no line');
rollback;

-- Three households, each its IPv4 address, its /48 and a phone's /48.
begin;
select pg_temp.report(2, 'closed', net, 1, i::integer) from unnest(array['1', '2', '3']) with ordinality x(net, i);
select test.ok(pg_temp.until(2) is null, 'one household: no line');
select pg_temp.report(2, 'closed', net, 1, 10 + i::integer) from unnest(array['4', '5', '6']) with ordinality x(net, i);
select test.ok(pg_temp.until(2) is null, 'two households on one day (six networks): no line');
select pg_temp.report(2, 'closed', net, 2, i::integer) from unnest(array['7', '8', '9']) with ordinality x(net, i);
select test.ok(pg_temp.until(2) = pg_temp.noon(2, 2) + interval '14 days 3 minutes',
  'a third household the day before: the line, until its reports are 14 days old');
select test.is(pg_temp.showing(), 1, '... on that clinic only');
rollback;

-- Held: a network that said 'It has closed' about more than 2 clinics
-- within 14 days does not count; a hold ends as its reports age.
begin;
select pg_temp.report(1, 'closed', net, 1) from unnest(array['1', '2', '3', '9']) net;
select pg_temp.report(1, 'closed', '4', 2);
select test.ok(pg_temp.until(1) > now(), 'five networks over two days on clinic 1: the line');
select pg_temp.report(n, 'closed', '9', null, -60) from generate_series(2, 3) n;
select test.ok(pg_temp.until(1) is null,
  'network 9 reports two more clinics closed: held, clinic 1''s line comes down');
select test.is(pg_temp.showing(), 0, '... and it raised nothing elsewhere');
select test.is((select count(*) from public.listing_reports
                 where network_hash = pg_temp.net('9') and status = 'new'), 3,
  '... its reports stay in the inbox for the operator');
select pg_temp.report(1, 'closed', '5', null, -30);
select test.ok(pg_temp.until(1) > now(), 'a fifth independent network brings it back');
select test.ok(not public.listing_network_held(pg_temp.net('9'), 'closed', now() + interval '14 days'),
  'a hold ends when its reports are 14 days old');
rollback;

-- 'Yes, it's right' from separate networks outweighs; one network saying it
-- about many clinics (S-22: every clinic, about four hours) is held.
begin;
select pg_temp.report(1, 'closed', net, 1) from unnest(array['1', '2', '3', '4']) net;
select pg_temp.report(1, 'closed', '5', 2);
select test.ok(pg_temp.until(1) > now(), 'five closed over two days: the line');
select pg_temp.report(1 + i % 36, 'confirmed_by_visitor', net, 1, -240 + i)
  from unnest(array['a', 'b', 'c', 'd', 'e', 'f']) net, generate_series(0, 35) i;
select test.ok(pg_temp.until(1) > now(),
  'six networks say ''Yes, it''''s right'' about all 36 clinics: held, the line stays');
select test.ok(public.listing_network_held(pg_temp.net('a'), 'confirmed_by_visitor', now()),
  '... each of those networks is held');
select test.is((select count(*) from public.listing_reports
                 where clinic_id = pg_temp.clinic(1) and kinds = array['closed'] and status = 'new'), 5,
  '... and the closed reports stay open in the inbox');
rollback;
begin;
select pg_temp.report(1, 'closed', net, 1) from unnest(array['1', '2', '3', '4']) net;
select pg_temp.report(1, 'closed', '5', 2);
select pg_temp.report(1, 'confirmed_by_visitor', net, 1) from unnest(array['a', 'b', 'c', 'd']) net;
select test.ok(pg_temp.until(1) > now(), 'five closed, four right: the line');
select pg_temp.report(2, 'confirmed_by_visitor', 'e', 1);
select pg_temp.report(1, 'confirmed_by_visitor', 'e', 1);
select test.ok(pg_temp.until(1) is null,
  'a fifth network says it is right (it said so about 2 clinics: not held): five against five, no line');
select pg_temp.report(1, 'closed', '6', 1);
select test.ok(pg_temp.until(1) > now(), 'a sixth closed network: the line again');
rollback;

-- The moment it ends: the first moment the rule no longer holds.
begin;
select pg_temp.report(1, 'closed', net, 1) from unnest(array['1', '2', '3', '4']) net;
select pg_temp.report(1, 'closed', '5', 10);
select test.ok(pg_temp.until(1) = pg_temp.noon(1, 10) + interval '14 days',
  'four networks yesterday, one 10 days ago: until that one is 14 days old (4 days)');
select pg_temp.report(1, 'closed', '6', 12);
select test.ok(pg_temp.until(1) = pg_temp.noon(1, 10) + interval '14 days',
  'a sixth 12 days ago: still until the one 10 days ago expires (then five on one day)');
select pg_temp.report(1, 'closed', '7', 6);
select test.ok(pg_temp.until(1) = pg_temp.noon(1, 6) + interval '14 days',
  'and a seventh 6 days ago: until it expires');
rollback;
begin;
select pg_temp.report(1, 'closed', net, 15) from unnest(array['1', '2', '3', '4', '5']) net;
select pg_temp.report(1, 'closed', '6', 16);
select test.ok(pg_temp.until(1) is null, 'six networks 15 and 16 days ago: no line');
rollback;

-- The operator's confirmation raises it at once, and no visitor's answer
-- takes it down; only a later confirmation (a call, another mark) does.
begin;
select pg_temp.report(3, 'closed', '1', null, -120);
select test.ok(pg_temp.until(3) is null, 'one network said it closed: no line, it waits for a call');
update public.listing_reports set status = 'confirmed', handled_at = now(), handled_by = 'AB'
 where clinic_id = pg_temp.clinic(3);
select test.ok(pg_temp.until(3) = now() + interval '14 days',
  'the operator marks it confirmed: the line, for 14 days');
select pg_temp.report(3, 'confirmed_by_visitor', net, null, -10)
  from unnest(array['a', 'b', 'c', 'd', 'e', 'f', 'g']) net;
select test.ok(pg_temp.until(3) = now() + interval '14 days',
  'seven networks say ''Yes, it''''s right'' after it: the line stays');
insert into public.verification_events (clinic_id, outcome, method, initials, created_at)
values (pg_temp.clinic(3), 'no_answer', 'call', 'AB', now());
select test.ok(pg_temp.until(3) > now(), 'ops:apply''s no_answer clears nothing');
rollback;
begin;
select pg_temp.report(3, 'closed', '1', 1);
update public.listing_reports set status = 'confirmed', handled_at = now() - interval '2 hours',
  handled_by = 'AB' where clinic_id = pg_temp.clinic(3);
insert into public.verification_events (clinic_id, outcome, method, confirmed, initials, created_at)
values (pg_temp.clinic(3), 'confirmed', 'call', array['phone', 'hours'], 'AB', now() - interval '1 hour');
select test.ok(pg_temp.until(3) is null, 'a later ops:apply confirmed (it is open) takes it down');
rollback;

-- Operator clearing of the visitors' line: a marked report, a confirmation
-- from ops:apply (an event that heard the clinic, or a confirmed date);
-- only later reports count.
begin;
select pg_temp.report(1, 'closed', net, 1) from unnest(array['1', '2', '3', '4']) net;
select pg_temp.report(1, 'closed', '5', 2);
select pg_temp.report(1, 'hours_wrong', '6', 1);
select pg_temp.report(2, 'closed', net, 1) from unnest(array['a', 'b', 'c', 'd']) net;
select pg_temp.report(2, 'closed', 'e', 2);
select pg_temp.report(3, 'closed', net, 1) from unnest(array['f', 'g', 'h', 'i']) net;
select pg_temp.report(3, 'closed', 'j', 2);
select pg_temp.report(4, 'closed', net, 1) from unnest(array['k', 'l', 'm', 'n']) net;
select pg_temp.report(4, 'closed', 'o', 2);
select test.is(pg_temp.showing(), 4, 'four clinics with the line');
update public.listing_reports set status = 'confirmed', handled_at = now() - interval '2 hours', handled_by = 'AB'
 where clinic_id = pg_temp.clinic(1) and kinds = array['hours_wrong'];
select test.ok(pg_temp.until(1) is null, 'marking a report that is no closure (even confirmed) clears the line');
select pg_temp.report(1, 'closed', net, null, -60) from unnest(array['p', 'q', 'r', 's', 't']) net;
select test.ok(pg_temp.until(1) is null, '... five new networks after it, all today: no line');
update public.listing_reports set status = 'rejected', handled_at = now() - interval '1 hour', handled_by = 'AB'
 where clinic_id = pg_temp.clinic(2) and network_hash = pg_temp.net('a');
select test.ok(pg_temp.until(2) is null, 'a closure marked rejected clears the line');
insert into public.verification_events (clinic_id, outcome, method, confirmed, initials, created_at)
values (pg_temp.clinic(3), 'confirmed', 'call', array['phone', 'hours'], 'AB', now() - interval '1 hour');
select test.ok(pg_temp.until(3) is null, 'ops:apply''s confirmed clears the line');
update public.clinics set hours_verified_at = now() - interval '1 hour', hours_verified_method = 'call'
 where id = pg_temp.clinic(4);
select test.ok(pg_temp.until(4) is null, 'a newer hours confirmed date (--to file, the seed) clears it');
rollback;

-- Reports stored before this rule (no network_hash) do not count.
begin;
select pg_temp.report(1, 'closed', net, 1) from unnest(array['1', '2', '3', '4']) net;
select pg_temp.report(1, 'closed', '5', 2);
update public.listing_reports set network_hash = null where clinic_id = pg_temp.clinic(1);
select test.ok(pg_temp.until(1) is null, 'reports without a network hash (before the rule) raise nothing');
rollback;

-- What anon reads is the same column as before.
set role anon;
select test.is(test.rows($$select visitors_reported_closed_until from public.clinics$$),
  :clinics, 'anon reads the line''s moment with the rest of the clinic row');
reset role;
