/*
 * The outbox's rules: what the contact form and the listing report keep on
 * the device when they could not be delivered, and when a kept item goes.
 * Pure.
 */

/** What one try to send a message came to. */
export type SendOutcome =
  | { kind: 'sent' }
  /** The function refused it (a 4xx other than 408/429): never retried. */
  | { kind: 'refused'; status: number }
  /** The function is up but failed (5xx, 408, 429): the form says so. */
  | { kind: 'failed'; status: number }
  /** No answer at all (offline, DNS, connection reset): keep and retry. */
  | { kind: 'unreachable' }
  /** No answer in time (the function or its database hangs): keep and retry. */
  | { kind: 'timed_out' }

/** The outcome of an answer's status. */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' }
  if (status === 408 || status === 429 || status >= 500)
    return { kind: 'failed', status }
  return { kind: 'refused', status }
}

/**
 * A kept message after a try from the outbox: 'drop' when it was sent or
 * refused (a refusal would be refused again), 'keep' when it could not be
 * delivered now.
 */
export function afterTry(outcome: SendOutcome): 'drop' | 'keep' {
  return outcome.kind === 'sent' || outcome.kind === 'refused' ? 'drop' : 'keep'
}

/**
 * Whether what the parent just submitted goes to the outbox instead of
 * showing an error: when there was no answer at all or none in time, or the
 * function failed on its side (5xx, 408: its database or mail provider is
 * down), so nothing a parent wrote is lost to an outage. A refusal (4xx) and
 * the rate limit (429) are said on the form instead.
 */
export function keepOnDevice(outcome: SendOutcome): boolean {
  return (
    outcome.kind === 'unreachable' ||
    outcome.kind === 'timed_out' ||
    (outcome.kind === 'failed' && outcome.status !== 429)
  )
}

/** A kept contact message: the form's four fields (and the clinic a correction names). */
export interface KeptMessage {
  kind?: 'message'
  idempotencyKey: string
  message: { name: string; email: string; subject: string; message: string }
  clinicId?: string
  honeypot: string
  keptAt: string
}

/** A kept listing report: the body the report-listing function takes. */
export interface KeptReport {
  kind: 'report'
  idempotencyKey: string
  report: { clinic_id: string; kinds: string[]; note?: string; email?: string }
  honeypot: string
  keptAt: string
}

/** Anything kept: its one key (every send of it carries it), when kept. */
export type OutboxItem = KeptMessage | KeptReport

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v)

/** A record read back from storage is an OutboxItem (anything else is ignored). */
export function isOutboxItem(value: unknown): value is OutboxItem {
  if (!isRecord(value)) return false
  const v = value
  if (!(
    typeof v.idempotencyKey === 'string' &&
    v.idempotencyKey.length > 0 &&
    typeof v.honeypot === 'string' &&
    typeof v.keptAt === 'string'
  ))
    return false
  if (v.kind === 'report') {
    const r = v.report
    return (
      isRecord(r) &&
      typeof r.clinic_id === 'string' &&
      Array.isArray(r.kinds) &&
      r.kinds.every((k) => typeof k === 'string') &&
      ['note', 'email'].every(
        (k) => r[k] === undefined || typeof r[k] === 'string',
      )
    )
  }
  const m = v.message
  return (
    (v.kind === undefined || v.kind === 'message') &&
    (v.clinicId === undefined || typeof v.clinicId === 'string') &&
    isRecord(m) &&
    ['name', 'email', 'subject', 'message'].every(
      (k) => typeof m[k] === 'string',
    )
  )
}
