-- How a clinic's point was found (issue 42, item 7: coordinates from
-- addresses, reviewed; ops/README.md, 'Coordinates from addresses').
--
-- * coordinates_method: 'source' (a cited source gave the point: the data
--   file's coordinates_source), 'geocoder' (the clinic's street address
--   through the geocoder, reviewed on a map and accepted by the operator:
--   npm run ops:geocode, then ops:apply), 'town' (no point of its own: the
--   town's point, shown as approximate), or null (no point at all).
-- * coordinates_match: the geocoder's match level, 'house' (the house
--   number was found) or 'street' (only the road); set with 'geocoder' and
--   only with it.
-- * coordinates_approximate (the flag the site shows as 'about') follows:
--   false for 'source' and for a house-number match, true for 'town' and for
--   a street-level match (a point somewhere on the road can be a mile off).
--
-- Public facts like the rest of the row: anon and authenticated read them
-- with select * under the existing read policies (RLS unchanged).
-- verification_events gains the method 'geocoder' for the event of an
-- accepted point (append-only as before).

alter table public.clinics
  add column coordinates_method text
    constraint clinics_coordinates_method_check
    check (coordinates_method in ('source', 'geocoder', 'town')),
  add column coordinates_match text
    constraint clinics_coordinates_match_check
    check (coordinates_match in ('house', 'street'));

update public.clinics
   set coordinates_method = case
         when latitude is null or longitude is null then null
         when coordinates_approximate then 'town'
         else 'source'
       end;

-- A method needs a point; a match level goes with the geocoder and only
-- with it; the approximate flag agrees with the method and match level.
-- (A row that states no method, such as an older seed's, is not held to it.)
alter table public.clinics
  add constraint clinics_coordinates_method_point_check check (
    coordinates_method is null
    or (latitude is not null and longitude is not null)),
  add constraint clinics_coordinates_match_method_check check (
    (coordinates_match is not null)
    = (coordinates_method is not distinct from 'geocoder')),
  add constraint clinics_coordinates_approximate_check check (
    coordinates_method is null
    or coordinates_approximate is not distinct from (case coordinates_method
         when 'source' then false
         when 'town' then true
         else coordinates_match = 'street'
       end));

alter table public.verification_events
  drop constraint verification_events_method_check,
  add constraint verification_events_method_check
    check (method in ('call', 'website', 'visit', 'clinic', 'geocoder'));
