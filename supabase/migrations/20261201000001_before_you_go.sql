-- Before you drive (issue 43): what a parent must know that no finder tells
-- them, each fact with its own confirmation, like phone and hours
-- (src/domain/before-you-go.ts, src/domain/verification.ts FACT_FIELDS).
--
-- * min_age_months: the youngest age the clinic sees, in months (0: all
--   ages, newborns too; up to 216, 18 years).
-- * accepts_medicaid_kchip: Kentucky Medicaid and KCHIP taken (true) or not
--   (false).
-- * xray_on_site: X-ray on site (true) or not (false).
-- * last_checkin_minutes_before_close: how long before closing check-in
--   stops (0: until closing; up to 240).
-- * languages: help besides English: 'spanish' (staff speak Spanish with a
--   family), 'interpreter' (a phone or video interpreter line); an empty
--   list: neither.
--
-- null is unknown, and every clinic starts unknown: no source states these
-- as dated facts. A value is stored with its confirmation (date and method)
-- and only with it: nothing unconfirmed is kept, so nothing unconfirmed can
-- be shown. Public facts like the rest of the row: anon and authenticated
-- read them with select * under the existing read policies (RLS unchanged);
-- writes stay the service role's (ops:apply).

alter table public.clinics
  add column min_age_months smallint
    constraint clinics_min_age_months_check
    check (min_age_months between 0 and 216),
  add column accepts_medicaid_kchip boolean,
  add column xray_on_site boolean,
  add column last_checkin_minutes_before_close smallint
    constraint clinics_last_checkin_minutes_check
    check (last_checkin_minutes_before_close between 0 and 240),
  add column languages text[]
    constraint clinics_languages_check
    check (
      -- Each of the two at most once, no null in the list.
      languages <@ array['spanish', 'interpreter']::text[]
      and array_position(languages, null) is null
      and cardinality(languages) <= 2
      and (cardinality(languages) < 2 or languages[1] <> languages[2])),
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

-- A confirmation is a date and a method, or neither, the method one of the
-- four ways; a value if and only if its confirmation.
alter table public.clinics
  add constraint clinics_min_age_verified_check check (
    (min_age_verified_at is null) = (min_age_verified_method is null)
    and min_age_verified_method in ('call', 'website', 'visit', 'clinic')
    and (min_age_months is null) = (min_age_verified_at is null)),
  add constraint clinics_medicaid_verified_check check (
    (medicaid_verified_at is null) = (medicaid_verified_method is null)
    and medicaid_verified_method in ('call', 'website', 'visit', 'clinic')
    and (accepts_medicaid_kchip is null) = (medicaid_verified_at is null)),
  add constraint clinics_xray_verified_check check (
    (xray_verified_at is null) = (xray_verified_method is null)
    and xray_verified_method in ('call', 'website', 'visit', 'clinic')
    and (xray_on_site is null) = (xray_verified_at is null)),
  add constraint clinics_last_checkin_verified_check check (
    (last_checkin_verified_at is null) = (last_checkin_verified_method is null)
    and last_checkin_verified_method in ('call', 'website', 'visit', 'clinic')
    and (last_checkin_minutes_before_close is null) = (last_checkin_verified_at is null)),
  add constraint clinics_languages_verified_check check (
    (languages_verified_at is null) = (languages_verified_method is null)
    and languages_verified_method in ('call', 'website', 'visit', 'clinic')
    and (languages is null) = (languages_verified_at is null));

-- A check's event may re-confirm the new facts too.
alter table public.verification_events
  drop constraint verification_events_confirmed_check,
  add constraint verification_events_confirmed_check check (
    confirmed <@ array['phone', 'hours', 'address', 'website', 'min_age',
      'medicaid', 'xray', 'last_checkin', 'languages']);
