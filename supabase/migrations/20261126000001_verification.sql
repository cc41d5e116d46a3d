-- Verification facts: is a clinic open for business, and when and
-- how was each field a parent relies on last confirmed; an append-only log of
-- every check; the operator's private notes.
--
-- * clinics gains status, a confirmed date and method per field (phone,
--   hours, address, website) and next_check_after. They are public facts:
--   the site shows them, so anon and authenticated read them with the rest
--   of the row (the app reads clinics with select *).
-- * clinic_internal holds what only the operator sees: do_not_call with its
--   reason, and the internal note. It is a table of its own rather than
--   columns of clinics with column privileges, because the public reads are
--   `select *` (PostgREST turns them into clinics.*), which a column anon may
--   not read would make fail for every visitor.
-- * verification_events: one row per check, written by the ops CLI
--   (ops:apply). Append-only for everyone: no UPDATE, DELETE or TRUNCATE
--   privilege for service_role, and a trigger that refuses them even for
--   the owner.
--
-- Values are the lists of src/domain/verification.ts.

alter table public.clinics
  add column status text not null default 'active'
    constraint clinics_status_check
    check (status in ('active', 'temporarily_closed', 'permanently_closed')),
  add column phone_verified_at timestamptz,
  add column phone_verified_method text,
  add column hours_verified_at timestamptz,
  add column hours_verified_method text,
  add column address_verified_at timestamptz,
  add column address_verified_method text,
  add column website_verified_at timestamptz,
  add column website_verified_method text,
  add column next_check_after timestamptz;

-- A confirmation is a date and a method, or neither; the method is one of
-- the four ways a fact is confirmed.
alter table public.clinics
  add constraint clinics_phone_verified_check check (
    (phone_verified_at is null) = (phone_verified_method is null)
    and phone_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_hours_verified_check check (
    (hours_verified_at is null) = (hours_verified_method is null)
    and hours_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_address_verified_check check (
    (address_verified_at is null) = (address_verified_method is null)
    and address_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_website_verified_check check (
    (website_verified_at is null) = (website_verified_method is null)
    and website_verified_method in ('call', 'website', 'visit', 'clinic'));

-- The call queue's order (never confirmed first, then the oldest).
create index clinics_verified_idx
  on public.clinics (hours_verified_at nulls first, phone_verified_at nulls first);

create table public.clinic_internal (
  clinic_id uuid primary key references public.clinics (id) on delete cascade,
  do_not_call boolean not null default false,
  do_not_call_reason text,
  internal_note text,
  updated_at timestamptz not null default now(),
  constraint clinic_internal_do_not_call_reason_check
    check (not do_not_call or btrim(coalesce(do_not_call_reason, '')) <> '')
);

create trigger clinic_internal_set_updated_at
  before update on public.clinic_internal
  for each row execute function public.set_updated_at();

create table public.verification_events (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete restrict,
  outcome text not null check (outcome in (
    'confirmed', 'changed', 'no_answer', 'wrong_number', 'closed_today',
    'temporarily_closed', 'permanently_closed')),
  method text not null check (method in ('call', 'website', 'visit', 'clinic')),
  -- field -> {"before": …, "after": …}; {} when nothing changed.
  changes jsonb not null default '{}'::jsonb
    check (jsonb_typeof(changes) = 'object'),
  -- Fields re-confirmed as they were stored.
  confirmed text[] not null default '{}'
    check (confirmed <@ array['phone', 'hours', 'address', 'website']),
  note text check (char_length(note) <= 2000),
  initials text not null check (initials ~ '^[A-Z]{2,4}$'),
  created_at timestamptz not null default now()
);

create index verification_events_clinic_idx
  on public.verification_events (clinic_id, created_at desc);

-- Append-only, whoever asks.
create function public.verification_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'verification_events is append-only (% refused)', tg_op
    using errcode = '42501';
end;
$$;

create trigger verification_events_no_update_delete
  before update or delete on public.verification_events
  for each row execute function public.verification_events_append_only();
create trigger verification_events_no_truncate
  before truncate on public.verification_events
  for each statement execute function public.verification_events_append_only();

revoke all on function public.verification_events_append_only()
  from public, anon, authenticated;

-- Row-level security: both tables are the service role's only. RLS on and
-- no policy, like contact_messages; no privilege for anon or authenticated
-- (20261125000001 already keeps new tables closed to them; said again here).
alter table public.clinic_internal enable row level security;
alter table public.verification_events enable row level security;

revoke all on table public.clinic_internal, public.verification_events
  from public, anon, authenticated, service_role;
grant select, insert, update on table public.clinic_internal to service_role;
grant select, insert on table public.verification_events to service_role;
