import { main, runStatus } from './lib/cli.ts'

main(runStatus)
