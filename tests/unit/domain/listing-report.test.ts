import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  CONFIRMED_BY_VISITOR,
  REPORT_LIMITS,
  WRONG_KINDS,
  WRONG_KIND_LABELS,
  reportMailto,
  toReportBody,
  validateReport,
  type WrongKind,
} from '@/domain/listing-report'
import {
  VISITORS_REPORTED_CLOSED_TEXT,
  clinicFreshness,
  visitorsReportedClosed,
} from '@/domain/freshness'
import { repairClinicRow } from '@/domain/repair-row'
import { toClinic } from '@/domain/map-row'
import {
  CONFIRMED_BY_VISITOR as SERVER_CONFIRMED,
  LIMITS as SERVER_LIMITS,
  WRONG_KINDS as SERVER_KINDS,
  validate as serverValidate,
} from '../../../supabase/functions/report-listing/validate'
import { createClinic } from '../../factories/clinic'

const CLINIC_ID = '5b1f3c2e-8d4a-5e6f-9a0b-1c2d3e4f5a6b'
const NOW = new Date('2026-11-26T12:00:00Z')

/** Free text: ASCII, accents, emoji, controls, bidi controls, lone surrogates, HTML. */
const text = fc
  .array(
    fc.constantFrom(
      'a',
      ' ',
      'é',
      '\u{1F476}',
      '\n',
      '\u0000',
      '\u202E',
      '\uD800',
      '<b>',
      '&amp;',
    ),
    { maxLength: 60 },
  )
  .map((p) => p.join(''))

describe('the report form and the report-listing function share one rule', () => {
  test('the same kinds, in the same order, and the same limits', () => {
    expect([...SERVER_KINDS]).toEqual([...WRONG_KINDS])
    expect(SERVER_CONFIRMED).toBe(CONFIRMED_BY_VISITOR)
    expect(SERVER_LIMITS).toEqual(REPORT_LIMITS)
    expect(Object.keys(WRONG_KIND_LABELS)).toEqual([...WRONG_KINDS])
  })

  test('a report the form accepts is accepted by the function', () => {
    fc.assert(
      fc.property(
        fc.subarray([...WRONG_KINDS], { minLength: 1 }),
        text,
        (kinds: WrongKind[], note) => {
          const report = { clinicId: CLINIC_ID, kinds, note, email: '' }
          if (Object.keys(validateReport(report)).length > 0) return
          const { errors, value } = serverValidate(toReportBody(report))
          expect(errors).toEqual({})
          expect(value.kinds).toEqual(kinds)
          // What is stored never holds control or bidirectional characters.
          expect(value.note ?? '').not.toMatch(
            /[^\P{Cc}\n\t]|[\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u,
          )
        },
      ),
    )
  })
})

describe('the report form', () => {
  const ok = {
    clinicId: CLINIC_ID,
    kinds: ['closed' as const],
    note: '',
    email: '',
  }
  test('at least one kind; note and e-mail optional, bounded', () => {
    expect(validateReport(ok)).toEqual({})
    expect(validateReport({ ...ok, kinds: [] }).kinds).toBeDefined()
    expect(validateReport({ ...ok, note: '👶'.repeat(500) })).toEqual({})
    expect(validateReport({ ...ok, note: 'n'.repeat(501) }).note).toBe(
      'The note must be at most 500 characters.',
    )
    expect(validateReport({ ...ok, email: 'ann@' }).email).toBeDefined()
    expect(validateReport({ ...ok, email: '  ann@example.com ' })).toEqual({})
  })

  test('the body leaves empty optional fields out and repeats no kind', () => {
    expect(
      toReportBody({
        ...ok,
        kinds: ['closed', 'closed'],
        note: '  ',
        email: '',
      }),
    ).toEqual({ clinic_id: CLINIC_ID, kinds: ['closed'] })
    expect(
      toReportBody({ ...ok, note: ' a\uD800 ', email: ' x@y.z ' }),
    ).toEqual({
      clinic_id: CLINIC_ID,
      kinds: ['closed'],
      note: 'a\uFFFD',
      email: 'x@y.z',
    })
  })

  test('the built-in e-mail link writes the clinic and the choices, encoded', () => {
    const href = reportMailto(
      'help@example.org',
      { name: 'A & B <Clinic>', url: 'https://x.example/clinic/a-b' },
      { kinds: ['hours_wrong', 'other'], note: 'Closes at 6?' },
    ).href
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('help@example.org')
    expect(url.searchParams.get('subject')).toBe(
      'Listing report: A & B <Clinic>',
    )
    expect(url.searchParams.get('body')).toBe(
      'Clinic: A & B <Clinic>\nPage: https://x.example/clinic/a-b\n\nWhat is wrong:\n- Hours are wrong\n- Something else\n\nCloses at 6?',
    )
  })

  test('the e-mail link carries the reply address the parent typed, last; none when blank', () => {
    const body = (email?: string) =>
      new URL(
        reportMailto(
          'help@example.org',
          { name: 'A', url: 'https://x.example/clinic/a' },
          {
            kinds: ['phone_wrong'],
            note: '',
            ...(email === undefined ? {} : { email }),
          },
        ).href,
      ).searchParams.get('body')
    expect(body(' ann@example.com ')).toBe(
      'Clinic: A\nPage: https://x.example/clinic/a\n\nWhat is wrong:\n- Phone number is wrong\n\nReply to: ann@example.com',
    )
    expect(body('')).not.toContain('Reply to')
    expect(body()).not.toContain('Reply to')
  })
})

describe("'Visitors reported this clinic closed'", () => {
  test('shows until the signal ends, never from a bad date', () => {
    expect(visitorsReportedClosed('2026-12-01T00:00:00Z', NOW)).toBe(true)
    expect(visitorsReportedClosed('2026-11-26T11:59:59Z', NOW)).toBe(false)
    for (const v of [null, undefined, '', 'soon', '<script>'])
      expect(visitorsReportedClosed(v, NOW)).toBe(false)
  })

  test("it is the card's freshness line while it holds, whatever was confirmed", () => {
    const clinic = createClinic({ reportedClosedUntil: '2026-12-01T00:00:00Z' })
    expect(clinicFreshness(clinic, NOW)).toEqual({
      tone: 'unconfirmed',
      text: VISITORS_REPORTED_CLOSED_TEXT,
    })
    expect(
      clinicFreshness(clinic, new Date('2026-12-02T00:00:00Z')).text,
    ).not.toBe(VISITORS_REPORTED_CLOSED_TEXT)
  })

  test('read from the row; a value that is not a date is repaired and reported', () => {
    const base = repairClinicRow(
      { id: CLINIC_ID, name: 'A', city: 'Paducah', state: 'KY' },
      0,
    )
    expect(base.row).not.toBeNull()
    const good = repairClinicRow(
      { ...base.row, visitors_reported_closed_until: '2026-12-01 10:00:00+00' },
      0,
    )
    expect(good.issues).toEqual([])
    expect(toClinic(good.row!, {} as never).reportedClosedUntil).toBe(
      '2026-12-01T10:00:00.000Z',
    )
    const bad = repairClinicRow(
      { ...base.row, visitors_reported_closed_until: 'tomorrow' },
      0,
    )
    expect(bad.row!.visitors_reported_closed_until).toBeNull()
    expect(bad.issues.map((i) => i.field)).toContain(
      'visitors_reported_closed_until',
    )
  })
})
