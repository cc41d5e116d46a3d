import { UNVERIFIED } from '../../../src/domain/verification'
import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  buildInbox,
  closedLineText,
  type CorrectionMessage,
  inboxText,
  markText,
  matchMessageRef,
  matchRef,
  parseMarkRef,
  parseReportRef,
  shortIdLength,
  when,
} from '../../../ops/lib/inbox/inbox'
import { CONFIRMED_BY_VISITOR } from '../../../ops/lib/core/reports'
import { DAY, NOW, ago, opsClinic } from './factory'
import { correction, listingReport } from './report-factory'

const hours = (h: number) => new Date(NOW.getTime() - h * 3600e3).toISOString()
const hash = (n: number) => String(n).repeat(64).slice(0, 64)

describe('grouping', () => {
  const a = opsClinic({ name: 'A' })
  const b = opsClinic({ name: 'B', city: 'Murray' })
  const c = opsClinic({ name: 'C' })
  const d = opsClinic({ name: 'D' })
  const e = opsClinic({ name: 'E' })
  const reports = [
    listingReport({ clinicId: a.id, createdAt: ago(3), note: 'older' }),
    listingReport({
      clinicId: a.id,
      kinds: ['phone_wrong', 'other'],
      createdAt: ago(1),
      replyEmail: 'p@example.com',
    }),
    listingReport({ clinicId: b.id, kinds: ['closed'], createdAt: hours(2) }),
    // 'Yes, it's right' taps: two visitors (one twice) within 90 days, one older.
    ...[1, 1, 2].map((n) =>
      listingReport({
        clinicId: a.id,
        kinds: [CONFIRMED_BY_VISITOR],
        clientHash: hash(n),
        createdAt: ago(n * 10),
      }),
    ),
    listingReport({
      clinicId: a.id,
      kinds: [CONFIRMED_BY_VISITOR],
      clientHash: hash(3),
      createdAt: ago(91),
    }),
    // C: only taps. D: only a handled report. E: only a message.
    listingReport({ clinicId: c.id, kinds: [CONFIRMED_BY_VISITOR] }),
    listingReport({ clinicId: d.id, status: 'fixed', createdAt: ago(5) }),
    listingReport({ clinicId: d.id, status: 'rejected', createdAt: ago(95) }),
  ]
  const messages = [
    correction({ clinicId: e.id, createdAt: ago(4) }),
    correction({ clinicId: a.id, createdAt: ago(2), subject: 'Hours' }),
    correction({ clinicId: a.id, createdAt: ago(6), subject: 'Earlier' }),
    correction({ clinicId: c.id, createdAt: ago(91) }),
  ]
  const input = { now: NOW, clinics: [a, b, c, d, e], reports, messages }

  test('one block per clinic with open reports, the newest report first; then those with messages', () => {
    const inbox = buildInbox(input)
    expect(inbox.blocks.map((x) => x.clinic.name)).toEqual(['B', 'A', 'E'])
    expect(inbox).toMatchObject({
      open_reports: 3,
      clinics_with_open_reports: 2,
      messages: 3,
    })
    const [, blockA, blockE] = inbox.blocks
    expect(blockA!.reports.map((r) => r.kinds_in_words)).toEqual([
      'Phone number is wrong, Something else',
      'Hours are wrong',
    ])
    expect(blockA!.reports[0]!.reply_email).toBe('p@example.com')
    expect(blockA!.reports[1]!.note).toBe('older')
    expect(blockA!.newest_open_report).toBe(ago(1))
    expect(blockA!.messages.map((m) => m.subject)).toEqual(['Hours', 'Earlier'])
    expect(blockE!.open_reports).toBe(0)
    expect(blockE!.reports).toEqual([])
  })

  test("'Yes, it's right': distinct visitors in 90 days, never a report line or a block of its own", () => {
    const inbox = buildInbox(input)
    const blockA = inbox.blocks.find((x) => x.clinic.id === a.id)!
    expect(blockA.visitors_said_right_90d).toBe(2)
    expect(blockA.reports.every((r) => r.kinds.length > 0)).toBe(true)
    expect(inbox.blocks.some((x) => x.clinic.id === c.id)).toBe(false)
  })

  test('--all: also the reports handled within 90 days, after the open ones', () => {
    const inbox = buildInbox({ ...input, all: true })
    expect(inbox.blocks.map((x) => x.clinic.name)).toEqual(['B', 'A', 'E', 'D'])
    const blockD = inbox.blocks[3]!
    expect(blockD.reports).toHaveLength(1)
    expect(blockD.reports[0]).toMatchObject({
      status: 'fixed',
      handled_by: 'AB',
    })
    expect(inbox.open_reports).toBe(3)
    expect(inboxText(inbox, NOW).join('\n')).toMatch(
      /\[fixed by AB Thu Nov 26, 10:00 AM CT\]/,
    )
  })

  test('an empty inbox', () => {
    const inbox = buildInbox({ ...input, reports: [], messages: [] })
    expect(inbox.blocks).toEqual([])
    expect(inboxText(inbox, NOW)).toEqual([
      'Corrections inbox at Thu Nov 26, 10:00 AM CT: 0 open reports about 0 clinics; 0 open correction messages (last 90 days).',
    ])
  })

  test('the clinic’s facts, and why the call queue leaves it out', () => {
    const quiet = opsClinic({ name: 'Q', doNotCall: true })
    const inbox = buildInbox({
      now: NOW,
      clinics: [quiet],
      reports: [listingReport({ clinicId: quiet.id })],
      messages: [],
    })
    expect(inbox.blocks[0]!.clinic.not_queued).toBe('do not call')
    expect(inboxText(inbox, NOW).join('\n')).toContain(
      'Not on the call sheets: do not call.',
    )
  })
})

describe("the public 'Visitors reported this clinic closed' line", () => {
  const clinic = opsClinic()
  const other = [opsClinic(), opsClinic()]
  /** A report from network `net` (its client hash the same), `h` hours ago. */
  const from = (kind: string, net: number, h: number, over = {}) =>
    listingReport({
      clinicId: clinic.id,
      kinds: [kind],
      clientHash: hash(net),
      networkHash: hash(net),
      createdAt: hours(h),
      ...over,
    })
  const closed = (net: number, h: number, over = {}) =>
    from('closed', net, h, over)
  const right = (net: number, h: number, over = {}) =>
    from(CONFIRMED_BY_VISITOR, net, h, over)
  // NOW is Thu Nov 26, 10:00 AM CT: 1–9 hours ago is that day, 30 the day before.
  const fiveOnTwoDays = () => [
    closed(1, 1),
    closed(2, 2),
    closed(3, 3),
    closed(4, 30),
    closed(5, 31),
  ]
  const block = (
    reports: ReturnType<typeof listingReport>[],
    over: Partial<Parameters<typeof buildInbox>[0]> = {},
    c = clinic,
  ) =>
    buildInbox({
      now: NOW,
      clinics: [c, ...other],
      reports,
      messages: [],
      ...over,
    }).blocks.find((x) => x.clinic.id === c.id)!
  const text = (b: ReturnType<typeof block>) =>
    closedLineText(b.closed, b.clinic.timezone, NOW).join('\n')
  const plus14 = (iso: string) =>
    new Date(Date.parse(iso) + 14 * DAY).toISOString()

  test('4 networks, on two days: no line; the reports await a call', () => {
    const b = block([closed(1, 1), closed(2, 2), closed(3, 30), closed(4, 31)])
    expect(b.closed.showing_until).toBeNull()
    expect(b.closed.rule).toMatchObject({ networks: 4, days: 2, until: null })
    expect(text(b)).toBe(
      "   4 open 'It has closed' reports awaiting a call: 4 of the 5 networks needed, on 2 of the 2 days needed. The clinic page warns when 5 or more networks said it within 14 days, on 2 or more of its days, more than said it's right (supabase/README.md, The closed line). If the call finds it closed, --mark its report confirmed: the page then warns for 14 days.",
    )
  })

  test('5 networks on one day of the clinic: no line', () => {
    // 1 to 9 hours before 10:00 AM CT: all Thu Nov 26 in Chicago (UTC: two dates).
    const b = block([1, 3, 5, 7, 9].map((h, i) => closed(i + 1, h)))
    expect(b.closed.rule).toMatchObject({ networks: 5, days: 1, until: null })
    expect(b.closed.showing_until).toBeNull()
    expect(text(b)).toContain(
      'awaiting a call: 5 of the 5 networks needed, on 1 of the 2 days needed.',
    )
  })

  test("the clinic's days, not UTC's", () => {
    // Wed Nov 25, 5:00 to 8:00 PM CT = Nov 25 23:00 to Nov 26 02:00 UTC: one day.
    const evening = block([17, 16, 15, 14, 14].map((h, i) => closed(i + 1, h)))
    expect(evening.closed.rule.days).toBe(1)
    expect(evening.closed.showing_until).toBeNull()
    // Wed 11:00 PM and Thu 1:00 AM CT = Nov 26 05:00 and 07:00 UTC: two days.
    const night = block([11, 11, 9, 9, 9].map((h, i) => closed(i + 1, h)))
    expect(night.closed.rule.days).toBe(2)
    expect(night.closed.showing_until).toBe(plus14(hours(11)))
  })

  test('5 networks on two days: the line, until the first moment the rule stops holding', () => {
    const reports = fiveOnTwoDays()
    const b = block(reports)
    expect(b.closed.rule).toMatchObject({
      networks: 5,
      days: 2,
      right_networks: 0,
      visitors_until: plus14(hours(31)),
      operator_until: null,
    })
    expect(b.closed.showing_until).toBe(plus14(hours(31)))
    expect(b.closed.from_database).toBe(false)
    expect(text(b)).toBe(
      "   ! The clinic page shows 'Visitors reported this clinic closed — call before you go' until Wed Dec 9, 3:00 AM CT: 5 networks said 'It has closed' within 14 days, on 2 days of the clinic's calendar. Call the clinic. A later confirmation takes it down: marking a report of the clinic rejected or fixed, or a confirmation from ops:apply (the reports before it then no longer count); if it has closed, --mark its 'It has closed' report confirmed (the line for 14 days) and apply permanently_closed from a sheet.",
    )
    // One network twice is one network.
    expect(
      block([...reports.slice(0, 4), closed(4, 31)]).closed.showing_until,
    ).toBeNull()
  })

  test('the line ends when the networks, or the days, fall short', () => {
    // Six networks on two days: when the oldest turns 14 days, five are left on two days; then four.
    expect(
      block([...fiveOnTwoDays(), closed(6, 40)]).closed.showing_until,
    ).toBe(plus14(hours(31)))
    // Six networks, one of them 4 days ago: when it ages out, five are left on one day.
    const oneOld = [1, 2, 3, 4, 5].map((h, i) => closed(i + 1, h))
    expect(block([...oneOld, closed(6, 100)]).closed.showing_until).toBe(
      plus14(hours(100)),
    )
  })

  test("5 'It has closed' against 5 'Yes, it's right' networks: no line; against 4, the line", () => {
    const rights = [11, 12, 13, 14, 15].map((n) => right(n, 5))
    const tie = block([...fiveOnTwoDays(), ...rights])
    expect(tie.closed.rule).toMatchObject({
      networks: 5,
      right_networks: 5,
      until: null,
    })
    expect(tie.closed.showing_until).toBeNull()
    expect(text(tie)).toContain(
      "5 of the 5 networks needed, on 2 of the 2 days needed, against 5 that said it's right.",
    )
    const more = block([...fiveOnTwoDays(), ...rights.slice(1)])
    expect(more.closed.showing_until).not.toBeNull()
    expect(text(more)).toContain(", more than the 4 that said it's right.")
    // A 'Yes, it's right' with other kinds is no 'Yes, it's right'.
    expect(
      block([
        ...fiveOnTwoDays(),
        ...[11, 12, 13, 14, 15].map((n) =>
          from(CONFIRMED_BY_VISITOR, n, 5, {
            kinds: [CONFIRMED_BY_VISITOR, 'other'],
          }),
        ),
      ]).closed.showing_until,
    ).not.toBeNull()
  })

  test('a held network (it said closed about 3 clinics in 14 days) does not count; about 2, it does', () => {
    const elsewhere = (n: number) =>
      other.slice(0, n).map((c) => closed(5, 50, { clinicId: c.id }))
    const held = block([...fiveOnTwoDays(), ...elsewhere(2)])
    expect(held.closed.rule).toMatchObject({
      networks: 4,
      until: null,
      not_counted: { held: 1, before_confirmation: 0, no_network: 0 },
    })
    expect(held.closed.showing_until).toBeNull()
    expect(text(held)).toContain(
      'not counted: 1 report from held networks (each said the same about more than 2 clinics within 14 days)',
    )
    expect(
      block([...fiveOnTwoDays(), ...elsewhere(1)]).closed.rule.networks,
    ).toBe(5)
    // Its other reports count toward the hold only within 14 days.
    expect(
      block([
        ...fiveOnTwoDays(),
        ...other.map((c) => closed(5, 15 * 24, { clinicId: c.id })),
      ]).closed.showing_until,
    ).not.toBeNull()
    // A network that said 'Yes, it's right' about 3 clinics is held too.
    const sweeper = [clinic, ...other].map((c) =>
      right(11, 5, { clinicId: c.id }),
    )
    const swept = block([
      ...fiveOnTwoDays().slice(0, 4),
      closed(6, 40),
      ...sweeper,
    ])
    expect(swept.closed.rule).toMatchObject({ networks: 5, right_networks: 0 })
    expect(swept.closed.showing_until).not.toBeNull()
  })

  test("reports before the clinic's latest confirmation do not count", () => {
    const reports = fiveOnTwoDays()
    // The confirmations: its hours confirmed, a heard event, a marked report.
    const confirmedHours = opsClinic({
      verification: {
        ...UNVERIFIED,
        hours: { at: hours(10), method: 'call' },
      },
    })
    const mine = reports.map((r) => ({ ...r, clinicId: confirmedHours.id }))
    const b1 = block(mine, {}, confirmedHours)
    expect(b1.closed.rule).toMatchObject({
      networks: 3,
      days: 1,
      since_confirmation: hours(10),
      not_counted: { before_confirmation: 2 },
    })
    expect(b1.closed.showing_until).toBeNull()
    expect(text(b1)).toContain(
      'not counted: 2 reports from before the latest confirmation (Thu Nov 26, 12:00 AM CT)',
    )
    expect(
      block(reports, { heardAt: new Map([[clinic.id, hours(10)]]) }).closed
        .showing_until,
    ).toBeNull()
    const marked = listingReport({
      clinicId: clinic.id,
      status: 'rejected',
      handledAt: hours(10),
      createdAt: hours(50),
    })
    expect(block([...reports, marked]).closed.showing_until).toBeNull()
    // A confirmation in the future (beyond a minute) is none; a confirmed
    // closure is no confirmation either (it raises the line).
    expect(
      block(reports, {
        heardAt: new Map([
          [clinic.id, new Date(NOW.getTime() + 3600e3).toISOString()],
        ]),
      }).closed.showing_until,
    ).not.toBeNull()
    expect(
      block([...reports, { ...marked, status: 'confirmed', kinds: ['closed'] }])
        .closed.rule.visitors_until,
    ).not.toBeNull()
  })

  test('reports without a network (stored before the rule) do not count', () => {
    const reports = fiveOnTwoDays()
    for (const over of [{ networkHash: null }, { countedByNetwork: false }]) {
      const b = block([...reports.slice(0, 4), { ...reports[4]!, ...over }])
      expect(b.closed.rule).toMatchObject({
        networks: 4,
        not_counted: { no_network: 1 },
      })
      expect(b.closed.showing_until).toBeNull()
    }
    // Client hashes alone (the rate limits' key) are no networks.
    const clientsOnly = block(reports.map((r) => ({ ...r, networkHash: null })))
    expect(clientsOnly.closed.rule.networks).toBe(0)
    expect(text(clientsOnly)).toContain(
      "5 open 'It has closed' reports awaiting a call: 0 of the 5 networks needed, on 0 of the 2 days needed; not counted: 5 reports without a network (stored before the rule).",
    )
  })

  test('only the last 14 days count', () => {
    expect(
      block([...fiveOnTwoDays().slice(0, 4), closed(5, 14 * 24)]).closed
        .showing_until,
    ).toBeNull()
  })

  test("the operator confirmed it: an 'It has closed' marked confirmed shows the line for 14 days", () => {
    const mark = closed(9, 50, {
      status: 'confirmed',
      handledAt: hours(5),
      handledBy: 'AB',
    })
    // (A block with --all: the mark is its only report, handled.)
    const all = { all: true }
    const b = block([mark], all)
    expect(b.closed.rule).toMatchObject({
      operator_until: plus14(hours(5)),
      visitors_until: null,
      networks: 1,
    })
    expect(b.closed.showing_until).toBe(plus14(hours(5)))
    expect(text(b)).toBe(
      "   ! The clinic page shows 'Visitors reported this clinic closed — call before you go' until Thu Dec 10, 5:00 AM CT: an 'It has closed' report was marked confirmed Thu Nov 26, 5:00 AM CT (the line for 14 days; no visitor's answer takes it down). A later confirmation takes it down: marking a report of the clinic rejected or fixed, or a confirmation from ops:apply; if it has closed, apply permanently_closed from a sheet as well.",
    )
    // Whatever visitors answer.
    expect(
      block([mark, ...[11, 12, 13].map((n) => right(n, 1))], all).closed
        .showing_until,
    ).toBe(plus14(hours(5)))
    // Not after 14 days, nor before a later confirmation.
    expect(
      block([{ ...mark, handledAt: hours(15 * 24) }], all).closed.showing_until,
    ).toBeNull()
    expect(
      block([mark], { ...all, heardAt: new Map([[clinic.id, hours(1)]]) })
        .closed.showing_until,
    ).toBeNull()
    // Marked rejected or fixed, it raises nothing.
    for (const status of ['rejected', 'fixed'] as const)
      expect(block([{ ...mark, status }], all).closed.showing_until).toBeNull()
  })

  test("the database's own value wins (the page shows what the database holds); the rule explains it", () => {
    const reports = [closed(1, 1)]
    const until = new Date(NOW.getTime() + DAY).toISOString()
    const at = (m: Map<string, string>, r = reports) =>
      block(r, { closedUntil: m })
    const b = at(new Map([[clinic.id, until]]))
    expect(b.closed).toMatchObject({
      showing_until: until,
      from_database: true,
    })
    expect(text(b)).toContain(
      "until Fri Nov 27, 10:00 AM CT (the database's value; the inbox counts 1 of the 5 networks needed, on 1 of the 2 days needed).",
    )
    expect(at(new Map()).closed.showing_until).toBeNull()
    expect(at(new Map([[clinic.id, ago(1)]])).closed.showing_until).toBeNull()
    // The rule holds but the database has no line yet (a 'Yes, it's right'
    // aged out): it comes on at the clinic's next report.
    const waiting = at(new Map(), fiveOnTwoDays())
    expect(waiting.closed.showing_until).toBeNull()
    expect(text(waiting)).toContain(
      "by this count the rule holds, and the page shows it from the clinic's next report",
    )
  })

  test('no line and no open report saying it closed: nothing said', () => {
    expect(text(block([listingReport({ clinicId: clinic.id })]))).toBe('')
  })
})

describe('--mark, as the operator reads it', () => {
  const done = {
    marked: [
      {
        id: 'abcdef12-0000-4000-8000-000000000000',
        kinds: ['closed'],
        createdAt: hours(3),
        clinicName: 'Kids \u001bCare',
        clinicTimezone: 'America/New_York',
      },
    ],
    closedLineRemoved: [],
    closedLineRaised: [],
    earlierReportsDropped: [],
  }
  test("confirmed 'It has closed': the line is raised for 14 days", () => {
    expect(
      markText('confirmed', 'AB', {
        ...done,
        closedLineRaised: [
          {
            clinic: 'Kids \u001bCare',
            timezone: 'America/New_York',
            until: new Date(NOW.getTime() + 14 * DAY).toISOString(),
          },
        ],
      }),
    ).toEqual([
      'Marked confirmed by AB: abcdef12-0000-4000-8000-000000000000 (Kids \uFFFDCare: It has closed, Thu Nov 26, 8:00 AM ET)',
      "Kids \uFFFDCare: its page now shows 'Visitors reported this clinic closed — call before you go' until Thu Dec 10, 11:00 AM ET: an 'It has closed' report marked confirmed raises the line for 14 days, whatever visitors answer; a later confirmation (another mark, ops:apply) takes it down. If it has closed, apply permanently_closed from a sheet as well.",
    ])
  })
  test('rejected or fixed: a confirmation, the reports before it no longer count', () => {
    expect(
      markText('rejected', 'AB', {
        ...done,
        closedLineRemoved: ['Kids \u001bCare'],
        earlierReportsDropped: ['Kids \u001bCare'],
      }).slice(1),
    ).toEqual([
      "Kids \uFFFDCare: its page no longer shows 'Visitors reported this clinic closed'.",
      'Kids \uFFFDCare: this marking is a confirmation: its reports from before now no longer count toward the closed line (only later ones do).',
    ])
  })
})

describe('report ids', () => {
  test('short ids: at least 8 characters, one length, unambiguous among every id', () => {
    expect(
      shortIdLength([
        'aaaaaaaa-0000-4000-8000-000000000000',
        'bbbbbbbb-0000-4000-8000-000000000000',
      ]),
    ).toBe(8)
    expect(
      shortIdLength([
        '12345678-aaaa-4000-8000-000000000000',
        '12345678-abcd-4000-8000-000000000000',
        'ffffffff-0000-4000-8000-000000000000',
      ]),
    ).toBe(11)
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 40 }), (ids) => {
        const n = shortIdLength(ids)
        expect(new Set(ids.map((id) => id.slice(0, n))).size).toBe(ids.length)
        expect(n).toBeGreaterThanOrEqual(8)
      }),
    )
  })

  test('the inbox shows short ids unambiguous among all ids, not only those listed', () => {
    const clinic = opsClinic()
    const inbox = buildInbox({
      now: NOW,
      clinics: [clinic],
      reports: [
        listingReport({
          clinicId: clinic.id,
          id: 'abcdef12-3400-4000-8000-000000000000',
        }),
      ],
      messages: [],
      allIds: ['abcdef12-3500-4000-8000-000000000000'],
    })
    expect(inbox.blocks[0]!.reports[0]!.short_id).toBe('abcdef12-34')
  })

  test('--mark takes a uuid or a prefix of 8+ characters, any case', () => {
    expect(parseReportRef(' ABCDEF12 ')).toBe('abcdef12')
    expect(parseReportRef('abcdef12-3400-4000-8000-000000000000')).toBe(
      'abcdef12-3400-4000-8000-000000000000',
    )
    for (const bad of [
      'abc',
      'abcdef1',
      'abcdef1%',
      'ghijklmn',
      '-abcdef12',
      '',
    ])
      expect(parseReportRef(bad)).toBeNull()
  })

  test('--mark: exactly one new report that says something is wrong', () => {
    const r = listingReport()
    expect(matchRef('00000001', [r])).toEqual({ report: r })
    expect(matchRef('ffffffff', [])).toEqual({
      problem: 'no report has the id "ffffffff"',
    })
    expect(matchRef('0000', [r, listingReport()])).toMatchObject({
      problem: expect.stringContaining('is the start of 2 reports'),
    })
    expect(
      matchRef('x', [
        listingReport({ status: 'fixed', handledBy: 'CD', handledAt: ago(2) }),
      ]),
    ).toMatchObject({
      problem: expect.stringMatching(
        /is already fixed \(by CD on Tue Nov 24, 10:00 AM CT\): not changed$/,
      ),
    })
    expect(
      matchRef('x', [listingReport({ kinds: [CONFIRMED_BY_VISITOR] })]),
    ).toMatchObject({
      problem: expect.stringContaining('not a report to handle'),
    })
  })
})

describe("'Suggest a correction' messages: handled like reports, told apart by m-", () => {
  const clinic = opsClinic()
  // Not the factory's: its ids count up, and the text test below reads them.
  const message = (over: Partial<CorrectionMessage> & { id: string }) => ({
    clinicId: clinic.id,
    createdAt: ago(1),
    name: 'Jane Parent',
    email: 'jane@example.com',
    subject: 'Suggest a correction',
    message: 'The hours changed.',
    ...over,
  })
  const open = message({
    id: 'abcdef12-0000-4000-8000-000000000001',
    clinicId: clinic.id,
    createdAt: ago(2),
  })
  const handled = message({
    id: 'abcdef12-0000-4000-8000-000000000002',
    clinicId: clinic.id,
    createdAt: ago(3),
    status: 'fixed',
    handledAt: ago(1),
    handledBy: 'CD',
  })
  const old = message({
    id: 'abcdef13-0000-4000-8000-000000000003',
    createdAt: ago(100),
  })

  test('the inbox lists the open ones of 90 days, the handled ones with --all, each by its m- id', () => {
    const input = {
      now: NOW,
      clinics: [clinic],
      reports: [],
      messages: [open, handled, old],
    }
    const inbox = buildInbox(input)
    expect(inbox.messages).toBe(1)
    expect(inbox.blocks[0]!.messages.map((m) => m.short_id)).toEqual([
      'm-abcdef12-0000-4000-8000-000000000001',
    ])
    const all = buildInbox({ ...input, all: true })
    expect(all.messages).toBe(1)
    expect(all.blocks[0]!.messages.map((m) => m.short_id)).toEqual([
      'm-abcdef12-0000-4000-8000-000000000001',
      'm-abcdef12-0000-4000-8000-000000000002',
    ])
    expect(inboxText(all, NOW)).toContain(
      '   m-abcdef12-0000-4000-8000-000000000002  Mon Nov 23, 10:00 AM CT (3 days ago)  "Suggest a correction" from Jane Parent <jane@example.com>  [fixed by CD Wed Nov 25, 10:00 AM CT]',
    )
    // Only handled ones, without --all: no block.
    expect(buildInbox({ ...input, messages: [handled] }).blocks).toEqual([])
  })

  test('--mark tells a message (m-…) from a report (bare), any case', () => {
    expect(parseMarkRef(' M-ABCDEF12 ')).toEqual({
      kind: 'message',
      ref: 'abcdef12',
    })
    expect(parseMarkRef('abcdef12')).toEqual({
      kind: 'report',
      ref: 'abcdef12',
    })
    expect(parseReportRef('m-abcdef12')).toBeNull()
    for (const bad of [
      'm-',
      'm-abc',
      'm-ghijklmn',
      'mm-abcdef12',
      'x-abcdef12',
    ])
      expect(parseMarkRef(bad)).toBeNull()
  })

  test('--mark m-…: exactly one new message about a clinic', () => {
    const m = { ...open, clinicId: open.clinicId as string | null }
    expect(matchMessageRef('abcdef12', [m])).toEqual({ report: m })
    expect(matchMessageRef('ffffffff', [])).toEqual({
      problem: 'no correction message has the id "m-ffffffff"',
    })
    expect(
      matchMessageRef('abcdef12', [m, { ...handled, clinicId: clinic.id }]),
    ).toMatchObject({
      problem: expect.stringContaining(
        '"m-abcdef12" is the start of 2 messages\' ids',
      ),
    })
    expect(
      matchMessageRef('abcdef12', [{ ...handled, clinicId: clinic.id }]),
    ).toEqual({
      problem:
        'm-abcdef12-0000-4000-8000-000000000002 is already fixed (by CD on Wed Nov 25, 10:00 AM CT): not changed',
    })
    expect(
      matchMessageRef('abcdef12', [{ ...m, clinicId: null }]),
    ).toMatchObject({ problem: expect.stringContaining('names no clinic') })
  })

  test('--mark says which messages it marked', () => {
    expect(
      markText('fixed', 'AB', {
        marked: [],
        closedLineRemoved: [],
        closedLineRaised: [],
        earlierReportsDropped: [],
        markedMessages: [
          {
            ...open,
            subject: 'Wrong \u001bhours',
            clinicName: 'Kids Care',
            clinicTimezone: 'America/Chicago',
          },
        ],
      }),
    ).toEqual([
      'Marked fixed by AB: m-abcdef12-0000-4000-8000-000000000001 (Kids Care: correction message "Wrong \uFFFDhours", Tue Nov 24, 10:00 AM CT)',
    ])
  })
})

describe('text', () => {
  test("times in the clinic's zone, and how long ago", () => {
    expect(when(hours(0.5), 'America/Chicago', NOW)).toBe(
      'Thu Nov 26, 9:30 AM CT (within the hour)',
    )
    expect(when(hours(1), 'America/New_York', NOW)).toBe(
      'Thu Nov 26, 10:00 AM ET (1 hour ago)',
    )
    expect(when(ago(1), 'America/Chicago', NOW)).toBe(
      'Wed Nov 25, 10:00 AM CT (1 day ago)',
    )
    expect(when(ago(3), 'Not/AZone', NOW)).toBe(
      'Mon Nov 23, 10:00 AM CT (3 days ago)',
    )
  })

  test('a block as the operator reads it', () => {
    const clinic = opsClinic({
      name: 'Kids \u001b[31mCare',
      verification: {
        ...UNVERIFIED,
        phone: { at: ago(10), method: 'call' },
        hours: null,
        address: null,
        website: null,
      },
    })
    const inbox = buildInbox({
      now: NOW,
      clinics: [clinic],
      reports: [
        listingReport({
          id: 'abcdef12-0000-4000-8000-000000000000',
          clinicId: clinic.id,
          kinds: ['hours_wrong', 'closed'],
          note: 'Sign on the door\nsays closed',
          clientHash: hash(9),
          replyEmail: 'p@example.com',
          createdAt: hours(3),
        }),
        ...[1, 2, 3].map((n) =>
          listingReport({
            clinicId: clinic.id,
            kinds: [CONFIRMED_BY_VISITOR],
            clientHash: hash(n),
          }),
        ),
      ],
      messages: [
        correction({
          clinicId: clinic.id,
          subject: 'Wrong hours',
          message: 'They close\nat 5.',
          createdAt: ago(2),
        }),
      ],
    })
    expect(inboxText(inbox, NOW)).toEqual([
      'Corrections inbox at Thu Nov 26, 10:00 AM CT: 1 open report about 1 clinic; 1 open correction message (last 90 days).',
      "When a report or message is handled: npm run ops:reports -- --mark ID[,ID…] confirmed|rejected|fixed --by INITIALS (a message's ID starts m-)",
      '',
      '== Kids \uFFFD[31mCare, Paducah: 1 open report, newest Thu Nov 26, 7:00 AM CT (3 hours ago); 1 open correction message',
      '   (270) 555-0100 · phone confirmed Mon Nov 16, 10:00 AM CT (call) · hours confirmed never',
      "   1 open 'It has closed' report awaiting a call: 0 of the 5 networks needed, on 0 of the 2 days needed; not counted: 1 report without a network (stored before the rule). The clinic page warns when 5 or more networks said it within 14 days, on 2 or more of its days, more than said it's right (supabase/README.md, The closed line). If the call finds it closed, --mark its report confirmed: the page then warns for 14 days.",
      '   abcdef12  Thu Nov 26, 7:00 AM CT (3 hours ago)  Hours are wrong, It has closed',
      '             | Sign on the door\n             | says closed',
      '             reply to: p@example.com',
      "   3 visitors said it's right in the last 90 days.",
      '   Correction messages:',
      '   m-00000090  Tue Nov 24, 10:00 AM CT (2 days ago)  "Wrong hours" from Jane Parent <jane@example.com>',
      '     | They close\n     | at 5.',
    ])
  })
})
