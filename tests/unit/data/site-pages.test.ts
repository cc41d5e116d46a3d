import { describe, expect, test } from 'vitest'
import { createBuiltinRepository } from '@/data/builtin/builtin-repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'
import { readSitePages } from '@/data/site-pages'
import { createSupabaseClient } from '@/data/supabase/create-client'
import { createSupabaseRepository } from '@/data/supabase/supabase-repository'
import { buildSitemapXml } from '@/domain/seo/sitemap-xml'
import { siteMapSections } from '@/domain/site-pages'
import type { DirectoryRepository } from '@/data/repository'
import type { TownRow } from '@/domain/map-row'
import { createPostgrestStandIn } from '../../support/postgrest-stand-in'

/*
 * The one list of pages read from each data source: in both modes the
 * pages the prerender writes and the URLs sitemap.xml lists are the same
 * (but the HTML site map, which sitemap.xml leaves out).
 */

const ORIGIN = 'https://kids.example'

function builtin(towns: readonly TownRow[]): DirectoryRepository {
  return createBuiltinRepository({
    clinics: CLINIC_ROWS,
    towns,
    coordinates: COORDINATES,
    emergencyDepartments: async () => EMERGENCY_DEPARTMENT_ROWS,
  })
}

async function database(towns: readonly TownRow[]) {
  const standIn = createPostgrestStandIn({
    anonKey: 'k',
    tables: {
      clinics: CLINIC_ROWS.map((r) => ({ ...r })),
      towns: towns.map((t) => ({ ...t })),
      emergency_departments: EMERGENCY_DEPARTMENT_ROWS.map((r) => ({ ...r })),
    },
  })
  const client = await createSupabaseClient('https://x.supabase.co', 'k', {
    fetch: standIn.fetch,
  })
  return createSupabaseRepository(client, {})
}

/** A clinic city of the data whose town row is left out. */
const HENDERSON = TOWN_ROWS.find((t) => t.slug === 'henderson')!
const WITHOUT_HENDERSON = TOWN_ROWS.filter((t) => t !== HENDERSON)

describe.each([
  ['built-in data', builtin],
  ['database', database],
])('%s', (_, repoOf) => {
  test.each([
    ['every town row', TOWN_ROWS],
    ['a clinic city without a town row', WITHOUT_HENDERSON],
  ])(
    'the prerendered pages and sitemap.xml list the same URLs (%s)',
    async (_, towns) => {
      const { pages, skipped } = await readSitePages(await repoOf(towns))
      expect(skipped).toEqual([])
      const xml = buildSitemapXml({
        origin: ORIGIN,
        today: '2026-11-26',
        pages,
      })
      const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
        m[1]!.slice(ORIGIN.length),
      )
      const prerendered = pages.map((p) => p.path)
      expect(listed.sort()).toEqual(
        prerendered.filter((p) => p !== '/sitemap').sort(),
      )
      expect(listed).toContain('/town/henderson')
      // Home, every clinic, its towns and the towns with only an emergency
      // room, the blog and its 3 articles, privacy, terms; the site map.
      const erOnly = pages.filter((p) => p.kind === 'town' && p.emergencyOnly)
      expect(erOnly.length).toBeGreaterThan(0)
      expect(pages.filter((p) => p.kind === 'clinic')).toHaveLength(
        CLINIC_ROWS.length,
      )
      expect(pages.filter((p) => p.kind === 'town')).toHaveLength(
        TOWN_ROWS.length + erOnly.length,
      )
    },
  )
})

test('both sources give the same pages', async () => {
  const a = await readSitePages(builtin(TOWN_ROWS))
  const b = await readSitePages(await database(TOWN_ROWS))
  expect(b.pages).toEqual(a.pages)
})

test('the HTML site map shows the same without the town rows it skips', async () => {
  const repo = await database(TOWN_ROWS)
  const all = await readSitePages(repo)
  const withoutRows = await readSitePages(repo, { townRows: false })
  expect(siteMapSections(withoutRows.pages)).toEqual(siteMapSections(all.pages))
})
