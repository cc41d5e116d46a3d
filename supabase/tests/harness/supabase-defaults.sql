-- Test harness only: what a fresh Supabase database grants before any
-- migration runs. Schema usage for the API roles, and default privileges that
-- give them ALL on every new table, function and sequence in public. The
-- migrations must revoke what they do not want; the tests prove they do.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on sequences to anon, authenticated, service_role;
