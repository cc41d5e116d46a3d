/**
 * What a parent should ask before going, on a card kept by a filter whose
 * fact the clinic has not confirmed ('Age not confirmed — ask when you
 * call'; domain/fact-filters.ts, askNotes): the freshness line's calm amber,
 * one line each, right after it.
 */
export function AskWhenYouCall({ notes }: { notes: readonly string[] }) {
  return (
    <div data-testid="ask-when-you-call" className="flex flex-col gap-1">
      {notes.map((note) => (
        <p key={note} className="text-sm">
          <span className="inline-block rounded bg-amber-50 px-2 text-amber-950 ring-1 ring-amber-300">
            {note}
          </span>
        </p>
      ))}
    </div>
  )
}
