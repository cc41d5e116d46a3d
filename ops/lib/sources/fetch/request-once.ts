/**
 * One HTTP exchange, no redirect followed: a GET with our headers only (no
 * cookie, no credentials), the whole exchange within the timeout (the
 * connection closed when it passes), and the body read while it streams, up
 * to the size limit (the connection closed the moment it passes, the rest
 * never read). Never throws.
 */
import { decoderFor } from './content-type.ts'

export type Exchange =
  | { kind: 'answer'; status: number; headers: Headers; body: string | null }
  | { kind: 'timeout' }
  | { kind: 'network'; detail: string }
  | { kind: 'too-large'; status: number }
  | { kind: 'wrong-type'; status: number; contentType: string | null }

export interface ExchangeOptions {
  fetch: typeof fetch
  headers: Record<string, string>
  timeoutMs: number
  maxBytes: number
  /** Whether a 2xx answer's Content-Type is one to read; the body is read only when it is. */
  typeOk: (contentType: string | null) => boolean
}

/** What is kept of a network error's own words. */
const DETAIL_MAX = 200

function detailOf(e: unknown): string {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : null
  const text = cause?.message || (e instanceof Error ? e.message : String(e))
  return text.replace(/\s+/g, ' ').slice(0, DETAIL_MAX)
}

async function readCapped(
  body: ReadableStream<Uint8Array>,
  max: number,
  controller: AbortController,
  contentType: string | null,
): Promise<string | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      controller.abort()
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return decoderFor(contentType).decode(Buffer.concat(chunks))
}

export async function exchange(
  url: URL,
  options: ExchangeOptions,
): Promise<Exchange> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs)
  try {
    const response = await options.fetch(url, {
      method: 'GET',
      headers: options.headers,
      redirect: 'manual',
      credentials: 'omit',
      signal: controller.signal,
    })
    const { status } = response
    const contentType = response.headers.get('content-type')
    const success = status >= 200 && status < 300
    if (!success || !options.typeOk(contentType)) {
      controller.abort()
      await response.body?.cancel().catch(() => undefined)
      return success
        ? { kind: 'wrong-type', status, contentType }
        : { kind: 'answer', status, headers: response.headers, body: null }
    }
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > options.maxBytes) {
      controller.abort()
      await response.body?.cancel().catch(() => undefined)
      return { kind: 'too-large', status }
    }
    const body = response.body
      ? await readCapped(
          response.body,
          options.maxBytes,
          controller,
          contentType,
        )
      : ''
    if (body === null) return { kind: 'too-large', status }
    return { kind: 'answer', status, headers: response.headers, body }
  } catch (e) {
    if (timedOut) return { kind: 'timeout' }
    return { kind: 'network', detail: detailOf(e) }
  } finally {
    clearTimeout(timer)
  }
}
