-- Schema for the pediatric urgent care directory.
--
-- Applied in file-name order by `supabase db push` / `supabase db reset` and by
-- tests/tools/pg-test.sh. Re-runnable from scratch: nothing here depends on
-- state outside this file and the Supabase roles (anon, authenticated,
-- service_role), which every Supabase project has and the test harness
-- creates. Row-level security and grants are in ..._rls.sql.

-- A time zone is valid when PostgreSQL can convert a timestamp into it.
--
-- Declared IMMUTABLE so it can back a CHECK constraint with a clear intent
-- (the answer for a given name only changes if tzdata drops a zone, which
-- never happens for the region/city names used here). The shape test keeps
-- out POSIX-style specs such as 'FOO+5' or 'UTC+3' that PostgreSQL would
-- accept but the browser's Intl API (which computes open/closed) would not.
create or replace function public.is_valid_timezone(tz text)
returns boolean
language plpgsql
immutable
strict
set search_path = ''
as $$
begin
  if tz !~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' then
    return false;
  end if;
  perform now() at time zone tz;
  return true;
exception
  when invalid_parameter_value then
    return false;
end;
$$;

comment on function public.is_valid_timezone(text) is
  'True when tz is an IANA-style zone name PostgreSQL can use (now() at time zone tz does not fail).';

-- updated_at follows real changes only: an upsert that rewrites a row with the
-- same values (re-running the seed) keeps its updated_at.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - 'updated_at') is distinct from (to_jsonb(old) - 'updated_at') then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;

create table public.towns (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  state text not null check (state ~ '^[A-Z]{2}$'),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  meta_title text,
  meta_description text,
  population integer check (population >= 0),
  description text,
  -- Provenance from the compiled data set (nullable; the app ignores them).
  county text,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  timezone text not null default 'America/New_York'
    check (public.is_valid_timezone(timezone)),
  population_unlabelled_list integer check (population_unlabelled_list >= 0),
  sources text[],
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.clinics (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  address text,
  city text not null,
  state text not null check (state ~ '^[A-Z]{2}$'),
  zip text check (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
  phone text,
  rating numeric(2, 1) check (rating between 0 and 5),
  review_count integer check (review_count >= 0),
  hours_today text,
  closes_today text,
  is_open boolean,
  hours_sunday text,
  hours_monday text,
  hours_tuesday text,
  hours_wednesday text,
  hours_thursday text,
  hours_friday text,
  hours_saturday text,
  -- The default is America/New_York; the seed states every row's zone explicitly
  -- (Western Kentucky is on America/Chicago), so the default only applies to
  -- rows added by hand.
  timezone text not null default 'America/New_York'
    check (public.is_valid_timezone(timezone)),
  services text[] default '{}',
  special_hours text[] default '{}',
  image text,
  accepts_walk_ins boolean,
  website text,
  description text,
  meta_title text,
  meta_description text,
  keywords text,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  tags text[] default '{}',
  town_id uuid references public.towns (id) on delete set null,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  coordinates_approximate boolean,
  sources text[],
  as_of date,
  confidence text check (confidence in ('high', 'medium', 'low')),
  status_note text,
  -- Provenance extras of the built-in data set, kept so the seed is lossless.
  clinic_type text,
  county text,
  sees_children boolean,
  notes text,
  coordinates_note text,
  coordinates_source text[],
  field_sources jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Messages from the contact form, written only by the send-contact-email
-- Edge Function with the service role. Limits mirror the form's; name and
-- subject never hold control characters (no e-mail header injection).
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 100 and name !~ '[[:cntrl:]]'),
  email text not null check (char_length(email) between 3 and 254 and email !~ '[[:cntrl:][:space:]]'),
  subject text not null check (char_length(subject) between 1 and 150 and subject !~ '[[:cntrl:]]'),
  message text not null check (char_length(message) between 1 and 5000),
  -- SHA-256 (hex) of a secret salt plus the client IP; never the raw IP.
  ip_hash text check (ip_hash ~ '^[0-9a-f]{64}$'),
  user_agent text check (char_length(user_agent) <= 512),
  delivered_at timestamptz,
  delivery_error text check (char_length(delivery_error) <= 1000)
);

create trigger towns_set_updated_at
  before update on public.towns
  for each row execute function public.set_updated_at();

create trigger clinics_set_updated_at
  before update on public.clinics
  for each row execute function public.set_updated_at();

-- Indexes for the app's reads (src/data/supabase/). clinics.slug and towns.slug are
-- already indexed by their unique constraints (detail pages, site maps).
create index clinics_city_lower_idx on public.clinics (lower(city));
create index clinics_city_name_idx on public.clinics (city, name);
create index clinics_rating_idx on public.clinics (rating desc nulls last, name);
create index clinics_town_id_idx on public.clinics (town_id);
create index contact_messages_rate_idx on public.contact_messages (ip_hash, created_at desc);
