// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import {
  useClinicSearch,
  type SearchDeps,
} from '@/features/search/use-clinic-search'
import { SEARCH_MESSAGES } from '@/features/search/messages'
import type { GeocodeResult } from '@/data/geocode'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import {
  getSearchOrigin,
  setSearchOrigin,
} from '@/features/emergency/search-origin'
import { createClinic } from '../../factories/clinic'
// The fact filters' notes come with the search chunk, as on the site.
import '@/features/search/search-link'

const paducah = createClinic({
  slug: 'p',
  name: 'Paducah Clinic',
  coordinates: { lat: 37.07, lng: -88.64, approximate: false },
})
const owensboro = createClinic({
  slug: 'o',
  name: 'Owensboro Clinic',
  city: 'Owensboro',
  coordinates: { lat: 37.76, lng: -87.11, approximate: false },
})
const clinics = [paducah, owensboro]

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function deps(over: Partial<SearchDeps> = {}): SearchDeps {
  return {
    geocode: async () => null,
    locate: async () => ({ lat: 37.76, lng: -87.11 }),
    emergencyRooms: async () => [],
    ...over,
  }
}

describe('home search state', () => {
  test('a town or ZIP the gazetteer knows never reaches the geocoder; other text does', async () => {
    const asked: string[] = []
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({
          resolveLocal: async (text) =>
            text === 'Paducah' ? { lat: 37.07, lng: -88.64 } : null,
          geocode: async (text) => {
            asked.push(text)
            return { lat: 37.76, lng: -87.11, displayName: text }
          },
        }),
      ),
    )
    await act(() => result.current.searchByText('Paducah'))
    expect(asked).toEqual([])
    expect(result.current.search.userLocation).toEqual({
      lat: 37.07,
      lng: -88.64,
    })
    expect(result.current.results[0]?.slug).toBe('p')
    await act(() => result.current.searchByText('100 Frederica St'))
    expect(asked).toEqual(['100 Frederica St'])
    expect(result.current.results[0]?.slug).toBe('o')
  })

  test('a gazetteer that cannot load leaves the text to the geocoder', async () => {
    const asked: string[] = []
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({
          resolveLocal: () => Promise.reject(new Error('chunk failed')),
          geocode: async (text) => (asked.push(text), null),
        }),
      ),
    )
    await act(() => result.current.searchByText('Paducah'))
    expect(asked).toEqual(['Paducah'])
    expect(result.current.search.error).toBe(SEARCH_MESSAGES.notFound)
  })

  test('a blank location is never geocoded; the full list is returned unchanged', async () => {
    let calls = 0
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({ geocode: async () => (calls++, null) }),
      ),
    )
    await act(() => result.current.searchByText('   '))
    expect(calls).toBe(0)
    expect(result.current.results.map((c) => c.slug)).toEqual(['o', 'p'])
    expect(result.current.search).toMatchObject({
      isLoading: false,
      error: null,
      userLocation: null,
    })
  })

  test('a found location computes distances, applies the radius and sorts by distance', async () => {
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({
          geocode: async () => ({
            lat: 37.08,
            lng: -88.6,
            displayName: 'Paducah',
          }),
        }),
      ),
    )
    await act(() => result.current.searchByText('Paducah'))
    expect(result.current.sort).toBe('distance')
    expect(result.current.results.map((c) => c.slug)).toEqual(['p'])
    // Owensboro is about 96 miles away: outside even the widest radius.
    act(() => result.current.setFilters({ radius: 50 }))
    expect(result.current.results.map((c) => c.slug)).toEqual(['p'])
    expect(result.current.results[0]!.distance).toBeLessThan(10)
  })

  test('no result: the not-found message and the full list; clear returns to idle', async () => {
    const { result } = renderHook(() => useClinicSearch(clinics, null, deps()))
    await act(() => result.current.searchByText('Atlantis'))
    expect(result.current.search.error).toBe(SEARCH_MESSAGES.notFound)
    expect(result.current.results).toHaveLength(2)
    act(() =>
      result.current.setFilters({
        age: 'under-6-months',
        coverage: ['medicaid-kchip'],
      }),
    )
    // Unknown facts stay, counted.
    expect(result.current.results).toHaveLength(2)
    expect(result.current.notConfirmed).toEqual({ age: 2, medicaid: 2 })
    act(() => result.current.reset())
    expect(result.current.notConfirmed).toEqual({ age: null, medicaid: null })
    expect(result.current.askFor).toBeNull()
    expect(result.current.search).toEqual({
      isLoading: false,
      error: null,
      userLocation: null,
      searchLocation: '',
    })
    expect(result.current.filters).toEqual({
      location: '',
      hours: [],
      services: [],
      age: null,
      coverage: [],
      radius: 10,
    })
  })

  test('geocoder failure and geolocation failure give their spec messages', async () => {
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({
          geocode: () => Promise.reject(new Error('503')),
          locate: () => Promise.reject(new Error('denied')),
        }),
      ),
    )
    await act(() => result.current.searchByText('Paducah'))
    expect(result.current.search.error).toBe(SEARCH_MESSAGES.geocoderFailed)
    await act(() => result.current.searchByCurrentLocation())
    expect(result.current.search.error).toBe(SEARCH_MESSAGES.geolocationFailed)
    expect(result.current.search.searchLocation).toBe('Current Location')
  })

  test('a second search cancels the first: a stale answer never overwrites a newer one', async () => {
    const first = deferred<GeocodeResult | null>()
    const second = deferred<GeocodeResult | null>()
    const signals: AbortSignal[] = []
    const queue = [first, second]
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({
          geocode: (_t, signal) => {
            signals.push(signal)
            return queue.shift()!.promise
          },
        }),
      ),
    )
    let p1!: Promise<void>
    let p2!: Promise<void>
    act(() => {
      p1 = result.current.searchByText('Paducah')
    })
    act(() => {
      p2 = result.current.searchByText('Owensboro')
    })
    expect(signals[0]!.aborted).toBe(true)
    await act(async () => {
      second.resolve({ lat: 37.77, lng: -87.11, displayName: 'Owensboro' })
      await p2
    })
    await act(async () => {
      first.resolve({ lat: 37.08, lng: -88.6, displayName: 'Paducah' })
      await p1
    })
    expect(result.current.search.userLocation).toEqual({
      lat: 37.77,
      lng: -87.11,
    })
    expect(result.current.results.map((c) => c.slug)).toEqual(['o'])
    await waitFor(() => expect(result.current.search.isLoading).toBe(false))
  })

  test('without a location the answer order (open now first); rating and distance can be chosen', async () => {
    const { result } = renderHook(() => useClinicSearch(clinics, null, deps()))
    expect(result.current.sort).toBe('open')
    act(() => result.current.setSort('distance'))
    expect(result.current.sort).toBe('distance')
    expect(result.current.results).toHaveLength(2)
    act(() => result.current.setSort('rating'))
    expect(result.current.sort).toBe('rating')
    expect(result.current.results).toHaveLength(2)
  })
})

describe("'Open Now' in the search state", () => {
  // Monday 2026-11-23 02:00 in Chicago.
  const night = new Date('2026-11-23T08:00:00Z')
  const day = (name: string, hours: string) =>
    createClinic({
      slug: name.toLowerCase(),
      name,
      weeklyHours: {
        sunday: hours,
        monday: hours,
        tuesday: hours,
        wednesday: hours,
        thursday: hours,
        friday: hours,
        saturday: hours,
      },
    })

  test('at 2 AM it leaves nothing and gives the soonest openings of the other results', async () => {
    const { vi } = await import('vitest')
    vi.useFakeTimers({ now: night, toFake: ['Date'] })
    try {
      const list = [
        day('Nine', '9:00 AM - 5:00 PM'),
        day('Eight', '8:00 AM - 8:00 PM'),
        createClinic({ slug: 'u', name: 'Unknown' }),
      ]
      const { result } = renderHook(() => useClinicSearch(list, null, deps()))
      await waitFor(() => expect(result.current.results).toHaveLength(3))
      expect(result.current.soonest).toBeNull()
      act(() => result.current.setFilters({ hours: ['open-now'] }))
      expect(result.current.results).toEqual([])
      expect(
        result.current.soonest?.map((s) => [s.label, s.clinic.name]),
      ).toEqual([
        ['Opens 8 AM', 'Eight'],
        ['Opens 9 AM', 'Nine'],
      ])
      act(() => result.current.reset())
      expect(result.current.filters.hours).toEqual([])
      expect(result.current.soonest).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the nearest emergency rooms', () => {
  test('none before a search; after one, the nearest three with distances, read once', async () => {
    const room = (id: string, lat: number, lng: number) =>
      ({
        id,
        slug: id,
        name: id,
        city: 'X',
        state: 'KY',
        coordinates: { lat, lng },
      }) as unknown as EmergencyDepartment
    let reads = 0
    const rooms = [
      room('far', 38.5, -85.5),
      room('near', 37.08, -88.6),
      room('mid', 37.2, -88.5),
      room('unknown', NaN, NaN),
      room('next', 37.3, -88.4),
    ]
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({
          geocode: async () => ({
            lat: 37.07,
            lng: -88.64,
            displayName: 'Paducah',
          }),
          emergencyRooms: async () => {
            reads += 1
            return rooms
          },
        }),
      ),
    )
    expect(result.current.nearestRooms).toEqual([])
    await act(() => result.current.searchByText('Paducah'))
    await waitFor(() =>
      expect(result.current.nearestRooms.map((r) => r.id)).toEqual([
        'near',
        'mid',
        'next',
      ]),
    )
    expect(result.current.nearestRooms[0]!.distance).toBeGreaterThan(0)
    await act(() => result.current.searchByText('Paducah'))
    expect(reads).toBe(1)
  })
})

describe('the searched place, for the Emergency Info dialog', () => {
  test('a found place is shared; clearing the search clears it', async () => {
    setSearchOrigin(null)
    const { result } = renderHook(() =>
      useClinicSearch(
        clinics,
        null,
        deps({
          geocode: async () =>
            ({
              lat: 37.0834,
              lng: -88.6001,
              displayName: 'Paducah',
            }) as GeocodeResult,
        }),
      ),
    )
    expect(getSearchOrigin()).toBeNull()
    await act(() => result.current.searchByText('Paducah'))
    await waitFor(() =>
      expect(getSearchOrigin()).toEqual({ lat: 37.0834, lng: -88.6001 }),
    )
    act(() => result.current.reset())
    await waitFor(() => expect(getSearchOrigin()).toBeNull())
  })
})
