import { describe, expect, test } from 'vitest'
import type { DirectoryRepository } from '@/data/repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The same assertions for every implementation of DirectoryRepository, run on
 * the project's built-in data set (real records).
 */
export function runRepositoryContract(
  label: string,
  makeRepo: () => Promise<DirectoryRepository>,
) {
  describe(`DirectoryRepository contract: ${label}`, () => {
    test('clinic list by rating returns every clinic, unknown ratings last, then by name', async () => {
      const repo = await makeRepo()
      const list = await repo.listClinicsByRating()
      expect(list).toHaveLength(CLINIC_ROWS.length)
      for (let i = 1; i < list.length; i++) {
        const a = list[i - 1]!
        const b = list[i]!
        if (a.rating === b.rating)
          expect(byName(a.name, b.name)).toBeLessThanOrEqual(0)
        else if (a.rating !== null && b.rating !== null)
          expect(a.rating).toBeGreaterThan(b.rating)
        else expect(b.rating).toBeNull()
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
      // No clinic coordinates in the data: the town centre, marked approximate.
      expect(madisonville!.coordinates).toEqual({
        lat: 37.3410363,
        lng: -87.503475,
        approximate: true,
      })
      const murray = await repo.getClinicBySlug('fast-pace-urgent-care-murray')
      expect(murray!.address).toBeNull()
      expect(murray!.weeklyHours.monday).toBeNull()
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
      expect(Object.keys(rows[0]!).sort()).toEqual(['city', 'name', 'slug'])
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
        expect(e.provenance.sources).toEqual(row.sources)
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
