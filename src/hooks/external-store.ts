import { useSyncExternalStore } from 'react'

/*
 * One value kept outside React (module state, a browser setting) that
 * components read and follow with useSyncExternalStore.
 */

/** What a component needs to follow a value: read it, hear of changes. */
export interface ReadableStore<T> {
  get(): T
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export interface ExternalStore<T> extends ReadableStore<T> {
  /** Replaces the value; listeners hear of it unless it is the same (Object.is). */
  set(next: T): void
}

/** A store holding one value, `initial` until set. */
export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const l of [...listeners]) l()
    },
  }
}

/**
 * The store's value, re-rendering on each change; `serverValue` while
 * prerendering and hydrating (so the HTML and its hydration agree), then
 * the store's own.
 */
export function useExternalStore<T>(
  store: ReadableStore<T>,
  serverValue: T,
): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue)
}

const IN_BROWSER: ReadableStore<boolean> = {
  get: () => true,
  subscribe: () => () => {},
}

/**
 * False while prerendering and hydrating; true once hydrated, and from the
 * first render of a component first rendered in the browser.
 */
export function useInBrowser(): boolean {
  return useExternalStore(IN_BROWSER, false)
}
