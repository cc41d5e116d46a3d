/** How the home results are shown: the list of cards, or markers on a map. */
export type ResultView = 'list' | 'map'

const VIEWS = ['List', 'Map'] as const

/**
 * The 'List' / 'Map' switch above the results: two toggle buttons
 * (aria-pressed), one of them pressed. The view is a prop, so whatever owns
 * the search state (later, the URL) decides it.
 */
export function ViewSwitch({
  view,
  onViewChange,
}: {
  view: ResultView
  onViewChange: (view: ResultView) => void
}) {
  return (
    <div
      role="group"
      aria-label="Show results as"
      className="inline-flex rounded border border-blue-800"
    >
      {VIEWS.map((label) => {
        const value = label.toLowerCase() as ResultView
        const pressed = view === value
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onViewChange(value)}
            className={`min-h-11 min-w-20 px-3 font-semibold ${
              pressed ? 'bg-blue-800 text-white' : 'text-blue-900'
            }`}
          >
            {label}
          </button>
        )
      })}
    </div>
  )
}
