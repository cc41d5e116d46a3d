/**
 * A loopback stand-in for the hosted database, for the browser half of the
 * benchmark: the PostgREST stand-in of the end-to-end tests (which answers
 * only request shapes captured from real supabase-js) serving a benchmark
 * directory, switchable between sizes.
 */
import { createServer, type Server } from 'node:http'
import type { ClinicRow } from '@/domain/map-row'
import {
  createPostgrestStandIn,
  type PostgrestStandIn,
  type Row,
} from '../../support/postgrest-stand-in'

export const BENCH_ANON_KEY = 'bench-anon-key'

export interface BenchServer {
  url: string
  /** Serve these rows as the clinics table from now on. */
  setClinics(rows: readonly ClinicRow[]): void
  /** Requests the stand-in refused (should stay empty). */
  unexpected(): string[]
  close(): Promise<void>
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  let rest: PostgrestStandIn = createPostgrestStandIn({
    anonKey: BENCH_ANON_KEY,
    tables: { clinics: [], towns: [] },
  })
  const refused: string[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    if (!url.pathname.startsWith('/rest/v1/')) {
      res.writeHead(404, { 'access-control-allow-origin': '*' })
      res.end()
      return
    }
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string') headers.set(k, v)
    void rest
      .handle(new Request(url, { method: req.method, headers }))
      .then(async (response) => {
        const out: Record<string, string> = {}
        response.headers.forEach((v, k) => (out[k] = v))
        res.writeHead(response.status, out)
        res.end(Buffer.from(await response.arrayBuffer()))
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    setClinics(rows) {
      refused.push(...rest.unexpected.map((r) => r.shape))
      rest = createPostgrestStandIn({
        anonKey: BENCH_ANON_KEY,
        tables: { clinics: rows as unknown as Row[], towns: [] },
      })
    },
    unexpected: () => [...refused, ...rest.unexpected.map((r) => r.shape)],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
