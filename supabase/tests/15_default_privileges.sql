-- Future tables are safe by default, checked as the owner.
-- Every table in public keeps RLS on, anon and authenticated hold nothing but
-- SELECT on the directory tables, and an object created after the migrations
-- (as a later migration would) is closed to them until it is granted.

select test.ok(
  (select bool_and(c.relrowsecurity)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')),
  'every table in public has row-level security on');

select test.is(
  (select count(*)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace,
          unnest(array['anon', 'authenticated']) r,
          unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE',
                       'REFERENCES', 'TRIGGER']) p
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and has_table_privilege(r, c.oid, p)
      and not (c.relname in ('clinics', 'towns', 'emergency_departments') and p = 'SELECT')),
  0, 'anon and authenticated: no table privilege in public beyond SELECT on clinics, towns and emergency_departments');

select test.is(
  (select count(*)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace,
          unnest(array['anon', 'authenticated']) r,
          unnest(array['INSERT', 'UPDATE', 'REFERENCES']) p
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and has_any_column_privilege(r, c.oid, p)),
  0, 'anon and authenticated: no column-level write privilege in public');

select test.is(
  (select count(*)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace,
          unnest(array['anon', 'authenticated']) r
    where n.nspname = 'public' and c.relkind = 'S'
      and (has_sequence_privilege(r, c.oid, 'USAGE')
           or has_sequence_privilege(r, c.oid, 'UPDATE'))),
  0, 'anon and authenticated: no sequence in public is usable');

select test.is(
  (select count(*)
     from pg_proc f join pg_namespace n on n.oid = f.pronamespace,
          unnest(array['anon', 'authenticated']) r
    where n.nspname = 'public' and has_function_privilege(r, f.oid, 'EXECUTE')),
  0, 'anon and authenticated: no function in public is executable (no RPC endpoint)');

-- The default privileges themselves: nothing left for the API roles in
-- public, and no global EXECUTE for PUBLIC on new functions.
select test.is(
  (select count(*) from pg_default_acl d, aclexplode(d.defaclacl) a
    where a.grantee in (0, 'anon'::regrole, 'authenticated'::regrole)
      and (d.defaclnamespace = 'public'::regnamespace or d.defaclnamespace = 0)),
  0, 'no default privilege in public for anon, authenticated or PUBLIC');

-- A later migration that forgets its revoke: what it creates stays closed.
begin;
create table public.future_notes (id bigserial primary key, note text);
create view public.future_view as select 1 as one;
create function public.future_fn() returns integer language sql as 'select 1';
insert into public.future_notes (note) values ('private');

select test.is(
  (select count(*) from unnest(array['anon', 'authenticated']) r,
          unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p
    where has_table_privilege(r, 'public.future_notes', p)
       or has_table_privilege(r, 'public.future_view', p)),
  0, 'a new table or view: no privilege for anon or authenticated');
select test.ok(
  not has_sequence_privilege('anon', 'public.future_notes_id_seq', 'USAGE')
  and not has_function_privilege('anon', 'public.future_fn()', 'EXECUTE')
  and not has_function_privilege('authenticated', 'public.future_fn()', 'EXECUTE'),
  'a new sequence or function: not usable by anon or authenticated');
select test.ok(has_table_privilege('service_role', 'public.future_notes', 'INSERT'),
  'service_role keeps its default privileges on new tables');

set role anon;
select test.throws($$select * from public.future_notes$$,
  '42501', 'anon: a new table is not readable');
select test.throws($$insert into public.future_notes (note) values ('x')$$,
  '42501', 'anon: a new table is not writable');
select test.throws($$update public.future_notes set note = 'x'$$,
  '42501', 'anon: a new table cannot be changed');
select test.throws($$select public.future_fn()$$,
  '42501', 'anon: a new function is not callable');
select test.throws($$select nextval('public.future_notes_id_seq')$$,
  '42501', 'anon: a new sequence is not usable');
reset role;
set role authenticated;
select test.throws($$select * from public.future_notes$$,
  '42501', 'authenticated: a new table is not readable');
select test.throws($$delete from public.future_notes$$,
  '42501', 'authenticated: a new table is not writable');
reset role;

-- The guard above catches a new table left with RLS off.
select test.ok(
  not (select bool_and(c.relrowsecurity)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')),
  'the RLS guard notices a new table without row-level security');
rollback;
