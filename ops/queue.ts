import { main, runQueue } from './lib/cli/index.ts'

main(runQueue)
