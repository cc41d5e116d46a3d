// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { renderToString } from 'react-dom/server'
import { useSkipOffscreen } from '@/hooks/use-skip-offscreen'

/** A stand-in IntersectionObserver the test drives (jsdom has none). */
class FakeObserver {
  static all: FakeObserver[] = []
  observed = new Set<Element>()
  constructor(private cb: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.observed.add(el)
  }
  unobserve(el: Element) {
    this.observed.delete(el)
  }
  disconnect() {
    this.observed.clear()
  }
  /** Reports every observed element as on screen or not. */
  report(onScreen: (el: Element) => boolean) {
    const entries = [...this.observed].map(
      (target) =>
        ({
          target,
          isIntersecting: onScreen(target),
        }) as IntersectionObserverEntry,
    )
    this.cb(entries, this as unknown as IntersectionObserver)
  }
}
const observer = () => FakeObserver.all.at(-1)!

function List({ items, redrawn }: { items: string[]; redrawn?: boolean }) {
  const ref = useRef<HTMLUListElement>(null)
  useSkipOffscreen(ref, 'children', items.join(), redrawn)
  return (
    <ul ref={ref}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

const skipping = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.style.contentVisibility === 'auto')
    .map((li) => li.textContent)

beforeEach(() => {
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => vi.unstubAllGlobals())

describe('useSkipOffscreen', () => {
  test('the prerendered HTML and the first render skip nothing', () => {
    expect(renderToString(<List items={['a', 'b']} />)).not.toContain(
      'content-visibility',
    )
    render(<List items={['a', 'b']} />)
    expect(skipping()).toEqual([])
    expect(FakeObserver.all).toHaveLength(0)
  })

  test('after a frame, only the parts off screen are switched to skip', async () => {
    render(<List items={['a', 'b', 'c']} />)
    await waitFor(() => expect(observer().observed.size).toBe(3))
    act(() => observer().report((el) => el.textContent === 'a'))
    expect(skipping()).toEqual(['b', 'c'])
    // The part on screen is still watched, and skips once scrolled away.
    expect([...observer().observed].map((el) => el.textContent)).toEqual(['a'])
    act(() => observer().report(() => false))
    expect(skipping()).toEqual(['a', 'b', 'c'])
  })

  test('parts added after the first frame start skipped; the rest stay watched', async () => {
    const { rerender } = render(<List items={['a', 'b']} />)
    await waitFor(() => expect(observer().observed.size).toBe(2))
    act(() => observer().report((el) => el.textContent === 'a'))
    rerender(<List items={['a', 'b', 'c', 'd']} />)
    expect(skipping()).toEqual(['b', 'c', 'd'])
    expect([...observer().observed].map((el) => el.textContent)).toEqual(['a'])
  })

  test('parts added by a redraw are watched like the first ones: skipped once off screen, never while on it', async () => {
    const { rerender } = render(<List items={['a', 'b']} redrawn={false} />)
    await waitFor(() => expect(observer().observed.size).toBe(2))
    act(() => observer().report((el) => el.textContent === 'a'))
    // The clock arrived: the list drawn afresh, new elements in a new order.
    rerender(<List items={['x', 'a2', 'y']} redrawn />)
    expect(skipping()).toEqual([])
    act(() => observer().report((el) => el.textContent === 'x'))
    expect(skipping()).toEqual(['a2', 'y'])
    // A later change (a filter) is no redraw: its new parts start skipped.
    rerender(<List items={['x', 'a2', 'y', 'z']} redrawn={false} />)
    expect(skipping()).toEqual(['a2', 'y', 'z'])
  })
})
