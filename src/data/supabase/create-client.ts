import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { fetchNotingSavedAt } from '../saved-at'

export interface ClientOptions {
  /** Injected fetch (tests, build-time prerender). */
  fetch?: typeof fetch
}

/** A read-only, session-less client with the public anonymous key. */
export async function createSupabaseClient(
  url: string,
  anonKey: string,
  options: ClientOptions = {},
): Promise<SupabaseClient> {
  // Node 20 has no global WebSocket; supabase-js refuses to start without one
  // even though this app never uses realtime. Only server-side code needs ws.
  const needsWs =
    import.meta.env.SSR && typeof globalThis.WebSocket === 'undefined'
  const transport = needsWs ? (await import('ws')).default : undefined
  return createClient(url, anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    // In the browser each read also tells the offline notice how old the
    // directory on screen is (a copy kept by the service worker has a date).
    global: options.fetch
      ? { fetch: options.fetch }
      : import.meta.env.SSR
        ? {}
        : { fetch: fetchNotingSavedAt((...a) => fetch(...a)) },
    ...(transport ? { realtime: { transport: transport as never } } : {}),
  })
}
