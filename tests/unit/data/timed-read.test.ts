import { describe, expect, test } from 'vitest'
import {
  classifyReadFailure,
  timedRead,
  type QueryResult,
} from '@/data/supabase/timed-read'
import { DataSourceError, isUnavailable } from '@/data/repository'

describe('classifyReadFailure', () => {
  test('no answer is a network failure; the deadline makes it a timeout', () => {
    expect(classifyReadFailure(0, false)).toBe('network')
    expect(classifyReadFailure(undefined, false)).toBe('network')
    expect(classifyReadFailure(0, true)).toBe('timeout')
    expect(classifyReadFailure(500, true)).toBe('timeout')
  })

  test('5xx, 408 and 429 mean the service is unavailable for now', () => {
    for (const s of [500, 502, 503, 504, 520, 408, 429])
      expect(classifyReadFailure(s, false)).toBe('server')
  })

  test('another 4xx is a refused query (configuration, schema)', () => {
    for (const s of [400, 401, 403, 404, 406])
      expect(classifyReadFailure(s, false)).toBe('query')
  })
})

describe('isUnavailable', () => {
  test('network, timeout and server failures are outages; nothing else is', () => {
    const of = (code: DataSourceError['code']) =>
      isUnavailable(new DataSourceError(code, 'x'))
    expect(of('network')).toBe(true)
    expect(of('timeout')).toBe(true)
    expect(of('server')).toBe(true)
    expect(of('query')).toBe(false)
    expect(of('invalid-row')).toBe(false)
    expect(of('config')).toBe(false)
    expect(isUnavailable(new Error('x'))).toBe(false)
    expect(isUnavailable(null)).toBe(false)
  })
})

describe('timedRead', () => {
  const answer = (r: QueryResult) => Promise.resolve(r)

  test('resolves to the data of a good answer, null included', async () => {
    await expect(
      timedRead('x', answer({ data: [1], error: null, status: 200 }), 50),
    ).resolves.toEqual([1])
    await expect(
      timedRead('x', answer({ data: null, error: null, status: 200 }), 50),
    ).resolves.toBeNull()
  })

  test('an error answer throws with the code its status gives', async () => {
    const err = await timedRead(
      'clinic',
      answer({ data: null, error: { message: 'boom' }, status: 503 }),
      50,
    ).then(
      () => expect.fail('should fail'),
      (e: unknown) => e as DataSourceError,
    )
    expect(err).toBeInstanceOf(DataSourceError)
    expect(err.code).toBe('server')
    expect(err.message).toBe('clinic: boom')
  })

  test('a query that rejects is a network failure', async () => {
    const err = await timedRead(
      'x',
      Promise.reject(new TypeError('Failed to fetch')),
      50,
    ).then(
      () => expect.fail('should fail'),
      (e: unknown) => e as DataSourceError,
    )
    expect(err.code).toBe('network')
  })

  test('gives the query the deadline signal, aborts it in time and reports a timeout', async () => {
    let given: AbortSignal | undefined
    const query = {
      then: (() => new Promise(() => {})) as PromiseLike<QueryResult>['then'],
      abortSignal(signal: AbortSignal) {
        given = signal
        // Like supabase-js: an aborted read resolves with status 0.
        return new Promise<QueryResult>((resolve) =>
          signal.addEventListener('abort', () =>
            resolve({
              data: null,
              error: { message: 'AbortError: aborted' },
              status: 0,
            }),
          ),
        )
      },
    }
    const err = await timedRead('clinic', query, 30).then(
      () => expect.fail('should fail'),
      (e: unknown) => e as DataSourceError,
    )
    expect(err.code).toBe('timeout')
    expect(err.message).toBe('clinic: no answer within 30 ms')
    expect(given?.aborted).toBe(true)
  })
})
