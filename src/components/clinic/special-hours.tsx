/** A clinic's special hours (holidays, seasonal changes) as small tags. */
export function SpecialHours({ hours }: { hours: readonly string[] }) {
  if (hours.length === 0) return null
  return (
    <ul aria-label="Special hours" className="flex flex-wrap gap-1">
      {hours.map((h) => (
        <li
          key={h}
          className="rounded bg-blue-50 px-2 py-0.5 text-sm text-blue-950"
        >
          {h}
        </li>
      ))}
    </ul>
  )
}
