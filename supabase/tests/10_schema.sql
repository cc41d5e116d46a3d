-- Schema, constraints and indexes, checked as the owner (postgres).
-- Run by tests/tools/pg-test.sh with psql -v values from the built-in data.
-- Statements that change data run inside test.throws (rolled back) or in a
-- transaction that is rolled back.

select test.ok(
  (select bool_and(c.relrowsecurity) and count(*) = 7
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'),
  'row-level security is enabled on every table in public (and there are 7)');

select test.is(
  (select count(*) from pg_policies where schemaname = 'public' and cmd <> 'SELECT'),
  0, 'no INSERT, UPDATE, DELETE or ALL policy exists anywhere');

select test.is(
  (select count(*) from pg_policies where schemaname = 'public'
     and tablename in ('contact_messages', 'clinic_internal', 'verification_events', 'listing_reports')),
  0, 'contact_messages, clinic_internal, verification_events and listing_reports have no policy at all');

select test.ok(
  (select array_agg(distinct r order by r) from pg_policies, unnest(roles) r
    where schemaname = 'public') = array['anon', 'authenticated']::name[],
  'the read policies are for anon and authenticated only');

-- Every column the app reads (ClinicRow, TownRow) plus the provenance extras.
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'),
  80, 'clinics has the 75 data columns (10 of them verification facts, 2 how the point was found, 15 the before-you-go facts and their confirmations, some Medicaid/KCHIP plans, the dated hours exceptions), the visitor signal, created_at and updated_at, and the 2 public forms anon reads (public_sources, public_status_note)');
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'towns'),
  17, 'towns has its 17 columns');
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'contact_messages'
      and column_name in ('id', 'created_at', 'name', 'email', 'subject', 'message',
                          'ip_hash', 'user_agent', 'delivered_at', 'delivery_error')),
  10, 'contact_messages has its 10 columns');

-- Indexes for the app's reads (src/data/supabase/).
select test.ok(
  (select count(*) = 5 from pg_indexes where schemaname = 'public' and indexdef in (
    'CREATE UNIQUE INDEX clinics_slug_key ON public.clinics USING btree (slug)',
    'CREATE INDEX clinics_city_lower_idx ON public.clinics USING btree (lower(city))',
    'CREATE INDEX clinics_rating_idx ON public.clinics USING btree (rating DESC NULLS LAST, name)',
    'CREATE INDEX clinics_town_id_idx ON public.clinics USING btree (town_id)',
    'CREATE UNIQUE INDEX towns_slug_key ON public.towns USING btree (slug)')),
  'indexes: clinics by slug, lower(city), rating desc, town_id; towns by slug');

-- How a clinic's point was found (20261130000001): the seed states it for
-- every clinic with a point, and the checks hold method, match and flag together.
select test.is(
  (select count(*) from public.clinics
    where (coordinates_method is null) <> (latitude is null)),
  0, 'seed: every clinic with a point says how it was found, and only those');
select test.is(
  (select count(*) from public.clinics where coordinates_method = 'town' and coordinates_approximate),
  (select count(*) from public.clinics where coordinates_approximate),
  'seed: the approximate points are the town points');
select test.throws(
  $$update public.clinics set coordinates_method = 'geocoder' where coordinates_method = 'source'$$,
  '23514', 'clinics: the geocoder method needs a match level');
select test.throws(
  $$update public.clinics set coordinates_method = 'geocoder', coordinates_match = 'house'
     where coordinates_method = 'town'$$,
  '23514', 'clinics: a house-number match is not approximate');
select test.throws(
  $$update public.clinics set coordinates_method = 'geocoder', coordinates_match = 'street',
     coordinates_approximate = false where coordinates_method = 'source'$$,
  '23514', 'clinics: a street-level match is approximate');
select test.throws(
  $$update public.clinics set coordinates_match = 'house' where coordinates_method = 'source'$$,
  '23514', 'clinics: a match level only with the geocoder');
select test.throws(
  $$update public.clinics set coordinates_method = 'nearby' where coordinates_method = 'source'$$,
  '23514', 'clinics: the method is source, geocoder or town');
select test.throws(
  $$update public.clinics set coordinates_method = 'geocoder', coordinates_match = 'town',
     coordinates_approximate = true where coordinates_method = 'town'$$,
  '23514', 'clinics: a town-level match is no match level');
select test.throws(
  $$update public.clinics set latitude = null, longitude = null where coordinates_method = 'source'$$,
  '23514', 'clinics: a method needs a point');

-- Time zones.
select test.throws(
  $$insert into public.clinics (name, city, state, slug, timezone)
    values ('Test Clinic', 'Nowhere', 'KY', 'test-clinic-tz', 'Mars/Base')$$,
  '23514', 'clinics: the timezone check rejects Mars/Base');
select test.throws(
  $$update public.towns set timezone = 'Mars/Base' where slug = 'henderson'$$,
  '23514', 'towns: the timezone check rejects Mars/Base');
select test.ok(not public.is_valid_timezone('FOO+5'), 'a POSIX-style zone spec is not a zone name');
select test.ok(not public.is_valid_timezone(''), 'an empty zone is not a zone name');
select test.ok(public.is_valid_timezone('America/Chicago')
           and public.is_valid_timezone('America/Kentucky/Louisville')
           and public.is_valid_timezone('UTC'), 'real zone names pass');
select test.ok(
  (select bool_and(public.is_valid_timezone(timezone)) from public.clinics)
  and (select bool_and(public.is_valid_timezone(timezone)) from public.towns),
  'every seeded row has a valid zone');

begin;
insert into public.clinics (name, city, state, slug) values ('Default Zone', 'Nowhere', 'KY', 'default-zone');
select test.is_text((select timezone from public.clinics where slug = 'default-zone'),
  'America/New_York', 'timezone defaults to America/New_York');
rollback;

-- Slugs.
select test.is(
  (select count(*) from (select slug from public.clinics group by slug having count(*) > 1) d),
  0, 'clinic slugs are unique');
select test.is(
  (select count(*) from (select slug from public.towns group by slug having count(*) > 1) d),
  0, 'town slugs are unique');
select test.throws(
  format('insert into public.clinics (name, city, state, slug) values (%L, %L, %L, %L)',
         'Copy', 'Henderson', 'KY', :'sample_slug'),
  '23505', 'a second clinic with an existing slug is refused');
select test.throws(
  $$insert into public.towns (name, state, slug) values ('Copy', 'KY', 'henderson')$$,
  '23505', 'a second town with an existing slug is refused');
select test.throws(
  $$insert into public.clinics (name, city, state, slug) values ('No Slug', 'Nowhere', 'KY', null)$$,
  '23502', 'a clinic without a slug is refused');
select test.throws(
  $$insert into public.towns (name, state, slug) values ('No Slug', 'KY', null)$$,
  '23502', 'a town without a slug is refused');

-- Name lengths: at most 200 characters (the site cuts longer ones where it reads rows).
select test.throws(
  $$insert into public.towns (name, state, slug) values (repeat('x', 201), 'KY', 'long-town')$$,
  '23514', 'towns: a 201-character name is refused');
select test.throws(
  $$insert into public.clinics (name, city, state, slug)
    values (repeat('x', 201), 'Nowhere', 'KY', 'long-clinic')$$,
  '23514', 'clinics: a 201-character name is refused');
select test.throws(
  $$insert into public.clinics (name, city, state, slug)
    values ('Long City Clinic', repeat('x', 201), 'KY', 'long-city-clinic')$$,
  '23514', 'clinics: a 201-character city is refused');
select test.throws(
  $$update public.emergency_departments set name = repeat('x', 201)$$,
  '23514', 'emergency_departments: a 201-character name is refused');
select test.throws(
  $$update public.emergency_departments set city = repeat('x', 201)$$,
  '23514', 'emergency_departments: a 201-character city is refused');
begin;
insert into public.towns (name, state, slug) values (repeat('é', 200), 'KY', 'long-town');
insert into public.clinics (name, city, state, slug)
  values (repeat('é', 200), repeat('é', 200), 'KY', 'long-clinic');
select test.is(
  (select count(*) from public.clinics where slug = 'long-clinic')
    + (select count(*) from public.towns where slug = 'long-town'),
  2, 'names and cities of 200 characters (400 bytes) are stored');
rollback;

-- Other constraints.
select test.throws(
  $$insert into public.clinics (name, city, state, slug, town_id)
    values ('Orphan', 'Nowhere', 'KY', 'orphan', gen_random_uuid())$$,
  '23503', 'town_id must reference a town');
select test.throws(
  $$insert into public.clinics (name, city, state, slug, latitude) values ('Far', 'X', 'KY', 'far', 91)$$,
  '23514', 'latitude is range-checked');
select test.throws(
  $$insert into public.clinics (name, city, state, slug, longitude) values ('Far', 'X', 'KY', 'far', -181)$$,
  '23514', 'longitude is range-checked');
select test.throws(
  $$insert into public.clinics (name, city, state, slug, confidence) values ('C', 'X', 'KY', 'c', 'certain')$$,
  '23514', 'confidence is high, medium or low');

-- updated_at follows real changes only.
begin;
alter table public.clinics disable trigger clinics_set_updated_at;
update public.clinics set updated_at = '2000-01-01T00:00:00Z' where slug = :'sample_slug';
alter table public.clinics enable trigger clinics_set_updated_at;
update public.clinics set name = name where slug = :'sample_slug';
select test.ok(
  (select updated_at = '2000-01-01T00:00:00Z' from public.clinics where slug = :'sample_slug'),
  'an update that changes nothing keeps updated_at');
update public.clinics set phone = '(270) 555-0100' where slug = :'sample_slug';
select test.ok(
  (select updated_at = now() from public.clinics where slug = :'sample_slug'),
  'a real change sets updated_at to now()');
rollback;

-- Emergency departments.
select test.is(
  (select count(*) from information_schema.columns
    where table_schema = 'public' and table_name = 'emergency_departments'),
  38, 'emergency_departments has its 35 data columns plus created_at and updated_at, and public_sources (what anon reads)');
select test.ok(
  (select count(*) = 4 from pg_indexes where schemaname = 'public' and indexdef in (
    'CREATE UNIQUE INDEX emergency_departments_slug_key ON public.emergency_departments USING btree (slug)',
    'CREATE UNIQUE INDEX emergency_departments_cms_facility_id_key ON public.emergency_departments USING btree (cms_facility_id)',
    'CREATE INDEX emergency_departments_name_idx ON public.emergency_departments USING btree (name)',
    'CREATE INDEX emergency_departments_state_city_idx ON public.emergency_departments USING btree (state, lower(city))')),
  'emergency_departments indexes: by slug, facility id, name, state and city');
select test.is(
  (select count(*) from pg_policies where schemaname = 'public'
     and tablename = 'emergency_departments' and cmd = 'SELECT'
     and roles = array['anon', 'authenticated']::name[]),
  1, 'emergency_departments: one read policy, for anon and authenticated');
select test.is((select count(*) from public.emergency_departments), :emergency_departments,
  'seed: every emergency department of the data');
select test.is((select count(*) from public.emergency_departments where out_of_state),
  :emergency_departments_out_of_state, 'seed: the nearby out-of-state ones');
select test.is((select count(*) from public.emergency_departments where latitude is null),
  :emergency_departments_no_point, 'seed: a record without coordinates is kept');
select test.is((select count(*) from public.emergency_departments where military),
  1, 'seed: one military hospital');

select test.throws($$update public.emergency_departments set slug = 'Bad Slug'$$,
  '23514', 'emergency_departments: the slug format is checked');
select test.throws($$update public.emergency_departments set latitude = 91$$,
  '23514', 'emergency_departments: latitude is range-checked');
select test.throws($$update public.emergency_departments set latitude = 37 where latitude is null$$,
  '23514', 'emergency_departments: a point is both coordinates or neither');
select test.throws($$update public.emergency_departments set longitude = 181, latitude = 37$$,
  '23514', 'emergency_departments: longitude is range-checked');
select test.throws($$update public.emergency_departments set out_of_state = not out_of_state$$,
  '23514', 'emergency_departments: out of state is exactly "not KY"');
select test.throws($$update public.emergency_departments set confidence = 'certain'$$,
  '23514', 'emergency_departments: confidence is high, medium or low');
select test.throws($$update public.emergency_departments set sources = '{}'$$,
  '23514', 'emergency_departments: every row keeps a source');
select test.throws($$update public.emergency_departments set military = null$$,
  '23502', 'emergency_departments: military is stated, never unknown');
