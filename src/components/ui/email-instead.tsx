import { Mail } from 'lucide-react'

/**
 * Built-in mode's end of the form (no backend to send to): the e-mail link
 * that carries what the parent typed, where a send button would be, and
 * what it does; when the text was too long for one link, that it was cut.
 */
export function EmailInstead({
  href,
  cut,
  what,
  onCancel,
}: {
  href: string
  cut: boolean
  what: 'message' | 'report'
  onCancel: () => void
}) {
  return (
    <div className="space-y-2 pt-2">
      {cut ? (
        <p
          data-testid="mail-cut"
          className="rounded border border-amber-300 bg-amber-50 p-3 text-slate-900"
        >
          {what === 'message'
            ? 'Your message is too long for one email link: the email will have its beginning, ending in […]. Please paste the rest into the email before you send it.'
            : 'Your note is too long for one email link: the email will have its beginning, ending in […]. Please paste the rest into the email before you send it.'}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-medium text-slate-900"
        >
          Cancel
        </button>
        <a
          href={href}
          className="inline-flex min-h-11 items-center gap-2 rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
        >
          <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
          {what === 'message' ? 'Email this message' : 'Email this report'}
        </a>
      </div>
      <p className="text-right text-sm text-slate-700">
        {what === 'message'
          ? 'This opens your email app with your message written in; send it from there.'
          : 'This opens your email app with your report written in; send it from there.'}
      </p>
    </div>
  )
}
