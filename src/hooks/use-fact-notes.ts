import { useSyncExternalStore } from 'react'
import type * as FactNotes from '@/domain/fact-notes'

/**
 * The before-you-go filters' notes (domain/fact-notes.ts), provided by the
 * search chunk when it loads (features/search/search-link.ts): a fact filter is only ever
 * set by that chunk's panel or URL sync, so the notes are there whenever one
 * is on, and home's first load does not carry them.
 */
export type FactNotesModule = typeof FactNotes

let provided: FactNotesModule | null = null
const listeners = new Set<() => void>()

export function provideFactNotes(notes: FactNotesModule) {
  provided = notes
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The notes once the search chunk has loaded (null before: no filter is on). */
export function useFactNotes(): FactNotesModule | null {
  return useSyncExternalStore(
    subscribe,
    () => provided,
    () => null,
  )
}
