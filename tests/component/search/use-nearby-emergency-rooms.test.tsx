// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import type { LatLng } from '@/domain/clinic'
import type { EmergencyDepartment } from '@/domain/emergency/types'
import { useNearbyEmergencyRooms } from '@/features/search/use-nearby-emergency-rooms'

const room = (id: string, lat: number, lng: number, city = 'X') =>
  ({
    id,
    slug: id,
    name: id,
    city,
    state: 'KY',
    coordinates: { lat, lng },
  }) as unknown as EmergencyDepartment

const ROOMS = [
  room('far', 38.5, -85.5),
  room('near', 37.08, -88.6),
  room('mid', 37.2, -88.5),
  room('next', 37.3, -88.4),
]
const PADUCAH = { lat: 37.07, lng: -88.64 }

describe('useNearbyEmergencyRooms', () => {
  test('no read and none listed without an origin; the nearest three once there is one', async () => {
    const load = vi.fn(async () => ROOMS)
    const { result, rerender } = renderHook(
      ({ origin }: { origin: LatLng | null }) =>
        useNearbyEmergencyRooms(origin, load),
      { initialProps: { origin: null as LatLng | null } },
    )
    expect(result.current).toEqual([])
    expect(load).not.toHaveBeenCalled()
    rerender({ origin: PADUCAH })
    await waitFor(() =>
      expect(result.current.map((r) => r.id)).toEqual(['near', 'mid', 'next']),
    )
    // Another place: the same rooms, measured again, not read again.
    rerender({ origin: { lat: 38.5, lng: -85.5 } })
    expect(result.current[0]!.id).toBe('far')
    rerender({ origin: null })
    expect(result.current).toEqual([])
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('nothing open and no place: the room nearest each town, read once; a place brings back the nearest three', async () => {
    const rooms = [
      room('lourdes', 37.08, -88.6, 'Paducah'),
      room('marshall', 36.85, -88.35, 'Benton'),
      room('murray', 36.6, -88.3, 'Murray'),
    ]
    const towns = [
      { name: 'Paducah', point: PADUCAH },
      { name: 'Murray', point: { lat: 36.61, lng: -88.31 } },
    ]
    type Props = { origin: LatLng | null; nearest: typeof towns | null }
    const load = vi.fn(async () => rooms)
    const { result, rerender } = renderHook(
      ({ origin, nearest }: Props) =>
        useNearbyEmergencyRooms(origin, load, nearest),
      { initialProps: { origin: null, nearest: null } as Props },
    )
    expect(result.current).toEqual([])
    expect(load).not.toHaveBeenCalled()
    rerender({ origin: null, nearest: towns })
    await waitFor(() =>
      expect(result.current.map((r) => [r.id, r.nearestFor])).toEqual([
        ['murray', ['Murray']],
        ['lourdes', ['Paducah']],
      ]),
    )
    rerender({ origin: PADUCAH, nearest: towns })
    expect(result.current.map((r) => r.id)).toEqual([
      'lourdes',
      'marshall',
      'murray',
    ])
    rerender({ origin: null, nearest: null })
    expect(result.current).toEqual([])
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a failed read is logged and lists none', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('offline')
    const { result } = renderHook(() =>
      useNearbyEmergencyRooms(PADUCAH, () => Promise.reject(failure)),
    )
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Emergency rooms load error', failure),
    )
    expect(result.current).toEqual([])
    error.mockRestore()
  })
})
