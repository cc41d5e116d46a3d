import { describe, expect, test } from 'vitest'
import { UNVERIFIED } from '../../../src/domain/verification'
import {
  harvestConflicts,
  newestReviewSheet,
} from '../../../ops/lib/sheets-out/conflicts'
import {
  buildQueue,
  sheetHtml,
  sheetRow,
} from '../../../ops/lib/sheets-out/queue'
import { NOW, ago, holidaysAnswered, opsClinic } from './factory'

const row = (over: Record<string, string>): Record<string, string> => ({
  clinic_id: '',
  field: 'hours_monday',
  stored: '8:00 AM - 8:00 PM',
  source: 'website',
  value: '8:00 AM - 8:00 PM',
  agreement: 'sources disagree',
  source_date: '2026-11-20',
  ...over,
})
const fresh = {
  ...UNVERIFIED,
  phone: { at: ago(10), method: 'call' as const },
  hours: { at: ago(10), method: 'call' as const },
}

describe('conflicts from the newest harvest review sheet', () => {
  const a = opsClinic({
    verification: fresh,
    hoursExceptions: holidaysAnswered(),
  })
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']
  const rows = [
    ...days.flatMap((d) => [
      row({ clinic_id: a.id, field: `hours_${d}` }),
      row({
        clinic_id: a.id,
        field: `hours_${d}`,
        source: 'osm',
        value: '8:00 AM - 6:00 PM',
      }),
    ]),
    row({
      clinic_id: a.id,
      field: 'phone',
      stored: '(270) 555-0100',
      source: 'nppes',
      value: '(270) 555-0199',
      agreement: 'differs from stored',
    }),
    row({
      clinic_id: a.id,
      field: 'hours_sunday',
      stored: 'Closed',
      value: 'Closed',
      agreement: 'same as stored',
    }),
  ]

  test('in words, the days alike in one phrase; agreeing rows say nothing', () => {
    const c = harvestConflicts(rows, [a], '2026-11-21')
    expect(c.get(a.id)).toBe(
      'sources disagree on hours (Mon-Fri): website 8:00 AM - 8:00 PM, OpenStreetMap 8:00 AM - 6:00 PM; phone differs from stored (270) 555-0100: NPI registry (270) 555-0199',
    )
  })

  test('over once the stored value changed, or the field was confirmed on or after the sheet', () => {
    const changed = {
      ...a,
      phone: '(270) 555-0111',
      hours: { ...a.hours, monday: '9:00 AM - 5:00 PM' },
    }
    expect(harvestConflicts(rows, [changed], '2026-11-21').get(a.id)).toBe(
      'sources disagree on hours (Tue-Fri): website 8:00 AM - 8:00 PM, OpenStreetMap 8:00 AM - 6:00 PM',
    )
    // Called (ago(10) is Nov 16) after a sheet of Nov 15: nothing left.
    expect(harvestConflicts(rows, [a], '2026-11-15').size).toBe(0)
    // A row for no clinic of the directory: nothing.
    expect(
      harvestConflicts([row({ clinic_id: 'gone' })], [a], '2026-11-21').size,
    ).toBe(0)
  })

  test('a conflict makes a fresh clinic due; it rises right after the reported, before the holiday questions and the never verified; its row says why', () => {
    // (never: no holiday answered either)
    const never = opsClinic()
    const reported = opsClinic()
    const conflicts = harvestConflicts(rows, [a], '2026-11-21')
    const reports = new Map([
      [
        reported.id,
        { count: 1, newest: ago(1), kinds: ['hours_wrong' as const] },
      ],
    ])
    const q = buildQueue([never, a, reported], { now: NOW, reports, conflicts })
    expect(q.call.map((c) => c.id)).toEqual([reported.id, a.id, never.id])
    // Without the sheet: the queue as before (a is fresh, not due).
    expect(
      buildQueue([never, a, reported], { now: NOW, reports }).call.map(
        (c) => c.id,
      ),
    ).toEqual([reported.id, never.id])
    expect(sheetRow(a, 'call', undefined, NOW, conflicts).unknown).toContain(
      'sources disagree on hours (Mon-Fri): website 8:00 AM - 8:00 PM',
    )
    expect(sheetHtml([a], 'call', NOW, undefined, conflicts)).toContain(
      '<tr><th>Sources</th><td colspan="3">sources disagree on hours (Mon-Fri)',
    )
  })

  test('the newest review sheet by its date; the new listings and other sheets are not one', () => {
    expect(
      newestReviewSheet([
        'harvest-2026-11-01.csv',
        'harvest-2026-12-03.csv',
        'harvest-new-listings-2026-12-09.csv',
        'harvest-2026-12-03.html',
        'call-sheet-2026-12-04-0900.csv',
      ]),
    ).toEqual({ file: 'harvest-2026-12-03.csv', date: '2026-12-03' })
    expect(newestReviewSheet(['call-sheet-2026-12-04-0900.csv'])).toBeNull()
  })
})
