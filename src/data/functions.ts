import { outcomeOfStatus, type SendOutcome } from '@/domain/offline/outbox'

/** The project's functions and the anonymous key they are called with. */
export interface Backend {
  supabaseUrl: string
  anonKey: string
}

/**
 * How long a send waits for the function's answer. The function itself
 * gives each upstream (database, e-mail provider) 8 s; past this the send is
 * treated as unanswered and what the parent wrote is kept on the device.
 */
export const FUNCTION_TIMEOUT_MS = 30_000

/**
 * A new idempotency key for one message or report (a UUID).
 * crypto.randomUUID needs a secure context; elsewhere (an http:// LAN
 * address) the same format is made from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * POSTs a JSON body to one of the project's Edge Functions with its
 * Idempotency-Key, saying what it came to: sent (2xx), refused (4xx), failed
 * (5xx, 408, 429), unreachable (no answer at all) or timed out.
 */
export async function postToFunction(
  name: string,
  body: unknown,
  opts: Backend & {
    idempotencyKey: string
    fetch?: typeof fetch
    timeoutMs?: number
  },
): Promise<SendOutcome> {
  const doFetch = opts.fetch ?? fetch
  let res: Response
  try {
    res = await doFetch(`${opts.supabaseUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${opts.anonKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': opts.idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? FUNCTION_TIMEOUT_MS),
    })
  } catch (e) {
    return e instanceof DOMException && e.name === 'TimeoutError'
      ? { kind: 'timed_out' }
      : { kind: 'unreachable' }
  }
  await res.body?.cancel().catch(() => {})
  return outcomeOfStatus(res.status)
}
