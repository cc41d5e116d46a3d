import { main, runReports } from './lib/cli.ts'

main(runReports)
