-- The checks of ../66_public_columns.sh (its comment says what), with the
-- site's lists and the expected public forms in psql variables
-- (public-columns.ts).

-- As the owner: each table's columns the site does not name (the hidden
-- ones), the row counts, a sample clinic and emergency room.
select coalesce(jsonb_agg(jsonb_build_array(c.table_name, c.column_name)
         order by c.table_name, c.ordinal_position), '[]') as hidden
  from information_schema.columns c
 where c.table_schema = 'public'
   and c.table_name::text in (select jsonb_object_keys(:'site_columns'::jsonb))
   and not (:'site_columns'::jsonb -> c.table_name::text) ? c.column_name::text
\gset
select (select count(*) from public.clinics) as clinic_rows,
       (select count(*) from public.towns) as town_rows,
       (select count(*) from public.emergency_departments) as ed_rows,
       (select slug from public.clinics order by slug limit 1) as sample_slug,
       (select slug from public.emergency_departments order by slug limit 1) as sample_ed
\gset

select test.ok(:'hidden'::jsonb @> '[["clinics","notes"],["clinics","status_note"],
    ["clinics","field_sources"],["clinics","sources"],["clinics","coordinates_note"],
    ["clinics","coordinates_source"],["clinics","next_check_after"],
    ["towns","notes"],["towns","sources"],["emergency_departments","sources"]]'::jsonb,
  'the research notes, raw sources and operator columns are not in the site''s lists');
select test.ok((select count(*) > 0 from public.clinics, unnest(sources) s where s ~ '^github:')
    and (select count(*) > 0 from public.emergency_departments, unnest(sources) s where s ~ '^github:')
    and (select count(*) > 0 from public.clinics where status_note ~ '\S'),
  'the seeded rows hold internal references and status notes (what the checks below keep out)');

-- The grants are exactly the site's lists, for anon and authenticated: no
-- table-wide SELECT, SELECT on each listed column, nothing else.
select test.is(count(d.c), 0, format('%s: the granted columns are exactly the site''s lists (%s)',
         r.role, coalesce(string_agg(d.t || '.' || d.c || ' ' || d.why, ', '), 'no difference')))
  from (values ('anon'), ('authenticated')) r(role)
  left join lateral (
    select coalesce(g.t, s.t) as t, coalesce(g.c, s.c) as c,
           case when g.c is null then 'not granted' else 'granted, not in the list' end as why
      from (select table_name::text as t, column_name::text as c
              from information_schema.column_privileges
             where grantee = r.role and table_schema = 'public' and privilege_type = 'SELECT') g
      full join (select j.key as t, c.value as c
                   from jsonb_each(:'site_columns'::jsonb) j, jsonb_array_elements_text(j.value) c) s
        on s.t = g.t and s.c = g.c
     where g.c is null or s.c is null
  ) d on true
 group by r.role;
select test.ok(not has_table_privilege(r.role, 'public.' || t.name, 'SELECT'),
         format('%s holds no table-wide SELECT on %s', r.role, t.name))
  from (values ('anon'), ('authenticated')) r(role),
       (values ('clinics'), ('towns'), ('emergency_departments')) t(name);
select test.is(count(*), 0, 'anon and authenticated hold no column privilege but SELECT')
  from information_schema.column_privileges
 where grantee in ('anon', 'authenticated') and table_schema = 'public' and privilege_type <> 'SELECT';
select test.is(count(*), 0, 'the site''s lists name each column once')
  from (select j.key, c.value from jsonb_each(:'site_columns'::jsonb) j, jsonb_array_elements_text(j.value) c
         group by 1, 2 having count(*) > 1) q;

-- The public sources rule agrees with the site's (src/domain/sources/
-- public-source.ts) on every source the data holds and on odd ones.
select test.is_text(string_agg(e ->> 0, ' | '), null,
         format('public.is_public_source agrees with the site''s rule on %s sources',
                jsonb_array_length(:'source_cases'::jsonb)))
  from jsonb_array_elements(:'source_cases'::jsonb) e
 where public.is_public_source(e ->> 0) is distinct from (e ->> 1)::boolean;

set role anon;

select test.throws('select * from public.clinics', '42501', 'anon: select * on clinics is refused');
select test.throws('select * from public.towns', '42501', 'anon: select * on towns is refused');
select test.throws('select * from public.emergency_departments', '42501',
  'anon: select * on emergency_departments is refused');
select test.throws('select c from public.clinics c', '42501', 'anon: the whole row of a clinic is refused');
select test.throws('select to_jsonb(c) from public.clinics c', '42501', 'anon: a clinic as JSON is refused');

-- Each listed column reads every row; each other column is refused.
select test.is(test.rows(format('select %I from public.%I', c.value, j.key)),
         case j.key when 'clinics' then :clinic_rows when 'towns' then :town_rows else :ed_rows end,
         format('anon reads %s.%s', j.key, c.value))
  from jsonb_each(:'site_columns'::jsonb) j, jsonb_array_elements_text(j.value) c;
select test.throws(format('select %I from public.%I', h ->> 1, h ->> 0), '42501',
         format('anon: %s.%s is refused', h ->> 0, h ->> 1))
  from jsonb_array_elements(:'hidden'::jsonb) h;
select test.throws('select id from public.clinics where notes is not null', '42501',
  'anon: a filter on a hidden column is refused');
select test.throws('select id from public.clinics order by status_note', '42501',
  'anon: an order on a hidden column is refused');

-- The public forms, as anon reads them, are the site's rule over the rows.
select test.is(count(*), 0, 'anon: every clinic''s public_sources are its public sources, each once, in order')
  from public.clinics c
 where coalesce(to_jsonb(c.public_sources), 'null') is distinct from (:'clinic_public_sources'::jsonb -> c.id::text);
select test.is(count(*), 0, 'anon: public_status_note is ''unconfirmed'' exactly where the clinic has a status note')
  from public.clinics c
 where coalesce(c.public_status_note = 'unconfirmed', false)
       is distinct from (:'clinic_status_unconfirmed'::jsonb ->> c.id::text)::boolean;
select test.is(count(*), 0, 'anon: every emergency room''s public_sources are its public sources')
  from public.emergency_departments e
 where to_jsonb(e.public_sources) is distinct from (:'ed_public_sources'::jsonb -> e.id::text);
select test.is((select count(*) from public.clinics, unnest(public_sources) s where s !~ '^(https?://|saved-copy:)')
            + (select count(*) from public.emergency_departments, unnest(public_sources) s where s !~ '^(https?://|saved-copy:)'),
  0, 'anon reads no internal reference in any public_sources');

reset role;
set role authenticated;
select test.throws('select * from public.clinics', '42501', 'authenticated: select * on clinics is refused');
select test.is(test.rows('select public_sources, public_status_note from public.clinics'), :clinic_rows,
  'authenticated reads the public forms');
reset role;

-- Every write keeps the public forms true (the seed, the ops tools), and a
-- write that changes nothing keeps updated_at.
begin;
set local role service_role;
create temporary table before_write on commit drop as
  select updated_at from public.clinics where slug = :'sample_slug';
update public.clinics set sources = sources where slug = :'sample_slug';
select test.ok((select c.updated_at = b.updated_at from public.clinics c, before_write b where c.slug = :'sample_slug'),
  'a write that changes nothing keeps updated_at (the public forms were current)');
update public.clinics
   set sources = array['github:owner/repo/file.csv', 'https://new.example/page', 'https://new.example/page',
                       'saved-copy:baptist-health-locations'],
       status_note = E' \t'
 where slug = :'sample_slug';
select test.ok((select public_sources = array['https://new.example/page', 'saved-copy:baptist-health-locations']
                       and public_status_note is null
                  from public.clinics where slug = :'sample_slug'),
  'an update sets public_sources (internal references out, each once) and a blank note reads as none');
update public.clinics set status_note = 'Moved; call first', sources = null where slug = :'sample_slug';
select test.ok((select public_status_note = 'unconfirmed' and public_sources is null
                  from public.clinics where slug = :'sample_slug'),
  'a status note reads as ''unconfirmed''; no sources, no public sources');
update public.clinics set public_sources = array['github:sneaked/in'], public_status_note = null
 where slug = :'sample_slug';
select test.ok((select public_sources is null and public_status_note = 'unconfirmed'
                  from public.clinics where slug = :'sample_slug'),
  'a write to the public forms themselves is overruled by the rule');
update public.emergency_departments set sources = array['github:o/r/x.csv', 'https://er.example/']
 where slug = :'sample_ed';
select test.ok((select public_sources = array['https://er.example/']
                  from public.emergency_departments where slug = :'sample_ed'),
  'an emergency room''s update sets its public_sources');
rollback;
