import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Loader2 } from 'lucide-react'
import { config } from '@/config/env'
import {
  HONEYPOT_FIELD,
  newIdempotencyKey,
  postContactMessage,
} from '@/data/contact'
import { keepOnDevice, type SendOutcome } from '@/domain/offline/outbox'
import { keptText } from '@/domain/offline/notice'
import { contactMailto } from '@/domain/mailto'
import { keepOnThisDevice, keptMessages } from '@/features/offline'
import {
  CONTACT_LIMITS,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
} from '@/domain/contact'
import { Modal } from '@/components/ui/modal'
import { EmailInstead } from '@/components/ui/email-instead'
import { KeptMessage, WaitingMessages } from './contact-notes'

export const CONTACT_CLOSE_DELAY_MS = 2000

type Status = 'idle' | 'sending' | 'success' | 'queued' | 'error' | 'limited'

/** A kept message still waiting on the device, as the form shows it. */
interface Waiting {
  key: string
  message: ContactMessage
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' }

interface Props {
  onClose: () => void
  initialSubject?: string
  /** The clinic a 'Suggest a correction' message is about (sent with it). */
  clinicId?: string
  /** Injected for tests; defaults to the configured backend. */
  send?: (
    msg: ContactMessage,
    honeypot: string,
    idempotencyKey: string,
  ) => Promise<boolean>
  /** Null in built-in mode (no backend to send to). */
  backend?: { supabaseUrl: string; anonKey: string } | null
  /** Injected for tests; defaults to the messages kept on this device. */
  waiting?: () => Promise<Waiting[]>
}

const keptOnDevice = async (): Promise<Waiting[]> =>
  (await keptMessages()).map((k) => ({
    key: k.idempotencyKey,
    message: k.message,
  }))

const defaultBackend =
  config.supabaseUrl && config.supabaseAnonKey
    ? { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey }
    : null

export function ContactModal({
  onClose,
  initialSubject = '',
  clinicId,
  send,
  backend = defaultBackend,
  waiting,
}: Props) {
  const [values, setValues] = useState<ContactMessage>({
    ...EMPTY,
    subject: initialSubject,
  })
  // One key per message (src/README.md, Decisions): made on the first
  // send of this text, kept across its retries (a failed or lost answer is
  // retried with the same key, so the function stores and e-mails it once),
  // dropped when a field changes (a changed message is a new message) and
  // after a successful send. It lives next to the text in the form's state,
  // so whatever keeps the text (an offline queue) can keep the key with it.
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [status, setStatus] = useState<Status>('idle')
  const [keptWhy, setKeptWhy] = useState('')
  // What was kept on the device: shown in the form's place until closed.
  const [kept, setKept] = useState<ContactMessage | null>(null)
  // Messages an earlier send kept on the device, still to go: shown above
  // the form when it opens again, so nobody writes them twice.
  const [waitingNow, setWaitingNow] = useState<Waiting[]>([])
  const firstField = useRef<HTMLInputElement>(null)
  const subjectField = useRef<HTMLInputElement>(null)
  const trap = useRef<HTMLInputElement>(null)
  const refs = {
    name: firstField,
    email: useRef<HTMLInputElement>(null),
    subject: subjectField,
    message: useRef<HTMLTextAreaElement>(null),
  }
  const id = useId()
  const canSend = Boolean(send || backend)
  // Built-in mode: the parent's mail app sends it, from their own name and
  // address, so the form asks for the subject and the message only.
  const mail = canSend ? null : contactMailto(config.contactEmail, values)
  const shown: ContactField[] = canSend
    ? ['name', 'email', 'subject', 'message']
    : ['subject', 'message']

  useEffect(() => {
    const load = waiting ?? (backend ? keptOnDevice : null)
    if (!load) return
    let live = true
    load().then(
      (w) => live && setWaitingNow(w),
      () => {},
    )
    return () => {
      live = false
    }
  }, [waiting, backend])

  useEffect(() => {
    if (status !== 'success') return
    const t = setTimeout(onClose, CONTACT_CLOSE_DELAY_MS)
    return () => clearTimeout(t)
  }, [status, onClose])

  async function submit(e: FormEvent) {
    e.preventDefault()
    // Built-in mode: nothing to send here; the e-mail link at the end is
    // the way out (Enter in a field does nothing).
    if (status === 'sending' || !canSend) return
    const found = validateContactMessage(values)
    setErrors(found)
    const firstBad = (Object.keys(CONTACT_LIMITS) as ContactField[]).find(
      (f) => found[f],
    )
    if (firstBad) {
      refs[firstBad].current?.focus()
      return
    }
    setStatus('sending')
    const honeypot = trap.current?.value ?? ''
    const key = idempotencyKey ?? newIdempotencyKey()
    setIdempotencyKey(key)
    const outcome = send
      ? (await send(values, honeypot, key).catch(() => false))
        ? 'sent'
        : 'failed'
      : backend
        ? await postContactMessage(values, {
            ...backend,
            honeypot,
            idempotencyKey: key,
            clinicId,
          }).then(async (o: SendOutcome) => {
            if (o.kind === 'sent') return 'sent'
            if (isRateLimit(o)) return 'limited'
            if (!keepOnDevice(o)) return 'failed'
            // No answer (offline, or none in time) or the server failed:
            // kept on the device with its key, sent once later
            // (src/data/README.md: the outbox).
            try {
              await keepOnThisDevice({
                idempotencyKey: key,
                message: values,
                ...(clinicId ? { clinicId } : {}),
                honeypot,
                keptAt: new Date().toISOString(),
              })
              setKeptWhy(keptText(o, 'message', navigator.onLine))
              return 'queued'
            } catch {
              return 'failed'
            }
          })
        : 'failed'
    if (outcome === 'queued') setKept(values)
    if (outcome === 'sent' || outcome === 'queued') {
      setValues(EMPTY)
      setIdempotencyKey(null)
      setStatus(outcome === 'sent' ? 'success' : 'queued')
    } else setStatus(outcome === 'limited' ? 'limited' : 'error')
  }

  const field = (
    name: ContactField,
    label: string,
    placeholder: string,
    type = 'text',
  ) => {
    const errorId = `${id}-${name}-error`
    const common = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      placeholder,
      // The limits count characters; maxlength counts UTF-16 units, so it
      // is set to twice the limit, which no valid value exceeds (an emoji is
      // 2 units), and the validation gives the message.
      maxLength: CONTACT_LIMITS[name] * 2,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId : undefined,
      disabled: status === 'sending',
      onChange: (
        e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
      ) => {
        setValues((v) => ({ ...v, [name]: e.target.value }))
        setIdempotencyKey(null)
      },
      className:
        'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500 aria-[invalid=true]:border-red-700',
    }
    return (
      <div>
        <label htmlFor={common.id} className="block font-medium">
          {label}
        </label>
        {name === 'message' ? (
          <textarea {...common} ref={refs.message} rows={4} />
        ) : (
          <input
            {...common}
            ref={refs[name] as React.RefObject<HTMLInputElement>}
            type={type}
            autoComplete={
              name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'
            }
          />
        )}
        {errors[name] ? (
          <p
            id={errorId}
            role="alert"
            className="mt-1 text-sm font-medium text-red-800"
          >
            {errors[name]}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <Modal
      title="Send Us a Message"
      onClose={onClose}
      initialFocus={canSend ? firstField : subjectField}
      // The form ends with its own 'Cancel'; the kept message with 'Close'.
      closeAtEnd={status === 'queued'}
    >
      {status === 'queued' && kept ? (
        <KeptMessage message={kept} why={keptWhy} />
      ) : (
        <>
          {!canSend ? (
            <p className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-slate-900">
              We can't receive messages here yet. Please email us at{' '}
              <a
                className="font-semibold text-blue-800 underline"
                href={mail?.href}
              >
                {config.contactEmail}
              </a>
              .
            </p>
          ) : null}
          {waitingNow.length ? <WaitingMessages messages={waitingNow} /> : null}
          <form noValidate onSubmit={submit} className="space-y-3">
            {shown.includes('name') ? field('name', 'Name', 'Your name') : null}
            {shown.includes('email')
              ? field('email', 'Email', 'you@example.com', 'email')
              : null}
            {field('subject', 'Subject', 'What is this about?')}
            {field('message', 'Message', 'Your message...')}
            {/* Honeypot: off-screen, out of the tab order and hidden from
            assistive technology; only bots fill it in. */}
            <div
              aria-hidden="true"
              className="absolute -left-[10000px] h-px w-px overflow-hidden"
            >
              <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>
                Leave this field empty
              </label>
              <input
                ref={trap}
                id={`${id}-${HONEYPOT_FIELD}`}
                name={HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            <div aria-live="polite" role="status">
              {status === 'success' ? (
                <p className="rounded border border-green-300 bg-green-50 p-3 font-medium text-green-900">
                  Message sent successfully!
                </p>
              ) : null}
              {status === 'sending' ? (
                <span className="sr-only">Sending...</span>
              ) : null}
            </div>
            {status === 'error' ? (
              <p
                role="alert"
                className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-900"
              >
                Failed to send message. Please try again.
              </p>
            ) : null}
            {status === 'limited' ? (
              <p
                role="alert"
                className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-900"
              >
                You've sent several messages in a short time. Please try again
                later.
              </p>
            ) : null}
            {mail ? (
              <EmailInstead
                href={mail.href}
                cut={mail.cut}
                what="message"
                onCancel={onClose}
              />
            ) : (
              <div className="flex justify-end gap-2 pt-2">
                <button
                  type="button"
                  onClick={onClose}
                  className="inline-flex min-h-11 items-center rounded border border-slate-400 px-4 font-medium"
                >
                  Cancel
                </button>
                <button
                  type="submit"
                  disabled={status === 'sending'}
                  className="inline-flex min-h-11 items-center gap-2 rounded bg-blue-800 px-4 font-semibold text-white disabled:bg-slate-500"
                >
                  {status === 'sending' ? (
                    <>
                      <Loader2
                        aria-hidden="true"
                        className="h-4 w-4 animate-spin"
                      />
                      Sending...
                    </>
                  ) : (
                    'Send Message'
                  )}
                </button>
              </div>
            )}
          </form>
        </>
      )}
    </Modal>
  )
}

/** The rate limit (429): said on the form, nothing kept. */
function isRateLimit(o: SendOutcome): boolean {
  return (o.kind === 'failed' || o.kind === 'refused') && o.status === 429
}
