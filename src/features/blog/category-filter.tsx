import { BLOG_CATEGORIES } from '@/domain/clinic'
import type { CategoryFilter } from './blog-rules'

const OPTIONS: ReadonlyArray<{ value: CategoryFilter; label: string }> = [
  { value: 'All', label: 'All Articles' },
  ...BLOG_CATEGORIES.map((c) => ({ value: c, label: c })),
]

/** 'All Articles' plus the six categories; the active one is pressed. */
export function CategoryFilterBar({
  value,
  onChange,
}: {
  value: CategoryFilter
  onChange: (value: CategoryFilter) => void
}) {
  return (
    <div
      role="group"
      aria-label="Filter articles by category"
      className="flex flex-wrap gap-2"
    >
      {OPTIONS.map((o) => {
        const active = o.value === value
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(o.value)}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
              active
                ? 'border-blue-800 bg-blue-800 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-blue-800 hover:text-blue-900'
            }`}
          >
            {o.label}
          </button>
        )
      })}
    </div>
  )
}
