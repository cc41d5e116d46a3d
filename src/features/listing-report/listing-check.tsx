import { useId, useRef, useState, type FormEvent } from 'react'
import { Check, Flag, Loader2 } from 'lucide-react'
import { config, siteOrigin } from '@/config/env'
import { paths } from '@/domain/paths'
import type { Clinic } from '@/domain/clinic'
import {
  CONFIRMED_BY_VISITOR,
  REPORT_LIMITS,
  WRONG_KINDS,
  WRONG_KIND_LABELS,
  reportMailto,
  toReportBody,
  validateReport,
  type ReportErrors,
  type ReportKind,
  type WrongKind,
} from '@/domain/listing-report'
import { EmailInstead } from '@/components/ui/email-instead'
import type { Sent, sendReport } from './send-report'

type Step =
  | { at: 'ask' }
  | { at: 'form' }
  | { at: 'sending'; what: 'yes' | 'report' }
  | {
      at: 'done'
      text: string
      tone: 'thanks' | 'kept'
      /** A kept report: what the parent chose and wrote, shown with the notice. */
      kept?: { kinds: WrongKind[]; note: string }
    }
  /** Built-in mode, 'Yes, it's right': nothing can be received here. */
  | { at: 'not-received' }

const THANKS_REPORT = "Thank you — we'll check this listing."
const THANKS_YES = 'Thank you for confirming.'

const defaultBackend =
  config.supabaseUrl && config.supabaseAnonKey
    ? { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey }
    : null

/** What a refusal says on the form. */
function refusalText(sent: Exclude<Sent, { kind: 'sent' | 'kept' }>): string {
  if (sent.status === 429)
    return "You've sent several reports in a short time. Please try again later."
  if (sent.status === 404)
    return `We couldn't find this listing to attach your report to. Please email us at ${config.contactEmail}.`
  return 'Failed to send your report. Please try again.'
}

const button =
  'inline-flex min-h-11 items-center gap-2 rounded px-4 font-semibold disabled:bg-slate-500 disabled:text-white'

/**
 * 'Is this information right?' on a clinic page: 'Yes, it's right' in one
 * tap, or 'Something is wrong' opening a short form (what is wrong, an
 * optional note and e-mail) sent to the report-listing function with one
 * idempotency key per report. Sent: the thank-you takes the form's place
 * and focus moves to it. No answer, none in time or a server failure: the
 * report is kept on the device and sent once later (the contact form's
 * outbox). Without a backend (built-in data) the form gives the e-mail
 * address instead, with the report written into the link.
 */
export function ListingCheck({
  clinic,
  backend = defaultBackend,
  send,
}: {
  clinic: Pick<Clinic, 'uuid' | 'name' | 'slug'>
  /** Null in built-in mode (no backend to send to). */
  backend?: { supabaseUrl: string; anonKey: string } | null
  /** Injected for tests; defaults to the report-listing function. */
  send?: typeof sendReport
}) {
  const [step, setStep] = useState<Step>({ at: 'ask' })
  const [kinds, setKinds] = useState<WrongKind[]>([])
  const [note, setNote] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<ReportErrors & { send?: string }>({})
  // One key per report, kept across its retries; a changed report is new.
  const key = useRef<string | null>(null)
  const trap = useRef<HTMLInputElement>(null)
  const firstKind = useRef<HTMLInputElement>(null)
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const wrongButton = useRef<HTMLButtonElement>(null)
  const id = useId()
  const canSend = Boolean(send || backend)
  // Built-in mode: the parent's mail app sends the report (from their own
  // address, so no reply address is asked for), written into the link.
  const mail = canSend
    ? null
    : reportMailto(
        config.contactEmail,
        {
          name: clinic.name,
          url: `${siteOrigin()}${paths.clinic.getHref(clinic.slug)}`,
        },
        { kinds, note },
      )
  const cancel = () => {
    setErrors({})
    setStep({ at: 'ask' })
    requestAnimationFrame(() => wrongButton.current?.focus())
  }

  const focusDone = (el: HTMLParagraphElement | null) => el?.focus()
  // The sending code loads on intent (pointer over or focus on a button),
  // so a tap on a weak signal does not wait for it, and a form filled in
  // after the signal dropped can still keep its report.
  const preload = () => {
    if (canSend) void import('./send-report').catch(() => {})
  }
  const changed = () => (key.current = null)

  async function deliver(what: 'yes' | 'report', reportKinds: ReportKind[]) {
    setStep({ at: 'sending', what })
    setErrors({})
    const body = toReportBody({
      clinicId: clinic.uuid,
      kinds: reportKinds,
      note: what === 'yes' ? '' : note,
      email: what === 'yes' ? '' : email,
    })
    let sent: Sent
    try {
      const deliverReport = send ?? (await import('./send-report')).sendReport
      key.current ??= (await import('@/data/functions')).newIdempotencyKey()
      sent = await deliverReport(body, {
        backend: backend!,
        idempotencyKey: key.current,
        honeypot: trap.current?.value ?? '',
      })
    } catch {
      // The sending code itself could not load (offline before it was saved).
      sent = { kind: 'failed', status: 0 }
    }
    if (sent.kind === 'sent' || sent.kind === 'kept') {
      key.current = null
      setStep({
        at: 'done',
        tone: sent.kind === 'sent' ? 'thanks' : 'kept',
        text:
          sent.kind === 'kept'
            ? sent.text
            : what === 'yes'
              ? THANKS_YES
              : THANKS_REPORT,
        ...(sent.kind === 'kept' && what === 'report'
          ? { kept: { kinds, note: note.trim() } }
          : {}),
      })
      return
    }
    setStep(what === 'yes' ? { at: 'ask' } : { at: 'form' })
    setErrors({ send: refusalText(sent) })
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    if (step.at === 'sending') return
    const found = validateReport({ clinicId: clinic.uuid, kinds, note, email })
    setErrors(found)
    if (found.kinds) firstKind.current?.focus()
    else if (found.note) noteRef.current?.focus()
    else if (found.email) emailRef.current?.focus()
    else if (canSend) void deliver('report', kinds)
  }

  const sending = step.at === 'sending'
  const sendError = errors.send ? (
    <p
      role="alert"
      className="mt-3 rounded border border-red-300 bg-red-50 p-3 font-medium text-red-900"
    >
      {errors.send}
    </p>
  ) : null

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="listing-check"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        Is this information right?
      </h2>
      {step.at === 'done' && step.kept ? (
        <div
          ref={focusDone}
          tabIndex={-1}
          role="status"
          data-testid="kept-report"
          className="mt-3 space-y-2 rounded border border-amber-300 bg-amber-50 p-3 text-slate-900"
        >
          <p className="font-medium">{step.text}</p>
          <p className="font-semibold">Your report:</p>
          <ul className="list-disc pl-5">
            {step.kept.kinds.map((k) => (
              <li key={k}>{WRONG_KIND_LABELS[k]}</li>
            ))}
          </ul>
          {step.kept.note ? (
            <p className="wrap-anywhere whitespace-pre-wrap">
              {step.kept.note}
            </p>
          ) : null}
        </div>
      ) : step.at === 'done' ? (
        <p
          ref={focusDone}
          tabIndex={-1}
          role="status"
          className={`mt-3 rounded border p-3 font-medium ${
            step.tone === 'thanks'
              ? 'border-green-300 bg-green-50 text-green-900'
              : 'border-amber-300 bg-amber-50 text-slate-900'
          }`}
        >
          {step.text}
        </p>
      ) : step.at === 'not-received' ? (
        <p
          ref={focusDone}
          tabIndex={-1}
          role="status"
          className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 font-medium text-slate-900"
        >
          Thank you. We can't receive answers here yet, so nothing was sent. If
          something is wrong, please email us at{' '}
          <a
            className="font-semibold text-blue-800 underline"
            href={`mailto:${config.contactEmail}`}
          >
            {config.contactEmail}
          </a>
          .
        </p>
      ) : step.at === 'ask' || (sending && step.what === 'yes') ? (
        <>
          <p className="mt-1 text-slate-800">
            The hours, phone number and address above: tell us if they match
            what you found.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={sending}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => {
                if (canSend) void deliver('yes', [CONFIRMED_BY_VISITOR])
                else setStep({ at: 'not-received' })
              }}
              className={`${button} border border-blue-800 bg-white text-blue-900 hover:bg-blue-50`}
            >
              {sending ? (
                <Loader2
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin shrink-0"
                />
              ) : (
                <Check aria-hidden="true" className="h-4 w-4 shrink-0" />
              )}
              {sending ? 'Sending...' : "Yes, it's right"}
            </button>
            <button
              ref={wrongButton}
              type="button"
              disabled={sending}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => {
                setErrors({})
                setStep({ at: 'form' })
              }}
              className={`${button} border border-blue-800 bg-white text-blue-900 hover:bg-blue-50`}
            >
              <Flag aria-hidden="true" className="h-4 w-4 shrink-0" />
              Something is wrong
            </button>
          </div>
          {sendError}
        </>
      ) : (
        <form noValidate onSubmit={submit} className="mt-2 space-y-4">
          {/* Built-in mode: said first, before anything is filled in (as
              the contact form does); the link carries what is filled in. */}
          {!canSend ? (
            <p
              data-testid="report-by-email"
              className="rounded border border-amber-300 bg-amber-50 p-3 text-slate-900"
            >
              We can't receive reports here yet. Please email us at{' '}
              <a
                className="font-semibold text-blue-800 underline"
                href={mail?.href}
              >
                {config.contactEmail}
              </a>{' '}
              — the link puts this clinic and what you fill in below into the
              email.
            </p>
          ) : null}
          <fieldset
            aria-describedby={errors.kinds ? `${id}-kinds-error` : undefined}
          >
            <legend className="font-semibold text-slate-900">
              What is wrong? Choose all that apply.
            </legend>
            <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
              {WRONG_KINDS.map((k, i) => (
                <label
                  key={k}
                  className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900"
                >
                  <input
                    ref={i === 0 ? firstKind : undefined}
                    type="checkbox"
                    name="kinds"
                    value={k}
                    checked={kinds.includes(k)}
                    disabled={sending}
                    aria-invalid={errors.kinds ? true : undefined}
                    onChange={(e) => {
                      changed()
                      setKinds((was) =>
                        e.target.checked
                          ? WRONG_KINDS.filter(
                              (w) => w === k || was.includes(w),
                            )
                          : was.filter((w) => w !== k),
                      )
                    }}
                    className="h-5 w-5 accent-blue-800"
                  />
                  {WRONG_KIND_LABELS[k]}
                </label>
              ))}
            </div>
            {errors.kinds ? (
              <p
                id={`${id}-kinds-error`}
                role="alert"
                className="mt-1 text-sm font-medium text-red-800"
              >
                {errors.kinds}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={`${id}-note`} className="block font-medium">
              What did you find? (optional)
            </label>
            <textarea
              ref={noteRef}
              id={`${id}-note`}
              name="note"
              rows={3}
              value={note}
              disabled={sending}
              // Characters, not UTF-16 units: twice the limit lets any valid
              // note in, and the validation gives the message.
              maxLength={REPORT_LIMITS.note * 2}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
              onChange={(e) => {
                changed()
                setNote(e.target.value)
              }}
              placeholder="For example: closes at 6 PM on Saturdays now"
              className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500 aria-[invalid=true]:border-red-700"
            />
            <p id={`${id}-note-hint`} className="mt-1 text-sm text-slate-700">
              Up to {REPORT_LIMITS.note} characters. Please don't include
              anything about your child's health.
            </p>
            {errors.note ? (
              <p
                id={`${id}-note-error`}
                role="alert"
                className="mt-1 text-sm font-medium text-red-800"
              >
                {errors.note}
              </p>
            ) : null}
          </div>
          {canSend ? (
            <div>
              <label htmlFor={`${id}-email`} className="block font-medium">
                Your email, if you'd like a reply (optional)
              </label>
              <input
                ref={emailRef}
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                disabled={sending}
                maxLength={REPORT_LIMITS.email * 2}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={
                  errors.email ? `${id}-email-error` : undefined
                }
                onChange={(e) => {
                  changed()
                  setEmail(e.target.value)
                }}
                placeholder="you@example.com"
                className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500 aria-[invalid=true]:border-red-700"
              />
              {errors.email ? (
                <p
                  id={`${id}-email-error`}
                  role="alert"
                  className="mt-1 text-sm font-medium text-red-800"
                >
                  {errors.email}
                </p>
              ) : null}
            </div>
          ) : null}
          {/* Honeypot: off-screen, out of the tab order and hidden from
              assistive technology; only bots fill it in. */}
          <div
            aria-hidden="true"
            className="absolute -left-[10000px] h-px w-px overflow-hidden"
          >
            <label htmlFor={`${id}-website`}>Leave this field empty</label>
            <input
              ref={trap}
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <p className="rounded border border-slate-200 bg-slate-50 p-3 text-slate-800">
            This goes to the people who run this directory, not to the clinic.
            It is not for medical questions: if your child needs help now, call
            the clinic, or{' '}
            <a
              href="tel:911"
              className="font-semibold whitespace-nowrap text-red-800 underline"
            >
              call 911
            </a>{' '}
            in an emergency.
          </p>
          {sendError}
          <div aria-live="polite" className="sr-only">
            {sending ? 'Sending...' : ''}
          </div>
          {mail ? (
            <EmailInstead
              href={mail.href}
              cut={mail.cut}
              what="report"
              onCancel={cancel}
            />
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                disabled={sending}
                onClick={cancel}
                className={`${button} border border-slate-400 text-slate-900`}
              >
                Cancel
              </button>
              <button
                type="submit"
                disabled={sending}
                className={`${button} bg-blue-800 text-white`}
              >
                {sending ? (
                  <>
                    <Loader2
                      aria-hidden="true"
                      className="h-4 w-4 animate-spin shrink-0"
                    />
                    Sending...
                  </>
                ) : (
                  'Send report'
                )}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  )
}
