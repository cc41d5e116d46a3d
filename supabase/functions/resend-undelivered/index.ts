/**
 * Entry point of the resend-undelivered Edge Function; everything it does is
 * in handler.ts. Run by Supabase's scheduler (README, "The contact
 * function"). Local run:
 *   RESEND_UNDELIVERED_PORT=54331 npx deno run --allow-net --allow-env \
 *     supabase/functions/resend-undelivered/index.ts
 */
import { handler } from './handler.ts'

if (import.meta.main) {
  const port = Number(Deno.env.get('RESEND_UNDELIVERED_PORT') ?? '')
  const serve = (req: Request) =>
    handler(req, { fetch, env: (name) => Deno.env.get(name) })
  if (port > 0) Deno.serve({ port, hostname: '127.0.0.1' }, serve)
  else Deno.serve(serve)
}
