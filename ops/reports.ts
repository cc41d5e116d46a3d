import { main, runReports } from './lib/cli/index.ts'

main(runReports)
