/*
 * The contact outbox's rules (README: works on a weak signal). Pure.
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
 * Whether a message the parent just submitted goes to the outbox instead of
 * showing an error: only when there was no answer at all, or the device says
 * it is offline before trying.
 */
export function keepOnDevice(outcome: SendOutcome): boolean {
  return outcome.kind === 'unreachable'
}

/** A kept message: the form's four fields, the honeypot, its one key, when kept. */
export interface OutboxItem {
  idempotencyKey: string
  message: { name: string; email: string; subject: string; message: string }
  honeypot: string
  keptAt: string
}

/** A record read back from storage is an OutboxItem (anything else is ignored). */
export function isOutboxItem(value: unknown): value is OutboxItem {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  const m = v.message as Record<string, unknown> | undefined
  return (
    typeof v.idempotencyKey === 'string' &&
    v.idempotencyKey.length > 0 &&
    typeof v.honeypot === 'string' &&
    typeof v.keptAt === 'string' &&
    !!m &&
    typeof m === 'object' &&
    ['name', 'email', 'subject', 'message'].every(
      (k) => typeof m[k] === 'string',
    )
  )
}
