/**
 * The Spanish catalogue: every file of this folder, merged. Read by the
 * Spanish build only (../plugin.ts) and the parity
 * check; no byte of it is in any bundle.
 */
import { mergeCatalogues } from '../catalogue.ts'
import beforeYouGo from './before-you-go.ts'
import content from './content.ts'
import finding from './finding.ts'
import holidays from './holidays.ts'
import pages from './pages.ts'
import safety from './safety.ts'
import site from './site.ts'

export const spanish = mergeCatalogues({
  'before-you-go.ts': beforeYouGo,
  'content.ts': content,
  'finding.ts': finding,
  'holidays.ts': holidays,
  'pages.ts': pages,
  'safety.ts': safety,
  'site.ts': site,
})
