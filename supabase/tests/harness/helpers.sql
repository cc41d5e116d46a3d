-- Test harness only: tiny assertion helpers in their own schema, installed
-- after the migrations. Each returns 'ok - <description>' (psql prints it and
-- tests/tools/pg-test.sh counts it) or raises, which stops the file
-- (ON_ERROR_STOP) and fails the run.
create schema test;
grant usage on schema test to public;

create function test.ok(cond boolean, description text) returns text
language plpgsql as $$
begin
  if cond is not true then
    raise exception 'not ok - %', description;
  end if;
  return 'ok - ' || description;
end $$;

create function test.is(got bigint, want bigint, description text) returns text
language plpgsql as $$
begin
  if got is distinct from want then
    raise exception 'not ok - % (got %, want %)', description, got, want;
  end if;
  return 'ok - ' || description;
end $$;

create function test.is_text(got text, want text, description text) returns text
language plpgsql as $$
begin
  if got is distinct from want then
    raise exception 'not ok - % (got %, want %)', description, got, want;
  end if;
  return 'ok - ' || description;
end $$;

-- Runs sql as the current role; passes only when it fails with the given
-- SQLSTATE (42501 insufficient_privilege, 23514 check_violation, ...).
create function test.throws(sql text, want_state text, description text) returns text
language plpgsql as $$
begin
  execute sql;
  raise exception 'not ok - % (statement succeeded)', description
    using errcode = 'P0001';
exception
  when others then
    if sqlerrm like 'not ok - %' then
      raise;
    end if;
    if sqlstate <> want_state then
      raise exception 'not ok - % (got % "%", want %)', description, sqlstate, sqlerrm, want_state;
    end if;
    return 'ok - ' || description || ' [' || sqlstate || ']';
end $$;

-- Number of rows a query returns, run as the current role.
create function test.rows(sql text) returns bigint
language plpgsql as $$
declare n bigint;
begin
  execute format('select count(*) from (%s) q', sql) into n;
  return n;
end $$;

grant execute on all functions in schema test to public;
