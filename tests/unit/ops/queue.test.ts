import { UNVERIFIED } from '../../../src/domain/verification'
import { localTime } from '../../../ops/lib/core/local-time'
import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  SHEET_COLUMNS,
  addressResearch,
  buildQueue,
  isDue,
  sheetHtml,
  sheetRecords,
  skipReason,
  unknownFacts,
} from '../../../ops/lib/sheets-out/queue'
import { fingerprint } from '../../../ops/lib/core/model'
import { NO_FACTS } from '../../../ops/lib/core/facts'
import {
  withOpenMessages,
  type OpenReport,
} from '../../../ops/lib/core/reports'
import { NOW, ago, holidaysAnswered, opsClinic } from './factory'

/** Open reports: clinic id → newest report (days ago) and kinds. */
const open = (
  ...entries: [string, number, OpenReport['kinds']?][]
): Map<string, OpenReport> =>
  new Map(
    entries.map(([id, days, kinds = ['hours_wrong']]) => [
      id,
      { count: 1, newest: ago(days), kinds },
    ]),
  )

const confirmed = (days: number) => ({
  ...UNVERIFIED,
  phone: { at: ago(days), method: 'call' as const },
  hours: { at: ago(days), method: 'call' as const },
  address: null,
  website: null,
})

describe('which clinics are due', () => {
  test('skipped: do not call, permanently closed, next check still ahead', () => {
    expect(skipReason(opsClinic({ doNotCall: true }), NOW)).toBe('do not call')
    expect(skipReason(opsClinic({ status: 'permanently_closed' }), NOW)).toBe(
      'permanently closed',
    )
    const later = new Date(NOW.getTime() + 60_000).toISOString()
    expect(skipReason(opsClinic({ nextCheckAfter: later }), NOW)).toBe(
      `waiting for a call-back, next check after ${localTime(later)}`,
    )
    expect(localTime(later)).toMatch(/^\w{3} \w{3} \d+, \d+:\d\d [AP]M CT$/)
    expect(
      skipReason(
        opsClinic({ nextCheckAfter: later, status: 'temporarily_closed' }),
        NOW,
      ),
    ).toBe(`next check after ${localTime(later)}`)
    expect(skipReason(opsClinic({ nextCheckAfter: ago(0) }), NOW)).toBeNull()
    expect(
      skipReason(opsClinic({ status: 'temporarily_closed' }), NOW),
    ).toBeNull()
  })

  test('due: never confirmed, or phone or hours older than 90 days; a report always', () => {
    expect(isDue(opsClinic(), NOW)).toBe(true)
    // (the holidays of the next 30 days answered: the holiday rule apart)
    const answered = { hoursExceptions: holidaysAnswered() }
    expect(
      isDue(opsClinic({ verification: confirmed(10), ...answered }), NOW),
    ).toBe(false)
    expect(isDue(opsClinic({ verification: confirmed(91) }), NOW)).toBe(true)
    const fresh = opsClinic({ verification: confirmed(10) })
    expect(isDue(fresh, NOW, open([fresh.id, 1]))).toBe(true)
    expect(
      isDue(
        opsClinic({ verification: { ...confirmed(10), hours: null } }),
        NOW,
      ),
    ).toBe(true)
  })

  test('a value read from a public source keeps the clinic due: only a person (call, visit, the clinic) vouches for it', () => {
    const answered = { hoursExceptions: holidaysAnswered() }
    for (const method of ['website', 'map', 'registry'] as const) {
      const read = { at: ago(2), method }
      expect(
        isDue(
          opsClinic({
            verification: { ...confirmed(10), hours: read },
            ...answered,
          }),
          NOW,
        ),
      ).toBe(true)
    }
    for (const method of ['call', 'visit', 'clinic'] as const)
      expect(
        isDue(
          opsClinic({
            verification: {
              ...confirmed(10),
              hours: { at: ago(2), method },
            },
            ...answered,
          }),
          NOW,
        ),
      ).toBe(false)
  })
})

describe('buildQueue', () => {
  test('order: open report, never verified, then the oldest phone/hours confirmation', () => {
    const old = opsClinic({ name: 'A old', verification: confirmed(400) })
    const older = opsClinic({ name: 'B older', verification: confirmed(500) })
    const never = opsClinic({ name: 'Z never' })
    const reported = opsClinic({
      name: 'Y reported',
      verification: confirmed(95),
    })
    const halfKnown = opsClinic({
      name: 'C half',
      verification: {
        ...confirmed(100),
        hours: null,
        address: { at: ago(1), method: 'visit' },
      },
    })
    const q = buildQueue([old, older, never, reported, halfKnown], {
      now: NOW,
      reports: open([reported.id, 2]),
    })
    expect(q.call.map((c) => c.name)).toEqual([
      'Y reported',
      'Z never',
      'C half',
      'B older',
      'A old',
    ])
  })

  test('reported clinics: first on either sheet, the newest report first, whatever their confirmations', () => {
    const older = opsClinic({ name: 'A older report' })
    const newer = opsClinic({
      name: 'B newer report',
      verification: confirmed(1),
    })
    const never = opsClinic({ name: 'C never' })
    const noPhone = opsClinic({ name: 'D no phone', phone: null })
    const noPhoneNever = opsClinic({ name: 'E no phone, never', phone: null })
    const skipped = opsClinic({ name: 'F do not call', doNotCall: true })
    const q = buildQueue(
      [never, older, newer, noPhone, noPhoneNever, skipped],
      {
        now: NOW,
        reports: open(
          [older.id, 5],
          [newer.id, 1],
          [noPhone.id, 30],
          [skipped.id, 0],
        ),
      },
    )
    expect(q.call.map((c) => c.name)).toEqual([
      'B newer report',
      'A older report',
      'C never',
    ])
    expect(q.research.map((c) => c.name)).toEqual([
      'D no phone',
      'E no phone, never',
    ])
  })

  test('clinics without a phone go to the research sheet, exactly those', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (phones) => {
        const clinics = phones.map((p) =>
          opsClinic({ phone: p ? '(270) 555-0100' : null }),
        )
        const q = buildQueue(clinics, { now: NOW })
        expect(q.research.every((c) => c.phone === null)).toBe(true)
        expect(q.call.every((c) => c.phone !== null)).toBe(true)
        expect(q.call.length + q.research.length).toBe(clinics.length)
      }),
    )
  })

  test('--limit per sheet, --town by name or slug in any case, skipped ones left out', () => {
    const clinics = [
      ...Array.from({ length: 5 }, () => opsClinic({ city: 'Bowling Green' })),
      opsClinic({ city: 'Paducah' }),
      opsClinic({
        city: 'Bowling Green',
        doNotCall: true,
        doNotCallReason: 'asked',
      }),
      opsClinic({ city: 'Bowling Green', phone: null }),
    ]
    const q = buildQueue(clinics, { now: NOW, limit: 3, town: 'bowling-green' })
    expect(q.call).toHaveLength(3)
    expect(q.research).toHaveLength(1)
    expect(
      [...q.call, ...q.research].every((c) => c.city === 'Bowling Green'),
    ).toBe(true)
    expect(
      buildQueue(clinics, { now: NOW, town: 'BOWLING GREEN' }).call,
    ).toHaveLength(5)
  })
})

describe('the sheets', () => {
  test('one row per clinic: stored values, what is unknown, the fingerprint, empty cells to fill', () => {
    const c = opsClinic({
      website: null,
      zip: null,
      hours: { ...opsClinic().hours, sunday: null, saturday: null },
    })
    const [head, row] = sheetRecords([c], 'call')
    expect(head).toEqual([...SHEET_COLUMNS])
    const cells = Object.fromEntries(head!.map((h, i) => [h, row![i]]))
    expect(cells).toMatchObject({
      sheet: 'call',
      id: c.id,
      name: c.name,
      town: 'Paducah',
      phone: '(270) 555-0100',
      hours_monday: '8:00 AM - 8:00 PM',
      hours_sunday: '',
      unknown: 'zip; website; hours (Sun, Sat)',
      phone_confirmed: 'never',
      fingerprint: fingerprint(c),
      outcome: '',
      new_phone: '',
      initials: '',
    })
    expect(
      unknownFacts(
        opsClinic({
          phone: null,
          hours: Object.fromEntries(
            Object.keys(c.hours).map((d) => [d, null]),
          ) as typeof c.hours,
        }),
      ),
    ).toBe('phone; hours')
  })

  test('the reported column: what the public said is wrong, how often, how recently', () => {
    const c = opsClinic()
    const quiet = opsClinic()
    const reports = new Map([
      [
        c.id,
        {
          count: 3,
          newest: ago(2),
          kinds: ['hours_wrong', 'closed'] as OpenReport['kinds'],
        },
      ],
    ])
    const [head, row, other] = sheetRecords([c, quiet], 'call', reports)
    const cell = (r: string[] | undefined) => r![head!.indexOf('reported')]
    expect(cell(row)).toBe(
      'Hours are wrong, It has closed (3 reports, newest Tue Nov 24, 10:00 AM CT)',
    )
    expect(cell(other)).toBe('')
    expect(cell(sheetRecords([c], 'call')[1])).toBe('')
    const html = sheetHtml([c, quiet], 'call', NOW, reports)
    expect(html).toContain(
      '<th>Reported</th><td>Hours are wrong, It has closed (3 reports, newest Tue Nov 24, 10:00 AM CT)</td>',
    )
    expect(html.match(/<th>Reported<\/th>/g)).toHaveLength(1)
  })

  test("a 'Suggest a correction' message raises its clinic as a report does, its words and m- id on the row", () => {
    const recent = opsClinic({
      name: 'Recent',
      verification: confirmed(5),
      hoursExceptions: holidaysAnswered(),
    })
    const reported = opsClinic({ name: 'Reported' })
    const older = opsClinic({
      name: 'Older message',
      verification: confirmed(5),
      hoursExceptions: holidaysAnswered(),
    })
    const message = (clinicId: string, id: string, days: number) => ({
      id,
      clinicId,
      createdAt: ago(days),
      subject: 'Hours',
      message: 'They close\nat 5 now',
    })
    const reports = withOpenMessages(
      open([reported.id, 3]),
      [
        message(recent.id, '9c8d7e6f-0000-4000-8000-000000000001', 1),
        // Older than 90 days: raises nothing.
        message(older.id, '9c8d7e6f-0000-4000-8000-000000000002', 91),
      ],
      new Date(NOW),
    )
    expect(isDue(recent, new Date(NOW), reports)).toBe(true)
    expect(isDue(older, new Date(NOW), reports)).toBe(false)
    const q = buildQueue([reported, older, recent], {
      now: new Date(NOW),
      reports,
    })
    // Reported clinics first, the newest report or message first.
    expect(q.call.map((c) => c.name)).toEqual(['Recent', 'Reported'])
    const [head, row] = sheetRecords(q.call, 'call', reports)
    expect(row![head!.indexOf('reported')]).toBe(
      "Suggested a correction (1 message, newest Wed Nov 25, 10:00 AM CT): m-9c8d7e6f 'Hours: They close at 5 now'",
    )
    expect(row!.join(',')).not.toContain('@')
  })

  test('the printable page names every clinic, escaped', () => {
    const c = opsClinic({ name: 'Tom & Jerry <Care>' })
    const html = sheetHtml([c], 'research', NOW)
    expect(html).toContain('Research sheet, Thu Nov 26, 10:00 AM CT')
    expect(html).toContain('Outcome: found (on a website')
    expect(html).not.toContain('no_answer')
    expect(html).toContain('Tom &amp; Jerry &lt;Care&gt;')
    expect(html).not.toContain('<Care>')
  })

  test('the fingerprint follows every fact apply may change, and nothing else', () => {
    const c = opsClinic()
    expect(fingerprint({ ...c })).toBe(fingerprint(c))
    expect(fingerprint({ ...c, name: 'Renamed' })).toBe(fingerprint(c))
    for (const changed of [
      { ...c, phone: '(270) 555-0199' },
      { ...c, hours: { ...c.hours, monday: 'Closed' } },
      { ...c, status: 'temporarily_closed' as const },
      { ...c, nextCheckAfter: ago(1) },
      { ...c, verification: confirmed(3) },
    ])
      expect(fingerprint(changed)).not.toBe(fingerprint(c))
    expect(fingerprint(c)).toMatch(/^fp-[0-9a-f]{16}$/)
  })
})

describe('the before-you-go facts on the sheets', () => {
  const c = opsClinic({
    facts: { ...NO_FACTS, medicaid: true, last_checkin: 30 },
    verification: {
      ...UNVERIFIED,
      medicaid: { at: ago(5), method: 'call' },
      last_checkin: { at: ago(5), method: 'website' },
    },
  })

  test('the CSV: the stored value with its confirmation, or the question; empty columns to fill', () => {
    const [header, row] = sheetRecords([c], 'call')
    const cell = (k: string) => row![header!.indexOf(k)]
    expect(cell('stored_medicaid')).toBe(
      `yes, confirmed Sat Nov 21, 10:00 AM CT (call)`,
    )
    expect(cell('stored_last_checkin')).toBe(
      `30 minutes before closing, confirmed Sat Nov 21, 10:00 AM CT (website)`,
    )
    expect(cell('stored_min_age')).toBe(
      'unknown; ask: What is the youngest age you see?',
    )
    expect(cell('stored_languages')).toBe(
      'unknown; ask: Can someone speak Spanish with us, or do you use an interpreter line?',
    )
    for (const k of [
      'min_age',
      'medicaid',
      'xray',
      'last_checkin',
      'languages',
    ])
      expect(cell(k)).toBe('')
  })

  test('the printed page asks the five questions and shows what is stored', () => {
    const html = sheetHtml([c], 'call', NOW)
    for (const q of [
      'What is the youngest age you see?',
      'Do you take Kentucky Medicaid and KCHIP?',
      'Is there X-ray on site today?',
      'How long before closing do you stop checking patients in?',
      'Can someone speak Spanish with us, or do you use an interpreter line?',
    ])
      expect(html).toContain(q)
    expect(html).toContain('30 minutes before closing')
    expect(html).toContain('last check-in <small>last_checkin</small>')
  })
})

describe("ops:geocode's 'needs research' on the research sheet (issue 47, item 7)", () => {
  const confirmed = {
    ...opsClinic().verification,
    phone: { at: ago(3), method: 'call' as const },
    hours: { at: ago(3), method: 'call' as const },
  }
  // Every holiday of the next 30 days answered: not due for a call.
  const settled = (over: Parameters<typeof opsClinic>[0]) =>
    opsClinic({
      verification: confirmed,
      hoursExceptions: holidaysAnswered(),
      ...over,
    })

  test('a confirmed clinic shown at its town point whose address has no house number goes to the research sheet, saying what is missing', () => {
    const road = settled({ name: 'Road only', address: 'US Hwy 45 N' })
    const placed = settled({
      name: 'Own point',
      address: 'US Hwy 45 N',
      coordinates: {
        lat: 37.1,
        lng: -88.6,
        approximate: false,
        method: 'geocoder',
        match: 'street',
      },
    })
    const numbered = settled({ name: 'Numbered', address: '12 Main St' })
    const unreachable = settled({
      name: 'Do not call',
      address: 'US Hwy 45 N',
      doNotCall: true,
    })
    expect(isDue(road, NOW)).toBe(false)
    const q = buildQueue([road, placed, numbered, unreachable], { now: NOW })
    expect(q.call).toEqual([])
    expect(q.research.map((c) => c.name)).toEqual(['Road only'])
    expect(q.due.research).toBe(1)
    expect(addressResearch(road)).toMatch(
      /^no house number, only the road 'US Hwy 45 N': find the number/,
    )
    expect(addressResearch(placed)).toBeNull()
    expect(addressResearch(numbered)).toBeNull()
    const [head, row] = sheetRecords(q.research, 'research')
    expect(row![head!.indexOf('unknown')]).toMatch(
      /^address: no house number, only the road 'US Hwy 45 N'/,
    )
  })

  test('a clinic due for a call stays on the call sheet, its unknown column saying what the address lacks', () => {
    const due = opsClinic({ name: 'Due', address: 'Hwy 641' })
    const q = buildQueue([due], { now: NOW })
    expect(q.call.map((c) => c.name)).toEqual(['Due'])
    expect(q.research).toEqual([])
    expect(unknownFacts(due)).toMatch(/^address: no house number/)
  })
})
