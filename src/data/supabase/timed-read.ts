import { DataSourceError, type DataErrorCode } from '../repository'

/** What a supabase-js read resolves to (never rejects unless asked to). */
export interface QueryResult {
  data: unknown
  error: { message: string; code?: string } | null
  /** HTTP status; 0 when no answer came (network failure or abort). */
  status?: number
}

/** A supabase-js query: a thenable that can take an AbortSignal. */
export type Query = PromiseLike<QueryResult> & {
  abortSignal?: (signal: AbortSignal) => PromiseLike<QueryResult>
}

/**
 * Why a read failed, from the HTTP status of its answer: no answer is a
 * network failure (or the deadline, when it passed); 408, 429 and 5xx (with
 * Cloudflare's 52x) mean the service is unavailable for now; any other 4xx
 * means the request itself was refused (configuration, schema). "Not found"
 * is never an error: it is an empty answer (null or []).
 */
export function classifyReadFailure(
  status: number | undefined,
  timedOut: boolean,
): DataErrorCode {
  if (timedOut) return 'timeout'
  if (status === undefined || status === 0) return 'network'
  if (status === 408 || status === 429 || status >= 500) return 'server'
  return 'query'
}

/**
 * Runs one read with a deadline: the query's own fetch (and supabase-js's
 * retries, which wait on the same signal) are aborted after `timeoutMs`, and
 * the read gives up then even if the query ignored the signal. Resolves to
 * the rows; throws DataSourceError with the failure's code.
 */
export async function timedRead(
  what: string,
  query: Query,
  timeoutMs: number,
): Promise<unknown> {
  const controller = new AbortController()
  let timedOut = false
  const late = () =>
    new DataSourceError('timeout', `${what}: no answer within ${timeoutMs} ms`)
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true
      reject(late())
      controller.abort()
    }, timeoutMs)
  })
  const running = query.abortSignal?.(controller.signal) ?? query
  let result: QueryResult
  try {
    result = await Promise.race([running, deadline])
  } catch (e) {
    if (e instanceof DataSourceError) throw e
    if (timedOut) throw late()
    throw new DataSourceError('network', `${what}: request failed`, {
      cause: e,
    })
  } finally {
    clearTimeout(timer)
  }
  if (result.error) {
    if (timedOut) throw late()
    const code = classifyReadFailure(result.status, timedOut)
    throw new DataSourceError(code, `${what}: ${result.error.message}`, {
      cause: result.error,
    })
  }
  return result.data
}
