import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { CHAINS, chainOfHomePage } from '../../../../ops/lib/sources/chains'
import { harvestJobs } from '../../../../ops/lib/cli/cli-harvest'
import type { OpsClinic } from '../../../../ops/lib/core/index'

test('every entry says where it was seen, and nothing is marked verified yet', () => {
  for (const c of CHAINS) {
    expect(c.id).toMatch(/^[a-z0-9-]+$/)
    expect(c.source).toMatch(/2026-\d{2}-\d{2}/)
    expect(c.verified).toBe(false)
    if (c.locator) expect(new URL(c.locator).protocol).toBe('https:')
  }
})

test("a chain's home page is recognised; a page of its own is not", () => {
  expect(chainOfHomePage('https://www.mercy.com')?.id).toBe('mercy-health')
  expect(chainOfHomePage('https://www.mercy.com/')?.id).toBe('mercy-health')
  expect(chainOfHomePage('https://www.mercy.com/locations/x')).toBeNull()
  expect(chainOfHomePage('https://www.jenniestuarthealth.org')).toBeNull()
  expect(chainOfHomePage('not a url')).toBeNull()
})

test("the data file's chain home pages: a locator fetched once per URL, or a note per listing", () => {
  const data = JSON.parse(
    readFileSync(
      path.resolve(
        __dirname,
        '../../../../supabase/data/western-ky-clinics.json',
      ),
      'utf8',
    ),
  ) as { clinics: { name: string; website: string | null }[] }
  const clinics = data.clinics.map(
    (c, i) => ({ ...c, slug: `c-${i}` }) as unknown as OpsClinic,
  )
  const { jobs, notes } = harvestJobs(clinics, ['website'], null, {})
  const urls = jobs.map((j) => j.url)
  expect(new Set(urls).size).toBe(urls.length)
  // Baptist Health Deaconess's two listings share Baptist Health's finder.
  expect(
    jobs.find((j) => j.key === 'chain-baptist-health-deaconess'),
  ).toMatchObject({
    url: 'https://www.baptisthealth.com/locations?activeTab=list',
  })
  expect(urls).toContain('https://www.mercy.com/locations')
  expect(urls).not.toContain('https://www.mercy.com')
  expect(urls).toContain('https://www.jenniestuarthealth.org')
  expect(
    notes.filter((n) => n.includes("Owensboro Health's home page")),
  ).toHaveLength(5)
  expect(notes.some((n) => n.includes("Med Center Health's home page"))).toBe(
    true,
  )
})
