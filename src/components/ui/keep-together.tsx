import { keepTogether } from '@/domain/markup/keep-together'

/**
 * A text whose phone numbers, times and distances never break across lines
 * (domain/markup/keep-together): each is one `white-space: nowrap` span, the
 * rest wraps as usual. Renders the same text, so screen readers and search
 * engines read it unchanged.
 */
export function KeepTogether({
  text,
  prose = false,
}: {
  text: string
  /** Running prose: only the short fixed phrases ('call 911', 'Poison Control'). */
  prose?: boolean
}) {
  const parts = keepTogether(text, prose)
  if (parts.length === 1 && !parts[0]!.whole) return <>{text}</>
  return (
    <>
      {parts.map((p, i) =>
        p.whole ? (
          <span key={i} className="whitespace-nowrap">
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  )
}
