-- Every read of data/supabase/supabase-repository.ts, as the app makes it through PostgREST with the
-- anon key: the same SQL its filters mean, run as the anon role, then the
-- same for authenticated. Expected values come from the built-in data set.
-- The reads name their columns (src/data/supabase/columns.ts); here each read
-- selects its key, and 66_public_columns.sh proves every listed column
-- readable and every other one refused.

set role anon;

select test.is(
  (select count(*) from (select id from public.clinics order by rating desc nulls last, review_count desc nulls last, name asc, id asc) q),
  :clinics, 'anon, home: clinics select (the list) order rating desc nullslast, review_count desc nullslast, name, id');
select test.is(
  (select count(city) from public.clinics),
  :clinics, 'anon, footer: clinics select city');
select test.is(
  (select count(*) from public.towns where slug = :'sample_town_slug'),
  1, 'anon, town page: towns select (the list) where slug = eq');
select test.is(
  (select count(*) from (select id from public.clinics where city ilike :'sample_town_city'
     order by rating desc nulls last, review_count desc nulls last, name, id) q),
  :sample_town_clinics, 'anon, town page: clinics where city ilike the town name');
select test.is(
  (select count(*) from public.clinics where city ilike lower(:'sample_town_city')),
  :sample_town_clinics, 'anon, town page: the city match ignores case');
select test.is(
  (select count(*) from public.clinics where slug = :'sample_slug'),
  1, 'anon, clinic detail: clinics select (the list) where slug = eq');
select test.is(
  (select count(*) from public.clinics where slug = 'no-such-clinic'),
  0, 'anon, clinic detail: an unknown slug is zero rows');
select test.is(
  (select count(*) from (select id from public.clinics
     where city = :'sample_city' and id <> :'sample_id'
     order by rating desc nulls last, review_count desc nulls last, name, id limit 6) q),
  :sample_others, 'anon, clinic detail: other clinics in the city, limit 6');
select test.is(
  (select count(*) from (select id from public.towns
     where id in (select town_id from public.clinics where town_id is not null)
     order by name) q),
  :town_ids, 'anon, home: towns where id in (town ids of the clinics) order name');
select test.is_text(
  (select slug from public.towns where id = :'sample_town_id'),
  :'sample_town_slug', 'anon, clinic detail: towns select slug where id = eq');
select test.is(
  (select count(*) from (select slug from public.clinics order by name) q),
  :clinics, 'anon, XML site map: clinics select slug order name');
select test.is(
  (select count(*) from (select name, slug, city from public.clinics order by city, name) q),
  :clinics, 'anon, HTML site map: clinics select name,slug,city order city,name');
select test.is(
  (select count(*) from (select slug from public.towns order by name) q),
  :towns, 'anon, XML site map: towns select slug order name');
select test.ok(
  (select count(*) = :clinics and count(distinct id) = :clinics
      and count(*) filter (where cardinality(public_sources) > 0) > 0
     from public.clinics),
  'anon reads every clinic with its public sources');

select test.is(
  (select count(*) from (select id from public.emergency_departments order by name asc) q),
  :emergency_departments, 'anon, emergency rooms: emergency_departments select (the list) order name');
select test.is(
  (select count(*) from public.emergency_departments where slug = :'sample_ed_slug'),
  1, 'anon reads an emergency department by slug');

reset role;
set role authenticated;
select test.is((select count(*) from public.emergency_departments), :emergency_departments,
  'authenticated reads every emergency department');
select test.is((select count(*) from public.clinics), :clinics, 'authenticated reads every clinic');
select test.is((select count(*) from public.towns), :towns, 'authenticated reads every town');
reset role;
