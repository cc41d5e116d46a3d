-- Hospital emergency departments: Western Kentucky's hospitals
-- with an emergency department and the nearby ones across the state line,
-- each open 24 hours. Rows come from the built-in data set through the
-- generated seed (supabase/seed.sql); ids are the uuid v5 of the CMS
-- facility id. null is unknown: no column has a default that could stand in
-- for a missing fact.
--
-- Same row-level security as clinics: anon and authenticated may SELECT,
-- nothing else. Since 20261125000001 a new table is closed to them until it
-- is granted, so the grants are explicit here.

create table public.emergency_departments (
  id uuid primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (btrim(name) <> ''),
  other_names text[] not null default '{}',
  address text check (btrim(address) <> ''),
  city text not null check (btrim(city) <> ''),
  state text not null check (state ~ '^[A-Z]{2}$'),
  zip text check (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
  county text,
  phone text check (btrim(phone) <> ''),
  -- Both or neither: a point is never half known.
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  cms_facility_id text not null unique check (cms_facility_id ~ '^[0-9A-Z]{6}$'),
  hospital_type text,
  -- As the federal sources state them: CMS Hospital General Information
  -- (type, ownership) and the HIFLD Hospitals layer (2021).
  cms_hospital_type text,
  cms_ownership text,
  hifld_id text,
  hifld_type text,
  beds_hifld integer check (beds_hifld >= 0),
  helipad_hifld boolean,
  status text,
  status_basis text,
  hifld_as_of date,
  coordinates_source text,
  emergency_services_basis text,
  trauma_level text,
  pediatric_note text,
  notes text,
  military boolean not null,
  out_of_state boolean not null,
  sources text[] not null check (cardinality(sources) > 0),
  as_of date,
  as_of_note text,
  confidence text check (confidence in ('high', 'medium', 'low')),
  confidence_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint emergency_departments_point_check
    check ((latitude is null) = (longitude is null)),
  -- Out of state is exactly "not Kentucky".
  constraint emergency_departments_out_of_state_check
    check (out_of_state = (state <> 'KY'))
);

create trigger emergency_departments_set_updated_at
  before update on public.emergency_departments
  for each row execute function public.set_updated_at();

-- The read: every row ordered by name (slug is indexed by its unique
-- constraint, for a later detail read); by state and city for town pages.
create index emergency_departments_name_idx on public.emergency_departments (name);
create index emergency_departments_state_city_idx
  on public.emergency_departments (state, lower(city));

alter table public.emergency_departments enable row level security;

revoke all on table public.emergency_departments from public, anon, authenticated;
grant select on table public.emergency_departments to anon, authenticated;
grant select, insert, update, delete on table public.emergency_departments to service_role;

create policy "emergency departments are public" on public.emergency_departments
  for select to anon, authenticated using (true);
