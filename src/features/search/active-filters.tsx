import type { FilterState } from '@/domain/clinic'
import { FILTERS, type FilterId } from '@/domain/filter-vocabulary'
import { FILTER_LABELS } from '@/domain/filter-labels'
import { formatMiles } from '@/domain/geo/distance'

/** Whether a filter is in force. */
function isChosen(filters: FilterState, id: FilterId): boolean {
  return (
    (filters.hours as readonly FilterId[]).includes(id) ||
    (filters.services as readonly FilterId[]).includes(id) ||
    (filters.coverage as readonly FilterId[]).includes(id) ||
    filters.age === id
  )
}

/**
 * The filters in force, above the results, so a parent sees why the list is
 * short: one chip per chosen filter ('Open Now ×'), each a button that
 * removes it, and, after a search, the radius ('Within 10 miles'). Nothing
 * when no filter is chosen and no place searched.
 */
export function ActiveFilters({
  filters,
  searched,
  onRemove,
}: {
  filters: FilterState
  /** A place is searched: the radius applies. */
  searched: boolean
  onRemove: (id: FilterId) => void
}) {
  const chosen = FILTERS.filter((f) => isChosen(filters, f.id))
  if (chosen.length === 0 && !searched) return null
  return (
    <ul
      aria-label="Filters in use"
      data-testid="active-filters"
      className="mb-3 flex flex-wrap gap-2"
    >
      {searched ? (
        <li className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-3 text-sm font-semibold whitespace-nowrap text-slate-800">
          Within {formatMiles(filters.radius)}
        </li>
      ) : null}
      {chosen.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            onClick={() => onRemove(f.id)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-blue-800 bg-blue-50 px-3 text-sm font-semibold whitespace-nowrap text-blue-900"
          >
            {FILTER_LABELS[f.id]}
            <span aria-hidden="true" className="text-lg leading-none">
              ×
            </span>
            <span className="sr-only"> (remove this filter)</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
