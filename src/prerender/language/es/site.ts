/**
 * What makes the Spanish build a site under /es (not texts): the home route
 * at /es (the other pages' paths come from src/domain/paths.es.ts).
 */
import type { Catalogue } from '../catalogue.ts'

export default {
  texts: {
    // index.html's <noscript> (the plugin's transformIndexHtml)
    'This directory needs JavaScript for search. In an emergency, call 911.':
      'Este directorio necesita JavaScript para buscar. En una emergencia, llame al 911.',
  },
  // The Spanish pages' own addresses where the English code writes '/'.
  inFile: {
    'src/app/pages/home.tsx': { '/': '/es/' },
    'src/components/seo/head.tsx': { '/': '/es/' },
    'src/domain/seo/json-ld-site.ts': {
      '{0}/': '{0}/es/',
      '{0}/?search={search_term_string}': '{0}/es/?search={search_term_string}',
    },
  },
  // build-time only (the prerender's head links and its checks)
  notText: { 'src/domain/seo/alternates.ts': true },
  patches: {
    // The Spanish pages' own service worker (scope /es/): it keeps the
    // Spanish pages for offline use, not the English ones.
    'src/features/offline/after-load.ts': [
      ["sw.register('/sw.js')", "sw.register('/es/sw.js')"],
    ],
    'src/app/routes.tsx': [
      ["id: 'home',\n        index: true,", "id: 'home',\n        path: 'es',"],
    ],
  },
} satisfies Catalogue
