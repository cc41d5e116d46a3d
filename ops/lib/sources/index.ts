/**
 * The door of ops/lib/sources/ (README.md): each public source's answer as
 * records in one shape, matched to listings; the polite fetcher and the raw
 * store (fetch/).
 */
export * from './record.ts'
export * from './weekly.ts'
export * from './clinic-pages.ts'
export * from './osm.ts'
export * from './nppes.ts'
export * from './match.ts'
export * from './review.ts'
export * from './review-html.ts'
export * from './review-apply.ts'
export * from './new-listings.ts'
export * from './fetch/polite-fetcher.ts'
export * from './fetch/raw-store.ts'
export * from './fetch/user-agent.ts'
export * from './chains.ts'
