-- Medicaid/KCHIP, some plans only (issue 47, item 3): a clinic that takes
-- some Kentucky Medicaid/KCHIP plans and not others ('depends on the plan')
-- had no answer, and either 'yes' or 'no' would send a parent wrong. A parent
-- now reads 'Takes some Medicaid/KCHIP plans — ask which'.
--
-- * medicaid_kchip_some_plans: true only beside accepts_medicaid_kchip =
--   true (some plans are taken, so the clinic is not refused by the
--   'Takes Medicaid/KCHIP' filter, and the card says which question to
--   ask); false otherwise, never null.
--
-- Why a second column rather than a three-valued accepts_medicaid_kchip:
-- adding a column changes nothing for a reader that does not know it. A
-- copy of the site still cached in a phone (the service worker's) keeps
-- reading a boolean, and reads 'takes Medicaid/KCHIP' (true) for a clinic
-- that takes some plans, the answer closest to the truth it can show;
-- replacing the column's type would make every such row unreadable to it.
-- Public like the other facts (select * under the read policies; no write).

alter table public.clinics
  add column medicaid_kchip_some_plans boolean not null default false,
  add constraint clinics_medicaid_some_plans_check
    check (not medicaid_kchip_some_plans or accepts_medicaid_kchip is true);
