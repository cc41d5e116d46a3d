import { beforeAll, describe, expect, test, vi } from 'vitest'
import type * as SavedAt from '@/data/saved-at'

// One store per module: these steps run in order, like one page's reads, on
// a module of their own (files share one module graph: vite.config.ts).
let fetchNotingSavedAt: typeof SavedAt.fetchNotingSavedAt
let savedStore: typeof SavedAt.savedStore
beforeAll(async () => {
  vi.resetModules()
  ;({ fetchNotingSavedAt, savedStore } = await import('@/data/saved-at'))
})

describe('how old the directory on screen is', () => {
  const built = new Date('2026-11-20T12:00:00Z')
  const kept = new Date('2026-11-24T08:00:00Z')
  const now = new Date('2026-11-25T15:00:00Z')
  const ok = (headers: Record<string, string> = {}) =>
    fetchNotingSavedAt(
      async () => new Response('[]', { headers }),
      () => now,
    )

  test('starts at the build date of the page', () => {
    savedStore.setBuilt(built)
    expect(savedStore.get()).toEqual({
      savedAt: built,
      fromCopy: false,
      stale: false,
    })
  })
  test('a copy the service worker kept carries its date', async () => {
    await ok({ 'x-saved-at': kept.toISOString() })('https://p/rest/v1/clinics')
    expect(savedStore.get()).toEqual({
      savedAt: kept,
      fromCopy: true,
      stale: true,
    })
  })
  test('a read with no answer makes it as old as the page', async () => {
    const failing = fetchNotingSavedAt(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(failing('https://p/rest/v1/clinics')).rejects.toThrow()
    expect(savedStore.get().savedAt).toEqual(built)
  })
  test('a fresh answer is current again', async () => {
    await ok()('https://p/rest/v1/clinics')
    expect(savedStore.get()).toEqual({
      savedAt: now,
      fromCopy: false,
      stale: false,
    })
  })
  test('an answer with a date that is not a date is not a copy', async () => {
    await ok({ 'x-saved-at': 'yesterday-ish' })('https://p/rest/v1/clinics')
    expect(savedStore.get().fromCopy).toBe(false)
  })
})
