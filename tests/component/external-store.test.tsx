// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import {
  createExternalStore,
  useExternalStore,
  useInBrowser,
  type ReadableStore,
} from '@/hooks/external-store'

describe('createExternalStore', () => {
  test('holds a value; set tells each listener, until it unsubscribes', () => {
    const store = createExternalStore(1)
    const a = vi.fn()
    const b = vi.fn()
    const stopA = store.subscribe(a)
    store.subscribe(b)
    expect(store.get()).toBe(1)
    store.set(2)
    expect(store.get()).toBe(2)
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(1)
    stopA()
    store.set(3)
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(2)
  })

  test('setting the same value tells no one', () => {
    const fn = () => {}
    const store = createExternalStore<(() => void) | null>(fn)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(fn)
    expect(listener).not.toHaveBeenCalled()
    store.set(null)
    store.set(null)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('a listener that unsubscribes while being told does not stop the others', () => {
    const store = createExternalStore('a')
    const seen: string[] = []
    const stop = store.subscribe(() => {
      seen.push('first')
      stop()
    })
    store.subscribe(() => seen.push('second'))
    store.set('b')
    store.set('c')
    expect(seen).toEqual(['first', 'second', 'second'])
  })
})

function Show({ store }: { store: ReadableStore<string> }) {
  return <p data-testid="value">{useExternalStore(store, 'server')}</p>
}

function Where() {
  return <p data-testid="where">{useInBrowser() ? 'browser' : 'server'}</p>
}

describe('useExternalStore', () => {
  test('renders the value and follows each change', () => {
    const store = createExternalStore('first')
    render(<Show store={store} />)
    expect(screen.getByTestId('value')).toHaveTextContent('first')
    act(() => store.set('second'))
    expect(screen.getByTestId('value')).toHaveTextContent('second')
  })

  test('the server value while prerendering; the store’s after hydration', async () => {
    const store = createExternalStore('client')
    const html = renderToString(<Show store={store} />)
    expect(html).toContain('server')
    const root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(root, <Show store={store} />)
    })
    expect(root.textContent).toBe('client')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    root.remove()
  })
})

describe('useInBrowser', () => {
  test('false in the HTML, true once hydrated or first rendered in the browser', async () => {
    const html = renderToString(<Where />)
    expect(html).toContain('server')
    const root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    await act(async () => {
      hydrateRoot(root, <Where />)
    })
    expect(root.textContent).toBe('browser')
    root.remove()
    render(<Where />)
    expect(screen.getByTestId('where')).toHaveTextContent('browser')
  })
})
