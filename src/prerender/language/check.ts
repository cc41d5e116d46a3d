/**
 * `npm run i18n:check [-- --json]`: the Spanish catalogue's gaps (./report.ts),
 * grouped by file; exits 1 when there is one.
 */
import { fileURLToPath } from 'node:url'
import { spanish } from './es/index.ts'
import { catalogueReport } from './report.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const { missing, stale } = catalogueReport(root, spanish, 'es')
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ missing, stale }, null, 2))
} else {
  let file = ''
  for (const gap of missing) {
    if (gap.file !== file) console.log(`\n${(file = gap.file)}`)
    console.log(`  ${gap.line}: ${JSON.stringify(gap.key)}`)
  }
  if (stale.length) console.log('\nstale (no longer in the source):')
  for (const k of stale) console.log(`  ${JSON.stringify(k)}`)
  console.log(`\n${missing.length} missing, ${stale.length} stale`)
}
process.exit(missing.length || stale.length ? 1 : 0)
