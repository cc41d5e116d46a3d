import { main, runApply } from './lib/cli/index.ts'

main(runApply)
