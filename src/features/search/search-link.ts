/**
 * What the home page loads lazily for searches in the URL: the sync
 * (url-sync.tsx) and 'Share this search' (share-search.tsx), with the URL
 * mapping (src/domain/url-state.ts); the chips of the filters in use
 * (active-filters.tsx) and bringing a search's answer into view
 * (reveal-results.ts), needed only once a parent has searched or filtered;
 * the filter panel's controls (filter-panel-body.tsx), shown once it opens.
 * One chunk, so the React and JSX runtime chunks stay as they are on every
 * other page; it loads at the first touch or key on home.
 */
import * as factNotes from '@/domain/fact-notes'
import { provideFactNotes } from '@/hooks/use-fact-notes'

export { default as UrlSearchSync } from './url-sync'
export { default as ShareSearch } from './share-search'
export { ActiveFilters } from './active-filters'
export {
  revealResults,
  revealSearchError,
  returnToPlace,
} from './reveal-results'
export { FilterPanelBody } from './filter-panel-body'

// The before-you-go filters' notes, for the cards and the results count.
provideFactNotes(factNotes)
