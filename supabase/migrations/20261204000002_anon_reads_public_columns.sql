-- The anon role reads only what a parent may read (issue 48, item 9).
--
-- Until now anon and authenticated held SELECT on whole tables, and the site
-- read them with `select *`: anyone with the public anonymous key (it is in
-- every page) could read the operators' research notes (`notes`,
-- `coordinates_note`, the full `status_note`), the per-field and point
-- sources (`field_sources`, `coordinates_source`) and the raw `sources` with
-- their internal references (`github:…`, archive copies). The built-in build
-- already ships none of it (src/prerender/public-data.ts).
--
-- From here the table-wide SELECT is taken back and each table the site reads
-- grants SELECT on exactly the columns the site shows
-- (src/data/supabase/columns.ts, which names them in every read;
-- supabase/tests/66_public_columns.sh fails when the two differ). Where a
-- page needs a public form of a column that must stay hidden, the table keeps
-- that form in a column of its own, set by a trigger on every insert and
-- update (so every writer, the seed and the ops tools included, keeps it
-- true without knowing it exists):
--
-- * clinics.public_sources, emergency_departments.public_sources: the
--   sources that are public web pages or saved copies' keys
--   (public.is_public_source, the rule of src/domain/sources/public-source.ts),
--   each once, in order. The site reads it as `sources`.
-- * clinics.public_status_note: 'unconfirmed' where the clinic has a status
--   note, else null: the page says only that the status is unconfirmed (the
--   built-in data's own form, STATUS_NOTE_WITHHELD). Read as `status_note`.
--
-- Why columns rather than a view: the site keeps reading the same tables
-- under the same row-level security (unchanged here) and the same endpoints
-- (a copy of the site cached in a phone, and the stand-ins, see no new
-- path); a view would need its own grants and policies' equivalent, and
-- runs as its owner unless told otherwise. Why a trigger rather than a
-- generated column: the updated_at trigger compares whole rows before the
-- write, where a generated column's new value cannot be read.
--
-- authenticated (the site has no sign-in) gets exactly what anon gets.
-- service_role and the owner (the ops tools, the seed) keep every column.

-- A source a page may name: a public web page (an http(s) URL with a public
-- host name, outside an archive folder) or a saved copy's key. Stricter, if
-- anything, than the browser's URL parser the site applies again.
create or replace function public.is_public_source(source text)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when btrim(source) ~ '^saved-copy:[a-z0-9-]+$' then true
    else coalesce((
      select m[1] !~ '^[0-9.]+$'
             and regexp_replace(
                   regexp_replace(coalesce(m[3], ''), '%2[eE]', '.', 'g'),
                   '%2[fF]', '/', 'g') !~* '(^|/)\.archive(/|$)'
        from regexp_match(
               (regexp_match(source, '^\s*(\S+)'))[1],
               '^[hH][tT][tT][pP][sS]?://([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)(?::[0-9]*)?(/[^?#]*)?([?#]\S*)?$'
             ) m
    ), false)
  end
$$;

comment on function public.is_public_source(text) is
  'Whether a source may be shown on a page: a public web page or a saved copy''s key (src/domain/sources/public-source.ts).';

-- The public sources of a list: each once, in the order first given.
create or replace function public.public_source_list(sources text[])
returns text[]
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(array_agg(s order by first), '{}')
    from (
      select s, min(i) as first
        from unnest(sources) with ordinality as u(s, i)
       where public.is_public_source(s)
       group by s
    ) q
$$;

comment on function public.public_source_list(text[]) is
  'The public sources of a list (public.is_public_source), each once, in order.';

alter table public.clinics
  add column public_sources text[],
  add column public_status_note text
    check (public_status_note is null or public_status_note = 'unconfirmed');

alter table public.emergency_departments
  add column public_sources text[] not null default '{}';

comment on column public.clinics.public_sources is
  'sources without internal references (set by clinics_public_forms); what anon reads as sources.';
comment on column public.clinics.public_status_note is
  '''unconfirmed'' where status_note holds a note (set by clinics_public_forms); what anon reads as status_note.';
comment on column public.emergency_departments.public_sources is
  'sources without internal references (set by emergency_departments_public_forms).';

-- Named to fire before the updated_at triggers (same timing, by name), so
-- those compare rows whose public forms are already current.
create or replace function public.clinics_public_forms()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.public_sources := public.public_source_list(new.sources);
  new.public_status_note := case when new.status_note ~ '\S' then 'unconfirmed' end;
  return new;
end;
$$;

create or replace function public.emergency_departments_public_forms()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.public_sources := coalesce(public.public_source_list(new.sources), '{}');
  return new;
end;
$$;

create trigger clinics_public_forms
  before insert or update on public.clinics
  for each row execute function public.clinics_public_forms();

create trigger emergency_departments_public_forms
  before insert or update on public.emergency_departments
  for each row execute function public.emergency_departments_public_forms();

-- The rows already stored, without touching their updated_at.
alter table public.clinics disable trigger clinics_set_updated_at;
update public.clinics set sources = sources;
alter table public.clinics enable trigger clinics_set_updated_at;
alter table public.emergency_departments disable trigger emergency_departments_set_updated_at;
update public.emergency_departments set sources = sources;
alter table public.emergency_departments enable trigger emergency_departments_set_updated_at;

-- Helpers of the triggers only: not API endpoints.
revoke all on function public.is_public_source(text), public.public_source_list(text[]),
  public.clinics_public_forms(), public.emergency_departments_public_forms()
  from public, anon, authenticated;
grant execute on function public.is_public_source(text), public.public_source_list(text[])
  to service_role;

-- The grants: table-wide SELECT taken back, the shown columns granted.
revoke select on table public.clinics, public.towns, public.emergency_departments
  from anon, authenticated;

grant select (
  id, name, address, city, state, zip, phone, rating, review_count,
  hours_today, closes_today, is_open,
  hours_sunday, hours_monday, hours_tuesday, hours_wednesday, hours_thursday,
  hours_friday, hours_saturday, timezone,
  services, special_hours, image, accepts_walk_ins, website, description,
  meta_title, meta_description, keywords, slug, tags, town_id,
  latitude, longitude, coordinates_approximate,
  public_sources, as_of, confidence, public_status_note, status,
  phone_verified_at, phone_verified_method, hours_verified_at, hours_verified_method,
  address_verified_at, address_verified_method, website_verified_at, website_verified_method,
  min_age_months, accepts_medicaid_kchip, medicaid_kchip_some_plans, xray_on_site,
  last_checkin_minutes_before_close, languages,
  min_age_verified_at, min_age_verified_method, medicaid_verified_at, medicaid_verified_method,
  xray_verified_at, xray_verified_method, last_checkin_verified_at, last_checkin_verified_method,
  languages_verified_at, languages_verified_method,
  visitors_reported_closed_until, hours_exceptions
) on table public.clinics to anon, authenticated;

grant select (
  id, name, state, slug, meta_title, meta_description, population, description,
  created_at, updated_at
) on table public.towns to anon, authenticated;

grant select (
  id, slug, name, other_names, address, city, state, zip, county, phone,
  latitude, longitude, cms_facility_id, hospital_type, cms_hospital_type,
  cms_ownership, hifld_id, hifld_type, beds_hifld, helipad_hifld, status,
  status_basis, hifld_as_of, coordinates_source, emergency_services_basis,
  trauma_level, pediatric_note, notes, military, out_of_state,
  public_sources, as_of, as_of_note, confidence, confidence_note
) on table public.emergency_departments to anon, authenticated;
