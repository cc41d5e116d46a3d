import { buildGazetteer, type Gazetteer } from '@/domain/gazetteer/gazetteer'

let loading: Promise<Gazetteer> | null = null

/**
 * The built-in gazetteer, loaded on first use (a chunk of its own: never on
 * the first paint) and kept for the session. A failed load (the chunk could
 * not be fetched) is forgotten, so the next call tries again.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import('./builtin/generated/gazetteer').then(
    (m) => buildGazetteer(m.GAZETTEER_ROWS),
    (e: unknown) => {
      loading = null
      throw e
    },
  )
  return loading
}
