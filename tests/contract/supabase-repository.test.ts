import { afterAll, describe, expect, test, vi } from 'vitest'
import { createSupabaseClient } from '@/data/supabase/create-client'
import { createSupabaseRepository } from '@/data/supabase/supabase-repository'
import { DataSourceError, isUnavailable } from '@/data/repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'
import {
  CAPTURED_SHAPES,
  createPostgrestStandIn,
  type StandInOptions,
  type Tables,
} from '../support/postgrest-stand-in'
import { runRepositoryContract } from './repository-contract'

const URL_ = 'https://project-ref.supabase.co'
const KEY = 'public-anon-key'

/** The database holds the schema's columns; the stand-in serves the built-in rows. */
function tables(): StandInOptions['tables'] {
  return {
    clinics: CLINIC_ROWS.map((r) => ({ ...r })),
    towns: TOWN_ROWS.map((t) => ({ ...t })),
    emergency_departments: EMERGENCY_DEPARTMENT_ROWS.map((r) => ({ ...r })),
  }
}

async function repoOver(
  options: Partial<StandInOptions> = {},
  fetchImpl?: typeof fetch,
  readTimeoutMs?: number,
) {
  const standIn = createPostgrestStandIn({
    anonKey: KEY,
    tables: tables(),
    ...options,
  })
  const client = await createSupabaseClient(URL_, KEY, {
    fetch: fetchImpl ?? standIn.fetch,
  })
  return {
    standIn,
    repo: createSupabaseRepository(client, COORDINATES, { readTimeoutMs }),
  }
}

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('the read should have failed'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(DataSourceError)
      return e as DataSourceError
    },
  )

/**
 * The read `start` begins on a faked clock, once that clock has moved
 * `deadline` ms: it must have ended by then, whatever the wall clock does
 * (no bound on real time). Returns it settled.
 */
async function byDeadline<T>(start: () => Promise<T>, deadline: number) {
  vi.useFakeTimers()
  const read = start()
  let settled = false
  read.then(
    () => (settled = true),
    () => (settled = true),
  )
  await vi.advanceTimersByTimeAsync(deadline)
  vi.useRealTimers()
  expect(settled, `ended within its ${deadline} ms deadline`).toBe(true)
  return read
}

let lastStandIn: ReturnType<typeof createPostgrestStandIn> | undefined
runRepositoryContract(
  'supabase (PostgREST stand-in)',
  async () => {
    if (lastStandIn) expect(lastStandIn.unexpected).toEqual([])
    const { standIn, repo } = await repoOver()
    lastStandIn = standIn
    return repo
  },
  async (rows) => {
    if (lastStandIn) expect(lastStandIn.unexpected).toEqual([])
    const { standIn, repo } = await repoOver({
      tables: { clinics: rows.clinics, towns: rows.towns } as unknown as Tables,
    })
    lastStandIn = standIn
    return repo
  },
)
afterAll(() => {
  if (lastStandIn) expect(lastStandIn.unexpected).toEqual([])
})

describe('supabase repository: requests and failures', () => {
  test('each read sends exactly the request captured from supabase-js, with the anon key', async () => {
    const { standIn, repo } = await repoOver()
    const town = TOWN_ROWS[0]!
    const calls: Array<[() => Promise<unknown>, string]> = [
      [() => repo.listClinicsByRating(), CAPTURED_SHAPES[0]!],
      [() => repo.listClinicCities(), CAPTURED_SHAPES[1]!],
      [() => repo.getTownBySlug('paducah'), CAPTURED_SHAPES[2]!],
      [() => repo.listClinicsInTown('bowling-green'), CAPTURED_SHAPES[3]!],
      [() => repo.getClinicBySlug('springs-urgent-care'), CAPTURED_SHAPES[4]!],
      [
        () => repo.listOtherClinicsInCity('Henderson', CLINIC_ROWS[3]!.id),
        CAPTURED_SHAPES[5]!,
      ],
      [() => repo.listTownsByIds([town.id]), CAPTURED_SHAPES[6]!],
      [() => repo.getTownSlugById(town.id), CAPTURED_SHAPES[7]!],
      [() => repo.listClinicSlugs(), CAPTURED_SHAPES[8]!],
      [() => repo.listClinicsForSiteMap(), CAPTURED_SHAPES[9]!],
      [() => repo.listTownSlugs(), CAPTURED_SHAPES[10]!],
      [
        () => repo.listEmergencyDepartments(),
        CAPTURED_SHAPES.find((s) => s.includes('emergency_departments'))!,
      ],
    ]
    for (const [call, shape] of calls) {
      const before = standIn.requests.length
      await call()
      expect(standIn.requests.slice(before).map((r) => r.shape)).toEqual([
        shape,
      ])
      const last = standIn.requests.at(-1)!
      expect(last.headers.apikey).toBe(KEY)
      expect(last.headers.authorization).toBe(`Bearer ${KEY}`)
    }
    expect(standIn.unexpected).toEqual([])
  })

  test('a clinic page at a slug no row holds: the slug read, then names and slugs, then the row by id', async () => {
    const odd = tables()
    const row = odd.clinics![0]!
    odd.clinics![0] = { ...row, name: 'Null Slug Kids Clinic', slug: null }
    const { standIn, repo } = await repoOver({ tables: odd })
    const clinic = await repo.getClinicBySlug('null-slug-kids-clinic')
    expect(clinic?.uuid).toBe(row.id)
    expect(standIn.requests.map((r) => r.shape)).toEqual([
      CAPTURED_SHAPES[4],
      CAPTURED_SHAPES[11],
      CAPTURED_SHAPES[12],
    ])
    expect(standIn.requests.at(-1)!.url).toContain(`id=eq.${String(row.id)}`)
    // A slug no row holds or derives: two reads, then null.
    expect(await repo.getClinicBySlug('no-such-kids-clinic')).toBeNull()
    expect(standIn.requests).toHaveLength(5)
    expect(standIn.unexpected).toEqual([])
  })

  test('the town filter sends a pattern for every spelling of the town slug', async () => {
    const { standIn, repo } = await repoOver()
    await repo.listClinicsInTown('bowling-green')
    expect(standIn.requests.at(-1)!.url).toContain('city=ilike.*bowling*green*')
  })

  test('no request is sent for towns by an empty id list', async () => {
    const { standIn, repo } = await repoOver()
    await repo.listTownsByIds([])
    expect(standIn.requests).toHaveLength(0)
  })

  test('no row is not found, never an error: null and [] (the 404-ish answers)', async () => {
    const { repo } = await repoOver()
    await expect(repo.getClinicBySlug('no-such-clinic')).resolves.toBeNull()
    await expect(repo.getTownBySlug('no-such-town')).resolves.toBeNull()
    await expect(repo.getTownSlugById('no-such-id')).resolves.toBeNull()
    await expect(repo.listClinicsInTown('no-such-town')).resolves.toEqual([])
  })

  test('a 5xx answer is an outage (server), not a refused query', async () => {
    for (const status of [500, 502, 504]) {
      const { repo } = await repoOver({ failWith: status })
      const err = await failureOf(repo.listClinicsByRating())
      expect(err.code).toBe('server')
      expect(isUnavailable(err)).toBe(true)
      expect(err.message).toMatch(/clinic list: database unavailable/)
      // The single-row reads too: an outage is never "no such clinic".
      const one = await failureOf(repo.getClinicBySlug('springs-urgent-care'))
      expect(one.code).toBe('server')
    }
  })

  test('a refused request (4xx) is a query error, not an outage', async () => {
    const { repo } = await repoOver({ failWith: 400 })
    const err = await failureOf(repo.getClinicBySlug('springs-urgent-care'))
    expect(err.code).toBe('query')
    expect(isUnavailable(err)).toBe(false)
  })

  test('a network failure is an outage (network)', async () => {
    const { repo } = await repoOver({}, async () => {
      throw new TypeError('fetch failed')
    })
    const err = await failureOf(repo.getClinicBySlug('x'))
    expect(err.code).toBe('network')
    expect(isUnavailable(err)).toBe(true)
    // supabase-js retries a failed GET three times (1 s, 2 s, 4 s) first.
  }, 20_000)

  test('a database that never answers is an outage (timeout) after the read deadline, and the request is aborted', async () => {
    const signals: AbortSignal[] = []
    const hang: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        const signal = init?.signal
        if (signal) signals.push(signal)
        signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const { repo } = await repoOver({}, hang, 150)
    const err = await failureOf(
      byDeadline(() => repo.getClinicBySlug('springs-urgent-care'), 150),
    )
    expect(err.code).toBe('timeout')
    expect(isUnavailable(err)).toBe(true)
    expect(signals).toHaveLength(1)
    expect(signals[0]!.aborted).toBe(true)
    // Also a list read, whose builder is not a maybeSingle one.
    const list = await failureOf(repo.listClinicsByRating())
    expect(list.code).toBe('timeout')
  })

  test('the deadline also ends a read whose fetch ignores the abort', async () => {
    const deaf: typeof fetch = () => new Promise(() => {})
    const { repo } = await repoOver({}, deaf, 100)
    const err = await failureOf(repo.listClinicSlugs())
    expect(err.code).toBe('timeout')
  })

  test('retries stay within the deadline: a refused connection ends by it', async () => {
    const { repo } = await repoOver(
      {},
      async () => {
        throw new TypeError('fetch failed')
      },
      300,
    )
    const err = await failureOf(byDeadline(() => repo.listClinicSlugs(), 300))
    expect(err.code).toBe('timeout')
  })

  test('odd rows are repaired field by field; only unshowable rows are left out, each reported once', async () => {
    const odd = tables()
    const rows = odd.clinics!
    const [a, b, c, d, e] = rows.map((r) => r.id as string)
    rows[0] = { ...rows[0], rating: 'abc', services: 'not a list' }
    rows[1] = { ...rows[1], timezone: 'Mars/Olympus' }
    // (a slug the built-in coordinate table does not know, so nothing fills in)
    rows[2] = {
      ...rows[2],
      slug: 'far-kids-care',
      latitude: 999,
      longitude: 10,
    }
    rows[3] = { ...rows[3], name: 42 }
    rows[4] = { ...rows[4], rating: 7, accepts_walk_ins: 'yes' }
    rows.push(17 as unknown as Record<string, unknown>)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { repo, standIn } = await repoOver({ tables: odd })
      const list = await repo.listClinicsByRating()
      await repo.listClinicsByRating()
      expect(list).toHaveLength(CLINIC_ROWS.length - 1)
      const byUuid = (id: string) => list.find((x) => x.uuid === id)!
      expect(byUuid(a!).rating).toBeNull()
      expect(byUuid(a!).services).toEqual([])
      expect(byUuid(b!).timezone).toBe('America/New_York')
      expect(byUuid(c!).coordinates).toBeNull()
      expect(list.find((x) => x.uuid === d)).toBeUndefined()
      expect(byUuid(e!).rating).toBeNull()
      expect(byUuid(e!).acceptsWalkIns).toBeNull()
      const lines = warn.mock.calls.map((call) => String(call[0]))
      const expected = [
        `fixed clinic row ${a}, rating:`,
        `fixed clinic row ${a}, services:`,
        `fixed clinic row ${b}, timezone: unknown time zone "Mars/Olympus"`,
        `fixed clinic row ${c}, latitude:`,
        `skipped clinic row ${d}, name:`,
        `fixed clinic row ${e}, rating:`,
        `fixed clinic row ${e}, accepts_walk_ins:`,
        `, (row): 17 is not a row`,
      ]
      for (const line of expected)
        expect(lines.filter((l) => l.includes(line))).toHaveLength(1)
      expect(lines).toHaveLength(expected.length)
      expect(standIn.unexpected).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })

  test('an answer that is not a list of rows is a typed error', async () => {
    const { repo } = await repoOver({}, async () =>
      Response.json({ not: 'rows' }, { status: 200 }),
    )
    const err = await repo.listClinicsByRating().catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DataSourceError)
    expect((err as DataSourceError).code).toBe('invalid-row')
  })

  test('a malformed emergency-department row is repaired or skipped with a warning, never breaks the list', async () => {
    const bad = tables()
    const eds = bad.emergency_departments!
    const [first, second, third] = eds
    eds[0] = { ...first, phone: 42, latitude: 200 }
    eds[1] = { ...second, name: null }
    eds[2] = { ...third, other_names: null, sources: 'x' }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { repo } = await repoOver({ tables: bad })
      const list = await repo.listEmergencyDepartments()
      expect(list).toHaveLength(EMERGENCY_DEPARTMENT_ROWS.length - 1)
      expect(list.find((e) => e.id === second!.id)).toBeUndefined()
      const repaired = list.find((e) => e.id === first!.id)!
      expect(repaired.phone).toBeNull()
      expect(repaired.coordinates).toBeNull()
      expect(repaired.name).toBe(first!.name)
      const lists = list.find((e) => e.id === third!.id)!
      expect(lists.otherNames).toEqual([])
      expect(lists.provenance.sources).toEqual([])
      expect(warn).toHaveBeenCalledTimes(3)
      const messages = warn.mock.calls.map((c) => String(c[0]))
      expect(messages.filter((m) => m.includes(String(second!.slug)))).toEqual([
        expect.stringMatching(/name.*skipped/),
      ])
    } finally {
      warn.mockRestore()
    }
  })

  test('emergency departments: an outage is an error, never an empty list', async () => {
    const { repo } = await repoOver({ failWith: 500 })
    const err = await failureOf(repo.listEmergencyDepartments())
    expect(err.code).toBe('server')
  })

  test('a wrong key is refused by the stand-in (it checks what it receives)', async () => {
    const standIn = createPostgrestStandIn({ anonKey: KEY, tables: tables() })
    const client = await createSupabaseClient(URL_, 'wrong-key', {
      fetch: standIn.fetch,
    })
    const repo = createSupabaseRepository(client, COORDINATES)
    await expect(repo.listClinicSlugs()).rejects.toBeInstanceOf(DataSourceError)
    expect(standIn.unexpected).toHaveLength(1)
  })

  test('the stand-in refuses what the anon role may not read, as PostgREST does: `*`, a hidden column, a filter or order on one', async () => {
    const { standIn } = await repoOver()
    const get = (path: string) =>
      standIn.fetch(`${URL_}/rest/v1/${path}`, {
        headers: { apikey: KEY, authorization: `Bearer ${KEY}` },
      })
    const refused = [
      'clinics?select=*',
      'clinics?select=id,name,notes',
      'clinics?select=sources',
      'clinics?select=sources:field_sources',
      `clinics?select=id&status_note=not.is.null`,
      'clinics?select=id&order=next_check_after.asc',
      'towns?select=*&slug=eq.paducah',
      'towns?select=id,notes',
      'emergency_departments?select=*&order=name.asc',
      'emergency_departments?select=id,sources',
    ]
    for (const path of refused) {
      const res = await get(path)
      expect(res.status, path).toBe(401)
      expect(await res.json(), path).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: `permission denied for table ${path.split('?')[0]}`,
      })
    }
    expect(standIn.unexpected).toHaveLength(refused.length)
  })

  test('the site reads only the public forms: no internal reference, a status note only as the fact that there is one', async () => {
    const odd = tables()
    const row = odd.clinics![0]!
    odd.clinics![0] = {
      ...row,
      sources: [
        'github:owner/repo/notes.md',
        'https://example.org/clinic',
        'https://example.org/clinic',
      ],
      status_note: 'Research: the owner said on the phone it may move',
      notes: 'operator note',
    }
    const { standIn, repo } = await repoOver({ tables: odd })
    const clinic = await repo.getClinicBySlug(row.slug as string)
    expect(clinic?.provenance.sources).toEqual(['https://example.org/clinic'])
    expect(clinic?.provenance.statusUnconfirmed).toBe(true)
    const res = await standIn.fetch(
      `${URL_}/rest/v1/${standIn.requests.at(-1)!.url.replace('/rest/v1/', '')}`,
      { headers: { apikey: KEY, authorization: `Bearer ${KEY}` } },
    )
    const [answer] = (await res.json()) as Record<string, unknown>[]
    expect(answer).toMatchObject({
      sources: ['https://example.org/clinic'],
      status_note: 'unconfirmed',
    })
    expect(Object.keys(answer!)).not.toContain('notes')
    expect(JSON.stringify(answer)).not.toMatch(/github:|Research/)
    expect(standIn.unexpected).toEqual([])
  })
})
