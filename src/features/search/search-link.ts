/**
 * What the home page loads lazily for searches in the URL: the sync
 * (url-sync.tsx) and 'Share this search' (share-search.tsx), with the URL
 * mapping (src/domain/url-state.ts). One chunk, so the React and JSX runtime
 * chunks stay as they are on every other page.
 */
export { default as UrlSearchSync } from './url-sync'
export { default as ShareSearch } from './share-search'
