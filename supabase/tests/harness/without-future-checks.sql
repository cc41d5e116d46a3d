-- For the operator tools' end-to-end runs whose clock is ahead of the
-- database's (70_ops_cli.sh: a revert 4 hours on; 74_ops_holidays.sh: Dec 2
-- 15:00 UTC and after Christmas; 79_ops_facts.sh: an hour on), on their own
-- copy of the database only: the checks that refuse a confirmation after
-- now() plus a minute would refuse the tools' simulated 'later'.
-- 64_no_future_confirmations.sql proves those checks; the tools' own runs
-- prove everything else on the same schema.
alter table public.clinics
  drop constraint clinics_confirmed_not_in_future_check,
  drop constraint clinics_hours_exceptions_not_in_future_check;
alter table public.verification_events
  drop constraint verification_events_not_in_future_check;
alter table public.listing_reports
  drop constraint listing_reports_not_in_future_check;
