/* What other features and the pages may use of the listing report. */
export { ListingCheck } from './listing-check'
export { VisitorsReportedClosed } from './visitors-reported-closed'
