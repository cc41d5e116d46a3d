-- Before you drive (issue 43): five facts a parent needs before setting out,
-- each with its own confirmation like phone and hours.
--
-- * min_age_months: the youngest age seen, in whole months, 0 (all ages,
--   newborns too) to 216 (18 years).
-- * accepts_medicaid_kchip, xray_on_site: yes/no as booleans.
-- * last_checkin_minutes_before_close: how long before closing check-in
--   stops, 0 (until closing) to 240 minutes.
-- * languages: the help besides English, a list of 'spanish' (staff speak
--   Spanish) and 'interpreter' (an interpreter line), each at most once; an
--   empty list is a confirmed 'neither'.
-- * <fact>_verified_at / _method for min_age, medicaid, xray, last_checkin,
--   languages: a date and a method (call, website, visit, clinic) or neither.
--
-- null is unknown. A value is stored only with its confirmation and a
-- confirmation only with its value: nothing unconfirmed is stored, so the
-- site never has to decide whether to show a fact nobody checked.
--
-- Public facts like the rest of the row: anon and authenticated read them
-- with select * under the existing read policies (RLS unchanged; they still
-- write nothing). verification_events.confirmed accepts the new field names.
--
-- Values are the lists of src/domain/before-you-go.ts and
-- src/domain/verification.ts (FACT_FIELDS).

alter table public.clinics
  add column min_age_months integer
    constraint clinics_min_age_months_check
    check (min_age_months between 0 and 216),
  add column accepts_medicaid_kchip boolean,
  add column xray_on_site boolean,
  add column last_checkin_minutes_before_close integer
    constraint clinics_last_checkin_minutes_check
    check (last_checkin_minutes_before_close between 0 and 240),
  add column languages text[]
    constraint clinics_languages_check
    check (case
      -- a plain list (array_position refuses to search a deeper one)
      when coalesce(array_ndims(languages), 1) <> 1 then false
      else languages <@ array['spanish', 'interpreter']::text[]
        and array_position(languages, null) is null
        -- each at most once: two values from a set of two differ
        and cardinality(languages) <= 2
        and (cardinality(languages) < 2 or languages[1] <> languages[2])
      end),
  add column min_age_verified_at timestamptz,
  add column min_age_verified_method text,
  add column medicaid_verified_at timestamptz,
  add column medicaid_verified_method text,
  add column xray_verified_at timestamptz,
  add column xray_verified_method text,
  add column last_checkin_verified_at timestamptz,
  add column last_checkin_verified_method text,
  add column languages_verified_at timestamptz,
  add column languages_verified_method text;

-- A confirmation is a date and a method, or neither (as for phone and
-- hours); and a value is there exactly when its confirmation is.
alter table public.clinics
  add constraint clinics_min_age_verified_check check (
    (min_age_verified_at is null) = (min_age_verified_method is null)
    and min_age_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_medicaid_verified_check check (
    (medicaid_verified_at is null) = (medicaid_verified_method is null)
    and medicaid_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_xray_verified_check check (
    (xray_verified_at is null) = (xray_verified_method is null)
    and xray_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_last_checkin_verified_check check (
    (last_checkin_verified_at is null) = (last_checkin_verified_method is null)
    and last_checkin_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_languages_verified_check check (
    (languages_verified_at is null) = (languages_verified_method is null)
    and languages_verified_method in ('call', 'website', 'visit', 'clinic')),
  add constraint clinics_min_age_confirmed_check check (
    (min_age_months is null) = (min_age_verified_at is null)),
  add constraint clinics_medicaid_confirmed_check check (
    (accepts_medicaid_kchip is null) = (medicaid_verified_at is null)),
  add constraint clinics_xray_confirmed_check check (
    (xray_on_site is null) = (xray_verified_at is null)),
  add constraint clinics_last_checkin_confirmed_check check (
    (last_checkin_minutes_before_close is null) = (last_checkin_verified_at is null)),
  add constraint clinics_languages_confirmed_check check (
    (languages is null) = (languages_verified_at is null));

alter table public.verification_events
  drop constraint verification_events_confirmed_check,
  add constraint verification_events_confirmed_check
    check (confirmed <@ array['phone', 'hours', 'address', 'website',
      'min_age', 'medicaid', 'xray', 'last_checkin', 'languages']);
