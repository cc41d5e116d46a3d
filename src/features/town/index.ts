/*
 * What other features may use of the town feature: the crumbs that a
 * clinic's trail shares with its town's.
 */
export { BROWSE_CITIES_HREF, KENTUCKY_URGENT_CARE } from './town-head'
