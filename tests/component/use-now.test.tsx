// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import type * as NowModule from '@/hooks/use-now'

// Files share one module graph (vite.config.ts), and the clock's module
// remembers whether a page has mounted: this file takes a fresh one.
let useNow: typeof NowModule.useNow
beforeAll(async () => {
  vi.resetModules()
  ;({ useNow } = await import('@/hooks/use-now'))
})

const seen: Date[] = []
const renders: Record<string, (string | null)[]> = {}

function Clock({ label }: { label: string }) {
  const now = useNow()
  if (now) seen.push(now)
  ;(renders[label] ??= []).push(now ? now.toISOString() : null)
  return <p data-testid={label}>{now ? now.toISOString() : 'no time'}</p>
}

function Page() {
  const [more, setMore] = useState(false)
  return (
    <>
      <Clock label="a" />
      <Clock label="b" />
      {more ? <Clock label="late" /> : null}
      <button onClick={() => setMore(true)}>more</button>
    </>
  )
}

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers()
    seen.length = 0
  })

  test('no time in prerendered HTML', () => {
    expect(renderToString(<Clock label="a" />)).toContain('no time')
  })

  test('one shared instant after mount, at once for later mounts, renewed every minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T15:00:00Z') })
    render(<Page />)
    // The first render has no time (it must match the prerendered HTML).
    expect(renders.a?.[0]).toBeNull()
    expect(screen.getByTestId('a')).toHaveTextContent(
      '2026-11-23T15:00:00.000Z',
    )
    expect(screen.getByTestId('b')).toHaveTextContent(
      '2026-11-23T15:00:00.000Z',
    )
    // A clock mounted later shows the same instant in its first render.
    seen.length = 0
    act(() => screen.getByRole('button').click())
    expect(renders.late).toEqual(['2026-11-23T15:00:00.000Z'])
    expect(screen.getByTestId('late')).toHaveTextContent(
      '2026-11-23T15:00:00.000Z',
    )
    expect(new Set(seen).size).toBe(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000)
    })
    for (const id of ['a', 'b', 'late'])
      expect(screen.getByTestId(id)).toHaveTextContent('2026-11-23T15:01:00.0')
  })
})
