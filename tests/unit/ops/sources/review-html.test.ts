import { describe, expect, test } from 'vitest'
import { opsClinic } from '../factory'
import type { MatchResult } from '../../../../ops/lib/sources/match'
import type { SourceRecord } from '../../../../ops/lib/sources/record'
import type { WeeklyHours } from '../../../../ops/lib/sources/weekly'
import { newListingRows, reviewRows } from '../../../../ops/lib/sources/review'
import {
  newListingsHtml,
  reviewHtml,
} from '../../../../ops/lib/sources/review-html'

const record = (over: Partial<SourceRecord>): SourceRecord => ({
  kind: 'website',
  source: 'website',
  id: 'p#1',
  url: 'https://care.example.org/paducah',
  fetchedAt: '2026-12-03T18:00:00.000Z',
  updatedAt: '2026-11-20',
  name: 'Clinic',
  phone: null,
  address: null,
  point: null,
  hours: null,
  hoursProblem: null,
  notes: [],
  active: true,
  ...over,
})
const matched = (r: SourceRecord, listingId: string): MatchResult => ({
  kind: 'matched',
  record: r,
  best: { listingId, score: 1, reasons: ['same phone'] },
})
const week = (weekday: string): WeeklyHours => ({
  sunday: 'Closed',
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: '9:00 AM - 1:00 PM',
})
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>'`

describe('the printable review page', () => {
  const a = opsClinic({ name: 'Baptist & Sons' })
  const b = opsClinic({ name: 'Mercy' })
  const rows = reviewRows(
    [a, b],
    [
      matched(record({ hours: week('8:00 AM - 8:00 PM') }), a.id),
      matched(
        record({
          kind: 'map',
          source: 'osm',
          id: 'node/1',
          url: 'https://www.openstreetmap.org/node/1',
          hours: week('8:00 AM - 6:00 PM'),
        }),
        a.id,
      ),
      matched(
        record({
          id: 'p#2',
          url: `https://evil.example/${HOSTILE}`,
          phone: HOSTILE,
        }),
        b.id,
      ),
    ],
  )
  const html = reviewHtml(rows, '2026-12-03')

  test('a hostile value is printed as text: no tag, no attribute, no link', () => {
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<a ')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;'")
    expect(html).toContain('Baptist &amp; Sons')
  })

  test('grouped by clinic, in order; the days alike on one line; disagreements marked', () => {
    const sections = html.split('<section>').slice(1)
    expect(sections).toHaveLength(2)
    expect(sections[0]).toContain('1. Baptist &amp; Sons')
    expect(sections[1]).toContain('2. Mercy')
    // Mon-Fri disagree (website 8 PM, OpenStreetMap 6 PM), shaded and ≠.
    const dis = sections[0]!.match(/<tr class="dis">.*?<\/tr>/g) ?? []
    expect(dis).toHaveLength(1)
    expect(dis[0]).toContain('hours <small>Mon-Fri</small>')
    expect(dis[0]).toContain('<b>website</b> 8:00 AM - 8:00 PM')
    expect(dis[0]).toContain('<b>OpenStreetMap</b> 8:00 AM - 6:00 PM')
    expect(dis[0]).toContain('sources disagree')
    // Sunday and Saturday agree: a line each, not shaded.
    expect(sections[0]).toMatch(/<tr><th>hours <small>Sun<\/small>/)
    expect(sections[0]).toMatch(/<tr><th>hours <small>Sat<\/small>/)
    expect(sections[1]).not.toContain('class="dis"')
    expect(html).toContain('1 clinic(s) where the sources disagree')
    expect(html).toContain('size: letter')
  })

  test('the new listings: escaped, each not yet called', () => {
    const fresh = newListingRows(
      [
        {
          kind: 'new',
          record: record({ name: HOSTILE, phone: '(270) 555-0199' }),
          nearest: null,
        } as MatchResult,
      ],
      (id) => id,
    )
    const page = newListingsHtml(fresh, '2026-12-03')
    expect(page).not.toContain('<script')
    expect(page).toContain('&lt;script&gt;')
    expect(page).toContain('not yet called')
  })
})
