import { UNVERIFIED } from '../../../src/domain/verification'
import { describe, expect, test } from 'vitest'
import {
  describePlan,
  normalizeHours,
  normalizePhone,
  normalizeWebsite,
  planSheet,
  startOfNextDay,
} from '../../../ops/lib/apply/plan'
import { weekText } from '../../../ops/lib/sheets-out/queue'
import { WEEKDAYS } from '../../../src/domain/clinic'
import { fingerprint } from '../../../ops/lib/core/model'
import { NO_FACTS } from '../../../ops/lib/core/facts'
import { HEADER, NOW, ago, filled, opsClinic } from './factory'

const at = NOW.toISOString()
const one = (c: ReturnType<typeof opsClinic>, cells: Record<string, string>) =>
  planSheet(HEADER, [filled(c, cells)], [c], NOW)

describe('cell formats', () => {
  test.each([
    ['(270) 555-0100', '(270) 555-0100'],
    ['270-555-0100', '(270) 555-0100'],
    ['270.555.0100', '(270) 555-0100'],
    ['+1 270 555 0100', '(270) 555-0100'],
    ['2705550100', '(270) 555-0100'],
    ['555-0100', null],
    ['(070) 555-0100', null],
    ['270-155-0100', null],
    ['270-555-0100 x12', null],
    ['call the desk', null],
  ])('phone %j → %j', (text, want) => expect(normalizePhone(text)).toBe(want))

  test.each([
    ['8:00 AM - 8:00 PM', '8:00 AM - 8:00 PM'],
    ['8am-8pm', '8:00 AM - 8:00 PM'],
    ['7:30 a.m. – 5 p.m.', '7:30 AM - 5:00 PM'],
    ['Daily: 9 AM - 9 PM', null],
    ['20:00 - 02:00', null],
    ['8:00 PM - 2:00 AM', '8:00 PM - 2:00 AM'],
    ['closed', 'Closed'],
    ['8 to 8', null],
    ['9-5ish', null],
    ['13 PM - 5 PM', null],
    ['by appointment', null],
  ])('hours %j → %j (the operator hours reader decides)', (text, want) =>
    expect(normalizeHours(text)).toBe(want),
  )

  test('website: http(s) with a host name', () => {
    expect(normalizeWebsite('https://clinic.example.org/x')).toBe(
      'https://clinic.example.org/x',
    )
    expect(normalizeWebsite('clinic.example.org')).toBeNull()
    expect(normalizeWebsite('ftp://clinic.example.org')).toBeNull()
    expect(normalizeWebsite('https://localhost')).toBeNull()
  })

  test('the next day starts at local midnight, across a change of clock', () => {
    expect(startOfNextDay(NOW, 'America/Chicago').toISOString()).toBe(
      '2026-11-27T06:00:00.000Z',
    )
    // 2026-11-01 is the end of daylight time: the next day starts at CST.
    expect(
      startOfNextDay(
        new Date('2026-10-31T20:00:00Z'),
        'America/Chicago',
      ).toISOString(),
    ).toBe('2026-11-01T05:00:00.000Z')
    expect(
      startOfNextDay(
        new Date('2026-11-01T20:00:00Z'),
        'America/Chicago',
      ).toISOString(),
    ).toBe('2026-11-02T06:00:00.000Z')
    // Late evening local time is already the next UTC day.
    expect(
      startOfNextDay(
        new Date('2026-11-27T05:30:00Z'),
        'America/Chicago',
      ).toISOString(),
    ).toBe('2026-11-27T06:00:00.000Z')
  })
})

describe('planSheet: what a check changes', () => {
  test('confirmed: the listed fields get today and the method; nothing else changes', () => {
    const c = opsClinic()
    const plan = one(c, {
      outcome: 'confirmed',
      confirm: 'phone hours',
      method: 'call',
      initials: 'ab',
    })
    expect(plan.problems).toEqual([])
    const [check] = plan.checks
    expect(check!.patch).toEqual({
      phone_verified_at: at,
      phone_verified_method: 'call',
      hours_verified_at: at,
      hours_verified_method: 'call',
    })
    expect(check!.event).toEqual({
      clinic_id: c.id,
      outcome: 'confirmed',
      method: 'call',
      changes: {},
      confirmed: ['phone', 'hours'],
      note: null,
      initials: 'AB',
      created_at: at,
    })
    expect(check!.after.verification.phone).toEqual({ at, method: 'call' })
  })

  test('confirm all: every field that has a value', () => {
    const c = opsClinic()
    const plan = one(c, {
      outcome: 'confirmed',
      confirm: 'all',
      method: 'website',
      initials: 'AB',
    })
    expect(plan.checks[0]!.event.confirmed).toEqual([
      'phone',
      'hours',
      'address',
      'website',
    ])
  })

  test('confirm all: leaves out what is unknown (a website never stated, a week with a gap)', () => {
    const c = opsClinic({
      website: null,
      hours: { ...opsClinic().hours, sunday: null },
    })
    const plan = one(c, {
      outcome: 'confirmed',
      confirm: 'all',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.problems).toEqual([])
    expect(plan.checks[0]!.event.confirmed).toEqual(['phone', 'address'])
    const filledIn = one(c, {
      outcome: 'changed',
      confirm: 'all',
      new_hours_sunday: 'Closed',
      method: 'call',
      initials: 'AB',
    })
    expect(filledIn.problems).toEqual([])
    expect(filledIn.checks[0]!.patch).toMatchObject({
      hours_sunday: 'Closed',
      hours_verified_at: at,
      phone_verified_at: at,
    })
    expect(filledIn.checks[0]!.patch).not.toHaveProperty('website_verified_at')
  })

  test('changed: new values normalised, their fields confirmed, the diff before → after', () => {
    const c = opsClinic({
      hours: { ...opsClinic().hours, sunday: null },
      status: 'temporarily_closed',
    })
    const plan = one(c, {
      outcome: 'changed',
      new_phone: '270.555.0199',
      new_hours_sunday: 'closed',
      new_hours_monday: '7am-9pm',
      new_address: '1 Main St',
      method: 'call',
      initials: 'CD',
      note: 'Front desk',
    })
    expect(plan.problems).toEqual([])
    const check = plan.checks[0]!
    expect(check.patch).toMatchObject({
      phone: '(270) 555-0199',
      hours_sunday: 'Closed',
      hours_monday: '7:00 AM - 9:00 PM',
      phone_verified_at: at,
      hours_verified_at: at,
      address_verified_at: at,
      status: 'active',
    })
    expect(check.patch).not.toHaveProperty('address')
    expect(check.event.changes).toEqual({
      phone: { before: '(270) 555-0100', after: '(270) 555-0199' },
      hours_sunday: { before: null, after: 'Closed' },
      hours_monday: { before: '8:00 AM - 8:00 PM', after: '7:00 AM - 9:00 PM' },
      status: { before: 'temporarily_closed', after: 'active' },
    })
    expect(check.event.confirmed).toEqual(['address'])
    const diff = describePlan(plan).join('\n')
    expect(diff).toContain('phone: (270) 555-0100 → (270) 555-0199')
    expect(diff).toContain('hours_sunday: (unknown) → Closed')
    expect(diff).toContain('re-confirmed as stored: address')
    expect(diff).toContain('status: temporarily_closed → active')
    expect(diff).toContain('note: Front desk')
  })

  test('an empty cell never erases; only `unknown` does, and clears the confirmation', () => {
    const c = opsClinic({
      verification: {
        ...UNVERIFIED,
        phone: null,
        hours: null,
        address: null,
        website: { at: ago(5), method: 'website' },
      },
    })
    const plan = one(c, {
      outcome: 'changed',
      new_website: 'UNKNOWN',
      new_phone: '',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.problems).toEqual([])
    expect(plan.checks[0]!.patch).toEqual({
      website: null,
      website_verified_at: null,
      website_verified_method: null,
    })
    expect(plan.checks[0]!.after.phone).toBe('(270) 555-0100')
  })

  test('hours erased as a week with `unknown`', () => {
    const c = opsClinic({
      verification: {
        ...UNVERIFIED,
        phone: null,
        hours: { at: ago(3), method: 'call' },
        address: null,
        website: null,
      },
    })
    const cells = Object.fromEntries(
      [
        'sunday',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
      ].map((d) => [`new_hours_${d}`, 'unknown']),
    )
    const plan = one(c, {
      outcome: 'changed',
      ...cells,
      method: 'website',
      initials: 'AB',
    })
    expect(plan.problems).toEqual([])
    expect(plan.checks[0]!.patch).toMatchObject({
      hours_monday: null,
      hours_verified_at: null,
      hours_verified_method: null,
    })
  })

  test.each([
    ['no_answer', { next_check_after: '2026-11-26T18:00:00.000Z' }],
    ['closed_today', { next_check_after: '2026-11-27T06:00:00.000Z' }],
    [
      'temporarily_closed',
      {
        status: 'temporarily_closed',
        next_check_after: '2026-12-03T16:00:00.000Z',
      },
    ],
    ['permanently_closed', { status: 'permanently_closed' }],
    ['wrong_number', { phone: null }],
  ])('%s reschedules: %j', (outcome, want) => {
    const c = opsClinic()
    const plan = one(c, {
      outcome,
      initials: 'AB',
      method: outcome.endsWith('closed') ? 'call' : '',
    })
    expect(plan.problems).toEqual([])
    expect(plan.checks[0]!.patch).toEqual(want)
    expect(plan.checks[0]!.event.method).toBe('call')
  })

  test('wrong_number clears the phone and its confirmation, and sends the clinic to research', () => {
    const c = opsClinic({
      verification: {
        ...UNVERIFIED,
        phone: { at: ago(200), method: 'call' },
        hours: null,
        address: null,
        website: null,
      },
    })
    const plan = one(c, { outcome: 'wrong_number', initials: 'AB' })
    expect(plan.checks[0]!.patch).toEqual({
      phone: null,
      phone_verified_at: null,
      phone_verified_method: null,
    })
    expect(plan.checks[0]!.event.changes).toEqual({
      phone: { before: '(270) 555-0100', after: null },
    })
    expect(describePlan(plan).join('\n')).toContain(
      'moves to the research sheet',
    )
  })

  test('a confirmation clears an earlier snooze', () => {
    const c = opsClinic({ nextCheckAfter: ago(1) })
    const plan = one(c, {
      outcome: 'confirmed',
      confirm: 'phone',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.checks[0]!.patch.next_check_after).toBeNull()
  })

  test('rows without anything written are skipped; a sheet of them applies nothing', () => {
    const c = opsClinic()
    const plan = planSheet(HEADER, [filled(c, {})], [c], NOW)
    expect(plan).toEqual({
      problems: [],
      checks: [],
      skipped: [2],
      notFound: [],
    })
  })
})

describe('planSheet: every refusal names the row and why, and refuses the whole sheet', () => {
  const c = opsClinic()
  const ok = {
    outcome: 'confirmed',
    confirm: 'phone',
    method: 'call',
    initials: 'AB',
  }
  test.each([
    [{ ...ok, outcome: 'maybe' }, 'outcome "maybe" is not one of'],
    [{ ...ok, outcome: '' }, 'values written but no outcome'],
    [{ ...ok, method: 'fax' }, 'method "fax" is not one of'],
    [{ ...ok, method: '' }, 'confirmed needs a method'],
    [
      { outcome: 'no_answer', method: 'website', initials: 'AB' },
      'no_answer is the outcome of a call',
    ],
    [{ ...ok, initials: '' }, 'initials "": 2 to 4 letters'],
    [{ ...ok, initials: 'A1' }, 'initials "A1"'],
    [
      { ...ok, outcome: 'changed', new_hours_monday: '8 to 8', confirm: '' },
      'new_hours_monday "8 to 8": write 8 AM - 8 PM, or 8 PM - 8 AM for overnight',
    ],
    [
      {
        ...ok,
        outcome: 'changed',
        new_hours_monday: 'by appointment',
        confirm: '',
      },
      'new_hours_monday "by appointment" is not hours the site can read',
    ],
    [
      { ...ok, outcome: 'changed', new_phone: '555-0100', confirm: '' },
      'new_phone "555-0100" is not a 10-digit phone number',
    ],
    [
      { ...ok, outcome: 'changed', new_website: 'example', confirm: '' },
      'new_website "example" is not an http(s)',
    ],
    [{ ...ok, confirm: 'rating' }, 'confirm "rating": list phone, hours'],
    [
      { ...ok, new_phone: '(270) 555-0199' },
      'confirmed, but phone differ from the stored values: use changed',
    ],
    [{ ...ok, confirm: '' }, 'confirmed, but nothing is confirmed'],
    [
      { ...ok, outcome: 'changed', confirm: '', new_phone: '(270) 555-0100' },
      'changed, but every value equals the stored one',
    ],
    [
      { outcome: 'no_answer', initials: 'AB', new_phone: '(270) 555-0199' },
      'no_answer records no new or confirmed values',
    ],
    [
      {
        outcome: 'permanently_closed',
        method: 'visit',
        initials: 'AB',
        confirm: 'phone',
      },
      'permanently_closed records no new or confirmed values',
    ],
    [
      {
        ...ok,
        outcome: 'changed',
        confirm: '',
        new_hours_monday: '9am-5pm',
        new_hours_tuesday: 'unknown',
      },
      "some days 'unknown' and others given",
    ],
    [
      { ...ok, confirm: 'phone', new_phone: 'unknown', outcome: 'changed' },
      "phone cannot be both confirmed and 'unknown'",
    ],
  ])('%j → %s', (cells, message) => {
    const plan = planSheet(HEADER, [filled(c, cells)], [c], NOW)
    expect(plan.checks).toEqual([])
    expect(plan.problems.join('\n')).toContain('row 2: ')
    expect(plan.problems.join('\n')).toContain(message)
  })

  test('an unknown id', () => {
    const plan = planSheet(
      HEADER,
      [filled(c, { ...ok, id: 'no-such-id' })],
      [c],
      NOW,
    )
    expect(plan.problems).toEqual(['row 2: no clinic has the id "no-such-id"'])
  })

  test('a clinic changed since the sheet was written is flagged, not overwritten', () => {
    const row = filled(c, ok)
    const changed = { ...c, phone: '(270) 555-0111' }
    const plan = planSheet(HEADER, [row], [changed], NOW)
    expect(plan.checks).toEqual([])
    expect(plan.problems[0]).toContain(
      `changed since the sheet was written (sheet ${fingerprint(c)}, now ${fingerprint(changed)}); not overwritten`,
    )
  })

  test('hours confirmed while a day is unknown', () => {
    const gap = opsClinic({ hours: { ...c.hours, sunday: null } })
    const plan = planSheet(
      HEADER,
      [filled(gap, { ...ok, confirm: 'hours' })],
      [gap],
      NOW,
    )
    expect(plan.problems.join()).toContain(
      'hours cannot be confirmed while sunday is unknown',
    )
  })

  test('confirming a field that is unknown', () => {
    const noSite = opsClinic({ website: null })
    const plan = planSheet(
      HEADER,
      [filled(noSite, { ...ok, confirm: 'website' })],
      [noSite],
      NOW,
    )
    expect(plan.problems.join()).toContain(
      'website cannot be confirmed: it is unknown',
    )
  })

  test('wrong_number for a clinic with no phone', () => {
    const noPhone = opsClinic({ phone: null })
    const plan = planSheet(
      HEADER,
      [filled(noPhone, { outcome: 'wrong_number', initials: 'AB' })],
      [noPhone],
      NOW,
    )
    expect(plan.problems.join()).toContain(
      'wrong_number, but no phone is stored',
    )
  })

  test('the same clinic twice', () => {
    const plan = planSheet(
      HEADER,
      [filled(c, ok, 2), filled(c, ok, 3)],
      [c],
      NOW,
    )
    expect(plan.problems).toEqual([
      `row 3: ${c.name} is also on row 2: one row per clinic`,
    ])
  })

  test('one bad row refuses every row, and all problems are listed at once', () => {
    const d = opsClinic()
    const plan = planSheet(
      HEADER,
      [
        filled(c, ok, 2),
        filled(d, { ...ok, method: 'fax' }, 3),
        filled(d, { ...ok, initials: '' }, 4),
      ],
      [c, d],
      NOW,
    )
    expect(plan.checks).toEqual([])
    expect(plan.problems).toHaveLength(3)
  })

  test('a sheet that is not from ops:queue', () => {
    const plan = planSheet(['id', 'name'], [], [c], NOW)
    expect(plan.problems[0]).toContain(
      'the sheet has no column fingerprint, outcome',
    )
  })
})

describe('an operator round in words', () => {
  test('one day changed and the hours confirmed: the diff says the whole week is confirmed, the rest as stored', () => {
    const c = opsClinic()
    const lines = describePlan(
      one(c, {
        outcome: 'changed',
        new_hours_saturday: '9am-1pm',
        method: 'call',
        initials: 'AB',
      }),
    )
    expect(lines).toContain('  hours confirmed Thu Nov 26, 10:00 AM CT (call)')
    const week = lines.find((l) =>
      l.startsWith(
        '  the whole week is being confirmed: Sun, Mon, Tue, Wed, Thu, Fri as stored (',
      ),
    )
    expect(week).toContain('with Sat as heard')
    // Every day heard: nothing to warn about.
    const all = Object.fromEntries(
      [
        'sunday',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
      ].map((d) => [`new_hours_${d}`, '9am-1pm']),
    )
    expect(
      describePlan(
        one(c, { outcome: 'changed', ...all, method: 'call', initials: 'AB' }),
      ).some((l) => l.includes('whole week')),
    ).toBe(false)
  })

  test('no answer: the next check in the clinic’s time, waiting for a call-back', () => {
    const c = opsClinic()
    expect(
      describePlan(one(c, { outcome: 'no_answer', initials: 'AB' })),
    ).toContain(
      '  next check after: Thu Nov 26, 12:00 PM CT (waiting for a call-back)',
    )
  })

  test('the research sheet: found (method website unless given), not_found (nothing stored), closed', () => {
    const c = opsClinic({ phone: null })
    const research = (cells: Record<string, string>) =>
      planSheet(HEADER, [filled(c, { sheet: 'research', ...cells })], [c], NOW)
    const found = research({
      outcome: 'found',
      new_phone: '270 555 0142',
      initials: 'AB',
    })
    expect(found.problems).toEqual([])
    expect(found.checks[0]).toMatchObject({
      outcome: 'changed',
      method: 'website',
      patch: { phone: '(270) 555-0142', phone_verified_method: 'website' },
    })
    const notFound = research({ outcome: 'not_found', initials: 'AB' })
    expect(notFound).toMatchObject({ problems: [], checks: [], notFound: [2] })
    expect(
      research({
        outcome: 'not_found',
        new_phone: '270 555 0142',
        initials: 'AB',
      }).problems,
    ).toEqual([
      'row 2: not_found records nothing: use found for what you found',
    ])
    expect(
      research({ outcome: 'closed', initials: 'AB' }).checks[0],
    ).toMatchObject({
      outcome: 'permanently_closed',
      method: 'website',
    })
    expect(research({ outcome: 'no_answer', initials: 'AB' }).problems[0]).toBe(
      'row 2: outcome "no_answer" is not one of found, not_found, closed, temporarily_closed',
    )
  })
})

describe('planSheet: the before-you-go facts', () => {
  const known = () =>
    opsClinic({
      facts: { ...NO_FACTS, min_age: 6, languages: ['spanish'] },
      verification: {
        ...UNVERIFIED,
        min_age: { at: ago(30), method: 'call' },
        languages: { at: ago(30), method: 'website' },
      },
    })
  const base = { outcome: 'changed', method: 'call', initials: 'AB' }

  test('new answers store value and confirmation; the event and the diff say them in plain words', () => {
    const c = opsClinic()
    const plan = one(c, {
      ...base,
      min_age: '2 years',
      medicaid: 'Yes',
      xray: 'n',
      last_checkin: 'half an hour',
      languages: 'spanish, interpreter',
    })
    expect(plan.problems).toEqual([])
    const check = plan.checks[0]!
    expect(check.patch).toMatchObject({
      min_age_months: 24,
      min_age_verified_at: at,
      min_age_verified_method: 'call',
      accepts_medicaid_kchip: true,
      medicaid_verified_at: at,
      xray_on_site: false,
      xray_verified_method: 'call',
      last_checkin_minutes_before_close: 30,
      languages: ['spanish', 'interpreter'],
      languages_verified_at: at,
    })
    expect(check.event.changes).toMatchObject({
      min_age_months: { before: null, after: 24 },
      xray_on_site: { before: null, after: false },
      languages: { before: null, after: ['spanish', 'interpreter'] },
    })
    expect(check.event.confirmed).toEqual([])
    expect(check.after.facts).toEqual({
      min_age: 24,
      medicaid: true,
      xray: false,
      last_checkin: 30,
      languages: ['spanish', 'interpreter'],
    })
    const words = describePlan(plan).join('\n')
    expect(words).toContain('youngest age (min_age): (unknown) → 2 years')
    expect(words).toContain('Medicaid/KCHIP (medicaid): (unknown) → yes')
    expect(words).toContain('X-ray on site (xray): (unknown) → no')
    expect(words).toContain(
      'last check-in (last_checkin): (unknown) → 30 minutes before closing',
    )
    expect(words).toContain(
      'languages (languages): (unknown) → Spanish, interpreter line',
    )
    expect(words).toContain('min_age confirmed')
  })

  test('the same answer again, or the field in confirm, re-confirms the stored value', () => {
    const c = known()
    for (const cells of [
      { ...base, outcome: 'confirmed', min_age: '6 months' },
      { ...base, outcome: 'confirmed', confirm: 'min_age' },
    ]) {
      const plan = one(c, cells)
      expect(plan.problems).toEqual([])
      const check = plan.checks[0]!
      expect(check.event.changes).toEqual({})
      expect(check.event.confirmed).toEqual(['min_age'])
      expect(check.patch).toEqual({
        min_age_verified_at: at,
        min_age_verified_method: 'call',
      })
    }
  })

  test('confirm all is the contact fields only: a fact is confirmed by name', () => {
    const c = known()
    const plan = one(c, { ...base, outcome: 'confirmed', confirm: 'all' })
    expect(plan.checks[0]!.event.confirmed).toEqual([
      'phone',
      'hours',
      'address',
      'website',
    ])
    const named = one(c, {
      ...base,
      outcome: 'confirmed',
      confirm: 'all languages',
    })
    expect(named.checks[0]!.event.confirmed).toContain('languages')
  })

  test('unknown erases the value and its confirmation; empty changes nothing', () => {
    const c = known()
    const plan = one(c, { ...base, languages: 'unknown', min_age: '' })
    expect(plan.problems).toEqual([])
    expect(plan.checks[0]!.patch).toEqual({
      languages: null,
      languages_verified_at: null,
      languages_verified_method: null,
    })
    expect(plan.checks[0]!.after.facts.min_age).toBe(6)
    expect(describePlan(plan).join('\n')).toContain(
      'languages (languages): Spanish → (unknown)',
    )
  })

  test('none is a confirmed empty list, not unknown', () => {
    const plan = one(opsClinic(), { ...base, languages: 'english only' })
    expect(plan.checks[0]!.patch).toMatchObject({
      languages: [],
      languages_verified_method: 'call',
    })
  })

  test('a sheet printed before the facts (no fact columns) still applies', () => {
    const c = opsClinic()
    const header = HEADER.filter(
      (h) =>
        !['min_age', 'medicaid', 'xray', 'last_checkin', 'languages'].includes(
          h,
        ),
    )
    const plan = planSheet(
      header,
      [filled(c, { ...base, outcome: 'confirmed', confirm: 'phone' })],
      [c],
      NOW,
    )
    expect(plan.problems).toEqual([])
  })

  test('a stored fact is part of the fingerprint; none stored leaves it as before the facts', () => {
    const c = opsClinic()
    expect(fingerprint({ ...c, facts: { ...NO_FACTS } })).toBe(fingerprint(c))
    expect(fingerprint(known())).not.toBe(
      fingerprint({
        ...known(),
        facts: { ...NO_FACTS, min_age: 12, languages: ['spanish'] },
      }),
    )
  })

  test.each([
    [
      { ...base, min_age: '2' },
      "min_age: \"2\" has no unit: write '2 months' or '2 years'",
    ],
    [{ ...base, min_age: '20 years' }, 'min_age: "20 years" is over 18 years'],
    [{ ...base, medicaid: 'maybe' }, "medicaid: \"maybe\" is not 'yes', 'no'"],
    [{ ...base, xray: 'sometimes' }, 'xray: "sometimes" is not'],
    [
      { ...base, last_checkin: '5 hours' },
      'last_checkin: "5 hours" is more than 4 hours',
    ],
    [{ ...base, last_checkin: 'soon' }, 'last_checkin: "soon" is not minutes'],
    [
      { ...base, languages: 'french' },
      'languages: "french": "french" is not a kind of language help',
    ],
    [
      { ...base, outcome: 'confirmed', confirm: 'xray' },
      'xray cannot be confirmed: it is unknown; write what you heard in the xray column',
    ],
    [
      { ...base, confirm: 'min_age', min_age: 'unknown' },
      "min_age cannot be both confirmed and 'unknown'",
    ],
    [
      { outcome: 'no_answer', initials: 'AB', xray: 'yes' },
      'no_answer records no new or confirmed values',
    ],
    [
      { ...base, outcome: 'confirmed', min_age: '1 year' },
      'confirmed, but min_age_months differ from the stored values: use changed',
    ],
  ])('%j → %s', (cells, message) => {
    const c = known()
    const plan = one(c, cells)
    expect(plan.checks).toEqual([])
    expect(plan.problems.join('\n')).toContain(`row 2: ${message}`)
  })
})

describe('planSheet: hours through the operator hours reader (issue 47)', () => {
  const ok = { method: 'call', initials: 'AB', confirm: '' }
  const c = opsClinic()
  const withRows = (
    cells: Record<string, string>,
    acceptUnusual?: number[],
    clinic = c,
  ) =>
    planSheet(HEADER, [filled(clinic, { ...ok, ...cells }, 4)], [clinic], NOW, {
      acceptUnusual: acceptUnusual && new Set(acceptUnusual),
    })

  test.each([
    [
      '8-5',
      'row 4: new_hours_monday "8-5": write 8 AM - 5 PM, or 8 PM - 5 AM for overnight',
    ],
    ['9-9', 'write 9 AM - 9 PM, or 9 PM - 9 AM for overnight'],
    ['8am-8', 'write 8 AM - 8 PM (AM or PM on both times)'],
    ['Mon-Fri 8-5', "a day's cell holds that day's hours alone"],
  ])('%j refused, the whole sheet: %s', (typed, message) => {
    const plan = withRows({ outcome: 'changed', new_hours_monday: typed })
    expect(plan.checks).toEqual([])
    expect(plan.problems.join('\n')).toContain(message)
  })

  test('"8 AM - 5 PM" is stored as the site reads it', () => {
    const plan = withRows({ outcome: 'changed', new_hours_monday: '8am-5pm' })
    expect(plan.problems).toEqual([])
    expect(plan.checks[0]!.patch.hours_monday).toBe('8:00 AM - 5:00 PM')
  })

  test('a day under one hour is refused with the reason, and applied once --accept-unusual names the row', () => {
    const cells = { outcome: 'changed', new_hours_monday: '8 AM - 8:30 AM' }
    const refused = withRows(cells)
    expect(refused.checks).toEqual([])
    expect(refused.problems).toEqual([
      'row 4: new_hours_monday "8 AM - 8:30 AM": open under one hour (30 minutes); unusual for an urgent care: check it, and if it is right apply with --accept-unusual 4',
    ])
    const accepted = withRows(cells, [4])
    expect(accepted.problems).toEqual([])
    expect(accepted.checks[0]!.patch.hours_monday).toBe('8:00 AM - 8:30 AM')
  })

  test('a 24-hour day not written "24 hours" is unusual; "24 hours" is not', () => {
    expect(
      withRows({
        outcome: 'changed',
        new_hours_monday: '9am-9am',
      }).problems.join('\n'),
    ).toContain("reads as open all 24 hours (9 AM - 9 AM); write '24 hours'")
    const allDay = withRows({
      outcome: 'changed',
      new_hours_monday: '24 hours',
    })
    expect(allDay.problems).toEqual([])
    expect(allDay.checks[0]!.patch.hours_monday).toBe('12:00 AM - 12:00 AM')
  })

  test('closed all seven days (the stored days and the heard ones) is unusual', () => {
    const closedMost = opsClinic({
      hours: {
        sunday: 'Closed',
        monday: 'Closed',
        tuesday: 'Closed',
        wednesday: 'Closed',
        thursday: 'Closed',
        friday: 'Closed',
        saturday: '9:00 AM - 5:00 PM',
      },
    })
    const cells = { outcome: 'changed', new_hours_saturday: 'closed' }
    expect(
      withRows(cells, undefined, closedMost).problems.join('\n'),
    ).toContain(
      'row 4: hours: closed all seven days: if the clinic has closed, the outcome is temporarily_closed or permanently_closed',
    )
    expect(withRows(cells, [4], closedMost).problems).toEqual([])
  })

  test('--accept-unusual naming a row without unusual hours is refused', () => {
    const plan = withRows(
      { outcome: 'changed', new_hours_monday: '8am-5pm' },
      [4, 9],
    )
    expect(plan.checks).toEqual([])
    expect(plan.problems).toEqual([
      '--accept-unusual 4: row 4 has no unusual hours; name only the rows a refusal named',
      '--accept-unusual 9: row 9 has no unusual hours; name only the rows a refusal named',
    ])
  })
})

describe('the sheet says what was heard (issue 47, item 3)', () => {
  test.each([
    ['phone', '(270) 555-0199', 'new_phone'],
    ['hours_monday', '8:00 AM - 5:00 PM', 'new_hours_monday'],
    ['address', '9 Other St', 'new_address'],
    ['website', 'https://other.example.org', 'new_website'],
    ['zip', '42003', 'new_address'],
    ['stored_medicaid', 'yes', 'medicaid'],
  ])(
    'a value typed into the stored %s is refused, naming where it goes',
    (col, typed, where) => {
      const c = opsClinic()
      const plan = one(c, {
        [col]: typed,
        outcome: 'changed',
        new_phone: '270 555 0111',
        method: 'call',
        initials: 'AB',
      })
      expect(plan.checks).toEqual([])
      const problem = plan.problems.find((p) => p.includes(`${col} `))
      expect(problem).toMatch(/^row 2: /)
      expect(problem).toContain(JSON.stringify(typed))
      expect(problem).toContain('the stored columns are not read')
      expect(problem).toContain(where)
    },
  )

  test('the stored columns as a spreadsheet may leave them are not edits (case, spaces, a phone reformatted), nor is a cell emptied', () => {
    const c = opsClinic()
    const plan = one(c, {
      phone: '270-555-0100',
      hours_monday: '  8:00 am -  8:00 pm ',
      address: '',
      outcome: 'confirmed',
      confirm: 'phone',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.problems).toEqual([])
    expect(plan.checks[0]!.event.confirmed).toEqual(['phone'])
  })

  test("a stored fact is compared by its value: a sheet printed with another date format still applies; the queue's notes are not compared", () => {
    const c = opsClinic({
      facts: { ...NO_FACTS, medicaid: true },
      verification: {
        ...opsClinic().verification,
        medicaid: { at: ago(10), method: 'call' },
      },
    })
    const plan = one(c, {
      stored_medicaid: 'yes, confirmed 2026-11-16 10:00 CST (call)',
      phone_confirmed: 'today',
      unknown: 'nothing, I think',
      outcome: 'confirmed',
      confirm: 'medicaid',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.problems).toEqual([])
    const edited = one(c, {
      stored_medicaid: 'no, confirmed 2026-11-16 10:00 CST (call)',
      outcome: 'confirmed',
      confirm: 'medicaid',
      method: 'call',
      initials: 'AB',
    })
    expect(edited.problems.join('\n')).toContain(
      'stored_medicaid "no, confirmed 2026-11-16 10:00 CST (call)" is not the stored',
    )
  })

  test('a changed sheet whose only new value went into a stored column says where to write it, not "use confirmed"', () => {
    const c = opsClinic()
    const plan = one(c, {
      phone: '(270) 555-0199',
      outcome: 'changed',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.problems.join('\n')).toContain(
      'write what you heard in new_phone',
    )
  })

  test('a confirmed row shows every value it confirms', () => {
    const c = opsClinic()
    const plan = one(c, {
      outcome: 'confirmed',
      confirm: 'phone hours',
      method: 'call',
      initials: 'AB',
    })
    const diff = describePlan(plan)
    const i = diff.indexOf('  re-confirmed as stored: phone, hours')
    expect(i).toBeGreaterThan(0)
    expect(diff[i + 1]).toBe('    phone: (270) 555-0100')
    expect(diff[i + 2]).toBe(
      '    hours: Sun Closed; Mon-Fri 8:00 AM - 8:00 PM; Sat 9:00 AM - 5:00 PM',
    )
  })

  test('the week in few words: runs of equal days, an unknown day said', () => {
    expect(
      weekText({
        sunday: 'Closed',
        monday: '8:00 AM - 5:00 PM',
        tuesday: '8:00 AM - 5:00 PM',
        wednesday: '8:00 AM - 5:00 PM',
        thursday: '8:00 AM - 5:00 PM',
        friday: '8:00 AM - 5:00 PM',
        saturday: null,
      }),
    ).toBe('Sun Closed; Mon-Fri 8:00 AM - 5:00 PM; Sat (unknown)')
  })

  test('confirmed takes first answers to facts never asked, and the diff shows them', () => {
    const c = opsClinic()
    const plan = one(c, {
      outcome: 'confirmed',
      confirm: 'phone',
      min_age: '6 months',
      languages: 'English, Spanish',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.problems).toEqual([])
    const check = plan.checks[0]!
    expect(check.outcome).toBe('confirmed')
    expect(check.patch).toMatchObject({
      min_age_months: 6,
      min_age_verified_at: at,
      languages: ['spanish'],
    })
    expect(check.event.changes).toMatchObject({
      min_age_months: { before: null, after: 6 },
      languages: { before: null, after: ['spanish'] },
    })
    const diff = describePlan(plan).join('\n')
    expect(diff).toContain('youngest age (min_age): (unknown) → 6 months')
  })

  test('confirmed takes a first week of hours for a clinic with none, but not hours replaced', () => {
    const none = opsClinic({
      hours: Object.fromEntries(
        Object.keys(opsClinic().hours).map((d) => [d, null]),
      ) as ReturnType<typeof opsClinic>['hours'],
    })
    const week = Object.fromEntries(
      WEEKDAYS.map((d) => [
        `new_hours_${d}`,
        d === 'sunday' ? 'closed' : '8am-5pm',
      ]),
    )
    const first = one(none, {
      outcome: 'confirmed',
      ...week,
      method: 'call',
      initials: 'AB',
    })
    expect(first.problems).toEqual([])
    expect(first.checks[0]!.patch).toMatchObject({
      hours_monday: '8:00 AM - 5:00 PM',
      hours_verified_at: at,
    })
    const replaced = one(opsClinic(), {
      outcome: 'confirmed',
      ...week,
      method: 'call',
      initials: 'AB',
    })
    expect(replaced.problems.join('\n')).toMatch(
      /confirmed, but hours_monday, .*hours_saturday differ from the stored values: use changed/,
    )
  })

  test('a fact replaced still needs changed', () => {
    const c = opsClinic({
      facts: { ...NO_FACTS, medicaid: true },
      verification: {
        ...opsClinic().verification,
        medicaid: { at: ago(10), method: 'call' },
      },
    })
    const plan = one(c, {
      outcome: 'confirmed',
      medicaid: 'no',
      method: 'call',
      initials: 'AB',
    })
    expect(plan.problems.join('\n')).toContain(
      'confirmed, but accepts_medicaid_kchip differ from the stored values: use changed',
    )
  })
})
