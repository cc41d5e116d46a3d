/**
 * 'Open Now' as one tap: a toggle button (aria-pressed) bound to the Open Now
 * filter, the same one as the filter panel's checkbox and the address's
 * `hours=open-now`. In the hero (on the dark blue) and above the results.
 */
export function OpenNowToggle({
  on,
  onChange,
  tone,
}: {
  on: boolean
  onChange: (on: boolean) => void
  /** 'hero': on the hero's blue; 'bar': on white, above the results. */
  tone: 'hero' | 'bar'
}) {
  const look = on
    ? 'bg-green-700 text-white ring-green-700'
    : tone === 'hero'
      ? 'bg-white text-slate-900 ring-white'
      : 'bg-white text-green-900 ring-green-700'
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid={`open-now-${tone}`}
      onClick={() => onChange(!on)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-bold whitespace-nowrap ring-2 ${look}`}
    >
      <span
        aria-hidden="true"
        className={`h-3 w-3 shrink-0 rounded-full ${on ? 'bg-white' : 'bg-green-600'}`}
      />
      Open Now
    </button>
  )
}
