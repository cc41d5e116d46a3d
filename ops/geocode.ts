import { main, runGeocode } from './lib/cli/index.ts'

main(runGeocode)
