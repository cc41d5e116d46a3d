/**
 * What makes the Spanish build a site under /es (not texts): the home route
 * at /es (the other pages' paths come from src/domain/paths.es.ts).
 */
import type { Catalogue } from '../catalogue.ts'

export default {
  texts: {},
  patches: {
    'src/app/routes.tsx': [
      ["id: 'home',\n        index: true,", "id: 'home',\n        path: 'es',"],
    ],
  },
} satisfies Catalogue
