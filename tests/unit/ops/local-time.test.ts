/**
 * Kentucky's dates (issue 47, item 4): what an operator or a parent reads
 * is in the clinic's zone, at 11:30 PM Central (already tomorrow in UTC)
 * and across the changes of clock. Fixed instants, never the machine clock.
 */
import { describe, expect, test } from 'vitest'
import {
  localDay,
  localStamp,
  localTime,
} from '../../../ops/lib/core/local-time'
import { stamp } from '../../../ops/lib/cli/cli'
import { when } from '../../../ops/lib/inbox/inbox'
import { reportedText } from '../../../ops/lib/core/reports'

/** Tue Dec 1, 2026, 11:30 PM CST: Wed Dec 2, 05:30 in UTC. */
const LATE = new Date('2026-12-02T05:30:00.000Z')

describe('11:30 PM Central is still today', () => {
  test('the one format, the file-name stamp and the calendar day', () => {
    expect(localTime(LATE)).toBe('Tue Dec 1, 11:30 PM CT')
    expect(localStamp(LATE)).toBe('2026-12-01-2330')
    expect(stamp(LATE)).toBe('2026-12-01-2330')
    expect(localDay(LATE)).toBe('Tue Dec 1, 2026')
  })

  test('a clinic in the Eastern zone reads its own time', () => {
    expect(localTime(LATE, 'America/New_York')).toBe('Wed Dec 2, 12:30 AM ET')
    expect(localDay(LATE, 'America/New_York')).toBe('Wed Dec 2, 2026')
  })

  test('the inbox and the reported column in the same words', () => {
    expect(when(LATE.toISOString(), 'America/Chicago', LATE)).toBe(
      'Tue Dec 1, 11:30 PM CT (within the hour)',
    )
    expect(
      reportedText(
        { count: 1, newest: LATE.toISOString(), kinds: ['hours_wrong'] },
        'America/Chicago',
      ),
    ).toBe('Hours are wrong (1 report, newest Tue Dec 1, 11:30 PM CT)')
  })
})

describe('across the changes of clock', () => {
  test.each([
    // Sat Mar 7, 2026, 11:30 PM CST; the clocks go forward that night.
    ['2026-03-08T05:30:00.000Z', 'Sat Mar 7, 11:30 PM CT', '2026-03-07-2330'],
    // Sun Mar 8, 3:30 AM CDT: 2 AM never happened.
    ['2026-03-08T08:30:00.000Z', 'Sun Mar 8, 3:30 AM CT', '2026-03-08-0330'],
    // Sat Oct 31, 11:30 PM CDT: 04:30 UTC, an hour earlier than in winter.
    ['2026-11-01T04:30:00.000Z', 'Sat Oct 31, 11:30 PM CT', '2026-10-31-2330'],
    // Sun Nov 1, 1:30 AM, twice: CDT then CST.
    ['2026-11-01T06:30:00.000Z', 'Sun Nov 1, 1:30 AM CT', '2026-11-01-0130'],
    ['2026-11-01T07:30:00.000Z', 'Sun Nov 1, 1:30 AM CT', '2026-11-01-0130'],
    // Sun Nov 1, 11:30 PM CST.
    ['2026-11-02T05:30:00.000Z', 'Sun Nov 1, 11:30 PM CT', '2026-11-01-2330'],
  ])('%s → %s', (iso, time, fileStamp) => {
    expect(localTime(iso)).toBe(time)
    expect(localStamp(iso)).toBe(fileStamp)
  })
})
