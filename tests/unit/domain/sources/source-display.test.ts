import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  displayedSources,
  sourcePublisher,
} from '@/domain/sources/source-display'
import { publicSourceUrl } from '@/domain/sources/public-source'
import { PUBLISHERS } from '@/domain/sources/publishers'

describe('sourcePublisher', () => {
  test('names a known host by its publisher, with or without www.', () => {
    expect(sourcePublisher('https://www.kfvs12.com/2022/01/01/x/')).toBe(
      'KFVS12',
    )
    expect(sourcePublisher('https://kfvs12.com/')).toBe('KFVS12')
    expect(
      sourcePublisher(
        'https://baptisthealth.com/blog/healthtalks/ob-emergency-department-paducah-ky (2025-03-05)',
      ),
    ).toBe('Baptist Health')
    expect(sourcePublisher('http://archive.thegleaner.com/a')).toBe(
      'The Gleaner',
    )
  })

  test('an unknown host falls back to the bare host without www.', () => {
    expect(sourcePublisher('https://www.example-news.org/story/1')).toBe(
      'example-news.org',
    )
    expect(sourcePublisher('https://news.example.com/a?b=c#d')).toBe(
      'news.example.com',
    )
  })

  test('internal, archive and local references give nothing', () => {
    for (const s of [
      'github:Whaleylaw/Roscoe/.archive/baptist_health_locations.md',
      'github:aharker619/Doctor-who/raw_data/Urgent_Care_Facilities.csv',
      '.archive/json-files/memory-cards/ent.json',
      '/home/ops/notes.md',
      './data/x.csv',
      'C:\\data\\x.csv',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'javascript:alert(1)',
      'https://github.com/someone/repo/blob/main/.archive/list.md',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://user:pw@example.com/x',
      'CMS Hospital General Information (5,421 rows)',
      '',
      '   ',
    ])
      expect(sourcePublisher(s), s).toBeNull()
  })

  test('every host the data files cite has a URL a parent can follow', () => {
    const files = [
      'supabase/data/western-ky-clinics.json',
      'supabase/data/western-ky-emergency-departments.json',
    ]
    const sources: string[] = []
    for (const f of files) {
      const data = JSON.parse(readFileSync(f, 'utf8')) as Record<
        string,
        unknown
      >
      for (const list of ['clinics', 'hospitals', 'nearby_out_of_state'])
        for (const row of (data[list] ?? []) as Array<{ sources?: string[] }>)
          sources.push(...(row.sources ?? []))
    }
    expect(sources.length).toBeGreaterThan(100)
    const web = sources.filter((s) => publicSourceUrl(s))
    const internal = sources.filter((s) => !publicSourceUrl(s))
    expect(web.length).toBeGreaterThan(40)
    expect(internal.some((s) => s.startsWith('github:'))).toBe(true)
    // Each web source is named by a publisher from the table, not a host.
    const names = Object.values(PUBLISHERS)
    for (const s of web) expect(names, s).toContain(sourcePublisher(s))
  })
})

describe('displayedSources', () => {
  test("'Publisher, YYYY' with the record's year, linking to the page", () => {
    expect(
      displayedSources(
        [
          'https://www.kfvs12.com/2022/02/01/urgent-care/',
          'github:Whaleylaw/Roscoe/.archive/baptist_health_locations.md',
          'https://www.baptisthealthdeaconess.com',
        ],
        '2022-02-04',
      ),
    ).toEqual([
      {
        href: 'https://www.kfvs12.com/2022/02/01/urgent-care/',
        text: 'KFVS12, 2022',
      },
      {
        href: 'https://www.baptisthealthdeaconess.com/',
        text: 'Baptist Health Deaconess, 2022',
      },
    ])
  })

  test("the year the source states after its URL wins over the record's", () => {
    expect(
      displayedSources(
        [
          'https://www.owensborohealth.org/news/2025/x (published 2025-09-04: three EDs)',
        ],
        '2026-02-26',
      ),
    ).toEqual([
      {
        href: 'https://www.owensborohealth.org/news/2025/x',
        text: 'Owensboro Health, 2025',
      },
    ])
  })

  test('no year known: the publisher alone; no source twice (a repeated URL, or two that read the same)', () => {
    expect(
      displayedSources(
        ['https://wkms.org/a', 'https://wkms.org/a', 'https://wkms.org/b'],
        null,
      ),
    ).toEqual([{ href: 'https://wkms.org/a', text: 'WKMS' }])
    expect(displayedSources(['https://wkms.org/a'], 'sometime')).toEqual([
      { href: 'https://wkms.org/a', text: 'WKMS' },
    ])
  })

  test('only internal references: nothing to show', () => {
    expect(
      displayedSources(
        ['github:a/b/c.csv@0123 (CMS rows)', '.archive/x.md'],
        '2026-01-01',
      ),
    ).toEqual([])
  })

  test('property: for any strings, no text shows github: or a path, and every link is http(s)', () => {
    const source = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string().map((s) => `github:${s}`),
      fc.string().map((s) => `https://github.com/${s}`),
      fc.tuple(fc.webUrl(), fc.string()).map(([u, s]) => `${u}/.archive/${s}`),
      fc.tuple(fc.webUrl(), fc.string()).map(([u, s]) => `${u} (${s})`),
      fc.string().map((s) => `/${s}`),
    )
    fc.assert(
      fc.property(
        fc.array(source, { maxLength: 6 }),
        fc.option(fc.string()),
        (sources, asOf) => {
          for (const { href, text } of displayedSources(sources, asOf)) {
            expect(text).not.toMatch(/github:/i)
            expect(text).not.toMatch(/[/\\]/)
            expect(text).not.toMatch(/\.archive/i)
            expect(href).toMatch(/^https?:\/\//)
            expect(href).not.toMatch(/\/\.archive\//i)
          }
        },
      ),
      { numRuns: 300 },
    )
  }, 30_000)
})
