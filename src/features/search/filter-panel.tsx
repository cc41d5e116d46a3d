import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react'
import type { FilterPanelProps } from './filter-panel-body'

// The controls come with the search chunk (./search-link.ts).
const FilterPanelBody = lazy(() =>
  import('./search-link').then((m) => ({ default: m.FilterPanelBody })),
)

/** Where the panel is shown open without a tap (lg). */
const WIDE = '(min-width: 1024px)'

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** From 1024 px (true where the browser cannot say); false in the prerender and at hydration. */
const isWide = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches

/** The same element on every render: React skips it (no SVG rebuilt per tap). */
const FILTERS_ICON = (
  <span
    aria-hidden="true"
    className="card-icon card-icon-sliders-horizontal h-5 w-5"
  />
)

/**
 * The filter sidebar; collapsible on small screens. Every change applies at
 * once. Its controls load with it (./filter-panel-body.tsx): when a phone
 * opens it, or after hydration where it is shown open (from 1024 px, where
 * it is a column of its own: nothing moves when they come).
 */
export function FilterPanel(props: FilterPanelProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false)
  const bodyId = `${id}-body`
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-7rem)] lg:scroll-py-3 lg:overflow-y-auto"
    >
      <div className="flex items-center justify-between">
        <h2
          id={`${id}-title`}
          className="flex items-center gap-2 text-lg font-bold"
        >
          {FILTERS_ICON} Filters
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-11 items-center rounded px-3 font-semibold text-blue-900 lg:hidden"
        >
          {open ? 'Hide' : 'Show'}
          <span className="sr-only"> filters</span>
        </button>
      </div>
      <div
        id={bodyId}
        className={`${open ? 'block' : 'hidden'} mt-3 space-y-5 lg:block`}
      >
        {open || wide ? (
          <Suspense fallback={null}>
            <FilterPanelBody id={id} {...props} />
          </Suspense>
        ) : null}
      </div>
    </section>
  )
}
