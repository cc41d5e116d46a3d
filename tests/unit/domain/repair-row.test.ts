import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import {
  cutLongName,
  describeRowIssue,
  NAME_MAX_CHARS,
  repairClinicRow,
  repairTownRow,
} from '@/domain/repair-row'
import { clinicSlug } from '@/domain/slug'

const good = CLINIC_ROWS[0]!

describe('repairClinicRow', () => {
  test('a valid row passes unchanged, with no issue', () => {
    for (const row of CLINIC_ROWS) {
      const { row: out, issues } = repairClinicRow(row, 0)
      expect(issues).toEqual([])
      for (const [k, v] of Object.entries(out!))
        expect(v).toEqual((row as unknown as Record<string, unknown>)[k])
    }
  })

  test('a row that is not an object, or has no name, is skipped', () => {
    for (const raw of [null, 17, 'row', [good], undefined]) {
      const { row, issues } = repairClinicRow(raw, 4)
      expect(row).toBeNull()
      expect(issues).toMatchObject([
        { row: '#4', field: '(row)', action: 'skipped' },
      ])
    }
    for (const name of [undefined, null, '', '   ', 42]) {
      const { row, issues } = repairClinicRow({ ...good, name }, 0)
      expect(row).toBeNull()
      expect(issues).toMatchObject([
        { row: good.id, field: 'name', action: 'skipped' },
      ])
    }
  })

  test.each([
    ['rating', 'abc'],
    ['rating', 5.1],
    ['rating', -1],
    ['rating', Number.NaN],
    ['review_count', 2.5],
    ['review_count', '12'],
  ])('%s %j becomes unknown', (field, value) => {
    const { row, issues } = repairClinicRow({ ...good, [field]: value }, 0)
    expect(row![field as 'rating']).toBeNull()
    expect(issues).toMatchObject([{ field, action: 'fixed', row: good.id }])
  })

  test.each([
    ['min_age_months', -1],
    ['min_age_months', 217],
    ['min_age_months', 6.5],
    ['min_age_months', '6'],
    ['min_age_months', Number.NaN],
    ['accepts_medicaid_kchip', 'yes'],
    ['accepts_medicaid_kchip', 1],
    ['medicaid_kchip_some_plans', 'some'],
    ['xray_on_site', 'true'],
    ['xray_on_site', []],
    ['last_checkin_minutes_before_close', 241],
    ['last_checkin_minutes_before_close', -30],
    ['last_checkin_minutes_before_close', 30.5],
    ['last_checkin_minutes_before_close', '30'],
    ['languages', 'spanish'],
    ['languages', ['french']],
    ['languages', ['spanish', 'spanish']],
    ['languages', ['Spanish']],
    ['languages', [null]],
    ['languages', {}],
  ])('the fact %s %j is reported and becomes unknown', (field, value) => {
    const { row, issues } = repairClinicRow({ ...good, [field]: value }, 0)
    expect(row![field as 'languages']).toBeNull()
    expect(issues).toMatchObject([{ field, action: 'fixed', row: good.id }])
    expect(describeRowIssue(issues[0]!)).toMatch(/shown as unknown$/)
  })

  test('the facts at their edges are kept, each without an issue', () => {
    const facts = {
      min_age_months: 216,
      accepts_medicaid_kchip: false,
      medicaid_kchip_some_plans: false,
      xray_on_site: true,
      last_checkin_minutes_before_close: 0,
      languages: ['interpreter', 'spanish'],
    }
    const { row, issues } = repairClinicRow({ ...good, ...facts }, 0)
    expect(issues).toEqual([])
    expect(row).toMatchObject({
      ...facts,
      languages: ['spanish', 'interpreter'],
    })
    expect(
      repairClinicRow({ ...good, min_age_months: 0, languages: [] }, 0).row,
    ).toMatchObject({ min_age_months: 0, languages: [] })
  })

  test('a row without the fact columns (an older database) has none', () => {
    const old: Record<string, unknown> = { ...good }
    for (const k of [
      'min_age_months',
      'accepts_medicaid_kchip',
      'xray_on_site',
      'last_checkin_minutes_before_close',
      'languages',
    ])
      delete old[k]
    const { row, issues } = repairClinicRow(old, 0)
    expect(issues).toEqual([])
    expect(row).not.toHaveProperty('min_age_months')
    expect(row).not.toHaveProperty('languages')
  })

  test('ratings 0 and 5 are kept', () => {
    expect(repairClinicRow({ ...good, rating: 0 }, 0).row!.rating).toBe(0)
    expect(repairClinicRow({ ...good, rating: 5 }, 0).row!.rating).toBe(5)
  })

  test('an unknown time zone falls back to the default (null)', () => {
    const { row, issues } = repairClinicRow(
      { ...good, timezone: 'Mars/Olympus' },
      0,
    )
    expect(row!.timezone).toBeNull()
    expect(describeRowIssue(issues[0]!)).toBe(
      `fixed clinic row ${good.id}, timezone: unknown time zone "Mars/Olympus"; using America/New_York`,
    )
    expect(
      repairClinicRow({ ...good, timezone: 'America/Chicago' }, 0).row!
        .timezone,
    ).toBe('America/Chicago')
  })

  test('impossible coordinates become unknown, both together', () => {
    for (const [latitude, longitude] of [
      [999, -88],
      [37, 181],
      ['37', -88],
      [Number.POSITIVE_INFINITY, -88],
    ]) {
      const { row, issues } = repairClinicRow(
        { ...good, latitude, longitude },
        0,
      )
      expect(row!.latitude).toBeNull()
      expect(row!.longitude).toBeNull()
      expect(issues.length).toBeGreaterThan(0)
    }
    const edge = repairClinicRow({ ...good, latitude: -90, longitude: 180 }, 0)
    expect(edge.row).toMatchObject({ latitude: -90, longitude: 180 })
  })

  test('a wrong-typed optional field becomes null; lists keep their text entries', () => {
    const { row, issues } = repairClinicRow(
      {
        ...good,
        phone: 2705550100,
        accepts_walk_ins: 'yes',
        services: ['X-ray', 7, null, 'Labs'],
        tags: 'kids',
        confidence: 'certain',
      },
      0,
    )
    expect(row).toMatchObject({
      phone: null,
      accepts_walk_ins: null,
      services: ['X-ray', 'Labs'],
      tags: null,
      confidence: null,
    })
    expect(issues.map((i) => i.field).sort()).toEqual([
      'accepts_walk_ins',
      'confidence',
      'phone',
      'services',
      'tags',
    ])
  })

  test('unparseable hours text is kept as it is (the hours rules handle it)', () => {
    const { row, issues } = repairClinicRow(
      { ...good, hours_monday: '25:99 PM - ???' },
      0,
    )
    expect(row!.hours_monday).toBe('25:99 PM - ???')
    expect(issues).toEqual([])
  })

  test('a slug that is not [a-z0-9-] is dropped (derived from the name later); null is no issue', () => {
    for (const slug of ['..', '../index', 'a/b', 'UPPER', 'x y']) {
      const { row, issues } = repairClinicRow({ ...good, slug }, 0)
      expect(row!.slug).toBeNull()
      expect(issues).toMatchObject([{ field: 'slug', action: 'fixed' }])
    }
    expect(repairClinicRow({ ...good, slug: null }, 0).issues).toEqual([])
    expect(repairClinicRow({ ...good, slug: '' }, 0).issues).toEqual([])
  })

  test('property: any object with a name gives a row of the right types, never throws', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(good)), fc.anything()),
        (extra) => {
          const { row } = repairClinicRow({ ...extra, name: 'Kids Care' }, 0)
          expect(row).not.toBeNull()
          const r = row!
          expect(typeof r.city).toBe('string')
          expect(r.rating === null || (r.rating >= 0 && r.rating <= 5)).toBe(
            true,
          )
          expect(r.services === null || Array.isArray(r.services)).toBe(true)
          expect(r.latitude === null || Math.abs(r.latitude) <= 90).toBe(true)
        },
      ),
    )
  })
})

describe('repairTownRow', () => {
  test('valid rows pass unchanged', () => {
    for (const t of TOWN_ROWS) {
      const { row, issues } = repairTownRow(t, 0)
      expect(issues).toEqual([])
      expect(row).toMatchObject({ id: t.id, slug: t.slug, name: t.name })
    }
  })

  test('an unsafe slug is derived again from the name, or the row skipped', () => {
    const t = TOWN_ROWS[0]!
    const fixed = repairTownRow({ ...t, name: 'St. Charles', slug: '..' }, 0)
    expect(fixed.row!.slug).toBe('st-charles')
    expect(fixed.issues).toMatchObject([{ field: 'slug', action: 'fixed' }])
    const skipped = repairTownRow({ ...t, name: '...', slug: '..' }, 0)
    expect(skipped.row).toBeNull()
    expect(repairTownRow({ ...t, name: null }, 0).row).toBeNull()
  })
})

test('a clinic whose name gives no page address and that has no slug is skipped', () => {
  const { row, issues } = repairClinicRow(
    { ...good, name: '!!!', slug: null },
    0,
  )
  expect(row).toBeNull()
  expect(issues).toMatchObject([{ field: 'name', action: 'skipped' }])
  expect(
    repairClinicRow({ ...good, name: '!!!', slug: 'bangs' }, 0).row,
  ).not.toBeNull()
})

describe('names longer than NAME_MAX_CHARS', () => {
  const huge = 'Hugetown'.repeat(1250)

  test('a 10,000-character town name is cut to 200 with an ellipsis, and reported', () => {
    const t = TOWN_ROWS[0]!
    const { row, issues } = repairTownRow({ ...t, name: huge }, 0)
    expect(row!.name).toBe(`${huge.slice(0, 199)}…`)
    expect(Array.from(row!.name)).toHaveLength(NAME_MAX_CHARS)
    expect(issues).toEqual([
      {
        table: 'town',
        row: t.id,
        field: 'name',
        problem: '10000 characters; cut to 200 with an ellipsis',
        action: 'fixed',
      },
    ])
  })

  test("a clinic's name and city are cut; its slug derives from the cut name", () => {
    const { row, issues } = repairClinicRow(
      { ...good, name: huge, city: huge, slug: null },
      0,
    )
    expect(row!.name).toBe(`${huge.slice(0, 199)}…`)
    expect(row!.city).toBe(`${huge.slice(0, 199)}…`)
    expect(issues.map((i) => i.field)).toEqual(['name', 'city'])
    expect(clinicSlug({ slug: row!.slug, name: row!.name })).toBe(
      huge.slice(0, 199).toLowerCase(),
    )
  })

  test('200 characters are kept as they are; the cut never splits a character', () => {
    const exact = 'x'.repeat(200)
    expect(cutLongName(exact)).toBeNull()
    expect(repairTownRow({ ...TOWN_ROWS[0]!, name: exact }, 0).issues).toEqual(
      [],
    )
    // 200 astral characters are 400 UTF-16 units: still 200 characters.
    expect(cutLongName('👶'.repeat(200))).toBeNull()
    expect(cutLongName('👶'.repeat(201))).toBe(`${'👶'.repeat(199)}…`)
    // A combining accent or a trailing space left at the cut goes too.
    const accent = `${'x'.repeat(198)}e\u0301${'y'.repeat(10)}`
    expect(cutLongName(accent)).toBe(`${'x'.repeat(198)}e…`)
    expect(cutLongName(`${'x'.repeat(198)} ${'y'.repeat(10)}`)).toBe(
      `${'x'.repeat(198)}…`,
    )
  })

  test('property: a cut name is never longer than 200 characters and starts as the name does', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 150, maxLength: 400 }),
        (name) => {
          const cut = cutLongName(name)
          if (Array.from(name).length <= NAME_MAX_CHARS) return cut === null
          const body = cut!.slice(0, -1)
          return (
            Array.from(cut!).length <= NAME_MAX_CHARS &&
            cut!.endsWith('…') &&
            name.startsWith(body)
          )
        },
      ),
    )
  })
})
