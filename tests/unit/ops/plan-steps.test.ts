import { describe, expect, test } from 'vitest'
import {
  buildPatch,
  hoursWeek,
  missingColumns,
  patchContactConfirmations,
  patchFacts,
  patchHolidays,
  patchValues,
  plannedCheck,
  readAnswers,
  readConfirmList,
  readHolidayAnswers,
  readNewFacts,
  readNewValues,
  readRowHead,
  scheduleNext,
  settleOutcome,
  sheetContext,
  type RowHead,
  type RowPatch,
} from '../../../ops/lib/apply/plan'
import { HEADER, NOW, ago, filled, opsClinic } from './factory'

/*
 * planSheet's steps one by one (ops/lib/apply/plan.ts): each reads or
 * builds one thing and says its problems through `bad`; planSheet itself is
 * tested whole in plan.test.ts and end to end in cli-file*.test.ts.
 */
const at = NOW.toISOString()
const by = { at, method: 'call' as const }
const collect = () => {
  const problems: string[] = []
  return { problems, bad: (m: string) => void problems.push(m) }
}
const cellOf =
  (cells: Record<string, string>) =>
  (k: string): string =>
    (cells[k] ?? '').trim()
const empty = (): RowPatch => ({
  patch: {},
  changes: {},
  confirmed: new Set(),
  holidayChanged: false,
  holidayConfirmed: false,
})
function head(
  c = opsClinic(),
  cells: Record<string, string> = {
    outcome: 'confirmed',
    confirm: 'phone',
    method: 'call',
    initials: 'AB',
  },
): RowHead {
  const { bad, problems } = collect()
  const h = readRowHead(filled(c, cells), sheetContext(HEADER, [c], NOW), bad)
  expect(problems).toEqual([])
  if (h.kind !== 'row') throw new Error(h.kind)
  return h
}

describe('step 1: the row itself', () => {
  test('a sheet without its columns is not read', () => {
    expect(missingColumns(HEADER)).toBeNull()
    expect(missingColumns(['id', 'name'])).toMatch(
      /^the sheet has no column fingerprint, .*: is it a sheet from ops:queue\?$/,
    )
  })

  test('empty, unknown clinic, twice, no outcome, not_found', () => {
    const c = opsClinic()
    const ctx = sheetContext(HEADER, [c], NOW)
    const { problems, bad } = collect()
    expect(readRowHead(filled(c, {}), ctx, bad)).toEqual({
      kind: 'empty',
      skipped: true,
    })
    expect(readRowHead({ line: 3, cells: {} }, ctx, bad)).toEqual({
      kind: 'empty',
      skipped: false,
    })
    expect(
      readRowHead(
        { line: 4, cells: { id: 'nope', outcome: 'confirmed' } },
        ctx,
        bad,
      ),
    ).toEqual({ kind: 'refused' })
    expect(problems).toEqual(['no clinic has the id "nope"'])
    problems.length = 0
    const row = { outcome: 'confirmed', method: 'call', initials: 'ab' }
    expect(readRowHead(filled(c, row, 5), ctx, bad).kind).toBe('row')
    expect(readRowHead(filled(c, { note: 'x' }, 6), ctx, bad)).toEqual({
      kind: 'refused',
    })
    expect(problems).toEqual([
      `${c.name} is also on row 5: one row per clinic`,
      `values written but no outcome (${c.name}); outcome is one of confirmed, changed, no_answer, wrong_number, closed_today, temporarily_closed, permanently_closed`,
    ])
    const research = sheetContext(HEADER, [c], NOW)
    expect(
      readRowHead(
        filled(c, { sheet: 'research', outcome: 'not_found' }),
        research,
        bad,
      ),
    ).toEqual({ kind: 'not_found' })
  })

  test('a research row: found is changed by website; a call outcome refused', () => {
    const c = opsClinic()
    const { problems, bad } = collect()
    const h = readRowHead(
      filled(c, { sheet: 'research', outcome: 'found', initials: 'ab' }),
      sheetContext(HEADER, [c], NOW),
      bad,
    )
    expect(h).toMatchObject({
      kind: 'row',
      outcome: 'changed',
      found: true,
      method: 'website',
      initials: 'AB',
    })
    expect(
      readRowHead(
        filled(c, { sheet: 'research', outcome: 'no_answer' }),
        sheetContext(HEADER, [c], NOW),
        bad,
      ),
    ).toEqual({ kind: 'refused' })
    expect(problems).toEqual([
      'outcome "no_answer" is not one of found, not_found, closed, temporarily_closed',
    ])
  })
})

describe('step 2: what the row heard', () => {
  test('new values: each read, unknown erases, hours strict, an unusual day noted', () => {
    const { problems, bad } = collect()
    const unusual: string[] = []
    const values = readNewValues(
      cellOf({
        new_phone: '270.555.0199',
        new_website: 'unknown',
        new_hours_monday: '8-5',
        new_hours_tuesday: '8am-8:30am',
        new_address: '',
      }),
      bad,
      unusual,
    )
    expect([...values]).toEqual([
      ['phone', '(270) 555-0199'],
      ['website', null],
      ['hours_tuesday', '8:00 AM - 8:30 AM'],
    ])
    expect(problems).toEqual([
      'new_hours_monday "8-5": write 8 AM - 5 PM, or 8 PM - 5 AM for overnight',
    ])
    expect(unusual).toHaveLength(1)
    expect(unusual[0]).toMatch(/^new_hours_tuesday "8am-8:30am": /)
  })

  test('facts: a value, unknown, or refused with the column', () => {
    const { problems, bad } = collect()
    const facts = readNewFacts(
      cellOf({ min_age: '6 months', xray: 'unknown', medicaid: 'maybe' }),
      bad,
    )
    expect(facts.get('min_age')).toBe(6)
    expect(facts.get('xray')).toBeNull()
    expect(facts.has('medicaid')).toBe(false)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^medicaid: /)
  })

  test("holiday answers: closed, the weekday's hours for 'same as usual' (as the row gives them)", () => {
    const { problems, bad } = collect()
    const c = opsClinic()
    const answers = readHolidayAnswers(
      {
        cell: cellOf({
          'holiday_2026-12-25': 'closed',
          'holiday_2026-12-24': 'same as usual',
        }),
        clinic: c,
        answered: ['holiday_2026-12-25', 'holiday_2026-12-24'],
      },
      new Map([['hours_thursday', '9:00 AM - 1:00 PM']]),
      NOW,
      bad,
      [],
    )
    expect(problems).toEqual([])
    expect(answers.get('2026-12-25')).toEqual({ hours: null, usual: false })
    expect(answers.get('2026-12-24')).toEqual({
      hours: '9:00 AM - 1:00 PM',
      usual: true,
    })
  })

  test('confirm: the fields named; all = every contact field known, never a fact', () => {
    const c = opsClinic({ website: null })
    const { problems, bad } = collect()
    expect(
      readConfirmList(cellOf({ confirm: 'phone xray' }), c, new Map(), bad),
    ).toEqual(['phone', 'xray'])
    expect(
      readConfirmList(cellOf({ confirm: 'all' }), c, new Map(), bad),
    ).toEqual(['phone', 'hours', 'address'])
    expect(
      readConfirmList(
        cellOf({ confirm: 'all' }),
        c,
        new Map([['website', 'https://x.example.org']]),
        bad,
      ),
    ).toEqual(['phone', 'hours', 'address', 'website'])
    expect(
      readConfirmList(cellOf({ confirm: 'phon' }), c, new Map(), bad),
    ).toEqual([])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^confirm "phon": list phone, hours/)
  })

  test('a call nobody answered records nothing heard; an unusual week is noted', () => {
    const c = opsClinic()
    const { problems, bad } = collect()
    readAnswers(
      head(c, {
        outcome: 'no_answer',
        new_phone: '270 555 0199',
        initials: 'AB',
      }),
      NOW,
      bad,
    )
    expect(problems).toEqual([
      'no_answer records no new or confirmed values: use changed or confirmed for those',
    ])
    const week = Object.fromEntries(
      [
        'sunday',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
      ].map((d) => [`new_hours_${d}`, 'closed']),
    )
    const closed = readAnswers(
      head(opsClinic(), {
        outcome: 'changed',
        method: 'call',
        initials: 'AB',
        ...week,
      }),
      NOW,
      collect().bad,
    )
    expect(closed.unusual).toEqual([expect.stringMatching(/^hours: /)])
  })
})

describe('step 3: the patch', () => {
  test('values: only those that differ, with before and after', () => {
    const c = opsClinic()
    const out = empty()
    patchValues(
      c,
      new Map<never, string | null>([
        ['phone' as never, c.phone],
        ['website' as never, null],
      ]),
      out,
    )
    expect(out.patch).toEqual({ website: null })
    expect(out.changes).toEqual({ website: { before: c.website, after: null } })
  })

  test('the week: part erased refused; confirmed only with every day known', () => {
    const { problems, bad } = collect()
    const c = opsClinic({ hours: { ...opsClinic().hours, sunday: null } })
    expect(
      hoursWeek(
        c,
        {
          newValues: new Map([
            ['hours_monday', null],
            ['hours_tuesday', '8:00 AM - 5:00 PM'],
          ]),
          confirmList: [],
        },
        bad,
      ),
    ).toEqual({ erased: true, confirm: false })
    expect(
      hoursWeek(c, { newValues: new Map(), confirmList: ['hours'] }, bad),
    ).toEqual({ erased: false, confirm: true })
    expect(problems).toEqual([
      "hours: some days 'unknown' and others given; give the whole week, or 'unknown' alone to erase",
      "hours cannot be confirmed while sunday is unknown: write every day ('Closed' for a closed day)",
    ])
  })

  test('facts: heard and stored, listed and re-confirmed, unknown erases', () => {
    const c = opsClinic({
      facts: { ...opsClinic().facts, xray: true },
      verification: {
        ...opsClinic().verification,
        xray: { at: ago(10), method: 'call' },
      },
    })
    const out = empty()
    const { problems, bad } = collect()
    patchFacts(
      c,
      {
        newFacts: new Map<never, never>([
          ['min_age' as never, 6 as never],
          ['xray' as never, null as never],
        ]),
        confirmList: [],
      },
      by,
      out,
      bad,
    )
    expect(problems).toEqual([])
    expect(out.patch).toMatchObject({
      min_age_months: 6,
      min_age_verified_at: at,
      min_age_verified_method: 'call',
      xray_on_site: null,
      xray_verified_at: null,
      xray_verified_method: null,
    })
    expect([...out.confirmed]).toEqual(['min_age'])
    patchFacts(
      c,
      { newFacts: new Map(), confirmList: ['medicaid'] },
      by,
      empty(),
      bad,
    )
    expect(problems).toEqual([
      'medicaid cannot be confirmed: it is unknown; write what you heard in the medicaid column',
    ])
  })

  test('contact fields: given or listed confirmed, erased unconfirmed', () => {
    const c = opsClinic({
      verification: {
        ...opsClinic().verification,
        website: { at: ago(10), method: 'call' },
      },
    })
    const out = empty()
    const { problems, bad } = collect()
    patchContactConfirmations(
      c,
      {
        newValues: new Map([['website', null]]),
        confirmList: ['phone'],
      },
      { erased: false, confirm: false },
      by,
      out,
      bad,
    )
    expect(problems).toEqual([])
    expect(out.patch).toEqual({
      phone_verified_at: at,
      phone_verified_method: 'call',
      website_verified_at: null,
      website_verified_method: null,
    })
    expect([...out.confirmed]).toEqual(['phone'])
  })

  test('holidays: the day answered replaces its entry, the others kept', () => {
    const kept = {
      date: '2026-07-04',
      hours: null,
      note: null,
      confirmedAt: ago(100),
      method: 'call' as const,
    }
    const c = opsClinic({ hoursExceptions: [kept] })
    const out = empty()
    patchHolidays(
      c,
      new Map([['2026-12-25', { hours: null, usual: false }]]),
      by,
      out,
    )
    expect(out.holidayChanged && out.holidayConfirmed).toBe(true)
    expect(
      (out.patch.hours_exceptions as { date: string }[]).map((e) => e.date),
    ).toEqual(['2026-07-04', '2026-12-25'])
    expect(Object.keys(out.changes)).toEqual(['holiday_2026-12-25'])
  })

  test('buildPatch puts the steps together for a row', () => {
    const c = opsClinic()
    const h = head(c, {
      outcome: 'changed',
      method: 'call',
      initials: 'AB',
      new_phone: '270 555 0199',
    })
    const built = buildPatch(
      h,
      readAnswers(h, NOW, collect().bad),
      at,
      collect().bad,
    )
    expect(built.patch).toEqual({
      phone: '(270) 555-0199',
      phone_verified_at: at,
      phone_verified_method: 'call',
    })
  })
})

describe('steps 4 to 6: the outcome, the next check, the check', () => {
  test('confirmed may not replace a stored value; changed must change one; found of nothing is confirmed', () => {
    const { problems, bad } = collect()
    const changed = {
      ...empty(),
      changes: { phone: { before: 'a', after: 'b' } },
    }
    expect(
      settleOutcome({ outcome: 'confirmed', found: false }, changed, bad),
    ).toBe('confirmed')
    expect(
      settleOutcome({ outcome: 'changed', found: false }, empty(), bad),
    ).toBe('changed')
    const confirmedSome = { ...empty(), confirmed: new Set(['phone' as const]) }
    expect(
      settleOutcome({ outcome: 'changed', found: true }, confirmedSome, bad),
    ).toBe('confirmed')
    expect(problems).toEqual([
      'confirmed, but phone differ from the stored values: use changed',
      'confirmed, but nothing is confirmed: list the fields in confirm (or all)',
      'changed, but every value equals the stored one: use confirmed',
    ])
  })

  test('each outcome sets the status and the next check', () => {
    const c = opsClinic({ status: 'temporarily_closed' })
    const next = (outcome: Parameters<typeof scheduleNext>[1]) => {
      const out = empty()
      scheduleNext(c, outcome, NOW, out)
      return out.patch
    }
    expect(next('confirmed')).toEqual({ status: 'active' })
    expect(next('no_answer')).toEqual({
      next_check_after: new Date(NOW.getTime() + 2 * 3600e3).toISOString(),
    })
    expect(next('closed_today')).toEqual({
      next_check_after: '2026-11-27T06:00:00.000Z',
    })
    expect(next('wrong_number')).toEqual({ phone: null })
    expect(next('permanently_closed')).toEqual({ status: 'permanently_closed' })
  })

  test('the check: the clinic after, and an event listing only the fields confirmed as stored', () => {
    const c = opsClinic()
    const h = head(c, {
      outcome: 'changed',
      method: 'call',
      initials: 'AB',
      confirm: 'hours',
      new_phone: '270 555 0199',
    })
    const answers = readAnswers(h, NOW, collect().bad)
    const built = buildPatch(h, answers, at, collect().bad)
    const check = plannedCheck(h, answers, built, 'changed', at)
    expect(check.after.phone).toBe('(270) 555-0199')
    expect(check.event).toMatchObject({
      clinic_id: c.id,
      outcome: 'changed',
      confirmed: ['hours'],
      initials: 'AB',
      created_at: at,
    })
  })
})
