import { main, runRevert } from './lib/cli/index.ts'

main(runRevert)
