import { memo, type FormEvent, type ReactNode } from 'react'

/*
 * The hero's icons: one empty element each, drawn by CSS through an SVG mask
 * (card-icon, src/index.css), as the clinic cards' are: no icon code in
 * home's first load.
 */
const icon = (name: string, size = 'h-4 w-4') => (
  <span aria-hidden="true" className={`card-icon card-icon-${name} ${size}`} />
)
import { LocationCombobox } from './location-combobox'
import { OpenNowToggle } from './open-now-toggle'

/** The filters the hero's pills toggle, besides Open Now. */
export type QuickFilter = 'late-night' | 'weekends' | 'walk-in'

/**
 * A pill of the hero: a toggle of the filter it names (aria-pressed), the
 * same filter as the panel's checkbox and the address's list. Off, a
 * light-ringed outline on the blue; on, white with a check's weight.
 */
const PILL =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 font-semibold whitespace-nowrap'
const PILL_ON = 'bg-white text-blue-900 ring-2 ring-white'
const PILL_OFF = 'bg-blue-800 text-white ring-1 ring-blue-200'

function QuickPill({
  id,
  icon: name,
  on,
  onToggle,
  children,
}: {
  id: QuickFilter
  icon: string
  on: boolean
  onToggle: (id: QuickFilter, on: boolean) => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid={`quick-${id}`}
      onClick={() => onToggle(id, !on)}
      className={[PILL, on ? PILL_ON : PILL_OFF].join(' ')}
    >
      {icon(name, 'h-3.5 w-3.5 shrink-0')} {children}
    </button>
  )
}

interface Props {
  /** The Open Now filter, one tap from the first screen. */
  openNow: boolean
  onOpenNowChange: (on: boolean) => void
  /** Open Late (past 9 PM), Weekend Hours and No Appointment (walk-in). */
  lateNight: boolean
  weekends: boolean
  walkIn: boolean
  onFilterToggle: (id: QuickFilter, on: boolean) => void
  isLoading: boolean
  /** The page's location text (shared with the filter panel). */
  location: string
  onLocationChange: (text: string) => void
  query: string
  onQueryChange: (q: string) => void
  onSearch: (location: string) => void
  onUseCurrentLocation: () => void
}

/**
 * Memoized (the page passes the same functions on every render): a filter
 * tap renders the page again, and the hero search has nothing to change.
 */
export const HeroSearch = memo(function HeroSearch({
  openNow,
  onOpenNowChange,
  lateNight,
  weekends,
  walkIn,
  onFilterToggle,
  isLoading,
  location,
  onLocationChange,
  query,
  onQueryChange,
  onSearch,
  onUseCurrentLocation,
}: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!isLoading) onSearch(location)
  }
  return (
    <section
      aria-labelledby="hero-title"
      className="relative z-20 rounded-xl bg-blue-900 px-4 py-6 text-white sm:px-8 sm:py-8"
    >
      <h1
        id="hero-title"
        className="text-2xl leading-tight font-bold sm:text-3xl lg:text-4xl"
      >
        Find Urgent Care for You or Your Child in Western Kentucky
      </h1>
      <p className="mt-2 max-w-prose text-blue-50 sm:text-lg">
        Quickly find pediatric urgent care centers that are open now, including
        after-hours and weekend options.
      </p>
      <form
        role="search"
        onSubmit={submit}
        className="mt-5 grid gap-2 sm:grid-cols-[1fr_1fr_auto]"
      >
        <div className="relative">
          <label htmlFor="hero-location" className="sr-only">
            Location
          </label>
          <LocationCombobox
            id="hero-location"
            placeholder="City, State or ZIP"
            value={location}
            onChange={onLocationChange}
            onChoose={(text) => {
              if (!isLoading) onSearch(text)
            }}
            className="h-12 w-full rounded-lg border border-white bg-white pr-12 pl-3 text-base text-slate-900 placeholder:text-slate-600"
          />
          <button
            type="button"
            onClick={onUseCurrentLocation}
            disabled={isLoading}
            aria-label="Use current location"
            title="Use current location"
            className="absolute top-0.5 right-0.5 inline-flex h-11 w-11 items-center justify-center rounded-lg text-blue-900 disabled:text-slate-500"
          >
            {icon('crosshair', 'h-5 w-5 shrink-0')}
          </button>
        </div>
        <div>
          <label htmlFor="hero-query" className="sr-only">
            Search services or clinic name
          </label>
          <input
            id="hero-query"
            type="text"
            placeholder="Search services, clinic name..."
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            className="h-12 w-full rounded-lg border border-white bg-white px-3 text-base text-slate-900 placeholder:text-slate-600"
          />
        </div>
        <button
          type="submit"
          disabled={isLoading}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-amber-400 px-5 font-bold text-slate-950 hover:bg-amber-300 disabled:bg-slate-300"
        >
          {isLoading ? (
            <span
              aria-hidden="true"
              className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : (
            icon('search', 'h-5 w-5 shrink-0')
          )}
          {isLoading ? 'Searching...' : 'Find Care Now'}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <OpenNowToggle on={openNow} onChange={onOpenNowChange} tone="hero" />
        <div
          role="group"
          aria-label="Quick filters"
          className="flex flex-wrap gap-1.5 text-sm"
        >
          <QuickPill
            id="late-night"
            icon="clock"
            on={lateNight}
            onToggle={onFilterToggle}
          >
            Open Late
          </QuickPill>
          <QuickPill
            id="weekends"
            icon="sun"
            on={weekends}
            onToggle={onFilterToggle}
          >
            Weekend Hours
          </QuickPill>
          <QuickPill
            id="walk-in"
            icon="user-check"
            on={walkIn}
            onToggle={onFilterToggle}
          >
            No Appointment
          </QuickPill>
        </div>
      </div>
    </section>
  )
})
