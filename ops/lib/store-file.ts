/**
 * The project's data file as the operator's store (--from file, --to file):
 * clinics read through the import's own transform (so ids are the ones the
 * app and the seed use), checks written into the file's records, each
 * event appended to verification-events.jsonl beside it, then the built-in
 * data and the seed generated again, as `npm run data:import` and
 * `npm run db:seed` do.
 */
import {
  appendFileSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import {
  DEFAULT_EMERGENCY_SOURCE,
  DEFAULT_SOURCE,
  OUT_DIR,
  runImport,
  transform,
} from '../../supabase/tools/import-data.ts'
import {
  SEED_FILE,
  generateSeedSql,
} from '../../supabase/tools/generate-seed.ts'
import { fingerprint, toOpsClinic, type OpsClinic } from './model.ts'
import type { PlannedCheck } from './plan.ts'

export interface FilePaths {
  data: string
  emergencyData: string
  generatedDir: string
  seed: string
}

export const DEFAULT_FILE_PATHS: FilePaths = {
  data: DEFAULT_SOURCE,
  emergencyData: DEFAULT_EMERGENCY_SOURCE,
  generatedDir: OUT_DIR,
  seed: SEED_FILE,
}

interface DataFile {
  clinics: Record<string, unknown>[]
  [k: string]: unknown
}

function readData(file: string): { json: DataFile; clinics: OpsClinic[] } {
  const json = JSON.parse(readFileSync(file, 'utf8')) as DataFile
  const result = transform(json)
  const internal = new Map(result.internal.map((r) => [r.clinic_id, r]))
  const clinics = result.clinics.map((row) =>
    toOpsClinic({
      ...row,
      do_not_call: internal.get(row.id)?.do_not_call ?? false,
      do_not_call_reason: internal.get(row.id)?.do_not_call_reason ?? null,
    }),
  )
  return { json, clinics }
}

export function eventsFile(paths: FilePaths): string {
  return path.join(path.dirname(paths.data), 'verification-events.jsonl')
}

export function fileStore(paths: FilePaths = DEFAULT_FILE_PATHS) {
  return {
    label: `data file ${path.relative(process.cwd(), paths.data) || paths.data}`,
    async load(): Promise<OpsClinic[]> {
      return readData(paths.data).clinics
    },
    /**
     * Writes every check or none: the fingerprints are checked again on the
     * file as it is now, the new file is written beside it and renamed over
     * it, then the events are appended and the generated files rewritten.
     */
    async apply(checks: readonly PlannedCheck[]): Promise<string[]> {
      const { json, clinics } = readData(paths.data)
      const index = new Map(clinics.map((c, i) => [c.id, i]))
      for (const check of checks) {
        const i = index.get(check.clinic.id)
        if (i === undefined)
          throw new Error(`${check.clinic.name}: no longer in ${paths.data}`)
        if (fingerprint(clinics[i]!) !== check.fingerprint)
          throw new Error(
            `${check.clinic.name} changed in ${paths.data} while the sheet was reviewed; nothing written`,
          )
      }
      for (const check of checks) {
        const record = json.clinics[index.get(check.clinic.id)!]!
        Object.assign(record, check.patch)
      }
      transform(json) // the file must still import cleanly
      const tmp = `${paths.data}.tmp-${process.pid}`
      writeFileSync(tmp, JSON.stringify(json, null, 2) + '\n')
      renameSync(tmp, paths.data)
      appendFileSync(
        eventsFile(paths),
        checks.map((c) => JSON.stringify(c.event) + '\n').join(''),
      )
      const { result, emergency, changes } = await runImport({
        source: paths.data,
        emergencySource: paths.emergencyData,
        outDir: paths.generatedDir,
      })
      writeFileSync(
        paths.seed,
        generateSeedSql(
          result.clinics,
          result.towns,
          emergency.rows,
          result.internal,
        ),
      )
      return changes
    },
    async close() {},
  }
}
