// @vitest-environment node
/**
 * The project owns its data files: the import reads
 * supabase/data/, and nothing the build, the app, the tools or the ops CLI
 * runs reads ../shared.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  DEFAULT_EMERGENCY_SOURCE,
  DEFAULT_SOURCE,
} from '../../../supabase/tools/import-data'
import { VERIFICATION_COLUMNS } from '@/domain/verification-row'

const ROOT = path.resolve(__dirname, '../../..')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    return statSync(p).isDirectory() ? files(p) : [p]
  })
}

describe('the data files are the project’s own', () => {
  test('data:import reads supabase/data/ by default', () => {
    expect(path.relative(ROOT, DEFAULT_SOURCE)).toBe(
      path.join('supabase', 'data', 'western-ky-clinics.json'),
    )
    expect(path.relative(ROOT, DEFAULT_EMERGENCY_SOURCE)).toBe(
      path.join('supabase', 'data', 'western-ky-emergency-departments.json'),
    )
  })

  test('no source, tool or script refers to ../shared', () => {
    const code = [
      ...['src', 'supabase/tools', 'ops', 'tests/tools'].flatMap((d) =>
        files(path.join(ROOT, d)),
      ),
      path.join(ROOT, 'package.json'),
      path.join(ROOT, 'vite.config.ts'),
    ].filter((f) => /\.(ts|tsx|mjs|js|json|sh)$/.test(f))
    const offenders = code.filter((f) =>
      readFileSync(f, 'utf8').includes('../shared/'),
    )
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([])
  })

  test('every clinic of the data file states its verification facts, none invented', () => {
    const file = JSON.parse(readFileSync(DEFAULT_SOURCE, 'utf8')) as {
      clinics: Record<string, unknown>[]
    }
    for (const c of file.clinics) {
      expect(c.status).toBe('active')
      expect(c.do_not_call).toBe(false)
      for (const k of [
        ...VERIFICATION_COLUMNS.filter((k) => k !== 'status'),
        'do_not_call_reason',
        'internal_note',
      ])
        expect(c[k], `${String(c.name)}.${k}`).toBeNull()
    }
  })
})
