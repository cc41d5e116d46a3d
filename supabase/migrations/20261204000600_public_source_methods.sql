-- Facts from public sources (issue 51): a value the operator accepted from
-- the ops:harvest review sheet is stored with how it was found:
--
-- * 'website': the clinic's own page (schema.org structured data), already
--   a method for an operator reading the site;
-- * 'registry': the federal NPI registry (NPPES), for a phone or address;
-- * 'map': OpenStreetMap, for hours, a phone or a point.
--
-- These are weaker than a call, a visit or the clinic's word, and the site
-- says so ('Hours from the clinic's website, December 2026'). Every field's
-- method check and verification_events.method gain the two new ones; a
-- point taken from OpenStreetMap is coordinates_method 'map' (a point of
-- its own, not approximate). Nothing else changes: the events stay
-- append-only, the public reads the same columns.

alter table public.clinics
  drop constraint clinics_phone_verified_check,
  add constraint clinics_phone_verified_check check (
    (phone_verified_at is null) = (phone_verified_method is null)
    and phone_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_hours_verified_check,
  add constraint clinics_hours_verified_check check (
    (hours_verified_at is null) = (hours_verified_method is null)
    and hours_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_address_verified_check,
  add constraint clinics_address_verified_check check (
    (address_verified_at is null) = (address_verified_method is null)
    and address_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_website_verified_check,
  add constraint clinics_website_verified_check check (
    (website_verified_at is null) = (website_verified_method is null)
    and website_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_min_age_verified_check,
  add constraint clinics_min_age_verified_check check (
    (min_age_verified_at is null) = (min_age_verified_method is null)
    and min_age_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_medicaid_verified_check,
  add constraint clinics_medicaid_verified_check check (
    (medicaid_verified_at is null) = (medicaid_verified_method is null)
    and medicaid_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_xray_verified_check,
  add constraint clinics_xray_verified_check check (
    (xray_verified_at is null) = (xray_verified_method is null)
    and xray_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_last_checkin_verified_check,
  add constraint clinics_last_checkin_verified_check check (
    (last_checkin_verified_at is null) = (last_checkin_verified_method is null)
    and last_checkin_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map')),
  drop constraint clinics_languages_verified_check,
  add constraint clinics_languages_verified_check check (
    (languages_verified_at is null) = (languages_verified_method is null)
    and languages_verified_method in ('call', 'website', 'visit', 'clinic', 'registry', 'map'));

alter table public.verification_events
  drop constraint verification_events_method_check,
  add constraint verification_events_method_check
    check (method in ('call', 'website', 'visit', 'clinic', 'geocoder', 'registry', 'map'));

alter table public.clinics
  drop constraint clinics_coordinates_method_check,
  add constraint clinics_coordinates_method_check
    check (coordinates_method in ('source', 'geocoder', 'town', 'map'));

alter table public.clinics
  drop constraint clinics_coordinates_approximate_check,
  add constraint clinics_coordinates_approximate_check check (
    coordinates_method is null
    or coordinates_approximate is not distinct from (case coordinates_method
         when 'source' then false
         when 'map' then false
         when 'town' then true
         else coordinates_match = 'street'
       end));
