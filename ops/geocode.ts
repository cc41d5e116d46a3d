import { main } from './lib/cli.ts'
import { runGeocode } from './lib/cli-geocode.ts'

main(runGeocode)
