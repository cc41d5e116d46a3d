import { main, runHarvest } from './lib/cli/index.ts'

main(runHarvest)
