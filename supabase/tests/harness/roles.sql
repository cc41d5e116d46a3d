-- Test harness only (not a migration): the cluster-wide roles every Supabase
-- project already has. Run once per throwaway cluster by tests/tools/pg-test.sh.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
-- Like Supabase: the service role bypasses row-level security.
create role service_role nologin noinherit bypassrls;
