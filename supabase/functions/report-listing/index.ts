/**
 * Entry point of the report-listing Edge Function. Everything it does is in
 * handler.ts; this file only wires it to the platform.
 *
 * Local run (for example behind end-to-end tests):
 *   REPORT_LISTING_PORT=54331 npx deno run --allow-net --allow-env \
 *     supabase/functions/report-listing/index.ts
 */
import { handler } from './handler.ts'
import { trustLine } from '../_shared/request.ts'

if (import.meta.main) {
  const env = (name: string) => Deno.env.get(name)
  // One line at start: what tells one client from another.
  console.log(JSON.stringify(trustLine('report-listing', env)))
  const port = Number(Deno.env.get('REPORT_LISTING_PORT') ?? '')
  const serve = (req: Request, info: Deno.ServeHandlerInfo) =>
    handler(req, {
      fetch,
      env,
      peer: 'hostname' in info.remoteAddr ? info.remoteAddr.hostname : null,
    })
  if (port > 0) Deno.serve({ port, hostname: '127.0.0.1' }, serve)
  else Deno.serve(serve)
}
