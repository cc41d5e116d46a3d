/**
 * Entry point of the send-contact-email Edge Function. Everything it does is
 * in handler.ts; this file only wires it to the platform.
 *
 * Supabase's edge runtime loads this file as the main module
 * (JsRuntime::load_main_es_module), so import.meta.main is true there and
 * under `deno run`, and false when a test imports it.
 *
 * Local run (for example behind end-to-end tests):
 *   SEND_CONTACT_EMAIL_PORT=54330 npx deno run --allow-net --allow-env \
 *     supabase/functions/send-contact-email/index.ts
 */
import { handler } from './handler.ts'

if (import.meta.main) {
  const port = Number(Deno.env.get('SEND_CONTACT_EMAIL_PORT') ?? '')
  const serve = (req: Request) =>
    handler(req, { fetch, env: (name) => Deno.env.get(name) })
  if (port > 0) Deno.serve({ port, hostname: '127.0.0.1' }, serve)
  else Deno.serve(serve)
}
