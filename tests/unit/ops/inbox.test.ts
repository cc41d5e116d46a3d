import { UNVERIFIED } from '../../../src/domain/verification'
import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  buildInbox,
  closedSignalUntil,
  inboxText,
  matchRef,
  parseReportRef,
  shortIdLength,
  when,
} from '../../../ops/lib/inbox'
import { CONFIRMED_BY_VISITOR } from '../../../ops/lib/reports'
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
      'Corrections inbox at Thu Nov 26, 10:00 AM CT: 0 open reports about 0 clinics; 0 correction messages in the last 90 days.',
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
  const closed = (client: number, h: number, over = {}) =>
    listingReport({
      clinicId: clinic.id,
      kinds: ['closed'],
      clientHash: hash(client),
      createdAt: hours(h),
      ...over,
    })

  test('three distinct visitors within 14 days: showing until the third-newest + 14 days', () => {
    const reports = [closed(1, 1), closed(1, 2), closed(2, 5), closed(3, 30)]
    expect(closedSignalUntil(reports)).toBe(
      new Date(Date.parse(hours(30)) + 14 * DAY).toISOString(),
    )
    const inbox = buildInbox({
      now: NOW,
      clinics: [clinic],
      reports,
      messages: [],
    })
    expect(inbox.blocks[0]!.closed).toEqual({
      visitors_14d: 3,
      showing_until: closedSignalUntil(reports),
    })
    expect(inboxText(inbox, NOW).join('\n')).toContain(
      "The clinic page shows 'Visitors reported this clinic closed — call before you go' until Wed Dec 9, 4:00 AM CT (3 networks reported it closed within 14 days)",
    )
  })

  test('not with two visitors, one of them twice; nor with handled or anonymous reports; nor after 14 days', () => {
    for (const reports of [
      [closed(1, 1), closed(1, 2), closed(2, 5)],
      [closed(1, 1), closed(2, 2), closed(3, 3, { status: 'rejected' })],
      [closed(1, 1), closed(2, 2), closed(3, 3, { clientHash: null })],
      [closed(1, 1), closed(2, 2), closed(3, 15 * 24)],
    ]) {
      const inbox = buildInbox({
        now: NOW,
        clinics: [clinic],
        reports,
        messages: [],
      })
      expect(inbox.blocks[0]!.closed.showing_until).toBeNull()
      expect(inbox.blocks[0]!.closed.visitors_14d).toBe(2)
      expect(inboxText(inbox, NOW).join('\n')).toContain(
        "2 networks reported it closed within 14 days (the clinic page warns when 3 or more networks did, more than said it's right, none since a confirmation, and no network that reported many clinics counts: supabase/README.md, The closed line).",
      )
    }
  })

  test("the database's own value wins (the page shows what the database holds)", () => {
    const reports = [closed(1, 1)]
    const until = new Date(NOW.getTime() + DAY).toISOString()
    const block = (m: Map<string, string>) =>
      buildInbox({
        now: NOW,
        clinics: [clinic],
        reports,
        messages: [],
        closedUntil: m,
      }).blocks[0]!
    expect(block(new Map([[clinic.id, until]])).closed.showing_until).toBe(
      until,
    )
    expect(block(new Map()).closed.showing_until).toBeNull()
    expect(
      block(new Map([[clinic.id, ago(1)]])).closed.showing_until,
    ).toBeNull()
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
      'Corrections inbox at Thu Nov 26, 10:00 AM CT: 1 open report about 1 clinic; 1 correction message in the last 90 days.',
      'When a report is handled: npm run ops:reports -- --mark ID[,ID…] confirmed|rejected|fixed --by INITIALS',
      '',
      '== Kids \uFFFD[31mCare, Paducah: 1 open report, newest Thu Nov 26, 7:00 AM CT (3 hours ago)',
      '   (270) 555-0100 · phone confirmed Mon Nov 16, 10:00 AM CT (call) · hours confirmed never',
      "   1 network reported it closed within 14 days (the clinic page warns when 3 or more networks did, more than said it's right, none since a confirmation, and no network that reported many clinics counts: supabase/README.md, The closed line).",
      '   abcdef12  Thu Nov 26, 7:00 AM CT (3 hours ago)  Hours are wrong, It has closed',
      '             | Sign on the door\n             | says closed',
      '             reply to: p@example.com',
      "   3 visitors said it's right in the last 90 days.",
      '   Correction messages:',
      '   Tue Nov 24, 10:00 AM CT (2 days ago)  "Wrong hours" from Jane Parent <jane@example.com>',
      '     | They close\n     | at 5.',
    ])
  })
})
