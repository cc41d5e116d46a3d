import { describe, expect, test } from 'vitest'
import { geocode, geocodeUrl, GeocodeError } from '@/data/geocode'
import { newIdempotencyKey, sendContactMessage } from '@/data/contact'

const ENDPOINT = 'https://nominatim.openstreetmap.org/search'

function recorder(respond: (req: Request) => Response | Promise<Response>) {
  const seen: Request[] = []
  const f: typeof fetch = async (input, init) => {
    const req = input instanceof Request ? input : new Request(input, init)
    seen.push(req)
    return respond(req)
  }
  return { f, seen }
}

describe('geocoding', () => {
  test('query: format=json, q="{text}, Kentucky, USA", limit=1, countrycodes=us', () => {
    const u = new URL(geocodeUrl(ENDPOINT, ' Paducah '))
    expect(u.origin + u.pathname).toBe(ENDPOINT)
    expect(Object.fromEntries(u.searchParams)).toEqual({
      format: 'json',
      q: 'Paducah, Kentucky, USA',
      limit: '1',
      countrycodes: 'us',
    })
  })

  test('reads lat, lon and display_name from the first result', async () => {
    const { f, seen } = recorder(() =>
      Response.json([
        { lat: '37.0834', lon: '-88.6000', display_name: 'Paducah, KY' },
      ]),
    )
    expect(await geocode('Paducah', { endpoint: ENDPOINT, fetch: f })).toEqual({
      lat: 37.0834,
      lng: -88.6,
      displayName: 'Paducah, KY',
    })
    expect(seen).toHaveLength(1)
  })

  test('a blank location is never geocoded', async () => {
    const { f, seen } = recorder(() => Response.json([]))
    expect(await geocode('   ', { endpoint: ENDPOINT, fetch: f })).toBeNull()
    expect(seen).toHaveLength(0)
  })

  test('no result resolves null', async () => {
    const { f } = recorder(() => Response.json([]))
    expect(
      await geocode('Nowhere', { endpoint: ENDPOINT, fetch: f }),
    ).toBeNull()
  })

  test.each([
    ['non-OK answer', () => new Response('busy', { status: 503 })],
    ['not JSON', () => new Response('<html>', { status: 200 })],
    ['not a list', () => Response.json({ error: 'x' })],
    ['bad coordinates', () => Response.json([{ lat: 'abc', lon: '1' }])],
  ])('%s throws GeocodeError', async (_label, respond) => {
    const { f } = recorder(respond)
    await expect(
      geocode('Paducah', { endpoint: ENDPOINT, fetch: f }),
    ).rejects.toBeInstanceOf(GeocodeError)
  })

  test('a network failure throws GeocodeError', async () => {
    const f: typeof fetch = async () => {
      throw new TypeError('fetch failed')
    }
    await expect(
      geocode('Paducah', { endpoint: ENDPOINT, fetch: f }),
    ).rejects.toBeInstanceOf(GeocodeError)
  })

  test('a geocoder that never answers throws GeocodeError at the read deadline, aborting its request', async () => {
    let signal: AbortSignal | undefined
    const hang: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        signal = init?.signal ?? undefined
        signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const err = await geocode('Paducah', {
      endpoint: ENDPOINT,
      fetch: hang,
      timeoutMs: 50,
    }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GeocodeError)
    expect((err as Error).message).toBe('geocoder did not answer within 50 ms')
    expect(signal?.aborted).toBe(true)
  })

  test("the caller's abort still rejects with its AbortError, not a GeocodeError", async () => {
    const caller = new AbortController()
    const hang: typeof fetch = (_input, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      )
    const pending = geocode('Paducah', {
      endpoint: ENDPOINT,
      fetch: hang,
      signal: caller.signal,
    })
    caller.abort()
    const err = await pending.catch((e: unknown) => e)
    expect(err).not.toBeInstanceOf(GeocodeError)
    expect((err as Error).name).toBe('AbortError')
  })
})

describe('contact message', () => {
  const msg = {
    name: ' Ann ',
    email: 'ann@example.com',
    subject: 'Hours',
    message: 'Hello',
  }

  const KEY = '0f8e6c2a-4b1d-4c3e-9a7f-5d2b8e1c6a90'

  test('POSTs exactly {name, email, subject, message} with the anon key and the message key', async () => {
    const { f, seen } = recorder(() => new Response(null, { status: 200 }))
    expect(
      await sendContactMessage(msg, {
        supabaseUrl: 'https://p.supabase.co',
        anonKey: 'anon',
        fetch: f,
        idempotencyKey: KEY,
      }),
    ).toBe(true)
    const req = seen[0]!
    expect(req.method).toBe('POST')
    expect(req.url).toBe(
      'https://p.supabase.co/functions/v1/send-contact-email',
    )
    expect(req.headers.get('authorization')).toBe('Bearer anon')
    expect(req.headers.get('content-type')).toBe('application/json')
    expect(req.headers.get('idempotency-key')).toBe(KEY)
    expect(await req.json()).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hours',
      message: 'Hello',
    })
  })

  test('a filled honeypot travels as `website`; an empty one is left out', async () => {
    const { f, seen } = recorder(() => new Response(null, { status: 200 }))
    const opts = {
      supabaseUrl: 'https://p.supabase.co',
      anonKey: 'anon',
      fetch: f,
      idempotencyKey: KEY,
    }
    await sendContactMessage(msg, { ...opts, honeypot: 'http://spam.example' })
    await sendContactMessage(msg, { ...opts, honeypot: '' })
    expect(await seen[0]!.json()).toMatchObject({
      website: 'http://spam.example',
    })
    expect(Object.keys(await seen[1]!.json())).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ])
  })

  test('a non-OK answer or a network failure reports failure', async () => {
    const bad = recorder(() => new Response('no', { status: 500 }))
    const opts = {
      supabaseUrl: 'https://p.supabase.co',
      anonKey: 'anon',
      idempotencyKey: KEY,
    }
    expect(await sendContactMessage(msg, { ...opts, fetch: bad.f })).toBe(false)
    const down: typeof fetch = async () => {
      throw new TypeError('offline')
    }
    expect(await sendContactMessage(msg, { ...opts, fetch: down })).toBe(false)
  })

  test('a lone surrogate travels as U+FFFD', async () => {
    const { f, seen } = recorder(() => new Response(null, { status: 200 }))
    await sendContactMessage(
      { ...msg, message: 'Hi \uD83D there \u{1F600}' },
      {
        supabaseUrl: 'https://p.supabase.co',
        anonKey: 'anon',
        fetch: f,
        idempotencyKey: KEY,
      },
    )
    expect(((await seen[0]!.json()) as { message: string }).message).toBe(
      'Hi \uFFFD there \u{1F600}',
    )
  })

  test('message keys are UUIDs, new each time, also without crypto.randomUUID', () => {
    const uuid =
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    const a = newIdempotencyKey()
    expect(a).toMatch(uuid)
    expect(newIdempotencyKey()).not.toBe(a)
    const real = crypto.randomUUID
    try {
      Object.defineProperty(crypto, 'randomUUID', {
        value: undefined,
        configurable: true,
      })
      const b = newIdempotencyKey()
      expect(b).toMatch(uuid)
      expect(newIdempotencyKey()).not.toBe(b)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', {
        value: real,
        configurable: true,
      })
    }
  })
})
