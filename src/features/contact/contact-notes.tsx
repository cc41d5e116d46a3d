import type { ContactMessage } from '@/domain/contact'
import { waitingText } from '@/domain/offline/notice'

/**
 * A message kept on the device (offline, or the server failed): what was
 * kept and that it goes by itself, in the form's place, so nothing invites
 * sending it again. Focus moves here (the form's button is gone).
 */
export function KeptMessage({
  message,
  why,
}: {
  message: ContactMessage
  why: string
}) {
  const focusIn = (el: HTMLDivElement | null) => el?.focus()
  return (
    <div
      ref={focusIn}
      tabIndex={-1}
      role="status"
      data-testid="kept-message"
      className="space-y-3"
    >
      <p className="rounded border border-amber-300 bg-amber-50 p-3 font-medium text-slate-900">
        {why}
      </p>
      <dl className="space-y-2 text-slate-900">
        <div>
          <dt className="font-semibold">Subject</dt>
          <dd className="wrap-anywhere">{message.subject}</dd>
        </div>
        <div>
          <dt className="font-semibold">Message</dt>
          <dd className="wrap-anywhere whitespace-pre-wrap">
            {message.message}
          </dd>
        </div>
      </dl>
    </div>
  )
}

/**
 * Messages still waiting on the device when the form opens again: each
 * subject and the start of its text, above a form for a new message.
 */
export function WaitingMessages({
  messages,
}: {
  messages: { key: string; message: ContactMessage }[]
}) {
  return (
    <div
      data-testid="waiting-messages"
      className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-slate-900"
    >
      <p className="font-medium">{waitingText(messages.length)}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {messages.map(({ key, message }) => (
          <li key={key} className="wrap-anywhere">
            <span className="font-semibold">{message.subject}</span>
            <span className="line-clamp-2 whitespace-pre-wrap">
              {message.message}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
