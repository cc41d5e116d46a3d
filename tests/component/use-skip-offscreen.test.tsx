// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { useSkipOffscreen } from '@/hooks/use-skip-offscreen'

function Probe() {
  return <p>{useSkipOffscreen() ? 'skip' : 'full'}</p>
}

describe('useSkipOffscreen', () => {
  test('the first render (and the prerendered HTML) lays everything out', () => {
    expect(renderToString(<Probe />)).toContain('full')
    const { result } = renderHook(() => useSkipOffscreen())
    expect(result.current).toBe(false)
  })

  test('after a frame has been drawn, off-screen parts may be skipped', async () => {
    const { result } = renderHook(() => useSkipOffscreen())
    await waitFor(() => expect(result.current).toBe(true))
  })
})
