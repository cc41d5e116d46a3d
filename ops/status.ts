import { main, runStatus } from './lib/cli/index.ts'

main(runStatus)
