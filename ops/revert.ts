import { main, runRevert } from './lib/cli.ts'

main(runRevert)
