-- The seed upserts: running it twice more changes no count and no updated_at,
-- and it puts back a row someone edited. (Runs ../seed.sql with \ir.)

select count(*) as clinics_before, (select count(*) from public.towns) as towns_before,
       max(updated_at) as updated_before
  from public.clinics \gset
select name as sample_name from public.clinics where slug = :'sample_slug' \gset
select phone as sample_ed_phone from public.emergency_departments where slug = :'sample_ed_slug' \gset

\ir ../seed.sql
\ir ../seed.sql

select test.is((select count(*) from public.clinics), :clinics_before,
  'seed run twice more: clinic count unchanged');
select test.is((select count(*) from public.towns), :towns_before,
  'seed run twice more: town count unchanged');
select test.is((select count(*) from public.clinics), :clinics, 'still one row per clinic of the data');
select test.ok((select max(updated_at) from public.clinics) = :'updated_before'::timestamptz,
  'an unchanged re-seed leaves updated_at alone');

update public.clinics set name = 'Edited By Hand' where slug = :'sample_slug';
\ir ../seed.sql
select test.is_text((select name from public.clinics where slug = :'sample_slug'),
  :'sample_name', 're-seeding restores an edited row (upsert on id)');

select test.is((select count(*) from public.emergency_departments), :emergency_departments,
  'seed run again: still one row per emergency department of the data');
update public.emergency_departments set phone = '(000) 000-0000' where slug = :'sample_ed_slug';
\ir ../seed.sql
select test.is_text((select phone from public.emergency_departments where slug = :'sample_ed_slug'),
  :'sample_ed_phone', 're-seeding restores an edited emergency department (upsert on id)');
