// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  CLINIC_COLUMNS,
  CLINIC_INTERNAL_COLUMNS,
  EMERGENCY_DEPARTMENT_COLUMNS,
  SEED_FILE,
  TOWN_COLUMNS,
  generateSeedSql,
  sqlLiteral,
  sqlString,
} from '../../../supabase/tools/generate-seed'
import { clinicUuid, townUuid } from '../../../supabase/tools/uuid-v5'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'

const REGENERATE = 'run `npx tsx supabase/tools/generate-seed.ts` and commit'

describe('supabase/seed.sql', () => {
  const committed = readFileSync(SEED_FILE, 'utf8')

  test('equals what the generator makes from the built-in data now', () => {
    // Fails whenever the app's built-in data and the hosted seed disagree.
    expect(committed === generateSeedSql(), REGENERATE).toBe(true)
  })

  test('contains every clinic and town, by slug and deterministic id', () => {
    for (const c of CLINIC_ROWS) {
      expect(committed).toContain(`'${c.slug}'`)
      expect(c.id).toBe(clinicUuid(c.slug!))
      expect(committed).toContain(`'${c.id}'`)
    }
    for (const t of TOWN_ROWS) {
      expect(committed).toContain(`'${t.slug}'`)
      expect(t.id).toBe(townUuid(t.slug))
    }
  })

  test('upserts by id (clinic_internal by clinic_id), never a plain insert', () => {
    expect(committed.match(/^insert into /gm)).toHaveLength(4)
    expect(
      committed.match(/^on conflict \(id\) do update set$/gm),
    ).toHaveLength(3)
    expect(
      committed.match(/^on conflict \(clinic_id\) do update set$/gm),
    ).toHaveLength(1)
    expect(committed).toMatch(/^insert into public\.emergency_departments \(/m)
    expect(committed).toMatch(/^insert into public\.clinic_internal \(/m)
  })

  test('the operator-only facts go to clinic_internal, never to the built-in data', () => {
    const clinicFields = new Set(CLINIC_ROWS.flatMap((r) => Object.keys(r)))
    for (const f of ['do_not_call', 'do_not_call_reason', 'internal_note'])
      expect(clinicFields.has(f)).toBe(false)
    expect([...CLINIC_INTERNAL_COLUMNS]).toEqual([
      'clinic_id',
      'do_not_call',
      'do_not_call_reason',
      'internal_note',
    ])
  })

  test('every data field has a column (the seed is lossless)', () => {
    const clinicFields = new Set(CLINIC_ROWS.flatMap((r) => Object.keys(r)))
    const townFields = new Set(TOWN_ROWS.flatMap((r) => Object.keys(r)))
    expect([...clinicFields].sort()).toEqual([...CLINIC_COLUMNS].sort())
    expect([...townFields].sort()).toEqual([...TOWN_COLUMNS].sort())
    const edFields = new Set(
      EMERGENCY_DEPARTMENT_ROWS.flatMap((r) => Object.keys(r)),
    )
    expect([...edFields].sort()).toEqual(
      [...EMERGENCY_DEPARTMENT_COLUMNS].sort(),
    )
  })

  test('an emergency-department field without a column stops the generator; they need no time zone', () => {
    const ed = EMERGENCY_DEPARTMENT_ROWS[0]!
    expect(() =>
      generateSeedSql(CLINIC_ROWS, TOWN_ROWS, [{ ...ed, beds: 25 }]),
    ).toThrow(/emergency_departments .*no column for field "beds"/)
    expect(generateSeedSql(CLINIC_ROWS, TOWN_ROWS, [ed])).toContain(
      `'${ed.cms_facility_id}'`,
    )
  })

  test('is deterministic', () => {
    expect(generateSeedSql()).toBe(generateSeedSql())
  })
})

describe('generator', () => {
  const clinic = CLINIC_ROWS[0]!

  test('SQL literals: quotes doubled, backslashes kept, nulls, arrays, jsonb', () => {
    expect(sqlString("Kids' Care")).toBe("'Kids'' Care'")
    expect(sqlString('C:\\path')).toBe("'C:\\path'")
    expect(sqlLiteral(null)).toBe('null')
    expect(sqlLiteral(undefined)).toBe('null')
    expect(sqlLiteral(true)).toBe('true')
    expect(sqlLiteral(-87.5)).toBe('-87.5')
    expect(sqlLiteral([])).toBe("'{}'::text[]")
    expect(sqlLiteral(["O'Neil", 'b'])).toBe("array['O''Neil', 'b']::text[]")
    expect(sqlLiteral({ phone: ["it's"] }, true)).toBe(
      `'{"phone":["it''s"]}'::jsonb`,
    )
  })

  test('refuses values SQL text cannot hold', () => {
    expect(() => sqlString('a\0b')).toThrow(/NUL/)
    expect(() => sqlLiteral(Number.NaN)).toThrow(/finite/)
    expect(() => sqlLiteral([1])).toThrow(/text arrays/)
  })

  test('a field without a column stops the generator', () => {
    expect(() =>
      generateSeedSql([{ ...clinic, opening_year: 1999 }], TOWN_ROWS),
    ).toThrow(/no column for field "opening_year"/)
  })

  test('a row without a time zone stops the generator', () => {
    expect(() =>
      generateSeedSql([{ ...clinic, timezone: null }], TOWN_ROWS),
    ).toThrow(/states its time zone/)
  })

  test('a change in the data changes the seed', () => {
    const changed = [
      { ...clinic, phone: '(270) 555-0199' },
      ...CLINIC_ROWS.slice(1),
    ]
    expect(generateSeedSql(changed, TOWN_ROWS)).not.toBe(generateSeedSql())
  })
})
