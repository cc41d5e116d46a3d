-- Medicaid/KCHIP, some plans only (migrations/20261204000001_medicaid_some_plans.sql):
-- the column, its check beside accepts_medicaid_kchip, the public read and
-- the refused write. Everything that writes is rolled back.

select test.is_text(
  (select data_type || ' ' || is_nullable || ' ' || column_default
     from information_schema.columns
    where table_schema = 'public' and table_name = 'clinics'
      and column_name = 'medicaid_kchip_some_plans'),
  'boolean NO false', 'clinics has medicaid_kchip_some_plans, a boolean never null, false by default');
select test.is(
  (select count(*) from public.clinics where medicaid_kchip_some_plans), 0,
  'seed: no clinic is said to take some plans (nothing is guessed)');

select test.throws(
  $$update public.clinics set medicaid_kchip_some_plans = true$$,
  '23514', 'some plans while Medicaid/KCHIP is unknown is refused');
select test.throws(
  $$update public.clinics set accepts_medicaid_kchip = false, medicaid_verified_at = now(),
      medicaid_verified_method = 'call', medicaid_kchip_some_plans = true$$,
  '23514', 'some plans beside "does not take" is refused');
select test.throws(
  $$update public.clinics set medicaid_kchip_some_plans = null$$,
  '23502', 'some plans is never null');

begin;
update public.clinics
   set accepts_medicaid_kchip = true, medicaid_verified_at = now(),
       medicaid_verified_method = 'call', medicaid_kchip_some_plans = true
 where slug = :'sample_slug';
select test.ok(
  (select accepts_medicaid_kchip and medicaid_kchip_some_plans
     from public.clinics where slug = :'sample_slug'),
  'some plans beside "takes", confirmed, is accepted');
select test.throws(
  format($$update public.clinics set accepts_medicaid_kchip = null, medicaid_verified_at = null,
      medicaid_verified_method = null where slug = %L$$, :'sample_slug'),
  '23514', 'erasing the answer leaves no "some plans" behind (both go together)');
update public.clinics
   set accepts_medicaid_kchip = null, medicaid_verified_at = null,
       medicaid_verified_method = null, medicaid_kchip_some_plans = false
 where slug = :'sample_slug';
select test.ok(
  (select accepts_medicaid_kchip is null and not medicaid_kchip_some_plans
     from public.clinics where slug = :'sample_slug'),
  'the answer and "some plans" erased together are accepted (unknown again)');
rollback;

set role anon;
select test.is(
  (select count(*) from public.clinics where not medicaid_kchip_some_plans), :clinics,
  'anon reads some plans');
select test.throws(
  $$update public.clinics set medicaid_kchip_some_plans = false$$,
  '42501', 'anon: some plans cannot be written');
reset role;
