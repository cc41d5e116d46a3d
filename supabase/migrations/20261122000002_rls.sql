-- Row-level security and privileges (anonymous visitors only: no sign-in).
--
-- anon and authenticated may read clinics and towns, and nothing else. A
-- Supabase project grants ALL on new public tables to anon, authenticated and
-- service_role through default privileges, so everything is revoked first and
-- only SELECT is granted back. RLS is the second line: even if a grant
-- slipped back in, no policy allows anything but SELECT.

alter table public.towns enable row level security;
alter table public.clinics enable row level security;
alter table public.contact_messages enable row level security;

revoke all on table public.towns, public.clinics, public.contact_messages
  from public, anon, authenticated;

grant select on table public.towns, public.clinics to anon, authenticated;

-- The service role (Edge Functions, the seed through the API) bypasses RLS;
-- it still needs table privileges, granted here explicitly rather than left
-- to the project's default privileges.
grant select, insert, update, delete on table public.towns, public.clinics, public.contact_messages
  to service_role;

create policy "towns are public" on public.towns
  for select to anon, authenticated using (true);

create policy "clinics are public" on public.clinics
  for select to anon, authenticated using (true);

-- contact_messages: RLS on and deliberately no policy, so only roles that
-- bypass RLS (service_role, the owner) can touch it.

-- The helper functions serve the constraints and the trigger only; PostgREST
-- would otherwise offer them to anon as RPC endpoints. The service role keeps
-- EXECUTE, which the timezone check needs when it writes rows.
revoke all on function public.is_valid_timezone(text), public.set_updated_at()
  from public, anon, authenticated;
grant execute on function public.is_valid_timezone(text) to service_role;
