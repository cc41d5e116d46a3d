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
import { trustLine } from '../_shared/request.ts'

if (import.meta.main) {
  const env = (name: string) => Deno.env.get(name)
  // One line at start: what tells one client from another.
  console.log(JSON.stringify(trustLine('send-contact-email', env)))
  const port = Number(Deno.env.get('SEND_CONTACT_EMAIL_PORT') ?? '')
  const serve = (req: Request, info: Deno.ServeHandlerInfo) =>
    handler(req, {
      fetch,
      env,
      peer: 'hostname' in info.remoteAddr ? info.remoteAddr.hostname : null,
    })
  if (port > 0) Deno.serve({ port, hostname: '127.0.0.1' }, serve)
  else Deno.serve(serve)
}
