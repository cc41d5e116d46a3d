/**
 * The holiday questions (issue 49, item 5): the call sheet asks from 30
 * days before a listed holiday, clinics without an answer for the next one
 * rise, ops:apply reads the answers in an operator's words and refuses what
 * it cannot read by row and column, ops:status counts them.
 */
import { describe, expect, test } from 'vitest'
import { UNVERIFIED } from '../../../src/domain/verification'
import type { HoursException } from '../../../src/domain/hours/hours-exceptions'
import {
  buildQueue,
  isDue,
  sheetColumns,
  sheetHtml,
  sheetRecords,
} from '../../../ops/lib/sheets-out/queue'
import { describePlan, planSheet } from '../../../ops/lib/apply/plan'
import { fingerprint } from '../../../ops/lib/core/model'
import { statusReport, statusTable } from '../../../ops/lib/sheets-out/status'
import { DAY, filled, opsClinic } from './factory'

/** Wed Dec 2, 2026, 9:00 AM Central: Christmas Eve and Day, New Year's Eve and Day ahead. */
const DEC = new Date('2026-12-02T15:00:00.000Z')
const COMING = ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']
const HEADER = sheetColumns(COMING)
const confirmedDaysAgo = (days: number) => ({
  ...UNVERIFIED,
  phone: {
    at: new Date(DEC.getTime() - days * DAY).toISOString(),
    method: 'call' as const,
  },
  hours: {
    at: new Date(DEC.getTime() - days * DAY).toISOString(),
    method: 'call' as const,
  },
  address: null,
  website: null,
})
const exception = (
  date: string,
  hours: string | null = null,
  confirmedAt = '2026-12-01T15:12:00.000Z',
): HoursException => ({
  date,
  hours,
  note: null,
  confirmedAt,
  method: 'call',
})
const allAnswered = COMING.map((d) => exception(d))
const header = (records: string[][]) => records[0]!
const holidayHeaders = (records: string[][]) =>
  header(records).filter((h) => h.includes('holiday_'))

describe('the call sheet asks before each holiday', () => {
  test("from 30 days before a holiday, not 31, in the clinic's zone", () => {
    const c = opsClinic()
    // Christmas Day is Fri Dec 25: asked from Wed Nov 25 (Central) on.
    const asked = (iso: string) =>
      holidayHeaders(
        sheetRecords([c], 'call', undefined, new Date(iso)),
      ).filter((h) => h.startsWith('holiday_'))
    expect(asked('2026-11-25T16:00:00.000Z')).toEqual([
      'holiday_2026-11-26',
      'holiday_2026-12-24',
      'holiday_2026-12-25',
    ])
    expect(asked('2026-11-24T16:00:00.000Z')).toEqual([
      'holiday_2026-11-26',
      'holiday_2026-12-24',
    ])
    // 11:30 PM Central on Nov 24 is Nov 25 in UTC: still 31 days before.
    expect(asked('2026-11-25T05:30:00.000Z')).toEqual([
      'holiday_2026-11-26',
      'holiday_2026-12-24',
    ])
    // Far from any holiday the header is exactly as before.
    expect(
      header(
        sheetRecords([c], 'call', undefined, new Date('2026-10-01T15:00:00Z')),
      ),
    ).toEqual(sheetColumns())
  })

  test("on Dec 2: the four holidays asked, each column's question or what is known", () => {
    const c = opsClinic({
      hoursExceptions: [
        exception('2026-11-26'), // Thanksgiving: passed, history only
        exception('2026-12-25'),
        exception('2026-12-24', '9:00 AM - 1:00 PM'),
      ],
    })
    const records = sheetRecords([c], 'call', undefined, DEC)
    expect(holidayHeaders(records)).toEqual([
      ...COMING.map((d) => `stored_holiday_${d}`),
      ...COMING.map((d) => `holiday_${d}`),
    ])
    const row = Object.fromEntries(
      header(records).map((k, i) => [k, records[1]![i]]),
    )
    expect(row['stored_holiday_2026-12-24']).toBe(
      '9:00 AM - 1:00 PM, confirmed Tue Dec 1, 9:12 AM CT (call)',
    )
    expect(row['stored_holiday_2026-12-25']).toBe(
      'closed, confirmed Tue Dec 1, 9:12 AM CT (call)',
    )
    expect(row['stored_holiday_2026-12-31']).toBe(
      "not confirmed; ask: What are your hours on New Year's Eve, Thursday, December 31?",
    )
    expect(row['holiday_2027-01-01']).toBe('')
    expect(header(records)).not.toContain('holiday_2026-11-26')
    // The holiday columns come after the facts, before method.
    const h = header(records)
    expect(h.indexOf('holiday_2026-12-24')).toBe(h.indexOf('languages') + 1)
    expect(h.indexOf('method')).toBe(h.indexOf('holiday_2027-01-01') + 1)

    const html = sheetHtml([c], 'call', DEC)
    expect(html).toContain(
      'What are your hours on Christmas Eve, Thursday, December 24?',
    )
    expect(html).toContain(
      '<td>9:00 AM - 1:00 PM, confirmed Tue Dec 1, 9:12 AM CT (call)</td>',
    )
    expect(html).toContain(
      "What are your hours on New Year's Day, Friday, January 1?<br><small>column holiday_2027-01-01</small>",
    )
    expect(html).toContain('<td>not confirmed</td>')
    expect(html).not.toContain('Thanksgiving')
  })

  test('the research sheet does not ask', () => {
    const c = opsClinic({ phone: null })
    const records = sheetRecords([c], 'research', undefined, DEC)
    expect(holidayHeaders(records)).toEqual([])
    expect(sheetHtml([c], 'research', DEC)).not.toContain('What are your hours')
  })

  test('order: reported, then no answer for the next holiday (never verified first, then the oldest), then the rest; a clinic confirmed within 90 days is due until every coming holiday is answered', () => {
    const reported = opsClinic({
      name: 'R reported',
      hoursExceptions: allAnswered,
    })
    const answeredOld = opsClinic({
      name: 'A answered, old',
      verification: confirmedDaysAgo(400),
      hoursExceptions: allAnswered,
    })
    const answeredNever = opsClinic({
      name: 'B answered, never',
      hoursExceptions: allAnswered,
    })
    const lacksOld = opsClinic({
      name: 'Y lacks, old',
      verification: confirmedDaysAgo(300),
    })
    const lacksRecent = opsClinic({
      name: 'X lacks, recent',
      verification: confirmedDaysAgo(10),
    })
    const lacksNever = opsClinic({ name: 'Z lacks, never' })
    // Christmas Eve answered, Christmas Day not: due, not raised.
    const lacksLater = opsClinic({
      name: 'C lacks a later one',
      verification: confirmedDaysAgo(10),
      hoursExceptions: [exception('2026-12-24')],
    })
    const done = opsClinic({
      name: 'D all answered, recent',
      verification: confirmedDaysAgo(10),
      hoursExceptions: allAnswered,
    })
    const q = buildQueue(
      [
        answeredOld,
        answeredNever,
        lacksOld,
        lacksRecent,
        lacksNever,
        lacksLater,
        done,
        reported,
      ],
      {
        now: DEC,
        reports: new Map([
          [
            reported.id,
            { count: 1, newest: DEC.toISOString(), kinds: ['hours_wrong'] },
          ],
        ]),
      },
    )
    expect(q.call.map((c) => c.name)).toEqual([
      'R reported',
      'Z lacks, never',
      'Y lacks, old',
      'X lacks, recent',
      'B answered, never',
      'A answered, old',
      'C lacks a later one',
    ])
    expect(isDue(done, DEC)).toBe(false)
    expect(isDue(lacksRecent, DEC)).toBe(true)
    // The same clinic in October, no holiday within 30 days: not due.
    expect(isDue(lacksRecent, new Date(DEC.getTime() - 40 * DAY))).toBe(false)
  })

  test('the fingerprint covers the exceptions: a row printed before someone recorded holiday hours is refused as stale', () => {
    const before = opsClinic()
    const after = { ...before, hoursExceptions: [exception('2026-12-25')] }
    expect(fingerprint(after)).not.toBe(fingerprint(before))
    const plan = planSheet(
      HEADER,
      [
        filled(before, {
          outcome: 'confirmed',
          'holiday_2026-12-25': '9am-1pm',
          method: 'call',
          initials: 'AB',
        }),
      ],
      [after],
      DEC,
    )
    expect(plan.problems.join('\n')).toContain(
      `${before.name} changed since the sheet was written`,
    )
  })
})

describe('ops:apply reads the holiday answers', () => {
  const plan = (
    c: ReturnType<typeof opsClinic>,
    cells: Record<string, string>,
    opts: { header?: string[]; line?: number } = {},
  ) =>
    planSheet(
      opts.header ?? HEADER,
      [filled(c, { method: 'call', initials: 'AB', ...cells }, opts.line ?? 2)],
      [c],
      DEC,
    )

  test("closed, '9am-1pm' and 'same as usual' stored with the apply's time and the row's method; other entries, passed ones too, kept", () => {
    const c = opsClinic({
      hoursExceptions: [
        exception('2026-11-26'),
        exception('2026-12-24', '8:00 AM - 12:00 PM'),
      ],
    })
    const p = plan(c, {
      outcome: 'confirmed',
      confirm: 'phone',
      'holiday_2026-12-24': 'Closed',
      'holiday_2026-12-25': 'closed all day',
      'holiday_2026-12-31': '9am - 1pm',
      'holiday_2027-01-01': 'same as usual',
      method: 'website',
    })
    expect(p.problems).toEqual([])
    const at = DEC.toISOString()
    const check = p.checks[0]!
    expect(check.patch.hours_exceptions).toEqual([
      {
        date: '2026-11-26',
        closed: true,
        confirmed_at: '2026-12-01T15:12:00.000Z',
        method: 'call',
      },
      { date: '2026-12-24', closed: true, confirmed_at: at, method: 'website' },
      { date: '2026-12-25', closed: true, confirmed_at: at, method: 'website' },
      {
        date: '2026-12-31',
        hours: '9:00 AM - 1:00 PM',
        confirmed_at: at,
        method: 'website',
      },
      // Fri Jan 1: the clinic's Friday hours.
      {
        date: '2027-01-01',
        hours: '8:00 AM - 8:00 PM',
        confirmed_at: at,
        method: 'website',
      },
    ])
    // A confirmed call may carry holiday answers: they are confirmations.
    expect(check.outcome).toBe('confirmed')
    expect(check.event.confirmed).toEqual(['phone'])
    expect(check.event.changes['holiday_2026-12-24']).toEqual({
      before: {
        date: '2026-12-24',
        hours: '8:00 AM - 12:00 PM',
        confirmed_at: '2026-12-01T15:12:00.000Z',
        method: 'call',
      },
      after: {
        date: '2026-12-24',
        closed: true,
        confirmed_at: at,
        method: 'website',
      },
    })
    expect(check.after.hoursExceptions.map((e) => e.date)).toEqual([
      '2026-11-26',
      ...COMING,
    ])
    const diff = describePlan(p)
    expect(diff).toContain(
      '  Christmas Eve Thu Dec 24: closed (was: 8:00 AM - 12:00 PM, confirmed Tue Dec 1, 9:12 AM CT (call))',
    )
    expect(diff).toContain(
      '  Christmas Day Fri Dec 25: closed (was: not confirmed)',
    )
    expect(diff).toContain(
      "  New Year's Eve Thu Dec 31: 9:00 AM - 1:00 PM (was: not confirmed)",
    )
    expect(diff).toContain(
      "  New Year's Day Fri Jan 1: 8:00 AM - 8:00 PM, the usual Fri hours (was: not confirmed)",
    )
  })

  test("'same as usual' reads the weekday as the same row gives it; a closed weekday is closed; an unknown one is refused", () => {
    const c = opsClinic()
    const p = plan(c, {
      outcome: 'changed',
      new_hours_thursday: '9am-5pm',
      'holiday_2026-12-31': 'usual',
    })
    expect(p.problems).toEqual([])
    expect(p.checks[0]!.patch.hours_exceptions).toMatchObject([
      { date: '2026-12-31', hours: '9:00 AM - 5:00 PM' },
    ])
    const closedFriday = opsClinic({ hours: { ...c.hours, friday: 'Closed' } })
    expect(
      plan(closedFriday, {
        outcome: 'confirmed',
        'holiday_2026-12-25': 'same as usual',
      }).checks[0]!.patch.hours_exceptions,
    ).toMatchObject([{ date: '2026-12-25', closed: true }])
    const unknownFriday = opsClinic({ hours: { ...c.hours, friday: null } })
    expect(
      plan(
        unknownFriday,
        { outcome: 'confirmed', 'holiday_2026-12-25': 'same as usual' },
        { line: 7 },
      ).problems,
    ).toEqual([
      `row 7: holiday_2026-12-25 "same as usual": the usual Friday hours are unknown, so 'same as usual' says nothing: write the hours you heard (such as '8 AM - 5 PM') or 'closed'`,
    ])
  })

  test('refusals name the row and the column: ambiguous hours, no answer, a day that is not a listed holiday or has passed', () => {
    const c = opsClinic()
    const problems = (cells: Record<string, string>, header = HEADER) =>
      plan(c, cells, { header, line: 5 }).problems
    expect(
      problems({ outcome: 'confirmed', 'holiday_2026-12-24': '9-1' }),
    ).toEqual([
      'row 5: holiday_2026-12-24 "9-1": write 9 AM - 1 PM, or 9 PM - 1 AM for overnight',
    ])
    expect(
      problems({ outcome: 'confirmed', 'holiday_2026-12-24': 'maybe' }),
    ).toEqual([
      `row 5: holiday_2026-12-24 "maybe" is not an answer the sheet can read: write 'closed', the hours with AM or PM (such as '9 AM - 1 PM'), or 'same as usual'`,
    ])
    expect(
      problems({
        outcome: 'no_answer',
        method: '',
        'holiday_2026-12-25': 'closed',
      }),
    ).toEqual([
      'row 5: holiday_2026-12-25: no_answer records no holiday answer (nobody answered for the clinic); leave it empty, or use confirmed or changed for a call that was answered',
    ])
    expect(
      problems(
        {
          outcome: 'confirmed',
          'holiday_2026-12-26': 'closed',
          'holiday_2026-11-26': 'closed',
        },
        [...HEADER, 'holiday_2026-12-26', 'holiday_2026-11-26'],
      ),
    ).toEqual([
      'row 5: holiday_2026-12-26 "closed": Sat Dec 26 is not one of the listed holidays',
      'row 5: holiday_2026-11-26 "closed": Thanksgiving Thu Nov 26 has passed; nothing is stored for a past day',
    ])
    // Values but no outcome: refused as any other cell.
    expect(problems({ 'holiday_2026-12-24': 'closed' })[0]).toMatch(
      /^row 5: values written but no outcome/,
    )
    // Unusual holiday hours need --accept-unusual, as a weekday's would.
    expect(
      problems({ outcome: 'confirmed', 'holiday_2026-12-24': '9am-9:30am' }),
    ).toEqual([
      'row 5: holiday_2026-12-24 "9am-9:30am": open under one hour (30 minutes); unusual for an urgent care: check it, and if it is right apply with --accept-unusual 5',
    ])
  })

  test("an empty cell stores nothing; 'unknown' takes a stored answer back", () => {
    const c = opsClinic({ hoursExceptions: [exception('2026-12-25')] })
    const untouched = plan(c, { outcome: 'confirmed', confirm: 'phone' })
      .checks[0]!
    expect(untouched.patch.hours_exceptions).toBeUndefined()
    expect(Object.keys(untouched.event.changes)).toEqual([])
    const erased = plan(c, {
      outcome: 'changed',
      'holiday_2026-12-25': 'unknown',
    }).checks[0]!
    expect(erased.patch.hours_exceptions).toEqual([])
    expect(
      describePlan({
        problems: [],
        checks: [erased],
        skipped: [],
        notFound: [],
      }),
    ).toContain(
      '  Christmas Day Fri Dec 25: not confirmed (the answer erased) (was: closed, confirmed Tue Dec 1, 9:12 AM CT (call))',
    )
  })
})

describe('ops:status counts the coming holidays', () => {
  test('per holiday: confirmed of the clinics not closed for good, closed and open; a passed exception is not counted', () => {
    const clinics = [
      opsClinic({
        hoursExceptions: [exception('2026-11-26'), exception('2026-12-25')],
      }),
      opsClinic({
        hoursExceptions: [exception('2026-12-25', '9:00 AM - 1:00 PM')],
      }),
      opsClinic(),
      opsClinic({
        status: 'permanently_closed',
        hoursExceptions: [exception('2026-12-25')],
      }),
    ]
    const report = statusReport(clinics, DEC)
    expect(report.holidays).toEqual([
      {
        date: '2026-12-24',
        name: 'Christmas Eve',
        clinics: 3,
        confirmed: 0,
        closed: 0,
        open: 0,
      },
      {
        date: '2026-12-25',
        name: 'Christmas Day',
        clinics: 3,
        confirmed: 2,
        closed: 1,
        open: 1,
      },
      {
        date: '2026-12-31',
        name: "New Year's Eve",
        clinics: 3,
        confirmed: 0,
        closed: 0,
        open: 0,
      },
      {
        date: '2027-01-01',
        name: "New Year's Day",
        clinics: 3,
        confirmed: 0,
        closed: 0,
        open: 0,
      },
    ])
    const text = statusTable(report)
    expect(text).toContain(
      '  Christmas Day (Fri Dec 25): 2 of 3 confirmed (1 closed, 1 open)',
    )
    expect(text).toContain(
      "  New Year's Day (Fri Jan 1): 0 of 3 confirmed (0 closed, 0 open)",
    )
    expect(text).not.toContain('Thanksgiving')
    // In October nothing is coming: no holiday lines.
    const october = statusReport(clinics, new Date('2026-10-01T15:00:00Z'))
    expect(october.holidays).toEqual([])
    expect(statusTable(october)).not.toContain('Holidays')
  })
})
