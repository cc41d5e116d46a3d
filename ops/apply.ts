import { main, runApply } from './lib/cli.ts'

main(runApply)
