import { OUTAGE_MESSAGES, formatSavedAt } from './messages'
import { useRetry } from './use-retry'

const RETRY_BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900'

function RetryButton() {
  const retry = useRetry()
  return (
    <button type="button" onClick={retry} className={RETRY_BUTTON}>
      <span
        aria-hidden="true"
        className="card-icon card-icon-rotate-cw h-4 w-4 shrink-0"
      />
      {OUTAGE_MESSAGES.retry}
    </button>
  )
}

/**
 * A page whose data could not be read and which has no earlier copy of it:
 * says so plainly, never 'not found', with 'Try again'. `heading` false for a
 * page that keeps its own h1 (home).
 */
export function DirectoryUnavailable({
  heading = true,
}: {
  heading?: boolean
}) {
  const box = (
    <section
      aria-labelledby={heading ? 'outage-title' : undefined}
      aria-label={heading ? undefined : OUTAGE_MESSAGES.title}
      className="mx-auto max-w-xl rounded-lg border border-slate-300 bg-slate-50 p-6 text-center"
    >
      {heading ? (
        <h1 id="outage-title" className="text-2xl font-bold text-slate-900">
          {OUTAGE_MESSAGES.title}
        </h1>
      ) : null}
      <p role="status" className="mt-3 text-lg text-slate-800">
        {OUTAGE_MESSAGES.unavailable}
      </p>
      <div className="mt-5">
        <RetryButton />
      </div>
      <p className="mt-5 font-semibold text-red-800">
        {OUTAGE_MESSAGES.emergency}
      </p>
    </section>
  )
  // A page of its own sits like the not-found pages, with room around it.
  return heading ? <div className="py-12">{box}</div> : box
}

/**
 * Above a page that shows its last known data because the live read failed:
 * what is shown and from when, with 'Try again'.
 */
export function OutageNotice({ savedAt }: { savedAt: Date }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {OUTAGE_MESSAGES.unavailable}{' '}
        <span className="font-semibold">
          Showing the information as saved on {formatSavedAt(savedAt)}.
        </span>
      </p>
      <div className="shrink-0">
        <RetryButton />
      </div>
    </div>
  )
}
