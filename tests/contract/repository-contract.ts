import { describe, expect, test } from 'vitest'
import type { DirectoryRepository } from '@/data/repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import type { ClinicRow, TownRow } from '@/domain/map-row'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'

/** A data set for both sources: the built-in rows with some replaced. */
export interface ContractRows {
  clinics: ClinicRow[]
  towns: TownRow[]
}
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The same assertions for every implementation of DirectoryRepository, run on
 * the project's built-in data set (real records).
 */
export function runRepositoryContract(
  label: string,
  makeRepo: () => Promise<DirectoryRepository>,
  makeRepoWith: (rows: ContractRows) => Promise<DirectoryRepository>,
) {
  describe(`DirectoryRepository contract, odd rows: ${label}`, () => {
    // Real rows given the odd slugs and city spellings the schema allows.
    const henderson = CLINIC_ROWS.filter((c) => c.city === 'Henderson')
    const [nullSlug, emptySlug, dotSlug] = henderson
    const odd: ContractRows = {
      clinics: CLINIC_ROWS.map((r) => {
        if (r === nullSlug)
          return { ...r, name: 'Null Slug Kids Clinic', slug: null }
        if (r === emptySlug)
          return { ...r, name: 'Empty Slug Kids Clinic', slug: '' }
        if (r === dotSlug)
          return { ...r, name: 'Dot Slug Kids Clinic', slug: '..' }
        return { ...r }
      }),
      towns: TOWN_ROWS.map((t) => ({ ...t })),
    }
    const spelled = (city: string, name: string, i: number): ClinicRow => ({
      ...CLINIC_ROWS[i]!,
      id: `0000000${i}-0000-4000-8000-000000000000`,
      name,
      city,
      slug: null,
    })
    odd.clinics.push(
      spelled('St. Charles', 'St Charles Kids Care', 1),
      spelled('Mc Kenzie', 'Mc Kenzie Kids Care', 2),
      spelled('Bowling-Green', 'Hyphen Kids Care', 3),
    )
    const derived = [
      'null-slug-kids-clinic',
      'empty-slug-kids-clinic',
      'dot-slug-kids-clinic',
    ]

    test('a clinic without a usable slug is listed at the slug derived from its name', async () => {
      expect(henderson.length).toBeGreaterThanOrEqual(3)
      const repo = await makeRepoWith(odd)
      const all = await repo.listClinicsByRating()
      expect(all).toHaveLength(odd.clinics.length)
      const slugs = all.map((c) => c.slug)
      for (const slug of derived) expect(slugs).toContain(slug)
      expect(slugs).not.toContain('..')
      expect(slugs).not.toContain('')
      const bySlug = await repo.listClinicSlugs()
      expect([...bySlug].sort()).toEqual([...slugs].sort())
      const siteMap = await repo.listClinicsForSiteMap()
      expect(siteMap).toContainEqual({
        name: 'Null Slug Kids Clinic',
        slug: 'null-slug-kids-clinic',
        city: 'Henderson',
        closed: false,
      })
      expect(siteMap.map((r) => r.slug).sort()).toEqual([...slugs].sort())
    })

    test('the clinic page opens at the derived slug; the stored odd slug finds nothing', async () => {
      const repo = await makeRepoWith(odd)
      const rows = [nullSlug!, emptySlug!, dotSlug!]
      for (const [i, slug] of derived.entries()) {
        const clinic = await repo.getClinicBySlug(slug)
        expect(clinic?.uuid).toBe(rows[i]!.id)
        expect(clinic?.slug).toBe(slug)
      }
      expect(await repo.getClinicBySlug('..')).toBeNull()
      expect(await repo.getClinicBySlug('no-such-kids-clinic')).toBeNull()
    })

    test('town lists and other clinics carry the derived slug', async () => {
      const repo = await makeRepoWith(odd)
      const town = await repo.listClinicsInTown('henderson')
      for (const slug of derived)
        expect(town.map((c) => c.slug)).toContain(slug)
      const others = await repo.listOtherClinicsInCity(
        'Henderson',
        '00000000-0000-0000-0000-000000000000',
        50,
      )
      for (const slug of derived)
        expect(others.map((c) => c.slug)).toContain(slug)
    })

    test('a city of any spelling is found by its town slug', async () => {
      const repo = await makeRepoWith(odd)
      const names = async (slug: string) =>
        (await repo.listClinicsInTown(slug)).map((c) => c.name).sort()
      expect(await names('st-charles')).toEqual(['St Charles Kids Care'])
      expect(await names('mc-kenzie')).toEqual(['Mc Kenzie Kids Care'])
      const bowlingGreen = await repo.listClinicsInTown('bowling-green')
      expect(bowlingGreen.map((c) => c.city).sort()).toEqual([
        'Bowling Green',
        'Bowling Green',
        'Bowling-Green',
      ])
      // No looser match: "st-charles" is not "st-charlesville".
      expect(await names('st-charle')).toEqual([])
    })
  })

  describe(`DirectoryRepository contract, closed clinics: ${label}`, () => {
    const MADISONVILLE = 'baptist-health-deaconess-madisonville-urgent-care'
    const withStatus = (status: ClinicRow['status']) => ({
      clinics: CLINIC_ROWS.map((r) =>
        r.slug === MADISONVILLE ? { ...r, status } : { ...r },
      ),
      towns: [...TOWN_ROWS],
    })
    const slugs = (list: Array<{ slug: string }>) => list.map((c) => c.slug)

    test('a clinic closed for good is in no list, but found by its slug and marked for the site pages', async () => {
      const repo = await makeRepoWith(withStatus('permanently_closed'))
      expect(slugs(await repo.listClinicsByRating())).not.toContain(
        MADISONVILLE,
      )
      expect(await repo.listClinicsByRating()).toHaveLength(
        CLINIC_ROWS.length - 1,
      )
      expect(await repo.listClinicCities()).toHaveLength(CLINIC_ROWS.length - 1)
      const town = await repo.listClinicsInTown('madisonville')
      expect(town.length).toBeGreaterThan(0)
      expect(slugs(town)).not.toContain(MADISONVILLE)
      const other = town[0]!
      expect(
        slugs(await repo.listOtherClinicsInCity('Madisonville', other.uuid)),
      ).not.toContain(MADISONVILLE)
      const clinic = await repo.getClinicBySlug(MADISONVILLE)
      expect(clinic?.status).toBe('permanently_closed')
      const siteMap = await repo.listClinicsForSiteMap()
      expect(siteMap.filter((r) => r.closed).map((r) => r.slug)).toEqual([
        MADISONVILLE,
      ])
    })

    test('a temporarily closed clinic stays in the lists', async () => {
      const repo = await makeRepoWith(withStatus('temporarily_closed'))
      expect(slugs(await repo.listClinicsByRating())).toContain(MADISONVILLE)
      expect(slugs(await repo.listClinicsInTown('madisonville'))).toContain(
        MADISONVILLE,
      )
      expect((await repo.listClinicsForSiteMap()).some((r) => r.closed)).toBe(
        false,
      )
    })
  })

  describe(`DirectoryRepository contract: ${label}`, () => {
    test('clinic list by rating returns every clinic, unknown ratings last, then more reviews, then by name, then uuid', async () => {
      const repo = await makeRepo()
      const list = await repo.listClinicsByRating()
      expect(list).toHaveLength(CLINIC_ROWS.length)
      for (let i = 1; i < list.length; i++) {
        const a = list[i - 1]!
        const b = list[i]!
        if (a.rating !== b.rating) {
          if (a.rating !== null && b.rating !== null)
            expect(a.rating).toBeGreaterThan(b.rating)
          else expect(b.rating).toBeNull()
        } else if (a.reviewCount !== b.reviewCount) {
          if (a.reviewCount !== null && b.reviewCount !== null)
            expect(a.reviewCount).toBeGreaterThan(b.reviewCount)
          else expect(b.reviewCount).toBeNull()
        } else if (a.name !== b.name)
          expect(byName(a.name, b.name)).toBeLessThan(0)
        else expect(byName(a.uuid, b.uuid)).toBeLessThan(0)
      }
    })

    test('numeric id is the first 8 hex characters of the uuid', async () => {
      const list = await (await makeRepo()).listClinicsByRating()
      for (const c of list) expect(c.id).toBe(parseInt(c.uuid.slice(0, 8), 16))
    })

    test('a clinic keeps what the data states and nothing it does not', async () => {
      const repo = await makeRepo()
      const ford = await repo.getClinicBySlug(
        'owensboro-health-urgent-care-ford-medical-building',
      )
      expect(ford).not.toBeNull()
      expect(ford!.phone).toBe('(270) 688-1352')
      expect(ford!.zip).toBe('42301')
      expect(ford!.timezone).toBe('America/Chicago')
      expect(ford!.weeklyHours.monday).toBe('8:00 AM - 8:00 PM')
      expect(ford!.rating).toBeNull()
      expect(ford!.coordinates).toEqual({
        lat: 37.752717,
        lng: -87.1229109,
        approximate: false,
      })
      expect(ford!.provenance.sources.length).toBeGreaterThan(0)

      const madisonville = await repo.getClinicBySlug(
        'baptist-health-deaconess-madisonville-urgent-care',
      )
      expect(madisonville!.phone).toBeNull()
      expect(madisonville!.zip).toBeNull()
      expect(madisonville!.provenance.asOf).toBe('2022-02-04')
      // No clinic coordinates in the data: the town's point (the one a
      // search for Madisonville measures from), marked approximate.
      expect(madisonville!.coordinates).toEqual({
        lat: 37.328,
        lng: -87.499,
        approximate: true,
      })
      const murray = await repo.getClinicBySlug('fast-pace-urgent-care-murray')
      expect(murray!.address).toBeNull()
      expect(murray!.weeklyHours.monday).toBeNull()
    })

    test('every clinic carries the before-you-go facts, all unknown in the real data (nothing is guessed)', async () => {
      const list = await (await makeRepo()).listClinicsByRating()
      expect(list).toHaveLength(CLINIC_ROWS.length)
      for (const c of list) expect(c.facts).toEqual(UNKNOWN_FACTS)
    })

    test('a confirmed fact is read with its value; a value without its confirmation stays unknown', async () => {
      const at = '2026-11-30T15:00:00.000Z'
      const [first, second, third] = CLINIC_ROWS
      const repo = await makeRepoWith({
        clinics: CLINIC_ROWS.map((r) =>
          r === third
            ? {
                ...r,
                accepts_medicaid_kchip: true,
                medicaid_kchip_some_plans: true,
                medicaid_verified_at: at,
                medicaid_verified_method: 'call',
              }
            : r === first
              ? {
                  ...r,
                  min_age_months: 6,
                  min_age_verified_at: at,
                  min_age_verified_method: 'call',
                  accepts_medicaid_kchip: true,
                  medicaid_verified_at: at,
                  medicaid_verified_method: 'call',
                  xray_on_site: false,
                  xray_verified_at: at,
                  xray_verified_method: 'website',
                  last_checkin_minutes_before_close: 30,
                  last_checkin_verified_at: at,
                  last_checkin_verified_method: 'call',
                  languages: [],
                  languages_verified_at: at,
                  languages_verified_method: 'clinic',
                }
              : r === second
                ? { ...r, min_age_months: 0, xray_on_site: true }
                : { ...r },
        ),
        towns: TOWN_ROWS.map((t) => ({ ...t })),
      })
      const one = await repo.getClinicBySlug(first!.slug!)
      expect(one!.facts).toEqual({
        minAgeMonths: 6,
        acceptsMedicaidKchip: true,
        xrayOnSite: false,
        lastCheckinMinutesBeforeClose: 30,
        languages: [],
      })
      expect(one!.verification.languages).toEqual({ at, method: 'clinic' })
      const two = await repo.getClinicBySlug(second!.slug!)
      expect(two!.facts).toEqual(UNKNOWN_FACTS)
      // Some Medicaid/KCHIP plans only.
      const three = await repo.getClinicBySlug(third!.slug!)
      expect(three!.facts).toEqual({
        ...UNKNOWN_FACTS,
        acceptsMedicaidKchip: true,
        medicaidSomePlans: true,
      })
    })

    test('dated hours exceptions: none in the real data; a confirmed one is read (a bad entry is left out by the row repair: its unit tests)', async () => {
      const list = await (await makeRepo()).listClinicsByRating()
      for (const c of list) expect(c.hoursExceptions).toEqual([])
      const [first] = CLINIC_ROWS
      const repo = await makeRepoWith({
        clinics: CLINIC_ROWS.map((r) =>
          r === first
            ? {
                ...r,
                hours_exceptions: [
                  {
                    date: '2026-12-25',
                    closed: true,
                    confirmed_at: '2026-12-01',
                    method: 'call',
                  },
                ],
              }
            : { ...r },
        ),
        towns: TOWN_ROWS.map((t) => ({ ...t })),
      })
      const one = await repo.getClinicBySlug(first!.slug!)
      expect(one!.hoursExceptions).toEqual([
        {
          date: '2026-12-25',
          hours: null,
          note: null,
          confirmedAt: '2026-12-01T00:00:00.000Z',
          method: 'call',
        },
      ])
    })

    test('clinic by slug: unknown slug is null', async () => {
      const repo = await makeRepo()
      expect(await repo.getClinicBySlug('no-such-clinic')).toBeNull()
      expect(await repo.getClinicBySlug('')).toBeNull()
    })

    test('footer cities: the city of every clinic', async () => {
      const cities = await (await makeRepo()).listClinicCities()
      expect([...cities].sort()).toEqual(CLINIC_ROWS.map((c) => c.city).sort())
    })

    test('town by slug', async () => {
      const repo = await makeRepo()
      const town = await repo.getTownBySlug('bowling-green')
      expect(town).toMatchObject({
        name: 'Bowling Green',
        state: 'KY',
        slug: 'bowling-green',
      })
      expect(await repo.getTownBySlug('atlantis')).toBeNull()
    })

    test('clinics in a town: city matches the slug-derived name ignoring case, by rating', async () => {
      const repo = await makeRepo()
      const list = await repo.listClinicsInTown('bowling-green')
      expect(list.map((c) => c.city)).toEqual([
        'Bowling Green',
        'Bowling Green',
      ])
      const henderson = await repo.listClinicsInTown('henderson')
      expect(henderson).toHaveLength(
        CLINIC_ROWS.filter((c) => c.city.toLowerCase() === 'henderson').length,
      )
      expect(await repo.listClinicsInTown('atlantis')).toEqual([])
      // A slug that could act as a LIKE wildcard is refused, not searched.
      expect(await repo.listClinicsInTown('%')).toEqual([])
      expect(await repo.listClinicsInTown('h_nderson')).toEqual([])
    })

    test('other clinics in a city: same city, never the clinic itself, at most 6', async () => {
      const repo = await makeRepo()
      const all = await repo.listClinicsInTown('henderson')
      const self = all[0]!
      const others = await repo.listOtherClinicsInCity('Henderson', self.uuid)
      expect(others.length).toBe(Math.min(6, all.length - 1))
      expect(
        others.every((c) => c.city === 'Henderson' && c.uuid !== self.uuid),
      ).toBe(true)
      expect(
        await repo.listOtherClinicsInCity('Henderson', self.uuid, 2),
      ).toHaveLength(2)
      expect(await repo.listOtherClinicsInCity('Atlantis', self.uuid)).toEqual(
        [],
      )
    })

    test('towns by ids, ordered by name; no ids means no towns', async () => {
      const repo = await makeRepo()
      const ids = TOWN_ROWS.slice(0, 4).map((t) => t.id)
      const towns = await repo.listTownsByIds([...ids].reverse())
      expect(towns.map((t) => t.id).sort()).toEqual([...ids].sort())
      expect(towns.map((t) => t.name)).toEqual(
        towns.map((t) => t.name).sort(byName),
      )
      expect(await repo.listTownsByIds([])).toEqual([])
      expect(await repo.listTownsByIds(['', ' '])).toEqual([])
    })

    test('town slug by id', async () => {
      const repo = await makeRepo()
      const town = TOWN_ROWS.find((t) => t.slug === 'paducah')!
      expect(await repo.getTownSlugById(town.id)).toBe('paducah')
      expect(
        await repo.getTownSlugById('00000000-0000-0000-0000-000000000000'),
      ).toBeNull()
    })

    test('site map selections: clinic slugs by name, clinics by city then name, town slugs by name', async () => {
      const repo = await makeRepo()
      const names = CLINIC_ROWS.map((c) => c.name).sort(byName)
      const slugs = await repo.listClinicSlugs()
      expect(slugs).toHaveLength(CLINIC_ROWS.length)
      expect(
        slugs.map((s) => CLINIC_ROWS.find((c) => c.slug === s)!.name),
      ).toEqual(names)
      const rows = await repo.listClinicsForSiteMap()
      const sorted = [...rows].sort(
        (a, b) => byName(a.city, b.city) || byName(a.name, b.name),
      )
      expect(rows).toEqual(sorted)
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'city',
        'closed',
        'name',
        'slug',
      ])
      expect(await repo.listTownSlugs()).toEqual(
        [...TOWN_ROWS]
          .sort((a, b) => byName(a.name, b.name))
          .map((t) => t.slug),
      )
    })

    test('emergency departments: all 45, ordered by name, each exactly as the data states', async () => {
      const repo = await makeRepo()
      const list = await repo.listEmergencyDepartments()
      expect(list).toHaveLength(45)
      expect(list.map((e) => e.name)).toEqual(
        EMERGENCY_DEPARTMENT_ROWS.map((r) => r.name).sort(byName),
      )
      expect(list.filter((e) => e.outOfState)).toHaveLength(21)
      for (const e of list) {
        const row = EMERGENCY_DEPARTMENT_ROWS.find((r) => r.id === e.id)!
        expect(e.slug).toBe(row.slug)
        expect(e.phone).toBe(row.phone)
        // The data's public sources, each once; an internal reference
        // (a GitHub copy of a federal file) stays in the data.
        expect(e.provenance.sources).toEqual([
          ...new Set(row.sources.filter((x) => !x.startsWith('github:'))),
        ])
        expect(e.provenance.sources.join(' ')).not.toMatch(/github:/)
        expect(e.provenance.asOf).toBe(row.as_of)
        expect(e.distance).toBeUndefined()
      }
      const paducah = list.find((e) => e.slug === 'baptist-health-paducah')!
      expect(paducah).toMatchObject({
        name: 'Baptist Health Paducah',
        address: '2501 Kentucky Avenue',
        city: 'Paducah',
        state: 'KY',
        zip: '42003',
        county: 'McCracken',
        phone: '(270) 575-2100',
        coordinates: { lat: 37.07375938, lng: -88.62659719 },
        cmsFacilityId: '180104',
        military: false,
        outOfState: false,
      })
      expect(paducah.provenance).toMatchObject({
        asOf: '2026-02-26',
        confidence: 'high',
      })
    })

    test('emergency departments: a record without coordinates is listed with null coordinates', async () => {
      const list = await (await makeRepo()).listEmergencyDepartments()
      const macon = list.find((e) => e.name === 'Macon Community Hospital')!
      expect(macon.coordinates).toBeNull()
      expect(macon.state).toBe('TN')
      expect(macon.phone).not.toBeNull()
      const fort = list.filter((e) => e.military)
      expect(fort.map((e) => e.name)).toEqual([
        'Blanchfield ACH (Fort Campbell)',
      ])
      expect(fort[0]!.notes).toMatch(/civilian eligibility/)
    })

    test('emergency departments are copies too', async () => {
      const repo = await makeRepo()
      const first = (await repo.listEmergencyDepartments())[0]!
      first.name = 'changed'
      first.provenance.sources.push('changed')
      const again = (await repo.listEmergencyDepartments())[0]!
      expect(again.name).not.toBe('changed')
      expect(again.provenance.sources).not.toContain('changed')
    })

    test('results are copies: changing one does not change the source', async () => {
      const repo = await makeRepo()
      const first = (await repo.listClinicsByRating())[0]!
      first.name = 'changed'
      first.services.push('changed')
      const again = await repo.getClinicBySlug(first.slug)
      expect(again!.name).not.toBe('changed')
      expect(again!.services).not.toContain('changed')
    })
  })
}
