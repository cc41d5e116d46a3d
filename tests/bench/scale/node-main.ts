/**
 * Entry of the Node measurement, run as a bundle made by the same compiler as
 * the production build (see run.ts): node --expose-gc node-main.mjs <csv>.
 * Prints one JSON document (NodeSizeResult[]) on stdout.
 */
import { CLINIC_ROWS } from '@/data/builtin/generated/data'
import { buildDirectory, DIRECTORY_SIZES, loadHifldRecords } from './generate'
import { benchNodeSize, canMeasureHeap } from './node-bench'

const csv = process.argv[2]
if (!csv) throw new Error('usage: node-main <path to the HIFLD csv>')
const records = loadHifldRecords(csv)
// BENCH_SIZES=4810,100000 limits the run (handy when profiling).
const only = process.env.BENCH_SIZES?.split(',').map(Number)
const sizes = DIRECTORY_SIZES.filter((s) => !only || only.includes(s))
const results = sizes.map((size) =>
  benchNodeSize(size, () => buildDirectory(size, records, CLINIC_ROWS)),
)
process.stdout.write(
  JSON.stringify({ heapMeasured: canMeasureHeap(), results }) + '\n',
)
