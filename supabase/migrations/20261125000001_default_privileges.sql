-- Future objects are closed by default.
--
-- A Supabase project's default privileges give anon and authenticated ALL on
-- every new table, function and sequence in public (see
-- supabase/tests/harness/supabase-defaults.sql), and PostgreSQL itself gives
-- EXECUTE on every new function to PUBLIC, which anon belongs to. So a table
-- added by a later migration that forgets its revoke (or its RLS) would be
-- readable and writable with the public anonymous key. From here on, a new
-- object in public is reachable by the API roles only through an explicit
-- GRANT in its own migration; service_role keeps its defaults.
--
-- These apply to objects created by the role running the migrations
-- (postgres on Supabase), which is how every object of this project is made.

alter default privileges in schema public
  revoke all on tables from anon, authenticated;
alter default privileges in schema public
  revoke all on functions from anon, authenticated;
alter default privileges in schema public
  revoke all on sequences from anon, authenticated;

-- PUBLIC's EXECUTE on functions is a global default: PostgreSQL only lets a
-- global ALTER DEFAULT PRIVILEGES (no IN SCHEMA) take it away.
alter default privileges revoke execute on functions from public;
