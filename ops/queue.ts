import { main, runQueue } from './lib/cli.ts'

main(runQueue)
