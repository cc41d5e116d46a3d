import { useEffect, useState } from 'react'

type FactTexts = typeof import('@/domain/fact-filter-texts')

let loaded: FactTexts | null = null
let loading: Promise<FactTexts> | null = null

/**
 * What the before-you-go filters say of the unknown (the count's 'not
 * confirmed' parts, a card's notes), or null while `active` is false or
 * its small module is still loading: it loads the first time such a filter
 * is on, so home's first load does not carry it. A failed load is tried
 * again on the next change.
 */
export function useFactTexts(active: boolean): FactTexts | null {
  const [texts, setTexts] = useState<FactTexts | null>(loaded)
  useEffect(() => {
    if (!active || loaded) return
    let live = true
    loading ??= import('@/domain/fact-filter-texts').then((m) => (loaded = m))
    loading.then(
      (m) => {
        if (live) setTexts(m)
      },
      () => {
        loading = null
      },
    )
    return () => {
      live = false
    }
  }, [active])
  return active ? (texts ?? loaded) : null
}
