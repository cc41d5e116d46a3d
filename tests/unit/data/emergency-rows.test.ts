import { describe, expect, test, vi } from 'vitest'
import { parseEmergencyDepartmentRows } from '@/data/supabase/emergency-row-schema'
import { createBuiltinRepository } from '@/data/builtin/builtin-repository'
import { toEmergencyDepartment } from '@/domain/emergency/types'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'

const good = EMERGENCY_DEPARTMENT_ROWS[0]!

describe('parseEmergencyDepartmentRows', () => {
  test('good rows pass unchanged, without a warning', () => {
    const warn = vi.fn()
    expect(
      parseEmergencyDepartmentRows(EMERGENCY_DEPARTMENT_ROWS, warn),
    ).toEqual(EMERGENCY_DEPARTMENT_ROWS)
    expect(warn).not.toHaveBeenCalled()
  })

  test('a name or city over 200 characters is cut with an ellipsis, with a warning', () => {
    const warn = vi.fn()
    const huge = 'Hugetown'.repeat(1250)
    const [row] = parseEmergencyDepartmentRows(
      [{ ...good, name: huge, city: huge }],
      warn,
    )
    expect(row!.name).toBe(`${huge.slice(0, 199)}…`)
    expect(row!.city).toBe(`${huge.slice(0, 199)}…`)
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      `emergency departments: ${good.slug}: name of 10000 characters cut to 200 with an ellipsis`,
      `emergency departments: ${good.slug}: city of 10000 characters cut to 200 with an ellipsis`,
    ])
  })

  test('columns a project has not added read as unknown', () => {
    const { status: _s, beds_hifld: _b, ...older } = good
    const [row] = parseEmergencyDepartmentRows([older], vi.fn())
    expect(row!.status).toBeNull()
    expect(row!.beds_hifld).toBeNull()
  })

  test('not an object, or no identity: skipped with a warning', () => {
    const warn = vi.fn()
    const rows = parseEmergencyDepartmentRows(
      [null, 'x', { ...good, id: '' }, { ...good, military: 'yes' }, good],
      warn,
    )
    expect(rows).toEqual([good])
    expect(warn).toHaveBeenCalledTimes(4)
    for (const [m] of warn.mock.calls) expect(String(m)).toMatch(/skipped/)
  })

  test('a malformed fact is unknown, never guessed; coordinates go together', () => {
    const warn = vi.fn()
    const [row] = parseEmergencyDepartmentRows(
      [{ ...good, longitude: 'west', confidence: 'certain', beds_hifld: -3 }],
      warn,
    )
    expect(row).toMatchObject({
      latitude: null,
      longitude: null,
      confidence: null,
      beds_hifld: null,
      name: good.name,
      phone: good.phone,
    })
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /confidence.*coordinates|coordinates.*confidence/,
    )
  })

  test('half a point is no point', () => {
    const ed = toEmergencyDepartment({ ...good, longitude: null })
    expect(ed.coordinates).toBeNull()
  })
})

describe('built-in source', () => {
  test('loads the emergency departments it is given, by name', async () => {
    const load = vi.fn(async () => [
      { ...good, name: 'Zed Hospital' },
      { ...good, name: 'Able Hospital' },
    ])
    const repo = createBuiltinRepository({
      clinics: [],
      towns: [],
      coordinates: {},
      emergencyDepartments: load,
    })
    const list = await repo.listEmergencyDepartments()
    expect(list.map((e) => e.name)).toEqual(['Able Hospital', 'Zed Hospital'])
    expect(load).toHaveBeenCalledTimes(1)
  })
})
