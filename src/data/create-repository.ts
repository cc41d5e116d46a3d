import { config, reportConfigProblem, type AppConfig } from '@/config/env'
import type { DirectoryRepository } from './repository'

let current: Promise<DirectoryRepository> | undefined

/**
 * The one place that chooses the data source: the hosted database when both
 * Supabase variables are set, otherwise the built-in data. Both load through
 * import(), so neither supabase-js nor the data set is on the critical path,
 * and a build without Supabase variables contains no Supabase code.
 */
function createRepository(
  cfg: AppConfig = config,
): Promise<DirectoryRepository> {
  reportConfigProblem(cfg)
  if (cfg.mode === 'database' && cfg.supabaseUrl && cfg.supabaseAnonKey) {
    const { supabaseUrl, supabaseAnonKey, readTimeoutMs } = cfg
    return Promise.all([
      import('./supabase/create-client'),
      import('./supabase/supabase-repository'),
      import('./builtin/generated/coordinates'),
    ]).then(async ([client, repo, table]) =>
      repo.createSupabaseRepository(
        await client.createSupabaseClient(supabaseUrl, supabaseAnonKey),
        table.COORDINATES,
        { readTimeoutMs },
      ),
    )
  }
  return loadBuiltinRepository()
}

export async function loadBuiltinRepository(): Promise<DirectoryRepository> {
  const [{ createBuiltinRepository }, data, table] = await Promise.all([
    import('./builtin/builtin-repository'),
    import('./builtin/generated/data'),
    import('./builtin/generated/coordinates'),
  ])
  return createBuiltinRepository({
    clinics: data.CLINIC_ROWS,
    towns: data.TOWN_ROWS,
    coordinates: table.COORDINATES,
  })
}

/** The app-wide repository (created on first use). */
export function getRepository(): Promise<DirectoryRepository> {
  current ??= createRepository()
  return current
}

/** Tests and the build-time prerender inject their own source. */
export function setRepository(
  repo: DirectoryRepository | Promise<DirectoryRepository>,
): void {
  current = Promise.resolve(repo)
}
