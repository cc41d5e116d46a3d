import { createClient } from "@supabase/supabase-js";
// src/data/supabase/create-client.ts
/** A read-only, session-less client with the public anonymous key. */
async function createSupabaseClient(url, anonKey, options = {}) {
	const transport = typeof globalThis.WebSocket === "undefined" ? (await import("ws")).default : void 0;
	return createClient(url, anonKey, {
		auth: {
			persistSession: false,
			autoRefreshToken: false,
			detectSessionInUrl: false
		},
		global: options.fetch ? { fetch: options.fetch } : {},
		...transport ? { realtime: { transport } } : {}
	});
}
export { createSupabaseClient };
