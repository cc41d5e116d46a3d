-- Names are at most 200 characters: towns.name, clinics.name, clinics.city
-- (a town page's name when the town has no row), emergency_departments.name
-- and .city. No real name comes near it; a page laid out around a
-- 10,000-character word is a page a parent waits on. The site cuts a longer
-- name where it reads rows (src/domain/repair-row.ts, NAME_MAX_CHARS): a row
-- written before this migration is cut the same way here first, 199
-- characters and an ellipsis, so the checks can hold for every row.

update public.towns set name = rtrim(left(name, 199)) || '…'
 where char_length(name) > 200;
update public.clinics set name = rtrim(left(name, 199)) || '…'
 where char_length(name) > 200;
update public.clinics set city = rtrim(left(city, 199)) || '…'
 where char_length(city) > 200;
update public.emergency_departments set name = rtrim(left(name, 199)) || '…'
 where char_length(name) > 200;
update public.emergency_departments set city = rtrim(left(city, 199)) || '…'
 where char_length(city) > 200;

alter table public.towns
  add constraint towns_name_length_check check (char_length(name) <= 200);
alter table public.clinics
  add constraint clinics_name_length_check check (char_length(name) <= 200),
  add constraint clinics_city_length_check check (char_length(city) <= 200);
alter table public.emergency_departments
  add constraint emergency_departments_name_length_check check (char_length(name) <= 200),
  add constraint emergency_departments_city_length_check check (char_length(city) <= 200);
