-- 'Suggest a correction' messages handled by the operator (issue 47, item
-- 5): a message naming a clinic (contact_messages.clinic_id) raises it in
-- ops:queue until it is marked, as an open listing report does, and is marked
-- with the same words and the same who/when (npm run ops:reports -- --mark
-- m-ID fixed --by AB).
--
-- * correction_status: 'new' until the operator marks it 'confirmed',
--   'rejected' or 'fixed' (the reports' words); handled_at and handled_by
--   (2-4 capital letters) set together with it, as listing_reports does.
--   Every message gets 'new', those naming no clinic too: the tools mark only
--   a message naming a clinic (a general message is answered by e-mail, not
--   by a call), and no check ties the status to clinic_id, which is set null
--   if its clinic is ever deleted (clinics are closed, never deleted).
-- * Messages stored before this migration are 'new': the tools count a
--   message as open only within 90 days of it (the inbox's window), so an
--   old one raises nothing.
-- * Closed to the public as the table is (RLS on, no policy; no privilege
--   for anon or authenticated, said again here for the new columns); the
--   service role, which the tools act as, may update them. The contact
--   function never sets them (its insert leaves the defaults).

alter table public.contact_messages
  add column correction_status text not null default 'new'
    check (correction_status in ('new', 'confirmed', 'rejected', 'fixed')),
  add column handled_at timestamptz,
  add column handled_by text check (handled_by ~ '^[A-Z]{2,4}$'),
  add constraint contact_messages_handled_check
    check ((correction_status = 'new') = (handled_at is null)
       and (correction_status = 'new') = (handled_by is null));

-- What ops:queue reads: the open messages naming a clinic.
create index contact_messages_open_correction_idx
  on public.contact_messages (clinic_id, created_at desc)
  where clinic_id is not null and correction_status = 'new';

revoke all on table public.contact_messages from public, anon, authenticated;
grant select, insert, update, delete on table public.contact_messages to service_role;
