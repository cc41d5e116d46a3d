import { describe, expect, test } from 'vitest'
import { UNVERIFIED } from '../../../src/domain/verification'
import {
  dueLines,
  dueList,
  lastCallsOf,
} from '../../../ops/lib/sheets-out/due-list'
import {
  SUMMARY_WIDTH,
  statusReport,
  statusSummary,
  statusTable,
} from '../../../ops/lib/sheets-out/status'
import { buildQueue } from '../../../ops/lib/sheets-out/queue'
import { leftOffText } from '../../../ops/lib/cli/cli'
import { closestTown, matchTown } from '../../../ops/lib/core/towns'
import type { OpsClinic, VerificationEvent } from '../../../ops/lib/core/model'
import { DAY, holidaysAnswered, opsClinic } from './factory'

/** Wed Dec 2, 11:30 PM CT: already Thu Dec 3 in UTC. */
const LATE = new Date('2026-12-03T05:30:00.000Z')
const before = (days: number) =>
  new Date(LATE.getTime() - days * DAY).toISOString()
const confirmed = (days: number) => ({
  ...UNVERIFIED,
  phone: { at: before(days), method: 'call' as const },
  hours: { at: before(days), method: 'call' as const },
  address: null,
  website: null,
})
const answered = holidaysAnswered(LATE)

const call = (
  c: OpsClinic,
  outcome: VerificationEvent['outcome'],
  at: string,
): VerificationEvent => ({
  clinic_id: c.id,
  outcome,
  method: 'call',
  changes: {},
  confirmed: [],
  note: null,
  initials: 'AB',
  created_at: at,
})

describe('ops:status --due', () => {
  const fresh = opsClinic({
    name: 'Fresh',
    verification: confirmed(10),
    hoursExceptions: answered,
  })
  const reported = opsClinic({
    name: 'Reported',
    verification: confirmed(10),
    hoursExceptions: answered,
  })
  const never = opsClinic({ name: 'Never' })
  const holiday = opsClinic({ name: 'Holiday', verification: confirmed(10) })
  const stale = opsClinic({
    name: 'Stale',
    phone: null,
    verification: confirmed(95),
    hoursExceptions: answered,
  })
  const old = opsClinic({
    name: 'Old',
    verification: confirmed(120),
    hoursExceptions: answered,
  })
  // Called at 11:20 PM, no answer; called again in the morning.
  const morning = opsClinic({
    name: 'Morning',
    city: 'Murray',
    nextCheckAfter: '2026-12-03T15:00:00.000Z',
  })
  // Closed for the day; the call-back at 11:30 PM CT, Thu Dec 3 (Fri in UTC).
  const evening = opsClinic({
    name: 'Evening',
    nextCheckAfter: '2026-12-04T05:30:00.000Z',
  })
  const clinics = [
    evening,
    fresh,
    old,
    stale,
    morning,
    never,
    holiday,
    reported,
    opsClinic({ name: 'No call', doNotCall: true, doNotCallReason: 'asked' }),
    opsClinic({ name: 'Gone', status: 'permanently_closed' }),
    opsClinic({
      name: 'Temporarily closed',
      status: 'temporarily_closed',
      nextCheckAfter: '2026-12-20T15:00:00.000Z',
    }),
  ]
  const reports = new Map([
    [
      reported.id,
      {
        count: 1,
        newest: '2026-12-02T20:00:00.000Z',
        kinds: ['hours_wrong' as const],
      },
    ],
  ])
  const lastCalls = lastCallsOf([
    call(morning, 'no_answer', '2026-12-02T15:00:00.000Z'),
    call(morning, 'no_answer', '2026-12-03T05:20:00.000Z'),
    {
      ...call(morning, 'changed', '2026-12-03T05:25:00.000Z'),
      method: 'geocoder',
    },
    call(evening, 'closed_today', '2026-12-02T23:00:00.000Z'),
  ])
  const list = dueList(clinics, LATE, reports, lastCalls)

  test('the due in the queue’s order, then the call-backs by their time; the rest left out', () => {
    expect(list.map((e) => [e.name, e.state, e.sheet])).toEqual([
      ['Reported', 'due', 'call'],
      ['Never', 'overdue', 'call'],
      ['Holiday', 'due', 'call'],
      ['Old', 'overdue', 'call'],
      ['Stale', 'due', 'research'],
      ['Morning', 'call_back', 'call'],
      ['Evening', 'call_back', 'call'],
    ])
    // The same order as the sheets ops:queue writes.
    const q = buildQueue(clinics, { now: LATE, reports })
    expect(
      list.filter((e) => e.sheet === 'call' && e.state !== 'call_back'),
    ).toEqual(list.filter((e) => q.call.some((c) => c.id === e.id)))
    expect(q.call.map((c) => c.name)).toEqual([
      'Reported',
      'Never',
      'Holiday',
      'Old',
    ])
  })

  test('each line: name, town, why and the times in Central, 11:30 PM not taken for the next day', () => {
    const lines = dueLines(list, LATE.toISOString())
    expect(lines[0]).toBe(
      'Due at Wed Dec 2, 11:30 PM CT: 5 due (2 overdue), 2 waiting for a call-back',
    )
    const of = (name: string) => lines.find((l) => l.includes(` ${name} (`))
    expect(of('Reported')).toBe(
      '  due        call      Reported (Paducah): reported: Hours are wrong (1 report, newest Wed Dec 2, 2:00 PM CT)',
    )
    expect(of('Never')).toBe(
      '  overdue    call      Never (Paducah): holidays unanswered: Dec 24, 25, 31, Jan 1; never verified',
    )
    expect(of('Holiday')).toContain(
      'Holiday (Paducah): holidays unanswered: Dec 24, 25, 31, Jan 1',
    )
    expect(of('Stale')).toBe(
      '  due        research  Stale (Paducah): phone and hours last confirmed Sun Aug 30, 12:30 AM CT, due since Fri Nov 27, 11:30 PM CT',
    )
    expect(of('Old')).toContain(
      'phone and hours last confirmed Wed Aug 5, 12:30 AM CT',
    )
    expect(of('Morning')).toBe(
      '  call-back  call      Morning (Murray): no answer Wed Dec 2, 11:20 PM CT; call back after Thu Dec 3, 9:00 AM CT',
    )
    expect(of('Evening')).toBe(
      '  call-back  call      Evening (Paducah): closed for the day Wed Dec 2, 5:00 PM CT; call back after Thu Dec 3, 11:30 PM CT',
    )
    for (const name of ['Fresh', 'No call', 'Gone', 'Temporarily closed'])
      expect(of(name)).toBeUndefined()
  })

  test('the JSON entries: ISO times, the last call', () => {
    const entry = (name: string) => list.find((e) => e.name === name)!
    expect(entry('Morning')).toMatchObject({
      call_back_after: '2026-12-03T15:00:00.000Z',
      last_outcome: 'no_answer',
      last_outcome_at: '2026-12-03T05:20:00.000Z',
      due_since: null,
    })
    expect(entry('Stale').due_since).toBe(
      new Date(Date.parse(before(95)) + 90 * DAY).toISOString(),
    )
    expect(entry('Reported').reported_at).toBe('2026-12-02T20:00:00.000Z')
    // A call-back without a recorded call still says when.
    const [bare] = dueList([morning], LATE)
    expect(bare!.why).toBe(
      'next check set; call back after Thu Dec 3, 9:00 AM CT',
    )
    const report = statusReport(clinics, LATE, reports, lastCalls)
    expect(report.due_list).toEqual(list)
    expect(report.overall).toMatchObject({
      due_now: 5,
      overdue: 2,
      waiting_call_back: 2,
    })
  })
})

describe('ops:status in 100 columns', () => {
  const long = 'Elizabethtown-Radcliff-Fort Knox and Hardin County Line Road'
  const clinics = [
    ...Array.from({ length: 12 }, () => opsClinic({ city: long })),
    opsClinic({ city: `${long} North Extension Township` }),
    opsClinic({ city: 'Paducah', status: 'temporarily_closed' }),
  ]
  const reports = new Map([
    [
      clinics[0]!.id,
      { count: 1234, newest: before(1), kinds: ['hours_wrong' as const] },
    ],
  ])

  test('every line of the default output fits, a long town name cut; --wide keeps it whole', () => {
    for (const r of [
      statusReport(clinics, LATE),
      statusReport(clinics, LATE, reports),
    ]) {
      const lines = statusSummary(r).split('\n')
      expect(
        lines.filter((l) => l.length > SUMMARY_WIDTH),
        lines.join('\n'),
      ).toEqual([])
      const cut = lines.filter((l) => l.startsWith('Elizabethtown-'))
      expect(cut).toHaveLength(2)
      expect(cut.every((l) => /…\s/.test(l))).toBe(true)
      expect(lines.find((l) => l.startsWith('all towns'))).toMatch(
        /^all towns\s+14\s+14\s+14\s+14\s+0\s+\S+\s+0\s+0$/,
      )
      expect(lines).toContain('Closed: 1 temporarily, 0 for good')
      expect(statusTable(r)).toContain(`${long} North Extension Township `)
      expect(
        Math.max(
          ...statusTable(r)
            .split('\n')
            .map((l) => l.length),
        ),
      ).toBeGreaterThan(SUMMARY_WIDTH)
    }
    expect(statusSummary(statusReport(clinics, LATE, reports))).toContain(
      'reports = open reports from the public, npm run ops:reports',
    )
  })
})

describe('ops:queue --town and --limit, pure', () => {
  const towns = [
    { city: 'Paducah' },
    { city: 'Bowling Green' },
    { city: 'Murray' },
  ]
  test('a town by name or slug, any case, trimmed; an unknown one refused with the towns', () => {
    expect(matchTown(towns, '  bowling-GREEN ', 'ops:queue')).toEqual({
      town: 'Bowling Green',
    })
    expect(matchTown(towns, 'Padukah', 'ops:queue')).toEqual({
      refusal:
        "ops:queue: no clinic in town 'Padukah' (did you mean Paducah?). Towns: Bowling Green, Murray, Paducah",
    })
    expect(matchTown(towns, 'Nowhere', 'ops:geocode')).toEqual({
      refusal:
        "ops:geocode: no clinic in town 'Nowhere'. Towns: Bowling Green, Murray, Paducah",
    })
    expect(matchTown(towns, '  ', 'ops:queue')).toHaveProperty('refusal')
    expect(closestTown('Mury', ['Murray', 'Mayfield'])).toBe(null)
    expect(closestTown('Murry', ['Murray', 'Mayfield'])).toBe('Murray')
  })

  test('the due clinics past --limit, per sheet, in words; nothing when all fit', () => {
    const q = (call: number, research: number, due = [call, research]) => ({
      call: Array.from({ length: call }, () => opsClinic()),
      research: Array.from({ length: research }, () => opsClinic()),
      due: { call: due[0]!, research: due[1]! },
    })
    expect(leftOffText(q(20, 20, [20, 23]))).toBe(
      '3 more due clinics are not on these sheets (0 call, 3 research): run with --limit 23 for all',
    )
    expect(leftOffText(q(5, 2, [6, 2]))).toBe(
      '1 more due clinic is not on these sheets (1 call, 0 research): run with --limit 6 for all',
    )
    expect(leftOffText(q(13, 20))).toBe('')
  })
})
