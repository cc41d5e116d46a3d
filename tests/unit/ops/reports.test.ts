import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  CONFIRMED_BY_VISITOR,
  HANDLED_BY,
  KIND_WORDS,
  MARK_STATUSES,
  REPORT_STATUSES,
  WRONG_KINDS,
  isOpenReport,
  kindsInWords,
  markHint,
  oneLine,
  openReportsByClinic,
  reportedText,
  withOpenMessages,
} from '../../../ops/lib/core/reports'
import {
  CONFIRMED_BY_VISITOR as SERVER_CONFIRMED,
  WRONG_KINDS as SERVER_WRONG_KINDS,
} from '../../../supabase/functions/report-listing/validate'
import { ago } from './factory'
import { listingReport } from './report-factory'

const MIGRATION = readFileSync(
  path.resolve(
    __dirname,
    '../../../supabase/migrations/20261126000002_listing_reports.sql',
  ),
  'utf8',
)
/** The quoted words of the first `<marker> (…)` or `<marker> […]` after `after`. */
const sqlList = (after: string, marker: RegExp) => {
  const from = MIGRATION.slice(MIGRATION.indexOf(after))
  const m = marker.exec(from)!
  return [...m[1]!.matchAll(/'([a-z_]+)'/g)].map((x) => x[1])
}

describe('the kinds and statuses are the database’s and the form’s', () => {
  test('kinds: the table’s CHECK and the report function’s list', () => {
    expect(
      sqlList('kinds text[] not null', /kinds <@ array\[([^\]]*)\]/),
    ).toEqual([...WRONG_KINDS, CONFIRMED_BY_VISITOR])
    expect([...SERVER_WRONG_KINDS]).toEqual([...WRONG_KINDS])
    expect(SERVER_CONFIRMED).toBe(CONFIRMED_BY_VISITOR)
    expect(Object.keys(KIND_WORDS)).toEqual([...WRONG_KINDS])
  })

  test('statuses and initials: the table’s CHECKs', () => {
    expect(sqlList('status text not null', /status in \(([^)]*)\)/)).toEqual([
      ...REPORT_STATUSES,
    ])
    expect(MARK_STATUSES).toEqual(REPORT_STATUSES.filter((s) => s !== 'new'))
    expect(MIGRATION).toContain(`handled_by ~ '${HANDLED_BY.source}'`)
  })
})

describe('open reports', () => {
  test("open = new and saying something is wrong; a 'Yes, it's right' never is", () => {
    expect(isOpenReport(listingReport({ kinds: ['hours_wrong'] }))).toBe(true)
    expect(isOpenReport(listingReport({ kinds: [CONFIRMED_BY_VISITOR] }))).toBe(
      false,
    )
    for (const status of MARK_STATUSES)
      expect(isOpenReport(listingReport({ status }))).toBe(false)
  })

  test('per clinic: how many, the newest, every kind named (in the form’s order)', () => {
    const reports = [
      listingReport({ clinicId: 'a', kinds: ['other'], createdAt: ago(5) }),
      listingReport({
        clinicId: 'a',
        kinds: ['closed', 'hours_wrong'],
        createdAt: ago(1),
      }),
      listingReport({
        clinicId: 'a',
        kinds: ['hours_wrong'],
        createdAt: ago(3),
      }),
      listingReport({ clinicId: 'a', kinds: ['phone_wrong'], status: 'fixed' }),
      listingReport({ clinicId: 'b', kinds: [CONFIRMED_BY_VISITOR] }),
      listingReport({
        clinicId: 'c',
        kinds: ['not_children'],
        createdAt: ago(9),
      }),
    ]
    const open = openReportsByClinic(reports)
    expect([...open.keys()].sort()).toEqual(['a', 'c'])
    expect(open.get('a')).toMatchObject({
      count: 3,
      newest: ago(1),
      kinds: ['hours_wrong', 'closed', 'other'],
    })
    // Each report, newest first, by id, with the parent's words.
    expect(open.get('a')!.items!.map((r) => r.createdAt)).toEqual([
      ago(1),
      ago(3),
      ago(5),
    ])
    expect(reportedText(open.get('a'), undefined, false)).toBe(
      'Hours are wrong, It has closed, Something else (3 reports, newest Wed Nov 25, 10:00 AM CT)',
    )
    const [r1, r3, r5] = open.get('a')!.items!
    expect(reportedText(open.get('a'))).toBe(
      'Hours are wrong, It has closed, Something else (3 reports, newest Wed Nov 25, 10:00 AM CT): ' +
        [r1, r3, r5]
          .map(
            (r) =>
              `${r!.id.slice(0, 8)} ${r!.note === null ? '(no words)' : `'${r!.note}'`}`,
          )
          .join('; '),
    )
    expect(reportedText(open.get('c'), undefined, false)).toBe(
      'Does not see children (1 report, newest Tue Nov 17, 10:00 AM CT)',
    )
    expect(reportedText(undefined)).toBe('')
  })

  test('kinds in words', () => {
    expect(kindsInWords([...WRONG_KINDS].reverse())).toBe(
      'Hours are wrong, Phone number is wrong, Address is wrong, It has closed, Does not see children, Something else',
    )
    expect(kindsInWords([CONFIRMED_BY_VISITOR])).toBe('')
  })
})

describe("the parents' words on the sheet, and the mark line", () => {
  test('words on one line, cut at 200 characters; none said as such', () => {
    const open = openReportsByClinic([
      listingReport({
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        clinicId: 'a',
        kinds: ['hours_wrong'],
        note: '  Closes at\n5 now,   not 8  ',
        createdAt: ago(1),
      }),
      listingReport({
        id: 'bbbbbbbb-0000-4000-8000-000000000002',
        clinicId: 'a',
        kinds: ['closed'],
        note: null,
        createdAt: ago(2),
      }),
      listingReport({
        id: 'cccccccc-0000-4000-8000-000000000003',
        clinicId: 'b',
        kinds: ['other'],
        note: 'x'.repeat(500),
        createdAt: ago(2),
      }),
    ])
    expect(reportedText(open.get('a'))).toBe(
      "Hours are wrong, It has closed (2 reports, newest Wed Nov 25, 10:00 AM CT): aaaaaaaa 'Closes at 5 now, not 8'; bbbbbbbb (no words)",
    )
    expect(open.get('b')!.items![0]!.note).toBe(`${'x'.repeat(199)}…`)
    expect(oneLine('   ')).toBeNull()
  })

  test('the mark line lists the open reports of the clinics answered, by id, or nothing', () => {
    const open = openReportsByClinic([
      listingReport({
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        clinicId: 'a',
        kinds: ['hours_wrong'],
      }),
      listingReport({
        id: 'dddddddd-0000-4000-8000-000000000004',
        clinicId: 'a',
        kinds: ['closed'],
        createdAt: ago(3),
      }),
      listingReport({
        id: 'cccccccc-0000-4000-8000-000000000003',
        clinicId: 'c',
        kinds: ['other'],
      }),
    ])
    const hint = markHint(open, [
      { id: 'a', name: 'Clinic A' },
      { id: 'b', name: 'Clinic B' },
    ])
    expect(hint).toContain('--mark aaaaaaaa,dddddddd fixed --by XX')
    expect(hint).toContain('Clinic A (2)')
    expect(hint).not.toContain('cccccccc')
    expect(markHint(open, [{ id: 'b', name: 'Clinic B' }])).toBeNull()
  })

  test('correction messages: after the reports on the row, by m- id, and in the mark line', () => {
    const reports = openReportsByClinic([
      listingReport({
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        clinicId: 'a',
        kinds: ['hours_wrong'],
        note: 'Closes at 5',
        createdAt: ago(3),
      }),
    ])
    const message = (id: string, clinicId: string, days: number) => ({
      id,
      clinicId,
      createdAt: ago(days),
      subject: 'Moved',
      message: '  to Main\nSt.\u001b ',
    })
    const open = withOpenMessages(
      reports,
      [
        message('9c8d7e6f-0000-4000-8000-000000000001', 'a', 1),
        message('8b7c6d5e-0000-4000-8000-000000000002', 'b', 2),
        message('7a6b5c4d-0000-4000-8000-000000000003', 'c', 90.5),
      ],
      new Date(Date.parse(ago(0))),
    )
    // The report's newest is still its own; the clinic's is the message's.
    expect(open.get('a')).toMatchObject({ count: 1, newest: ago(1) })
    expect(open.get('b')).toMatchObject({ count: 0, newest: ago(2) })
    expect(open.has('c')).toBe(false)
    expect(reportedText(open.get('a'))).toBe(
      "Hours are wrong (1 report, newest Mon Nov 23, 10:00 AM CT): aaaaaaaa 'Closes at 5' · Suggested a correction (1 message, newest Wed Nov 25, 10:00 AM CT): m-9c8d7e6f 'Moved: to Main St.'",
    )
    expect(reportedText(open.get('b'), undefined, false)).toBe(
      'Suggested a correction (1 message, newest Tue Nov 24, 10:00 AM CT)',
    )
    const hint = markHint(open, [
      { id: 'a', name: 'Clinic A' },
      { id: 'b', name: 'Clinic B' },
      { id: 'c', name: 'Clinic C' },
    ])
    expect(hint).toContain(
      '--mark aaaaaaaa,m-9c8d7e6f,m-8b7c6d5e fixed --by XX',
    )
    expect(hint).toContain('Clinic A (1, 1 message), Clinic B (1 message);')
    expect(hint).not.toContain('7a6b5c4d')
  })
})
