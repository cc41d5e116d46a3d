/**
 * The filter panel's controls (./filter-panel.tsx is its frame): the
 * location, the radius and every filter group. Loaded with the panel: when
 * it is opened, or at once where it is shown open (from 1024 px), in the
 * search chunk (./search-link.ts): off a phone's first load.
 */
import { memo, useCallback } from 'react'
import { LocationCombobox } from './location-combobox'
import {
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
  type FilterState,
} from '@/domain/clinic'
import {
  AGE_BANDS,
  COVERAGE_FILTERS,
  HOURS_FILTERS,
  SERVICE_FILTERS,
  type AgeBand,
} from '@/domain/filter-vocabulary'
import { FILTER_LABELS } from '@/domain/filter-labels'
import { formatMiles } from '@/domain/geo/distance'

export interface FilterPanelProps {
  filters: FilterState
  onChange: (patch: Partial<FilterState>) => void
  onSearch: (location: string) => void
  onClear: () => void
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value)
    ? list.filter((v) => v !== value)
    : [...list, value]
}

/**
 * A filter's checkbox, or with `name` a radio button of its group; rendered
 * again when checked, unchecked or its group changes.
 */
const FilterOption = memo(function FilterOption({
  value,
  label,
  checked,
  onToggle,
  name,
}: {
  value: string
  label: string
  checked: boolean
  onToggle: (value: string) => void
  /** The radio group's name (one choice at a time). */
  name?: string
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type={name ? 'radio' : 'checkbox'}
        name={name}
        className={`h-5 w-5 shrink-0 border-slate-500 accent-blue-800 ${name ? 'rounded-full' : 'rounded'}`}
        value={value}
        checked={checked}
        onChange={() => onToggle(value)}
      />
      {label}
    </label>
  )
})

/** The panel's controls; `id` is the panel's (their ids derive from it). */
export function FilterPanelBody({
  id,
  filters,
  onChange,
  onSearch,
  onClear,
}: FilterPanelProps & { id: string }) {
  // One function per group while its choices stay: a tap renders again the
  // options of its own group, not the others.
  const { hours, services, age, coverage } = filters
  const toggleHours = useCallback(
    (value: string) =>
      onChange({ hours: toggle(hours, value as (typeof hours)[number]) }),
    [hours, onChange],
  )
  const toggleServices = useCallback(
    (value: string) =>
      onChange({
        services: toggle(services, value as (typeof services)[number]),
      }),
    [services, onChange],
  )
  const chooseAge = useCallback(
    (value: string) => onChange({ age: value ? (value as AgeBand) : null }),
    [onChange],
  )
  const toggleCoverage = useCallback(
    (value: string) =>
      onChange({
        coverage: toggle(coverage, value as (typeof coverage)[number]),
      }),
    [coverage, onChange],
  )
  // The same function on every render: the location field (memoized) is
  // not rendered again by a filter tap.
  const setLocation = useCallback(
    (location: string) => onChange({ location }),
    [onChange],
  )
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onSearch(filters.location)
        }}
      >
        <label htmlFor={`${id}-location`} className="block font-semibold">
          Location
        </label>
        <div className="relative mt-1 flex gap-2">
          <div className="min-w-0 flex-1">
            <LocationCombobox
              id={`${id}-location`}
              placeholder="City, State or ZIP"
              value={filters.location}
              onChange={setLocation}
              onChoose={onSearch}
              className="h-11 w-full rounded border border-slate-400 px-3 text-base placeholder:text-slate-600"
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-11 shrink-0 items-center rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900"
          >
            Search
            <span className="sr-only"> this location</span>
          </button>
        </div>
      </form>
      <div>
        <label htmlFor={`${id}-radius`} className="block font-semibold">
          Search Radius: {formatMiles(filters.radius)}
        </label>
        <input
          id={`${id}-radius`}
          type="range"
          min={MIN_RADIUS_MILES}
          max={MAX_RADIUS_MILES}
          step={1}
          value={filters.radius}
          onChange={(e) => onChange({ radius: Number(e.target.value) })}
          className="mt-2 h-11 w-full accent-blue-800"
        />
      </div>
      <fieldset className="min-w-0">
        <legend className="font-semibold">Hours</legend>
        {HOURS_FILTERS.map((o) => (
          <FilterOption
            key={o.id}
            value={o.id}
            label={FILTER_LABELS[o.id]}
            checked={hours.includes(o.id)}
            onToggle={toggleHours}
          />
        ))}
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="font-semibold">Services</legend>
        {SERVICE_FILTERS.map((o) => (
          <FilterOption
            key={o.id}
            value={o.id}
            label={FILTER_LABELS[o.id]}
            checked={services.includes(o.id)}
            onToggle={toggleServices}
          />
        ))}
      </fieldset>
      {/* What a clinic has not confirmed stays listed, with a note
          (domain/fact-filters.ts). */}
      <fieldset className="min-w-0">
        <legend className="font-semibold">My child's age</legend>
        <FilterOption
          value=""
          label="Any age"
          checked={age === null}
          onToggle={chooseAge}
          name={`${id}-age`}
        />
        {AGE_BANDS.map((o) => (
          <FilterOption
            key={o.id}
            value={o.id}
            label={FILTER_LABELS[o.id]}
            checked={age === o.id}
            onToggle={chooseAge}
            name={`${id}-age`}
          />
        ))}
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="font-semibold">Insurance</legend>
        {COVERAGE_FILTERS.map((o) => (
          <FilterOption
            key={o.id}
            value={o.id}
            label={FILTER_LABELS[o.id]}
            checked={coverage.includes(o.id)}
            onToggle={toggleCoverage}
          />
        ))}
      </fieldset>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex min-h-11 w-full items-center justify-center rounded border border-slate-400 font-semibold"
      >
        Clear All Filters
      </button>
    </>
  )
}
